/**
 * The where-to-watch widget on another site (spec §21, architecture §7b): the made-up review site
 * (examples/embed-watch, its own origin) pastes `<script type="module" src="<app>/embed/v1/watch.js">`
 * and `<streamscout-watch>` elements. At a desktop and a phone width: the reader's region from the
 * browser's language, the `region` override, dark, an unknown id, the app's host failing, ten
 * widgets on one page, no layout shift (CLS read by a PerformanceObserver), no host asked but the
 * app's, and the versions: a pinned older release against this server, this release against an
 * older server.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PORTS } from './helpers';

const DEMO = `http://localhost:${PORTS.watchDemo}`;
const APP = `http://localhost:${PORTS.shell}`;
const REVIEW = `${DEMO}/reviews/night-of-the-star`;
const TEN = `${DEMO}/lists/ten-for-the-weekend`;
const WIDTHS = [1400, 390];
const KIND_WORDS: Record<string, string> = {
  flatrate: 'Stream on',
  free: 'Watch free on',
  ads: 'Watch with ads on',
  rent: 'Rent on',
  buy: 'Buy on',
};

interface Availability {
  title: string;
  url: string;
  streaming_regions: string[];
  availability: Record<string, { name: string }[]> & { link: string | null };
}

/** The API's answer for a title in a region (what the widget must show). */
async function availability(page: Page, type: string, id: number, region: string): Promise<Availability> {
  const res = await page.request.get(`${APP}/api/v1/titles/${type}/${id}/availability?region=${region}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Availability;
}

/** The links a title's services should have, in the widget's order. */
const serviceLinks = (a: Availability) =>
  ['flatrate', 'free', 'ads', 'rent', 'buy'].flatMap((k) =>
    a.availability[k]!.map((p) => `${KIND_WORDS[k]} ${p.name} (opens in a new tab)`),
  );

/** Sums the page's layout shifts (those without recent input) from its first paint on. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Records the page's requests: the batch data requests, and every host asked. */
function recordRequests(page: Page) {
  const data: string[] = [];
  const hosts = new Set<string>();
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    hosts.add(url.origin);
    if (url.pathname.startsWith('/api/v1/')) data.push(r.url());
  });
  return { data, hosts };
}

/** Console errors and page errors. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Waits until no widget of the page is loading any more. */
async function settled(page: Page, count: number) {
  await expect(page.locator('streamscout-watch[data-state]')).toHaveCount(count);
  await expect(page.locator('streamscout-watch[data-state=loading]')).toHaveCount(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'en-US' });

    test('the review: the reader’s region, the UK override, dark, an unknown id, IMDb and compact — two data requests, no shift, only the app’s host', async ({
      page,
    }) => {
      await watchShifts(page);
      const { data, hosts } = recordRequests(page);
      const errors = recordErrors(page);
      await page.goto(REVIEW);
      await settled(page, 4);

      // the reader's region comes from the browser's language (en-US → US), resolved by the server
      const dark = page.locator('#watch-dark');
      const us = await availability(page, 'movie', 40911, 'US');
      await expect(dark).toHaveAttribute('data-state', 'title');
      await expect(dark.getByRole('link', { name: `${us.title} on StreamScout (opens in a new tab)`, exact: true })).toHaveAttribute(
        'href',
        us.url,
      );
      await expect(dark.getByText('Where to watch · US')).toBeVisible();
      expect(await dark.locator('a.service').evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))).toEqual(serviceLinks(us));
      expect(serviceLinks(us).length).toBeGreaterThan(0);
      await expect(dark.locator('a.service').first()).toHaveAttribute('href', us.availability.link!);
      await expect(dark.locator('a.service').first()).toHaveAttribute('target', '_blank');
      expect(await dark.locator('.box').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(26, 27, 30)');
      await expect(dark.getByRole('link', { name: 'TMDB (opens in a new tab)' })).toBeVisible();
      await expect(dark.getByRole('link', { name: 'JustWatch (opens in a new tab)' })).toBeVisible();

      // region="GB": the UK's services, whatever the reader's country; light
      const uk = page.locator('#watch-uk');
      const gb = await availability(page, 'movie', 27328, 'GB');
      await expect(uk.getByText('Where to watch · GB')).toBeVisible();
      expect(await uk.locator('a.service').evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))).toEqual(serviceLinks(gb));
      expect(await uk.locator('.box').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(255, 255, 255)');

      // an id StreamScout does not know: nothing drawn, its reserved space kept
      const unknown = page.locator('#watch-unknown');
      await expect(unknown).toHaveAttribute('data-state', 'unknown');
      expect(await unknown.evaluate((el) => el.shadowRoot!.querySelectorAll('a, p, div').length)).toBe(0);
      expect((await unknown.boundingBox())!.height).toBe(150);

      // by IMDb id, compact, following the reader's scheme (light here)
      const imdb = page.locator('#watch-imdb');
      await expect(imdb).toHaveAttribute('data-state', 'title');
      await expect(imdb.locator('.title')).toHaveText('Hunter of the Star');
      expect((await imdb.boundingBox())!.height).toBe(64);
      expect((await dark.boundingBox())!.height).toBe(150);

      // the page's CSS stays out (its wavy red links, grey bordered images, content-box sizing)
      const logo = dark.locator('a.service img').first();
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img) => [getComputedStyle(img).borderTopWidth, getComputedStyle(img).filter])).toEqual(['0px', 'none']);
      expect(await dark.locator('.title').evaluate((a) => getComputedStyle(a).textDecorationStyle)).not.toBe('wavy');
      // and the widgets fit the column
      for (const w of await page.locator('streamscout-watch').all()) {
        const box = (await w.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      // one request for the reader's region, one for the UK; no other host than the site's and the app's
      expect(data).toHaveLength(2);
      expect(data.every((u) => u.startsWith(`${APP}/api/v1/availability?titles=`))).toBe(true);
      expect([...hosts].sort()).toEqual([APP, DEMO].sort());
      expect(await page.context().cookies()).toEqual([]);
      expect(await shifts(page)).toBe(0);

      // axe looks into the open shadow roots
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
      ).toEqual([]);
      expect(errors).toEqual([]);

      // a keyboard reaches every link of a widget; a service opens its watch page in a new tab
      await dark.locator('.title').focus();
      await page.keyboard.press('Tab');
      expect(await dark.evaluate((el) => el.shadowRoot!.activeElement?.getAttribute('aria-label'))).toBe(serviceLinks(us)[0]);
    });

    test('ten widgets on one page: one data request, all drawn, no shift', async ({ page }) => {
      await watchShifts(page);
      const { data } = recordRequests(page);
      await page.goto(TEN);
      await settled(page, 10);
      await expect(page.locator('streamscout-watch[data-state=title]')).toHaveCount(10);
      expect(data).toHaveLength(1);
      expect(new URL(data[0]!).searchParams.get('titles')!.split(',')).toHaveLength(10);
      await page.mouse.wheel(0, 3000);
      await expect(page.locator('streamscout-watch').last().locator('a.service img').first()).toBeVisible();
      expect(await shifts(page)).toBe(0);
    });
  });
}

test.describe('the reader’s region from the browser’s language', () => {
  test.use({ locale: 'en-GB' });
  test('en-GB: the UK', async ({ page }) => {
    await page.goto(REVIEW);
    await expect(page.locator('#watch-dark').getByText('Where to watch · GB')).toBeVisible();
  });
});

test.describe('nothing in the reader’s country', () => {
  test.use({ locale: 'en-US' });
  test('says so and counts the other countries', async ({ page }) => {
    // a title that streams in some countries but not in the US, found through the API
    const ids = [28686, 27328, 24212, 18646, 13131];
    const list = (await (
      await page.request.get(`${APP}/api/v1/availability?titles=${ids.map((id) => `movie:${id}`).join(',')}&region=US`)
    ).json()) as { titles: (Availability & { id: number })[] };
    const none = list.titles.find(
      (t) => Object.values(t.availability).every((v) => !Array.isArray(v) || v.length === 0) && t.streaming_regions.length > 0,
    );
    expect(none).toBeDefined();
    await page.goto(`${DEMO}/`);
    await page.setContent(
      `<!doctype html><html lang="en"><title>t</title><script type="module" src="${APP}/embed/v1/watch.js" async></script><streamscout-watch type="movie" tmdb-id="${none!.id}"></streamscout-watch>`,
    );
    const n = none!.streaming_regions.filter((r) => r !== 'US').length;
    await expect(page.locator('streamscout-watch .none')).toHaveText(
      `Not streaming in your country — streaming in ${n} other ${n === 1 ? 'country' : 'countries'}`,
    );
    await expect(page.locator('streamscout-watch').getByRole('link', { name: /More about .* on StreamScout/ })).toHaveAttribute(
      'href',
      none!.url,
    );
  });
});

test.describe('dark by preference', () => {
  test.use({ colorScheme: 'dark' });
  test('theme="auto" follows prefers-color-scheme', async ({ page }) => {
    await page.goto(REVIEW);
    const imdb = page.locator('#watch-imdb');
    await expect(imdb).toHaveAttribute('data-state', 'title');
    expect(await imdb.locator('.box').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(26, 27, 30)');
    // theme="light" (the UK one, no theme) stays light
    expect(await page.locator('#watch-uk .box').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(255, 255, 255)');
  });
});

test('the app’s host failing: a plain link to each title (nothing for the IMDb one), no box, no retry loop, no shift', async ({ page }) => {
  await watchShifts(page);
  let asked = 0;
  await page.route(`${APP}/api/v1/**`, (route) => {
    asked += 1;
    return route.abort('connectionrefused');
  });
  const errors = recordErrors(page);
  await page.goto(REVIEW);
  await expect(page.locator('streamscout-watch[data-state=failed]')).toHaveCount(4);
  await expect(
    page.locator('#watch-dark').getByRole('link', { name: 'Where to watch this title, on StreamScout (opens in a new tab)' }),
  ).toHaveAttribute('href', `${APP}/details/movie/40911`);
  await expect(page.locator('#watch-dark .box')).toHaveCount(0);
  await expect(page.locator('#watch-imdb a')).toHaveCount(0);
  await expect(page.locator('#watch-unknown')).toHaveAttribute('data-state', 'failed');
  // nothing is asked again: 2 s is ten times what the widget takes to draw after an answer here
  await page.waitForTimeout(2000);
  expect(asked).toBe(2);
  // the browser reports each refused request once; the widget adds nothing
  expect(errors.length).toBeLessThanOrEqual(2);
  expect(await shifts(page)).toBe(0);
});

test('the app’s host down altogether (the script does not load): the article reads on, the boxes keep their space', async ({ page }) => {
  await watchShifts(page);
  await page.route(`${APP}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(REVIEW);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.locator('#watch-dark').boundingBox())!.height).toBe(150);
  expect(await page.evaluate(() => customElements.get('streamscout-watch'))).toBeUndefined();
  expect(await shifts(page)).toBe(0);
});

test.describe('versions', () => {
  /**
   * A page on the demo's origin holding one widget build (a script URL, maybe pinned with its hash).
   * Written into the site's home page (a page the test made up would not be on the site's address:
   * Chromium keeps such a page from reaching a loopback address).
   */
  async function pageWith(page: Page, src: string, integrity?: string) {
    await page.goto(`${DEMO}/`);
    await page.setContent(`<!doctype html><html lang="en"><title>skew</title>
<script type="module" src="${src}" ${integrity ? `integrity="${integrity}" crossorigin="anonymous"` : ''} async></script>
<streamscout-watch type="movie" tmdb-id="40911" id="a"></streamscout-watch>
<streamscout-watch imdb-id="tt10437710" region="GB" id="b"></streamscout-watch>`);
  }

  test('every published release is served immutable, with the hash versions.json lists, and the evergreen major for minutes', async ({
    page,
  }) => {
    const versions = (await (await page.request.get(`${APP}/embed/v1/versions.json`)).json()) as {
      latest: string;
      releases: { version: string; path: string; integrity: string }[];
    };
    expect(versions.releases.map((r) => r.version)).toContain(versions.latest);
    for (const r of versions.releases) {
      const res = await page.request.get(`${APP}/${r.path}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const { createHash } = await import('node:crypto');
      expect(
        `sha384-${createHash('sha384')
          .update(await res.body())
          .digest('base64')}`,
      ).toBe(r.integrity);
    }
    const evergreen = await page.request.get(`${APP}/embed/v1/watch.js`);
    expect(evergreen.headers()['cache-control']).toBe('public, max-age=300');
    expect(await evergreen.body()).toEqual(await (await page.request.get(`${APP}/embed/v${versions.latest}/watch.js`)).body());
  });

  test('a page pinned to each earlier release keeps working against this server, and against a newer one that adds fields', async ({
    page,
  }) => {
    const versions = (await (await page.request.get(`${APP}/embed/v1/versions.json`)).json()) as {
      releases: { version: string; path: string; integrity: string }[];
    };
    // every release this server publishes (the latest included), each loaded by its pinned URL and hash
    for (const r of versions.releases) {
      await pageWith(page, `${APP}/${r.path}`, r.integrity);
      await expect(page.locator('#a')).toHaveAttribute('data-state', 'title');
      await expect(page.locator('#b')).toHaveAttribute('data-state', 'title');
      await expect(page.locator('#b .title')).toHaveText('Hunter of the Star');
    }
    // a server that has since added fields (to the batch, to a title, to a region's ways): read as before
    await page.route(`${APP}/api/v1/availability?**`, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { titles: Record<string, unknown>[] };
      for (const t of body.titles) Object.assign(t, { rating: 8.1, availability: { ...(t.availability as object), cinema: [] } });
      await route.fulfill({ response: res, json: { ...body, next_page: null } });
    });
    const oldest = versions.releases[versions.releases.length - 1]!;
    await pageWith(page, `${APP}/${oldest.path}`, oldest.integrity);
    await expect(page.locator('#a')).toHaveAttribute('data-state', 'title');
    await expect(page.locator('#b')).toHaveAttribute('data-state', 'title');
  });

  test('this release against an earlier server degrades to the link', async ({ page }) => {
    // the server before IMDb ids in a batch: a 400 problem naming titles
    await page.route(`${APP}/api/v1/availability?**`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'each title must be movie:<id> or tv:<id>', errors: [] },
      }),
    );
    await pageWith(page, `${APP}/embed/v1/watch.js`);
    await expect(page.locator('#a')).toHaveAttribute('data-state', 'failed');
    await expect(page.locator('#a').getByRole('link')).toHaveAttribute('href', `${APP}/details/movie/40911`);
    await expect(page.locator('#b')).toHaveAttribute('data-state', 'failed');
    // the server before the batch endpoint: the API's 404 problem
    await page.unrouteAll();
    await page.route(`${APP}/api/v1/availability?**`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'Not Found', status: 404 },
      }),
    );
    await pageWith(page, `${APP}/embed/v1/watch.js`);
    await expect(page.locator('#a')).toHaveAttribute('data-state', 'failed');
    await expect(page.locator('#a').getByRole('link')).toHaveAttribute('href', `${APP}/details/movie/40911`);
  });
});
