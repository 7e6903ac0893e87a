/**
 * Spec §2 "Search results": a new query answers at once, however long the list before it had grown. Once
 * the reader submits another query, the old list asks for no page more and its request still on the way
 * is cancelled; the new query's first page is asked for at once. (How soon the new results show is a figure
 * of `npm run bench`, not asserted here.)
 */
import { expect, test, type Request } from '@playwright/test';
import { PORTS } from './helpers';

/** `query` and `page` of a catalog search request, or null for any other request. */
function searchOf(req: Request): { query: string; page: number } | null {
  const url = new URL(req.url());
  if (url.port !== String(PORTS.tmdb) || !url.pathname.endsWith('/search/multi')) return null;
  return { query: url.searchParams.get('query') ?? '', page: Number(url.searchParams.get('page')) };
}

test('a new search after 20 pages: the old list stops and cancels its request, the new results show', async ({ page }) => {
  test.slow(); // 20 pages of results loaded by scrolling
  /** Every search request, in the order the page made them. */
  const asked: { query: string; page: number; afterEnter: boolean }[] = [];
  /** Pages of the old query whose request failed (was cancelled). */
  const cancelled: number[] = [];
  let entered = false;
  page.on('request', (req) => {
    const s = searchOf(req);
    if (s) asked.push({ ...s, afterEnter: entered });
  });
  page.on('requestfailed', (req) => {
    const s = searchOf(req);
    if (s?.query === 'a') cancelled.push(s.page);
  });
  // once 20 pages are in, the next page of "a" is held on its way (answered when released), so a
  // request of the old list is surely in flight when the new query is submitted
  let holding = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  /** The page whose request is held, once it has been asked for. */
  let held = 0;
  await page.route(
    (url) => url.port === String(PORTS.tmdb) && url.pathname.endsWith('/search/multi') && url.searchParams.get('query') === 'a',
    async (route) => {
      if (!holding) return route.continue();
      held = Number(new URL(route.request().url()).searchParams.get('page'));
      await released;
      await route.continue().catch(() => {}); // a cancelled request has nothing left to answer
    },
  );

  await page.goto('/search?q=a');
  const results = page.getByTestId('search-results');
  const cards = results.getByTestId('show-card');
  await expect(cards.first()).toBeVisible();
  // scroll until 20 pages (20 results each) have loaded
  const loaded = () => asked.filter((r) => r.query === 'a').length;
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(loaded()).toBeGreaterThanOrEqual(20);
  }).toPass({ timeout: 90_000 });
  // …of which only the rows near the screen are on the page (the list is windowed)
  expect(await cards.count()).toBeLessThan(100);
  holding = true;
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => held, { message: 'the next page of "a" is asked for', timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByLabel('Loading more results')).toBeVisible();

  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill('star');
  // a phone's CPU from here: the new page takes React a while to render, and the held answer lands meanwhile
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  entered = true;
  await box.press('Enter');
  // the held answer is let through now: had the old list not cancelled it, it would land, and the list
  // would ask for the page after it
  release();

  await expect(page.getByRole('heading', { name: 'Results for “star”' })).toBeVisible();
  await expect(results.getByTestId('show-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results for “a”' })).toHaveCount(0);

  // the old list's request on its way was cancelled…
  await expect.poll(() => cancelled, { message: 'the held page of "a" was cancelled' }).toContain(held);
  // …and it asked for nothing after the new query was submitted (the old list is gone from the page
  // now, so nothing can ask later); the new query's first page was asked for
  expect(asked.filter((r) => r.afterEnter && r.query === 'a')).toEqual([]);
  expect(asked.filter((r) => r.afterEnter && r.query === 'star')[0]).toEqual({ query: 'star', page: 1, afterEnter: true });
});
