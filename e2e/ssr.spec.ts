/**
 * Server-rendered public routes in Debian Chromium against the production build:
 *
 * - with JavaScript off (a crawler, a link preview, a reader without scripts) every public route
 *   shows its content: titles, overviews, provider names, cast names and links; search and
 *   discover list their results as links; each page has its own `<title>`, description, Open
 *   Graph/Twitter tags, canonical URL and, on details pages, schema.org JSON-LD;
 * - with JavaScript on the same pages hydrate without a single hydration warning or page error,
 *   and then work as the app (a link navigates inside the app, without loading a document);
 * - the LCP poster of search results and of a discover row is eager, `fetchpriority="high"` and
 *   preloaded from the HTML, the first also by the server's hint in `<head>` (architecture §7);
 * - HTTP: public HTML carries `s-maxage` and `stale-while-revalidate`, hashed chunks are
 *   immutable and start with V8's compile hint, `robots.txt` and `sitemap.xml` are served.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settledAfterHydration, TMDB } from './helpers';

interface RawDetails {
  id: number;
  title?: string;
  name?: string;
  overview: string;
  release_date?: string;
  first_air_date?: string;
  credits: { cast: { id: number; name: string }[] };
  'watch/providers': { results: Record<string, { flatrate?: { provider_name: string }[] }> };
}

/** A title of the catalog's trending list (movie or tv) with US flat-rate providers and a cast. */
async function aStreamingTitle(
  request: APIRequestContext,
  type: 'movie' | 'tv',
): Promise<RawDetails & { label: string; year: string; providers: string[] }> {
  const list = (await (await request.get(`${TMDB}/trending/${type}/week`)).json()) as { results: { id: number }[] };
  for (const item of list.results) {
    const res = await request.get(`${TMDB}/${type}/${item.id}?append_to_response=watch/providers,credits&language=en-US`);
    const d = (await res.json()) as RawDetails;
    const providers = (d['watch/providers']?.results?.US?.flatrate ?? []).map((p) => p.provider_name);
    if (providers.length && d.credits?.cast?.length >= 3 && d.overview) {
      const label = (d.title ?? d.name) as string;
      return { ...d, label, year: (d.release_date ?? d.first_air_date ?? '').slice(0, 4), providers };
    }
  }
  throw new Error(`the catalog has no trending ${type} with US providers and a cast`);
}

/** The JSON-LD objects of the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('content');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a movie page: title, overview, providers, cast with links, and the tags a link preview reads', async ({ page, request }) => {
    const movie = await aStreamingTitle(request, 'movie');
    await page.goto(`/details/movie/${movie.id}`);
    await expect(page).toHaveTitle(`${movie.label} (${movie.year}) — where to watch | StreamScout`);
    await expect(page.getByRole('heading', { level: 1, name: movie.label })).toBeVisible();
    await expect(page.getByText(movie.overview).first()).toBeVisible();
    for (const name of movie.providers) await expect(page.getByTestId('provider-strip').getByRole('img', { name })).toBeAttached();
    for (const actor of movie.credits.cast.slice(0, 3)) {
      await expect(page.locator(`a[href="/details/actor/${actor.id}"]`).first()).toContainText(actor.name);
    }
    expect(await meta(page, 'meta[name="description"]')).toContain(movie.providers[0]);
    expect(await meta(page, 'meta[property="og:title"]')).toBe(`${movie.label} (${movie.year}) — where to watch | StreamScout`);
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^http.*\.(jpg|png|webp)$/);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/details/movie/${movie.id}$`));
    const [ld] = await jsonLd(page);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Movie', name: movie.label });
  });

  test('a TV page and its seasons: content and TVSeries JSON-LD', async ({ page, request }) => {
    const show = await aStreamingTitle(request, 'tv');
    await page.goto(`/details/tv/${show.id}`);
    await expect(page).toHaveTitle(`${show.label} (${show.year}) — where to watch | StreamScout`);
    await expect(page.getByRole('heading', { level: 1, name: show.label })).toBeVisible();
    await expect(page.getByText(show.overview).first()).toBeVisible();
    await expect(page.locator(`a[href="/details/actor/${show.credits.cast[0].id}"]`).first()).toContainText(show.credits.cast[0].name);
    expect((await jsonLd(page))[0]).toMatchObject({ '@type': 'TVSeries', name: show.label });

    await page.goto(`/details/tv/${show.id}/seasons`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator(`a[href^="/details/tv/${show.id}/seasons/"]`).first()).toBeVisible();
    await page.goto(`/details/tv/${show.id}/seasons/1`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(/season/i);
  });

  test('an actor page: name, credits as links, Person JSON-LD', async ({ page, request }) => {
    const movie = await aStreamingTitle(request, 'movie');
    const actor = movie.credits.cast[0];
    await page.goto(`/details/actor/${actor.id}`);
    await expect(page).toHaveTitle(`${actor.name} — movies and TV shows | StreamScout`);
    await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
    await expect(page.locator('a[href^="/details/movie/"], a[href^="/details/tv/"]').first()).toBeVisible();
    expect((await jsonLd(page))[0]).toMatchObject({ '@type': 'Person', name: actor.name });
  });

  test('search, discover, a discover row and home list their titles as links', async ({ page, request }) => {
    const movie = await aStreamingTitle(request, 'movie');
    const q = movie.label.split(' ').slice(0, 2).join(' ');
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await expect(page).toHaveTitle(`“${q}” — search | StreamScout`);
    await expect(page.getByTestId('search-results').getByRole('link', { name: movie.label }).first()).toBeVisible();

    for (const [path, title, heading] of [
      ['/discover', 'Discover | StreamScout', 'Discover Our Popular Shows'],
      ['/discover/netflix', 'Popular on Netflix | StreamScout', 'Popular on Netflix'],
      ['/', 'StreamScout — where to watch movies and TV shows', 'Trending Shows'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByText(heading).first()).toBeVisible();
      expect(await page.locator('main a[href^="/details/"]').count(), `${path} links its titles`).toBeGreaterThan(3);
    }
  });
});

test.describe('with JavaScript', () => {
  /** Console messages and page errors that tell of a hydration mismatch. */
  const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

  test('every public route hydrates without a warning, then works as the app', async ({ page, request }) => {
    const movie = await aStreamingTitle(request, 'movie');
    const show = await aStreamingTitle(request, 'tv');
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    const routes = [
      '/',
      `/search?q=${encodeURIComponent(movie.label.split(' ')[0])}`,
      '/discover',
      '/discover/netflix',
      `/details/movie/${movie.id}`,
      `/details/tv/${show.id}`,
      `/details/tv/${show.id}/seasons`,
      `/details/tv/${show.id}/seasons/1`,
      `/details/actor/${movie.credits.cast[0].id}`,
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const route of routes) {
        const res = await page.goto(route, { waitUntil: 'networkidle' });
        expect(await res?.text(), `${route} is server-rendered`).toContain('window.__STREAMSCOUT_SSR__=');
      }
    }
    expect(problems).toEqual([]);

    // hydrated: a link moves inside the app, no new document is loaded
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/discover', { waitUntil: 'networkidle' });
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    const more = page.getByRole('link', { name: 'View More' }).first();
    await expect(more).toHaveAttribute('href', '/discover/trending');
    await more.click();
    await expect(page).toHaveURL(/\/discover\/[a-z]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
    // the tab names the row the app moved to (set by an effect after the client-side navigation commits)
    await expect(page).toHaveTitle('Trending | StreamScout');
  });
});

test("hydration keeps the server's element ids: no field, carousel or switch renders again after hydration to change them", async ({
  page,
  request,
}) => {
  const movie = await aStreamingTitle(request, 'movie');
  for (const route of ['/discover', `/details/movie/${movie.id}`, '/search?q=city']) {
    const html = await (await request.get(route)).text();
    const served = [...html.matchAll(/ id="(mantine-[^"]+)"/g)].map((m) => m[1]);
    expect(served.length, `${route}: the server's Mantine ids`).toBeGreaterThan(0);
    await page.goto(route, { waitUntil: 'networkidle' });
    await settledAfterHydration(page);
    const live = await page.evaluate(() => [...document.querySelectorAll('[id^="mantine-"]')].map((el) => el.id));
    expect(
      served.filter((id) => !live.includes(id)),
      `${route}: ids gone after hydration`,
    ).toEqual([]);
  }
});

test('the first poster of search results and of a discover row is eager and preloaded with a high fetch priority, from the head too', async ({
  request,
}) => {
  for (const [path, testId] of [
    ['/search?q=city', 'search-results'],
    ['/discover/netflix', 'discover-results'],
  ]) {
    const html = await (await request.get(path)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchPriority="high"\/>/g)].map((m) => m[1]);
    const results = html.indexOf(`data-testid="${testId}"`);
    expect(results, `${path} lists results`).toBeGreaterThan(0);
    const first = /<img [^>]*>/.exec(html.slice(results))?.[0] ?? '';
    const src = /src="([^"]+)"/.exec(first)?.[1];
    expect(first, `${path}: the first poster`).toContain('fetchPriority="high"');
    expect(first, `${path}: the first poster`).not.toContain('loading="lazy"');
    expect(preloaded, `${path}: preloads`).toContain(src);
    // the server's own hint in <head>: that first poster and no other, requested with the stylesheet
    const head = html.slice(0, html.indexOf('</head>'));
    const hinted = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
    expect(hinted, `${path}: the head's image preload`).toEqual([src]);
    expect(head.indexOf('as="image"'), `${path}: before the stylesheet`).toBeLessThan(head.indexOf('rel="stylesheet"'));
  }
});

test('HTTP: public HTML for CDNs, hashed chunks immutable, robots.txt and the sitemap', async ({ request }) => {
  const html = await request.get('/discover');
  expect(html.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  const body = await html.text();
  // the host's entry, named in the paint-first loader at the end of <body> (architecture §7)
  const chunk = /"\/(main\.[0-9a-f]{8}\.js)"/.exec(body)?.[1];
  expect(chunk).toBeTruthy();
  const js = await request.get(`/${chunk}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // V8 compiles every function of our scripts on the download's thread (shared/build/compile-hints.js):
  // the host's and a remote's scripts, as served compressed, start with the hint
  expect((await js.text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  const { remotes } = (await config.json()) as { remotes: Record<string, string> };
  const manifest = (await (await request.get(remotes.discover)).json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await request.get(new URL(manifest.metaData.remoteEntry.name, remotes.discover).href, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect((await entry.text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  // signed-in only pages are not server-rendered and not cached by a CDN
  const dashboard = await request.get('/dashboard');
  expect(dashboard.headers()['cache-control']).toBe('no-cache');
  expect(await dashboard.text()).not.toContain('window.__STREAMSCOUT_SSR__=');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/dashboard/);
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/discover', '/discover/netflix', '/discover/horror']) expect(sitemap).toContain(`${path}</loc>`);
});
