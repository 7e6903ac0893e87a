/**
 * The discover embed on a foreign page (architecture §7a, §7b): the demo film blog on its own origin
 * (examples/embed-discover, served on the embed-demo port) imports `<app>/embed/v1/discover.js` (the
 * discover remote's, forwarded by the app's host) and mounts two single-spa parcels. And its
 * versions: every published release pinned by its hash, and the old `<discover host>/embed.js`,
 * against this server and one whose config has since gained fields; this release against earlier
 * servers (a config without `shellUrl`; no config and no TMDB at all).
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

  // hold the embed back to see the page before anything is mounted
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const embedUrl = `${APP}/embed/v1/discover.js`;
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

  // the discover remote's, served on the app's host to another origin: the evergreen, for minutes
  const res = await embedResponse;
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  expect(res.headers()['content-type']).toMatch(/javascript/);
  expect(res.headers()['cache-control']).toBe('public, max-age=300');

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

test.describe('versions', () => {
  const DISCOVER = `http://localhost:${PORTS.discover}`;
  interface Versions {
    latest: string;
    evergreen: string;
    releases: { version: string; path: string; integrity: string }[];
  }
  const versionsOf = async (page: Page) => (await (await page.request.get(`${APP}/embed/v1/discover-versions.json`)).json()) as Versions;

  /**
   * A page on the blog's address (written into its `/blog-config.json` document, which runs no
   * script: a page made up on about:blank, or served by the test, could not reach a loopback
   * address) that imports one discover build — pinned with its hash through the import map when
   * given — and mounts the Netflix row. Resolves once the page says whether the mount worked
   * ('mounted', or the error's message).
   */
  async function mountRow(page: Page, src: string, integrity?: string) {
    const map = JSON.stringify({
      imports: { 'single-spa': '/vendor/single-spa.js' },
      ...(integrity ? { integrity: { [src]: integrity } } : {}),
    });
    const html = `<!doctype html><html lang="en"><title>skew</title>
<script type="importmap">${map}</script>
<div id="row"></div>
<script type="module">
  import { mountRootParcel } from 'single-spa';
  try {
    const discover = await import(${JSON.stringify(src)});
    await mountRootParcel(discover, { domElement: document.getElementById('row'), row: 'netflix' }).mountPromise;
    document.documentElement.dataset.result = 'mounted';
  } catch (e) {
    document.documentElement.dataset.result = String(e && e.message);
  }
</script>`;
    await page.goto(`${DEMO}/blog-config.json`);
    await page.setContent(html);
    await expect(page.locator('html')).toHaveAttribute('data-result', /.+/);
  }

  test('every published release is served immutable with the hash the list gives; the evergreen for minutes; the old embed.js re-exports it', async ({
    page,
  }) => {
    const versions = await versionsOf(page);
    expect(versions.releases.map((r) => r.version)).toContain(versions.latest);
    const { createHash } = await import('node:crypto');
    for (const r of versions.releases) {
      const res = await page.request.get(`${APP}/${r.path}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        `sha384-${createHash('sha384')
          .update(await res.body())
          .digest('base64')}`,
      ).toBe(r.integrity);
    }
    const evergreen = await page.request.get(`${APP}/embed/v1/discover.js`);
    expect(evergreen.headers()['cache-control']).toBe('public, max-age=300');
    expect(await evergreen.body()).toEqual(await (await page.request.get(`${APP}/embed/v${versions.latest}/discover.js`)).body());
    const legacy = await page.request.get(`${DISCOVER}/embed.js`);
    expect(legacy.headers()['cache-control']).toBe('no-cache');
    expect(await legacy.text()).toBe('export * from "./embed/v1/discover.js";\n');
  });

  test('a page holding each release (pinned by hash), or the old URL, keeps working against this server and one whose config gained fields', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const versions = await versionsOf(page);
    const builds: { src: string; integrity?: string }[] = [
      ...versions.releases.map((r) => ({ src: `${APP}/${r.path}`, integrity: r.integrity })),
      { src: `${DISCOVER}/embed.js` },
    ];
    for (const build of builds) {
      await mountRow(page, build.src, build.integrity);
      await expect(page.locator('html')).toHaveAttribute('data-result', 'mounted');
      await expect(page.getByRole('heading', { name: 'Popular on Netflix' })).toBeVisible();
      await expect(page.locator('#row a[href*="/details/"]').first()).toHaveAttribute(
        'href',
        new RegExp(`^${APP}/details/(movie|tv)/\\d+$`),
      );
      await expect(page.locator('#row img').first()).toBeVisible(); // the carousel's lazy chunk and the posters came
    }
    // a later server whose runtime config has gained fields, at the top and inside: read as before
    await page.route(`${APP}/config.json`, async (route) => {
      const res = await route.fetch();
      const config = (await res.json()) as { tmdb: object };
      await route.fulfill({ response: res, json: { ...config, embeds: { discover: 'v1' }, tmdb: { ...config.tmdb, region: 'US' } } });
    });
    const oldest = versions.releases[versions.releases.length - 1]!;
    await mountRow(page, `${APP}/${oldest.path}`, oldest.integrity);
    await expect(page.locator('html')).toHaveAttribute('data-result', 'mounted');
    await expect(page.locator('#row img').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a build whose hash does not match the pinned one is refused (the page’s import fails, the page stays)', async ({ page }) => {
    const versions = await versionsOf(page);
    const r = versions.releases[0]!;
    await mountRow(page, `${APP}/${r.path}`, 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.locator('html')).not.toHaveAttribute('data-result', 'mounted');
    await expect(page.locator('streamscout-embed')).toHaveCount(0);
  });

  test('this release against earlier servers: without shellUrl it links to its own host; with no config it mounts and says it could not load', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // a server whose config predates `shellUrl`: links go to the host the embed came from
    await page.route(`${APP}/config.json`, async (route) => {
      const res = await route.fetch();
      const { shellUrl: _, ...config } = (await res.json()) as { shellUrl?: string };
      await route.fulfill({ response: res, json: config });
    });
    await mountRow(page, `${APP}/embed/v1/discover.js`);
    await expect(page.locator('html')).toHaveAttribute('data-result', 'mounted');
    await expect(page.locator('#row a[href*="/details/"]').first()).toHaveAttribute('href', new RegExp(`^${APP}/details/`));

    // a server with no config at all (404): TMDB's defaults, out of reach here (every host but the
    // app's and the blog's refused) — the row mounts and says it could not load, asking a bounded number of times
    await page.unrouteAll();
    await page.route(`${APP}/config.json`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    const elsewhere: string[] = [];
    await page.route(
      (url) => url.origin !== APP && url.origin !== DEMO,
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort('connectionrefused');
      },
    );
    await mountRow(page, `${APP}/embed/v1/discover.js`);
    await expect(page.locator('html')).toHaveAttribute('data-result', 'mounted');
    await expect(page.getByRole('heading', { name: 'Popular on Netflix' })).toBeVisible();
    await expect(page.getByText(/We couldn.t load this right now/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('#row a[href*="/details/"]')).toHaveCount(0);
    // the row's movie and tv queries, each tried twice (the query client's one retry), then no more
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeLessThanOrEqual(4);
    expect(errors).toEqual([]);
  });
});
