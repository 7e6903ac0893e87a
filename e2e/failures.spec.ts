/**
 * TMDB failing is not "nothing found", end to end in Debian Chromium against the production build:
 * the catalog's runtime fault knobs (`PUT /__knobs`: a status, a malformed body, a reset
 * connection, no answer) break TMDB; search, a details page and a home row say "We couldn't load
 * this right now." where their content goes (never the empty texts); the catalog heals; Try again
 * brings the content without a reload.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORTS, aTrendingMovie, expectNoAxeViolations } from './helpers';

const KNOBS = `http://localhost:${PORTS.tmdb}/__knobs`;
const LOAD_FAILED = "We couldn't load this right now.";

/** Sets the catalog's fault knobs (`prefix` is a TMDB path prefix under /3/, e.g. 'search/'). */
async function knobs(
  request: APIRequestContext,
  k: { fault: 'none' | 'status' | 'malformed' | 'reset' | 'hang'; status?: number; prefix?: string },
) {
  const res = await request.put(KNOBS, { data: k });
  expect(res.status(), 'the e2e catalog serves /__knobs (TMDB_LOCAL_RUNTIME_KNOBS=1)').toBe(200);
}

test.afterEach(async ({ request }) => {
  await knobs(request, { fault: 'none' });
});

test('search with TMDB answering 500: the failure message, not "No results found!"; healed, Try again shows the results', async ({
  page,
  request,
}) => {
  await knobs(request, { fault: 'status', status: 500, prefix: 'search/' });
  await page.goto('/search?q=star');
  const failed = page.getByRole('status', { name: `Search results: ${LOAD_FAILED}` });
  await expect(failed).toBeVisible();
  await expect(page.getByText('No results found!')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await knobs(request, { fault: 'none' });
  const reloads: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && reloads.push(f.url()));
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  expect(reloads).toEqual([]); // no reload: the query alone was asked again
});

test('search with TMDB not answering at all: the skeletons give way to the failure message, not "No results found!"', async ({
  page,
  request,
}) => {
  await knobs(request, { fault: 'hang', prefix: 'search/' });
  await page.goto('/search?q=night');
  await expect(page.getByTestId('skeleton-grid')).toBeVisible();
  // Two tries of the 5 s timeout and a 1 s pause (FAILURE_SHOWN_WITHIN_MS = 11 s); the wait is a bound, not a measurement.
  await expect(page.getByRole('status', { name: `Search results: ${LOAD_FAILED}` })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('No results found!')).toHaveCount(0);
});

test('a details page with a malformed TMDB body: the failure message, not "no details"; healed, Try again shows the show', async ({
  page,
  request,
}) => {
  const movie = await aTrendingMovie(request);
  await knobs(request, { fault: 'malformed', prefix: 'movie/' });
  await page.goto(`/details/movie/${movie.id}`);
  const failed = page.getByRole('status', { name: `Show details: ${LOAD_FAILED}` });
  await expect(failed).toBeVisible();
  await expect(page.getByText("We couldn't find any more details for this show. Sorry about that!")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await knobs(request, { fault: 'none' });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(page.getByTestId('provider-strip')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cast' })).toBeVisible();
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
});

test('a home row whose TMDB call resets the connection: that row says it failed, the other shows; healed, Try again fills it', async ({
  page,
  request,
}) => {
  await knobs(request, { fault: 'reset', prefix: 'movie/now_playing' });
  await page.goto('/');
  const theaters = page.getByRole('region', { name: 'In Theaters' });
  const trending = page.getByRole('region', { name: 'Trending Shows' });
  const failed = theaters.getByRole('status', { name: `In Theaters: ${LOAD_FAILED}` });
  await expect(failed).toBeVisible();
  await expect(trending.getByTestId('show-card').first()).toBeVisible();
  await expect(theaters.getByText('Sorry, no shows to display at this time.')).toHaveCount(0);
  // Same place, same size: the message stands in a box as tall as a row of cards.
  expect((await failed.boundingBox())!.height).toBeGreaterThanOrEqual(360);
  await expectNoAxeViolations(page);

  await knobs(request, { fault: 'none' });
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/3/') && asked.push(new URL(r.url()).pathname));
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(theaters.getByTestId('show-card').first()).toBeVisible();
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  expect(asked).toEqual(['/3/movie/now_playing']); // only what failed
});
