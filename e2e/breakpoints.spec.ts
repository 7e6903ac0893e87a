/**
 * The spec's widths at their edges in Debian Chromium against the production build (spec §2
 * "Global layout", "Search results", §9 "Layout and timing"):
 *
 * - header: the search form from 768 px, the search icon below;
 * - the grid/list switch from 768 px (hidden below, where the grid is forced);
 * - the show carousel: 1 poster up to 768 px, 2 up to 1024, 3 up to 1350, 4 up to 1536, 5 above;
 *   its skeleton (a row not loaded yet) as many cards; the banner skeleton the window's width,
 *   1000 px over 1025, 1240 px over 1300 (capped at its column);
 * - footer: the larger logo and the contribute link from 640 px;
 * - a season page's episode cards (§2 "Episode card", §9): from 768 px the still (240 px) beside
 *   the text, the overview clamped at 3 lines, the expand panel at most 850 px high with the
 *   episode's images; below 768 px the still above the text at the card's width, 15 lines, 600 px,
 *   no images.
 *
 * Each width is checked on the server's HTML with JavaScript off (what paints before any script
 * runs), on a server-rendered landing once hydrated, and after client-side navigations (a link,
 * then Back). Then the remembered view: a reader who chose the list gets it in the server's HTML.
 */
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { TMDB } from './helpers';

/** The edges: both sides of 640, 768, 1024, 1350 and 1536 px. */
const WIDTHS = [639, 640, 767, 768, 769, 1024, 1025, 1350, 1351, 1536, 1537];

/** What the spec asks at a window width in px. */
function expected(width: number) {
  return {
    searchForm: width >= 768,
    viewSwitch: width >= 768,
    posters: width > 1536 ? 5 : width > 1350 ? 4 : width > 1024 ? 3 : width > 768 ? 2 : 1,
    bannerSkeleton: width > 1300 ? 1240 : width > 1025 ? 1000 : width,
    // the logo mark is 1.2 × the text size: 'sm' 20 px → 24, 'md' 26 px → 31
    footerLogoMark: width >= 640 ? 31 : 24,
    contribute: width >= 640,
  };
}

/** Posters lying wholly inside the carousel's viewport (slides move while it pages: polled). */
async function visiblePosters(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = (root.querySelector('.mantine-Carousel-viewport') ?? root).getBoundingClientRect();
    return Array.from(root.querySelectorAll('.mantine-Carousel-slide')).filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
    }).length;
  });
}

/** Widths (px) of the footer's displayed logo marks. */
async function footerLogoMarks(page: Page): Promise<number[]> {
  return page
    .locator('footer [data-testid="logo"]')
    .evaluateAll((logos) =>
      logos.filter((l) => l.getClientRects().length > 0).map((l) => Math.round(l.querySelector('svg')!.getBoundingClientRect().width)),
    );
}

/** Header and footer as the spec has them at `width`. */
async function expectChrome(page: Page, width: number, where: string) {
  const want = expected(width);
  const header = page.locator('header');
  const form = header.getByRole('search');
  const icon = header.getByRole('button', { name: 'Toggle search' });
  if (want.searchForm) {
    await expect(form, `${where}: header search form`).toBeVisible();
    await expect(icon, `${where}: no search icon`).toBeHidden();
  } else {
    await expect(form, `${where}: no header search form`).toBeHidden();
    await expect(icon, `${where}: search icon`).toBeVisible();
  }
  expect(await footerLogoMarks(page), `${where}: footer logo`).toEqual([want.footerLogoMark]);
  const contribute = page.locator('footer').getByRole('link', { name: 'Contribute' });
  if (want.contribute) await expect(contribute, `${where}: contribute link`).toBeVisible();
  else await expect(contribute, `${where}: no contribute link`).toBeHidden();
}

/** The first carousel of /discover shows the spec's number of posters. */
async function expectCarousel(page: Page, width: number, where: string) {
  const carousel = page.getByTestId('show-carousel').first();
  await expect(carousel).toBeVisible();
  await expect.poll(() => visiblePosters(carousel), { message: `${where}: posters in view` }).toBe(expected(width).posters);
}

/**
 * The placeholders of /discover's rows not loaded yet (in the server's HTML): the first carousel
 * skeleton shows the carousel's number of cards, and the banner skeleton is as wide as the spec
 * has it, capped at its column.
 */
async function expectSkeletons(page: Page, width: number, where: string) {
  const want = expected(width);
  const carousel = page.getByTestId('carousel-skeleton').first();
  await expect(carousel, `${where}: a carousel skeleton`).toBeVisible();
  expect(
    await carousel.getByTestId('card-skeleton').evaluateAll((cards) => cards.filter((c) => c.getClientRects().length > 0).length),
    `${where}: skeleton cards`,
  ).toBe(want.posters);
  // painted in the theme's colours with or without script (the light scheme is the HTML's default)
  expect(
    await carousel
      .getByTestId('card-skeleton')
      .first()
      .locator('.mantine-Skeleton-root')
      .first()
      .evaluate((s) => getComputedStyle(s, '::after').backgroundColor),
    `${where}: skeleton colour`,
  ).not.toBe('rgba(0, 0, 0, 0)');
  const banner = page.getByTestId('banner-skeleton').first();
  const [bannerWidth, column] = await banner.evaluate((b) => [
    b.getBoundingClientRect().width,
    b.parentElement!.getBoundingClientRect().width,
  ]);
  expect(Math.round(bannerWidth), `${where}: banner skeleton width`).toBe(Math.round(Math.min(want.bannerSkeleton, column)));
}

/** The grid/list switch of a discover row shown or hidden as the spec has it. */
async function expectViewSwitch(page: Page, width: number, where: string) {
  const control = page.locator('.mantine-SegmentedControl-root').filter({ has: page.getByText('List view') });
  await expect(control).toBeAttached();
  if (expected(width).viewSwitch) await expect(control, `${where}: view switch`).toBeVisible();
  else await expect(control, `${where}: no view switch`).toBeHidden();
}

/**
 * Picks a view on the switch and waits until `results` shows it. Clicked again until it does: a
 * click that lands while the page is still hydrating (a busy machine) is not seen by React.
 */
async function chooseView(page: Page, results: Locator, view: 'grid' | 'list') {
  await expect(async () => {
    await page
      .locator('label')
      .filter({ hasText: view === 'list' ? 'List view' : 'Grid view' })
      .click();
    await expect(results).toHaveAttribute('data-view', view, { timeout: 2_000 });
  }).toPass();
}

async function jsOffPage(browser: Browser, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const width of WIDTHS) {
  test(`${width} px: header search, view switch, carousel posters and footer — server's HTML, hydrated, after client-side navigation`, async ({
    page,
    browser,
  }) => {
    // the server's HTML alone (no script): what paints first
    const off = await jsOffPage(browser, width);
    await off.page.goto('/discover');
    await expectChrome(off.page, width, 'HTML /discover');
    await expectCarousel(off.page, width, 'HTML /discover');
    await expectSkeletons(off.page, width, 'HTML /discover');
    await off.page.goto('/discover/trending');
    await expectViewSwitch(off.page, width, 'HTML /discover/trending');
    await off.context.close();

    // a server-rendered landing, hydrated
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/discover', { waitUntil: 'networkidle' });
    await expectChrome(page, width, 'hydrated /discover');
    await expectCarousel(page, width, 'hydrated /discover');
    // a client-side navigation (no new document), then Back
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__samePage = true));
    await page.getByTestId('discover-row-trending').getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/discover\/trending$/);
    await expect(page.getByTestId('discover-results')).toBeVisible();
    await expectViewSwitch(page, width, 'navigated to /discover/trending');
    await expectChrome(page, width, 'navigated to /discover/trending');
    await page.goBack();
    await expect(page).toHaveURL(/\/discover$/);
    await expectCarousel(page, width, 'back to /discover');
    await expectChrome(page, width, 'back to /discover');
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__samePage)).toBe(true);
  });
}

test('the remembered view is in the server’s HTML: choose the list, and the next page arrives as a list', async ({
  page,
  browser,
  request,
}) => {
  const hydration: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i.test(m.text()))
      hydration.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // discover detail: choose the list on one row
  await page.goto('/discover/trending', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('discover-results')).toHaveAttribute('data-view', 'grid');
  await chooseView(page, page.getByTestId('discover-results'), 'list');
  // search: choose the list too
  await page.goto('/search?q=the', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expect(async () => {
    await page.locator('label').filter({ hasText: 'List view' }).click();
    await expect(page.getByTestId('search-results').getByTestId('show-list-card').first()).toBeVisible({ timeout: 2_000 });
  }).toPass();

  // another row and another search, server-rendered for this reader: the list, and not for a shared cache
  const mine = await page.request.get('/discover/netflix');
  expect(mine.headers()['cache-control']).toMatch(/private/);
  expect(await mine.text()).toMatch(
    /data-testid="discover-results"[^>]*data-view="list"|data-view="list"[^>]*data-testid="discover-results"/,
  );
  // anyone else still gets the grid, cacheable by a CDN
  const theirs = await request.get('/discover/netflix');
  expect(theirs.headers()['cache-control']).toMatch(/^public/);
  expect(await theirs.text()).toMatch(/data-view="grid"/);

  // with JavaScript off (the HTML alone) and the reader's cookies: the lists
  const off = await jsOffPage(browser, 1280);
  await off.context.addCookies(await page.context().cookies());
  await off.page.goto('/discover/netflix');
  await expect(off.page.getByTestId('discover-results')).toHaveAttribute('data-view', 'list');
  expect(await off.page.getByTestId('show-list-card').count()).toBeGreaterThan(3);
  await off.page.goto('/search?q=star');
  expect(await off.page.getByTestId('search-results').getByTestId('show-list-card').count()).toBeGreaterThan(3);
  await off.context.close();

  // hydrating a page served as a list: no mismatch, still the list
  await page.goto('/discover/netflix', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('discover-results')).toHaveAttribute('data-view', 'list');
  expect(hydration).toEqual([]);

  // back to the grid: the cookie goes, and the server renders the grid again, for everyone
  await chooseView(page, page.getByTestId('discover-results'), 'grid');
  const again = await page.request.get('/discover/best');
  expect(await again.text()).toMatch(/data-view="grid"/);
});

/** A TV show whose season 1 opens with an episode that has a still, an overview, cast and images (the card's every part). */
async function aSeasonWithStills(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get(`${TMDB}/tv/popular`)).json()) as { results: { id: number }[] };
  for (const { id } of list.results) {
    const season = await request.get(`${TMDB}/tv/${id}/season/1`);
    if (!season.ok()) continue;
    const first = ((await season.json()) as { episodes?: { episode_number: number; still_path: string | null; overview: string }[] })
      .episodes?.[0];
    if (!first?.still_path || !first.overview) continue;
    const episode = (await (
      await request.get(`${TMDB}/tv/${id}/season/1/episode/${first.episode_number}?append_to_response=images,credits`)
    ).json()) as { credits?: { cast?: unknown[] }; images?: { stills?: unknown[] } };
    if (episode.credits?.cast?.length && episode.images?.stills?.length) return `/details/tv/${id}/seasons/1`;
  }
  throw new Error('no popular TV show whose first episode has a still, an overview, cast and images');
}

/** The first episode card laid out as the spec has it at `width`: the still beside or above the text, and the overview's clamp. */
async function expectEpisodeCard(page: Page, width: number, where: string) {
  const card = page.getByTestId('episode-card').first();
  await expect(card, `${where}: an episode card`).toBeVisible();
  const [still, heading] = await Promise.all([card.locator('img').first().boundingBox(), card.getByRole('heading').first().boundingBox()]);
  if (width >= 768) {
    expect(Math.round(still!.width), `${where}: still width`).toBe(240);
    expect(still!.x + still!.width, `${where}: still beside the text`).toBeLessThanOrEqual(heading!.x);
  } else {
    expect(Math.abs(still!.width - heading!.width), `${where}: still as wide as the text`).toBeLessThan(1);
    expect(still!.y + still!.height, `${where}: still above the text`).toBeLessThanOrEqual(heading!.y);
  }
  const clamp = await card.getByTestId('episode-overview').evaluate((o) => getComputedStyle(o).getPropertyValue('-webkit-line-clamp'));
  expect(clamp, `${where}: overview clamp`).toBe(width >= 768 ? '3' : '15');
}

for (const width of [767, 768]) {
  test(`${width} px: a season page's episode cards — server's HTML, hydrated, then the expand panel`, async ({
    page,
    browser,
    request,
  }) => {
    const season = await aSeasonWithStills(request);

    // the server's HTML alone (no script): what paints first
    const off = await jsOffPage(browser, width);
    await off.page.goto(season);
    await expectEpisodeCard(off.page, width, `HTML ${season}`);
    await off.context.close();

    // hydrated, then the panel (script only)
    await page.setViewportSize({ width, height: 900 });
    await page.goto(season, { waitUntil: 'networkidle' });
    await expectEpisodeCard(page, width, `hydrated ${season}`);
    const card = page.getByTestId('episode-card').first();
    // pressed again until it opens: a press while the page is still hydrating (a busy machine) is not seen by React
    const collapse = card.getByRole('button', { name: 'Collapse' });
    await expect(async () => {
      if (!(await collapse.isVisible())) await card.getByRole('button', { name: 'Expand' }).click();
      await expect(collapse).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const panel = card.getByTestId('episode-panel');
    await expect(panel.getByRole('heading', { name: 'Cast' })).toBeVisible();
    expect(await panel.evaluate((p) => getComputedStyle(p).maxHeight), 'panel max height').toBe(width >= 768 ? '850px' : '600px');
    const images = panel.getByRole('region', { name: /^Images of / });
    if (width >= 768) await expect(images, 'images from 768 px').toBeVisible();
    else await expect(images, 'no images below 768 px').toBeHidden();
  });
}
