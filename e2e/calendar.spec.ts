/**
 * The calendar end to end in Debian Chromium against the production build, the local TMDB catalog
 * (whose moving parts are anchored on the day the stack started: today) and the local backend:
 * follow a show returning within 30 days and queue a movie with a digital release in the window →
 * `/dashboard/calendar` lists the episode on its air day with its US service and the movie as a
 * digital release; the private calendar URL, fetched with the page's request context and parsed
 * with ical.js, holds the same events; Regenerate → the old URL answers 404, the new one works.
 *
 * With `CALENDAR_SCREENSHOTS=<dir>` it also saves the calendar, the seasons page and a season page
 * (light and dark, 1400 and 390 px wide: `calendar-*`, `seasons-availability-*`, `seasons-availability-season-*`).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { getCatalog, liveFixtures } from '@streamscout/local-tmdb';
import { freshUser, PORTS, signUpThroughForm, TMDB } from './helpers';

const SHOTS = process.env.CALENDAR_SCREENSHOTS;

/**
 * The fixed points of the catalog as the running TMDB server anchors them: on its base date (the
 * day it started), read from `GET /__knobs` — not on this process's today, which differs when a
 * run crosses midnight (UTC).
 */
async function fixtures(request: APIRequestContext): Promise<ReturnType<typeof liveFixtures>> {
  const { base } = (await (await request.get(`http://localhost:${PORTS.tmdb}/__knobs`)).json()) as { base: string };
  return liveFixtures(getCatalog(), base);
}

async function shoot(page: Page, name: string, ready: (p: Page) => Promise<void>) {
  if (!SHOTS) return;
  const url = page.url();
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.evaluate((s) => localStorage.setItem('streamscout:theme', s), scheme);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(url);
      await ready(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: false });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('streamscout:theme', 'light'));
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Adds a title to the Watch Queue from its details page, as a person would. */
async function queue(page: Page, path: string) {
  await page.goto(path);
  const actions = page.getByTestId('show-actions');
  await actions.getByRole('button', { name: 'Add to queue' }).click();
  await expect(actions.getByRole('button', { name: 'Remove from queue' })).toBeVisible();
}

/** The first US flat-rate service of a show (TMDB `tv/{id}/watch/providers`). */
async function usService(request: APIRequestContext, tvId: number): Promise<string> {
  const w = (await (await request.get(`${TMDB}/tv/${tvId}/watch/providers`)).json()) as {
    results: Record<string, { flatrate?: { provider_name: string }[] }>;
  };
  return w.results.US!.flatrate![0].provider_name;
}

test('a followed show and a queued movie on the calendar; the private .ics holds the same events; regenerate → old URL 404', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fx = await fixtures(request);
  const show = fx.returning!;
  const digital = fx.timeline.find((t: { key: string }) => t.key === 'digitalRelease')!;
  expect(show, 'the catalog has a show returning within 30 days').toBeTruthy();
  const service = await usService(request, show.id);

  await signUpThroughForm(page, freshUser('calendar'));
  await queue(page, `/details/tv/${show.id}`);
  await queue(page, `/details/movie/${digital.id}`);
  await page.goto('/dashboard');
  await page.getByTestId('calendar-link').click();
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  // the premiere on its air day, with its service; the movie as a digital release on its day
  const premiere = page.locator(
    `[data-testid="calendar-day"][data-date="${show.air_date}"] [data-uid="tv-${show.id}-s${show.season_number}e1@streamscout"]`,
  );
  await expect(premiere).toBeVisible();
  await expect(premiere.getByRole('link', { name: new RegExp(`^${show.name} — S${show.season_number}E1`) })).toHaveAttribute(
    'href',
    `/details/tv/${show.id}`,
  );
  await expect(premiere.getByTestId('watch-summary-flatrate').getByRole('img', { name: service })).toBeVisible();
  const movie = page.locator(
    `[data-testid="calendar-day"][data-date="${digital.date}"] [data-uid="movie-${digital.id}-digital@streamscout"]`,
  );
  await expect(movie).toBeVisible();
  await expect(movie.getByRole('link', { name: `${digital.title} (digital release)` })).toBeVisible();
  await expect(movie.getByTestId('calendar-release')).toHaveText('Digital release');
  const pageUids = await page.getByTestId('calendar-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-uid')!).sort());

  // the private URL: shown once, absolute, with its webcal: twin
  const feed = page.getByTestId('private-feed-calendar');
  await feed.getByRole('button', { name: 'Turn on private calendar URL' }).click();
  const url1 = await feed.getByLabel('Your private URL').inputValue();
  expect(url1).toMatch(/^http:\/\/localhost:\d+\/calendar\/[0-9a-f]{64}\.ics$/);
  await expect(feed.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', url1.replace(/^http:/, 'webcal:'));

  const res = await page.request.get(url1);
  expect(res.status()).toBe(200);
  const vcalendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = vcalendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events.map((e) => e.uid).sort()).toEqual(pageUids);
  const ev = events.find((e) => e.uid === `movie-${digital.id}-digital@streamscout`)!;
  expect(ev.summary).toBe(`${digital.title} (digital release)`);
  expect(ev.startDate.isDate).toBe(true);
  expect(ev.startDate.toString()).toBe(digital.date);

  // regenerate (confirmed): the old URL stops at once, the new one works
  await feed.getByRole('button', { name: 'Regenerate' }).click();
  await feed.getByRole('button', { name: 'Regenerate URL' }).click();
  await expect(feed.getByLabel('Your private URL')).not.toHaveValue(url1);
  const url2 = await feed.getByLabel('Your private URL').inputValue();
  expect((await page.request.get(url1)).status()).toBe(404);
  expect((await page.request.get(url2)).status()).toBe(200);

  // after a reload: on, but the URL is not shown again
  await page.reload();
  await expect(feed.getByTestId('feed-on-hidden')).toBeVisible();
  await expect(feed.getByLabel('Your private URL')).toHaveCount(0);

  await shoot(page, 'calendar', async (p) => {
    await expect(p.getByTestId('calendar-entry').first()).toBeVisible();
  });
  if (SHOTS && fx.seasonSplit) {
    await page.goto(`/details/tv/${fx.seasonSplit.id}/seasons`);
    await shoot(page, 'seasons-availability', async (p) => {
      await expect(p.getByTestId('season-watch').first()).toBeVisible();
    });
    await page.goto(`/details/tv/${fx.seasonSplit.id}/seasons/${fx.seasonSplit.last}`);
    await shoot(page, 'seasons-availability-season', async (p) => {
      await expect(p.getByTestId('season-watch')).toBeVisible();
    });
  }
});

test('an empty calendar says how to fill it', async ({ page }) => {
  await signUpThroughForm(page, freshUser('calempty'));
  await page.goto('/dashboard/calendar');
  await expect(page.getByTestId('calendar-empty')).toContainText('Add a show to your Watch Queue or Favorites');
});
