/**
 * Spec §2 "Search results", a long list: from three pages on, the results are windowed — only the
 * rows near the screen are on the page — yet the reader sees one list in TMDB's order, in the grid
 * and in the list view: scrolling back up brings the first results back, and the end of the list
 * still asks for the next page.
 */
import { expect, test, type Page } from '@playwright/test';
import { PORTS, TMDB, hydrated } from './helpers';

interface RawSearch {
  results: { media_type: string; title?: string; name?: string }[];
}

/** Titles (not people) of one page of the catalog's search for `query`, in TMDB's order. */
async function catalogTitles(page: Page, query: string, n: number): Promise<string[]> {
  const res = await page.request.get(`${TMDB}/search/multi?query=${encodeURIComponent(query)}&page=${n}&include_adult=false`);
  const body = (await res.json()) as RawSearch;
  return body.results.filter((r) => r.media_type !== 'person').map((r) => (r.title ?? r.name) as string);
}

/** Pages of `query` the page has asked the catalog for. */
function trackPages(page: Page, query: string): () => number[] {
  const pages: number[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.port === String(PORTS.tmdb) && url.pathname.endsWith('/search/multi') && url.searchParams.get('query') === query)
      pages.push(Number(url.searchParams.get('page')));
  });
  return () => pages;
}

for (const view of ['grid', 'list'] as const) {
  test(`a long result list (${view} view) is windowed, in order, and still loads at its end`, async ({ page }) => {
    test.slow(); // pages of results loaded by scrolling
    await page.setViewportSize({ width: 1280, height: 900 });
    const asked = trackPages(page, 'a');
    await page.goto('/search?q=a');
    const results = page.getByTestId('search-results');
    await hydrated(page);
    // the segment's label (its radio is visually hidden)
    if (view === 'list') await page.locator('label', { hasText: 'List view' }).click();
    await expect(page.getByRole('radio', { name: view === 'list' ? 'List view' : 'Grid view' })).toBeChecked();
    const card = results.getByTestId(view === 'grid' ? 'show-card' : 'show-list-card');
    await expect(card.first()).toBeVisible();
    const first = (await catalogTitles(page, 'a', 1))[0];

    // six pages in: 120 results, windowed
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      expect(new Set(asked()).size).toBeGreaterThanOrEqual(6);
    }).toPass({ timeout: 60_000 });
    await expect.poll(() => card.count(), { message: 'only the rows near the screen are on the page' }).toBeLessThan(60);

    // the end of the list still asks for the next page
    const before = Math.max(...asked());
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      expect(Math.max(...asked())).toBeGreaterThan(before);
    }).toPass({ timeout: 30_000 });

    // back at the top: the first result where it was, first
    // (again while a wheel's smooth scroll still runs: it would carry the page down once more)
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(card.first().locator('img').first()).toHaveAttribute('alt', first, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card.first()).toBeInViewport();
    expect(await card.count()).toBeLessThan(60);

    // the other view of the same long list: windowed too, the same first result
    const other = view === 'grid' ? 'list' : 'grid';
    await page.locator('label', { hasText: other === 'list' ? 'List view' : 'Grid view' }).click();
    const otherCard = results.getByTestId(other === 'grid' ? 'show-card' : 'show-list-card');
    await expect(otherCard.first().locator('img').first()).toHaveAttribute('alt', first);
    await expect.poll(() => otherCard.count()).toBeLessThan(60);
    await expect.poll(() => otherCard.count()).toBeGreaterThan(0);
  });
}
