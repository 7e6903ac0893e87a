import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { hydrated, nextIdle, PORTS, trackTransform } from './helpers';

const ROWS = [
  ['trending', 'Trending'],
  ['best', 'Highest Rated'],
  ['new', 'Newly Added'],
  ['action', 'Action & Adventure'],
  ['comedy', 'Comedy'],
  ['horror', 'Horror'],
  ['netflix', 'Popular on Netflix'],
  ['hulu', 'Popular on Hulu'],
  ['prime', 'Popular on Prime'],
] as const;

/** At least `atLeast` <img> in `scope` have loaded real pixels. */
async function expectLoadedImages(scope: Locator, atLeast: number) {
  await expect
    .poll(async () =>
      scope.locator('img').evaluateAll((els) => (els as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length),
    )
    .toBeGreaterThanOrEqual(atLeast);
}

/** No serious or critical axe violation on the page (colour contrast included). */
async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Counts the TMDB API requests (not images) the page makes from now on. */
function countTmdbRequests(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes(`:${PORTS.tmdb}/3/`)) n += 1;
  });
  return () => n;
}

test('/discover: hero, nine rows with View More, Genres and Platforms banners; at most 6 TMDB requests before scrolling', async ({
  page,
}) => {
  const tmdbRequests = countTmdbRequests(page);
  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Popular Shows' })).toBeVisible();
  const main = page.getByRole('main');
  await expectLoadedImages(page.getByTestId('discover-row-trending'), 3);
  await expectLoadedImages(page.getByTestId('discover-row-best'), 3);
  await page.waitForLoadState('networkidle');
  expect(tmdbRequests()).toBeLessThanOrEqual(6);

  // rows in spec order, each with View More to its page
  const titles = await main.locator('section[aria-labelledby^="discover-row-"] h2').allTextContents();
  expect(titles).toEqual(ROWS.map(([, t]) => t));
  for (const [row] of ROWS) {
    await expect(page.getByTestId(`discover-row-${row}`).getByRole('link', { name: 'View More' })).toHaveAttribute(
      'href',
      `/discover/${row}`,
    );
  }

  // scrolling brings every row and both banners, each banner right before its row
  for (const [row] of ROWS) {
    await page.getByTestId(`discover-section-${row}`).scrollIntoViewIfNeeded();
    await expectLoadedImages(page.getByTestId(`discover-row-${row}`), 1);
  }
  const genres = page.getByTestId('discover-section-action').getByTestId('banner');
  const platforms = page.getByTestId('discover-section-netflix').getByTestId('banner');
  await expect(genres.getByRole('heading', { level: 2, name: 'Genres' })).toBeVisible();
  await expect(platforms.getByRole('heading', { level: 2, name: 'Platforms' })).toBeVisible();
  for (const banner of [genres, platforms]) {
    expect((await banner.boundingBox())?.height).toBe(400);
    await expect(banner.locator('img')).toHaveAttribute('src', /\/t\/p\/original\//);
    await expectLoadedImages(banner, 1);
  }
  // 2 per row, horror movies only: each once — less the first two rows, which the server rendered with their data
  expect(tmdbRequests()).toBe(13);
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('discover-row-netflix').getByRole('link', { name: 'View More' }).click();
  await expect(page).toHaveURL(/\/discover\/netflix$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Popular on Netflix' })).toBeVisible();
});

test('banner titles are shown from md (900 px) up only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/discover');
  await expectLoadedImages(page.getByTestId('banner').first(), 1);
  await expect(page.getByRole('heading', { name: 'Discover Our Popular Shows' })).toBeHidden();
});

for (const [row, title] of ROWS) {
  test(`/discover/${row} loads posters`, async ({ page }) => {
    await page.goto(`/discover/${row}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const results = page.getByTestId('discover-results');
    await expect(results).toBeVisible();
    await expectLoadedImages(results, 6);
    await expect(page.getByRole('radio', { name: 'A–Z' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Movies' })).toBeDisabled();
  });
}

test('/discover/{row}: list view is remembered across rows and visits; an unknown row is page-not-found', async ({ page }) => {
  await page.goto('/discover/best');
  await expect(page.getByTestId('discover-results')).toHaveAttribute('data-view', 'grid');
  await page.locator('label', { hasText: 'List view' }).click(); // the segment's label (its radio is visually hidden)
  await expect(page.getByTestId('discover-results')).toHaveAttribute('data-view', 'list');
  await page.goto('/discover/comedy');
  await expect(page.getByTestId('discover-results')).toHaveAttribute('data-view', 'list');
  await expectLoadedImages(page.getByTestId('discover-results'), 4);
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('streamscout:search-view'))).toBeNull();

  await page.goto('/discover/documentaries');
  await expect(page.getByRole('link', { name: 'Return home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('carousel: a row below the fold does not start its carousel engine until reached, and the first press on its arrow pages it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay while we look
  await page.goto('/discover');
  const row = page.getByTestId('discover-row-best'); // the second row: below the fold at 1280 × 720
  await expect(row.getByTestId('show-carousel')).toBeVisible();
  await expect(row).not.toBeInViewport();
  const track = row.locator('.mantine-Carousel-container');
  // not started: embla has not positioned the track (the slides are where the server put them),
  // though the row in view has started (once the page was idle) and the page has been idle since
  await expect.poll(() => trackTransform(page.getByTestId('discover-row-trending').getByTestId('show-carousel'))).not.toBe('');
  await nextIdle(page);
  expect(await trackTransform(row.getByTestId('show-carousel'))).toBe('');
  const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  await row.getByRole('button', { name: 'Next shows' }).click(); // scrolls it into view, then presses
  await expect.poll(offset).toBeLessThan(-200);
  await expect(page).toHaveURL(/\/discover$/);
});

test("carousel: a press made while embla's engine is still loading pages the carousel once it arrives", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay while we look
  // embla is its own chunk, fetched when the first carousel starts: hold it back until released
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/embla\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/discover');
  const row = page.getByTestId('discover-row-trending');
  const next = row.getByRole('button', { name: 'Next shows' });
  await expect(next).toHaveAttribute('tabindex', '0'); // the page runs
  const track = row.locator('.mantine-Carousel-container');
  await next.click();
  expect(await track.evaluate((el) => (el as HTMLElement).style.transform)).toBe(''); // no engine yet
  release();
  const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  await expect.poll(offset).toBeLessThan(-200);
  await expect(page).toHaveURL(/\/discover$/);
});

test('carousel: a row not started yet keeps its arrows in the tab order, and Enter on one pages it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay while we look
  await page.goto('/discover');
  const row = page.getByTestId('discover-row-best'); // below the fold at 1280 × 720
  await expect(row).not.toBeInViewport();
  const previous = row.getByRole('button', { name: 'Previous shows' });
  const next = row.getByRole('button', { name: 'Next shows' });
  // once the page runs: reachable and enabled, though its engine is not built yet
  await expect(next).toHaveAttribute('tabindex', '0');
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  const track = row.locator('.mantine-Carousel-container');
  expect(await track.evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
  await previous.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  await page.keyboard.press('Enter');
  await expect.poll(offset).toBeLessThan(-200);
  await expect(next).toBeFocused();
});

test('carousel: a swipe of 50 px or more pages a group (without opening the card under it), a shorter one does not; arrows page too', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay while we look
  await page.goto('/discover');
  // the page paints before its script runs (architecture §9): the swipes are measured once hydrated
  await hydrated(page);
  const row = page.getByTestId('discover-row-trending');
  await expectLoadedImages(row, 3);
  const carousel = row.getByTestId('show-carousel');
  await expect(carousel).toHaveAttribute('data-visible-count', '3'); // 1280 px window: over 1024 → 3
  expect((await carousel.boundingBox())?.width).toBe(720); // 180 × 3 + 180
  const offset = () => row.locator('.mantine-Carousel-container').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  const poster = (await row.locator('a[href*="/details/"]').first().boundingBox())!;
  const drag = async (dx: number) => {
    const x = poster.x + poster.width / 2;
    const y = poster.y + poster.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 4 });
    await page.mouse.move(x + dx, y, { steps: 4 });
    await page.mouse.up();
  };
  const start = await offset();
  await drag(-40);
  // a press that pages moves the track from the next frames on; and the next swipe ends one group on, not two
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await offset()).toBe(start);
  await drag(-90);
  await expect.poll(offset).toBeCloseTo(start - 720, 0); // one group of 3 slides (3 × 240 px)
  await expect(page).toHaveURL(/\/discover$/);
  await drag(90);
  await expect.poll(offset).toBeGreaterThan(start - 10);
  await row.getByRole('button', { name: 'Next shows' }).click();
  await expect.poll(offset).toBeLessThan(start - 500);
});
