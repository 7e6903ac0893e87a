import { expect, test, type Locator } from '@playwright/test';
import { aTrendingMovie, PORTS } from './helpers';

/** Every <img> in the section has loaded real pixels (not a broken image). */
async function expectLoadedPosters(section: Locator, atLeast: number) {
  const imgs = section.locator('img');
  await expect.poll(async () => imgs.count()).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(async () => imgs.evaluateAll((els) => (els as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length))
    .toBeGreaterThanOrEqual(atLeast);
}

test('home shows Trending Shows and In Theaters rows with loaded posters', async ({ page }) => {
  await page.goto('/');
  const trending = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Shows' }) });
  const theaters = page.locator('section', { has: page.getByRole('heading', { name: 'In Theaters' }) });
  await expect(trending).toBeVisible();
  await expect(theaters).toBeVisible();
  await expectLoadedPosters(trending, 2);
  await expectLoadedPosters(theaters, 2);
  await expect(page.getByRole('contentinfo')).toContainText('TMDB');
  await expect(page.getByRole('contentinfo')).toContainText('JustWatch');
});

test('search for a catalog title and click through to its details', async ({ page, request }) => {
  const movie = await aTrendingMovie(request);
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', {
    name: 'Search for any movie or tv show to discover streaming providers and more!',
  });
  await box.fill(movie.title);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  const card = page.getByTestId('search-results').getByRole('link', { name: movie.title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/details/(movie|tv)/\\d+`));
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(page.getByTestId('vote-average')).toBeVisible();
});

test('a blank search query gives 400 Bad Request', async ({ page }) => {
  await page.goto('/search?q=%20%20');
  await expect(page.getByText('Bad Request')).toBeVisible();
});

test('unknown routes and bare /details show page-not-found with its buttons', async ({ page }) => {
  for (const path of ['/no/such/page', '/details']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Return home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Return home' }).click();
  await expect(page.getByRole('heading', { name: 'Trending Shows' })).toBeVisible();
});

test('a dead remote gives its fallback with Try again; the shell and other routes keep working', async ({ page, request }) => {
  const movie = await aTrendingMovie(request);
  // The details remote is unreachable: every request to its origin fails at the network level.
  await page.route(`http://localhost:${PORTS.details}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`/details/movie/${movie.id}`);
  await expect(page.getByText('Show details is unavailable right now.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Still dead: trying again shows the fallback again, not a blank page.
  await retry.click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Another remote's route works in the same page.
  await page.getByRole('banner').getByRole('link', { name: 'StreamScout home' }).click();
  await expect(page.getByRole('heading', { name: 'Trending Shows' })).toBeVisible();
  // The remote comes back: Try again now loads it.
  await page.unroute(`http://localhost:${PORTS.details}/**`);
  await page.goto(`/details/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
});

test('discover shows its hero and the Trending row through the discover remote', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover Our Popular Shows' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View More' }).first()).toBeVisible();
});

test('signed-out /dashboard redirects to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('shell and remotes share one React, one store module and one QueryClient module', async ({ page, request }) => {
  const movie = await aTrendingMovie(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Shows' })).toBeVisible();
  await page.goto(`/details/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Discover' }).click();
  await expect(page.getByRole('heading', { name: 'Discover Our Popular Shows' })).toBeVisible();
  // Module Federation's share scope: each singleton is provided by several apps but loaded once
  // (the account menu above loaded @streamscout/ui/overlays).
  const loaded = await page.evaluate(() => {
    type ShareInfo = { loaded?: boolean; lib?: unknown; from?: string };
    const share = (
      globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const instance of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(instance.default || {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || info.lib) {
            const from = `${version}@${info.from}`;
            result[pkg] = Array.from(new Set([...(result[pkg] || []), from]));
          }
        }
      }
    }
    return result;
  });
  for (const pkg of [
    'react',
    'react-dom',
    'zustand',
    '@tanstack/react-query',
    '@streamscout/session',
    '@streamscout/tmdb',
    '@streamscout/ui',
    '@streamscout/ui/overlays',
    '@streamscout/widgets',
    '@streamscout/routes/router',
  ]) {
    expect(loaded[pkg], `${pkg} loaded once`).toHaveLength(1);
  }
});

for (const [remote, path, expectText] of [
  ['search', '/', 'Trending Shows'],
  ['discover', '/discover', 'Discover Our Popular Shows'],
  ['dashboard', '/login', 'Login'],
] as const) {
  test(`the ${remote} remote runs standalone on its own port`, async ({ page }) => {
    await page.goto(`http://localhost:${PORTS[remote]}${path}`);
    await expect(page.getByRole('heading', { name: expectText }).first()).toBeVisible();
  });
}

test('the details remote runs standalone on its own port', async ({ page, request }) => {
  const movie = await aTrendingMovie(request);
  await page.goto(`http://localhost:${PORTS.details}/details/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
});
