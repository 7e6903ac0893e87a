/**
 * A gallery of 1,000 titles end to end, in Debian Chromium against the production build, the local
 * TMDB catalog and the local backend (the list seeded through the real signup and add_item RPCs):
 * only a screen's worth of cards is rendered and requested, the count, scrolling brings more, and
 * the sort (Title) orders the whole list.
 */
import { expect, test, type Page } from '@playwright/test';
import { LONG_LIST_SIZE, longListEntries, seedLongList } from '../scripts/long-list.mjs';
import { freshUser, PORTS, TMDB } from './helpers';

test.describe.configure({ timeout: 240_000 });

/** The TMDB paths ('/3/movie/123') requested by `page` since the last `take()`. */
function tmdbRequests(page: Page) {
  let paths: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.port === String(PORTS.tmdb) && url.pathname.startsWith('/3/')) paths.push(url.pathname);
  });
  return {
    take: () => {
      const out = paths;
      paths = [];
      return out;
    },
  };
}

const pathOf = (entry: string) => (entry.startsWith('tv-') ? `/3/tv/${entry.slice(3)}` : `/3/movie/${entry.slice(6)}`);
const renderedEntries = (page: Page) =>
  page
    .getByTestId('gallery-grid')
    .locator('[data-entry]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-entry') ?? ''));

test('1,000 watched titles: a screen of cards rendered and requested, the count, more on scroll, sorted by title', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/config.json')).json()) as { supabase: { url: string; anonKey: string } };
  const entries = await longListEntries(TMDB, LONG_LIST_SIZE);
  const user = freshUser('scale');
  const { stored } = await seedLongList(config.supabase, user, 'watched', entries);
  expect(stored).toBe(LONG_LIST_SIZE);
  const newest = [...entries].reverse();

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('count-watched')).toHaveText('1000');

  const requests = tmdbRequests(page);
  await page.getByRole('region', { name: 'Watched List' }).getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/dashboard\/watched$/);
  await expect(page.getByTestId('gallery-count')).toHaveText('1,000 titles');
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A screen's worth: the newest titles, a few rows of cards — nowhere near 1,000.
  const first = await renderedEntries(page);
  expect(first.length).toBeGreaterThan(0);
  expect(first.length).toBeLessThanOrEqual(40);
  expect(first).toEqual(newest.slice(0, first.length));
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('list-card')).toHaveCount(first.length);
  // Requested: the cards on screen (the dashboard had asked for the newest 10 already), nothing else.
  const asked = requests.take().filter((p) => /^\/3\/(movie|tv)\/\d+$/.test(p));
  expect(asked.length).toBeLessThanOrEqual(first.length);
  expect(asked.every((p) => first.map(pathOf).includes(p))).toBe(true);
  // The page is as tall as the whole list, so the scroll bar tells its length.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(20_000);

  // Scrolling halfway down brings in the cards there (and requests for them only).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(async () => (await renderedEntries(page))[0]).not.toBe(first[0]);
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  const middle = await renderedEntries(page);
  const at = newest.indexOf(middle[0]!);
  expect(at).toBeGreaterThan(300);
  expect(middle).toEqual(newest.slice(at, at + middle.length));
  const scrolled = requests.take().filter((p) => /^\/3\/(movie|tv)\/\d+$/.test(p));
  expect(scrolled.length).toBeGreaterThan(0);
  expect(scrolled.every((p) => middle.map(pathOf).includes(p) || first.map(pathOf).includes(p) || newest.map(pathOf).includes(p))).toBe(
    true,
  );
  expect(new Set([...asked, ...scrolled]).size).toBeLessThan(150);

  // Sort by title: every title's light data loads (6 at a time), then the list starts at A.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('label', { hasText: /^Title$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/watched\?sort=title$/);
  // The navigation to ?sort=title renders in a transition: wait for the grid that says it is sorted.
  await expect(page.getByRole('region', { name: /watched list, sorted by title$/ })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('sort-progress')).toHaveText('');
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  const titles = await page
    .getByTestId('list-card')
    .locator('p[title]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? ''));
  expect(titles.length).toBeGreaterThan(3);
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  expect([...titles].sort(collator.compare)).toEqual(titles);
  expect(collator.compare(titles[0]!, 'B')).toBeLessThan(0);
  // The sort asked for each title at most once.
  const all = requests.take().filter((p) => /^\/3\/(movie|tv)\/\d+$/.test(p));
  expect(new Set(all).size).toBe(all.length);
});
