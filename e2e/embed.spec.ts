/**
 * The discover embed on a foreign page (architecture §7a): the demo film blog on its own origin
 * (examples/embed-discover, served on the embed-demo port) imports the discover remote's
 * embed.js and mounts two single-spa parcels.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PORTS } from './helpers';

const DEMO = `http://localhost:${PORTS.embedDemo}`;
const APP = `http://localhost:${PORTS.shell}`;

/** What the page's own CSS decides: body and headings, computed. */
async function pageStyles(page: Page): Promise<Record<string, Record<string, unknown> | number>> {
  return page.evaluate(() => {
    const pick = (el: Element, props: string[]) => {
      const cs = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
    };
    const box = ['margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-left', 'max-width'];
    const text = ['background-color', 'color', 'font-family', 'font-size', 'line-height'];
    return {
      html: {
        ...pick(document.documentElement, ['font-size', 'background-color', 'color-scheme']),
        attributes: document.documentElement.getAttributeNames().filter((a) => a !== 'data-embeds-mounted'),
      },
      body: { ...pick(document.body, [...box, ...text]), attributes: document.body.getAttributeNames() },
      h1: pick(document.querySelector('h1')!, ['color', 'font-family', 'text-transform', 'letter-spacing']),
      h2: pick(document.querySelector('h2')!, ['color', 'font-family', 'text-transform', 'letter-spacing']),
      head: document.head.children.length,
    };
  });
}

async function expectLoadedImages(scope: Locator, atLeast: number) {
  await expect
    .poll(
      async () =>
        scope.locator('img').evaluateAll((els) => (els as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(atLeast);
}

test('the film blog mounts the overview and the Netflix row, linking into the app, without touching its own styles', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));

  // hold embed.js back to see the page before anything is mounted
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const embedUrl = `http://localhost:${PORTS.discover}/embed.js`;
  await page.route(embedUrl, async (route) => {
    await gate;
    await route.continue();
  });
  const embedResponse = page.waitForResponse(embedUrl);
  await page.goto(DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'The Reel Notebook' })).toBeVisible();
  const before = await pageStyles(page);
  expect((before.body as Record<string, unknown>)['background-color']).toBe('rgb(250, 243, 230)'); // the blog's own, for a start
  release();

  // served by the discover remote, to another origin
  const res = await embedResponse;
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  expect(res.headers()['content-type']).toMatch(/javascript/);

  await expect(page.locator('html')).toHaveAttribute('data-embeds-mounted', 'true');
  const overview = page.locator('#discover-overview');
  const netflix = page.locator('#discover-netflix');
  await expect(overview.getByRole('heading', { name: 'Discover Our Popular Shows' })).toBeVisible();
  await expect(netflix.getByRole('heading', { name: 'Popular on Netflix' })).toBeVisible();
  await expectLoadedImages(overview.getByTestId('discover-row-trending'), 2);
  await expectLoadedImages(netflix, 1);
  expect(await pageStyles(page)).toEqual(before);

  // two parcels, each in its own shadow root, each with its own colour scheme
  const hosts = page.locator('streamscout-embed');
  await expect(hosts).toHaveCount(2);
  await expect(overview.locator('streamscout-embed')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(netflix.locator('streamscout-embed')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // every link goes into the app
  for (const scope of [overview, netflix]) {
    const hrefs = await scope.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${APP}/(details/(movie|tv)/\\d+|discover/[a-z]+)$`));
  }
  await expect(netflix.getByRole('link', { name: 'View More' })).toHaveAttribute('href', `${APP}/discover/netflix`);

  // the blog's aggressive CSS (sepia bordered images, wavy red links, uppercase headings) stays out
  const poster = netflix.locator('img').first();
  expect(await poster.evaluate((img) => [getComputedStyle(img).borderTopWidth, getComputedStyle(img).filter])).toEqual(['0px', 'none']);
  expect(await netflix.getByRole('heading', { name: 'Popular on Netflix' }).evaluate((h) => getComputedStyle(h).textTransform)).toBe(
    'none',
  );

  // axe looks into the open shadow roots too
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
  ).toEqual([]);

  // unmount: everything goes, the page is as it was; mount again works
  await page.getByRole('button', { name: 'Hide StreamScout' }).click();
  await expect(page.getByRole('button', { name: 'Show StreamScout' })).toBeEnabled();
  await expect(hosts).toHaveCount(0);
  expect(await overview.innerHTML()).toBe('');
  expect(await netflix.innerHTML()).toBe('');
  expect(await pageStyles(page)).toEqual(before);
  await page.getByRole('button', { name: 'Show StreamScout' }).click();
  await expect(hosts).toHaveCount(2);
  await expectLoadedImages(netflix, 1);

  // a poster opens the show in the app
  const link = netflix.locator('a[href*="/details/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(errors).toEqual([]);
});

test('on a phone the blog stacks; the embeds fit their column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DEMO);
  await expect(page.locator('html')).toHaveAttribute('data-embeds-mounted', 'true');
  const netflix = page.locator('#discover-netflix');
  await netflix.scrollIntoViewIfNeeded();
  await expectLoadedImages(netflix, 1);
  const box = (await netflix.locator('[data-testid="show-carousel"]').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
