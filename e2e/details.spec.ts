/**
 * The details area end to end (spec §2 "Show details", "Seasons and episodes", "Actor
 * details", §4 "List membership") in Debian Chromium against the production build, the local
 * TMDB catalog and the local Supabase-compatible backend started by playwright.config.ts.
 * TMDB requests are counted from the page's network events.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, TMDB } from './helpers';

interface RawTv {
  id: number;
  name: string;
  seasons: { season_number: number; name: string; air_date: string | null; episode_count: number }[];
  credits: { cast: { id: number; name: string }[] };
}

/** A popular TV show with at least two aired seasons (the last one listed may be announced only). */
async function aTvShow(request: APIRequestContext): Promise<RawTv> {
  const list = (await (await request.get(`${TMDB}/tv/popular`)).json()) as { results: { id: number }[] };
  for (const { id } of list.results) {
    const d = (await (await request.get(`${TMDB}/tv/${id}?append_to_response=credits`)).json()) as RawTv;
    const aired = d.seasons.filter((s) => s.season_number > 0 && s.air_date && s.air_date < '2026-01-01' && s.episode_count > 1);
    if (aired.length >= 2 && d.credits.cast.length > 0) return d;
  }
  throw new Error('no popular TV show with two aired seasons');
}

/** Every TMDB API request (`/3/…` on the catalog) the page makes from now on. */
function recordTmdb(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith(TMDB + '/')) urls.push(url);
  });
  return urls;
}

test('TV details → View All Seasons → a season → expand an episode: exactly one episode request', async ({ page, request }) => {
  const tv = await aTvShow(request);
  const urls = recordTmdb(page);
  await page.goto(`/details/tv/${tv.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tv.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Season' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  // a cold details page is server-rendered with its data (one detail call, everything appended,
  // made by the server): the browser asks TMDB for nothing more
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => u.includes(`/3/tv/${tv.id}?`))).toHaveLength(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'View All Seasons' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/tv/${tv.id}/seasons$`));
  await expect(page.getByRole('link', { name: 'Back to Show Details' })).toBeVisible();
  await expect(page.getByTestId('season-card')).toHaveCount(tv.seasons.length);
  // the seasons screen reads the detail handed over by the server: no request
  expect(urls.filter((u) => u.includes(`/3/tv/${tv.id}?`))).toHaveLength(0);
  await expectNoAxeViolations(page);

  const season = tv.seasons.find((s) => s.season_number === 1)!;
  await page
    .getByTestId('season-card')
    .filter({ has: page.getByRole('heading', { name: season.name, exact: true }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/details/tv/${tv.id}/seasons/1$`));
  await expect(page.getByRole('heading', { level: 1, name: season.name })).toBeVisible();
  await expect(page.getByTestId('episode-card').first()).toBeVisible();
  const episodeRequests = () => urls.filter((u) => /\/season\/\d+\/episode\/\d+/.test(u));
  expect(episodeRequests()).toHaveLength(0);

  const card = page.getByTestId('episode-card').first();
  await card.getByRole('button', { name: 'Expand' }).click();
  await expect(card.getByRole('heading', { name: 'Cast' })).toBeVisible();
  await expect(card.getByRole('region', { name: /^Images of / })).toBeVisible();
  await card.getByRole('button', { name: 'Collapse' }).click();
  await card.getByRole('button', { name: 'Expand' }).click();
  await expect(card.getByRole('heading', { name: 'Cast' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(episodeRequests()).toHaveLength(1);
  expect(episodeRequests()[0]).toContain(`/3/tv/${tv.id}/season/1/episode/1?`);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to Seasons' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/tv/${tv.id}/seasons$`));
});

test('an actor page from a cast card', async ({ page, request }) => {
  const tv = await aTvShow(request);
  const actor = tv.credits.cast[0];
  await page.goto(`/details/tv/${tv.id}`);
  const cast = page.getByRole('region', { name: 'Cast' });
  await cast
    .getByRole('link', { name: new RegExp(actor.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/details/actor/${actor.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Movies', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'TV', exact: true })).toBeVisible();
  // the show the actor was found on is among their TV credits
  await expect(
    page
      .getByRole('region', { name: 'TV' })
      .getByRole('link', { name: new RegExp(tv.name) })
      .first(),
  ).toBeAttached();
  await expectNoAxeViolations(page);
});

test('signed out: "Sign up to save shows!" where the list buttons would be; no poster hover buttons', async ({ page, request }) => {
  const tv = await aTvShow(request);
  await page.goto(`/details/tv/${tv.id}`);
  const signup = page.getByRole('link', { name: 'Sign up to save shows!' });
  await expect(signup).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to queue' })).toHaveCount(0);
  await signup.click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('signed in: add to queue and favorites on a details page, reload, still "Remove from …"; hover buttons on posters', async ({
  page,
  request,
}) => {
  const tv = await aTvShow(request);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(`details-${id}@example.com`);
  await page.getByLabel('Username').fill(`details_${id}`);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm password').fill('secret-123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/details/tv/${tv.id}`);
  const actions = page.getByTestId('show-actions');
  await actions.getByRole('button', { name: 'Add to queue' }).click();
  await expect(actions.getByRole('button', { name: 'Remove from queue' })).toBeVisible();
  await actions.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(actions.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Add to watched' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tv.name })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Remove from queue' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Add to watched' })).toBeVisible();

  // the same buttons on poster hover (recommendations row), three of them
  const card = page.getByRole('region', { name: 'Recommendations' }).getByTestId('show-card').first();
  await card.hover();
  const overlay = card.getByTestId('poster-overlay');
  await expect(overlay).toHaveAttribute('data-visible', 'true');
  await expect(overlay.getByRole('button')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('seasons, season (episode expanded) and actor pages in dark mode: no serious or critical axe violations', async ({
  browser,
  request,
}) => {
  const tv = await aTvShow(request);
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('streamscout:theme', 'dark'));
  const page = await context.newPage();
  await page.goto(`/details/tv/${tv.id}/seasons`);
  await expect(page.getByRole('link', { name: 'Back to Show Details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/details/tv/${tv.id}/seasons/1`);
  // the page paints before its script runs (architecture §9): Expand works once hydrated
  await hydrated(page);
  const card = page.getByTestId('episode-card').first();
  await card.getByRole('button', { name: 'Expand' }).click();
  await expect(card.getByRole('heading', { name: 'Cast' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/details/actor/${tv.credits.cast[0].id}`);
  await expect(page.getByRole('heading', { name: 'Movies', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await context.close();
});
