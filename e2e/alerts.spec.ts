/**
 * Availability alerts end to end (spec §13): real Chromium against the production
 * build, the local backend (whose PGlite is also served on Postgres's wire protocol, LOCAL_PG_WIRE)
 * and the local TMDB catalog with its availability timeline and date knob. The job runner is the
 * real one (`node jobs/src/cli.js --once --until-done`: pg-boss on that port, one scan and its
 * per-title checks, then it exits), run three times: the baseline, after the catalog's date moved
 * past the day a movie arrives on Netflix in the UK (one alert: the bell, the inbox and the private
 * Atom feed carry it), and again (nothing new).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getCatalog, liveFixtures } from '@streamscout/local-tmdb';
import { PORTS, TMDB, createUser, logIn } from './helpers';

const KNOBS = `http://localhost:${PORTS.tmdb}/__knobs`;
const run = promisify(execFile);

/** What one run of the job runner reports (`--until-done` prints it as one JSON line). */
interface RunResult {
  titles: number;
  checked: number;
  written: number;
  failed: number;
}

/** Runs one availability scan of the e2e stack's lists and waits until its checks are done. */
async function runJobs(): Promise<RunResult> {
  const { stdout } = await run(
    process.execPath,
    [
      path.join(__dirname, '../jobs/src/cli.js'),
      '--once',
      '--until-done',
      '--database-url',
      `postgres://postgres@127.0.0.1:${PORTS.postgres}/postgres`,
      '--tmdb-base-url',
      TMDB,
    ],
    { env: { ...process.env, ALERTS_CRON: 'off', ALERTS_ONE_CONNECTION: '1' }, timeout: 60_000 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as RunResult;
}

/** The Atom feed at `path`, fetched by the page and parsed by Chromium's XML parser: each entry's title and link. */
async function readFeed(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const doc = new DOMParser().parseFromString(await res.text(), 'application/xml');
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      broken: doc.getElementsByTagName('parsererror').length > 0,
      entries: [...doc.getElementsByTagName('entry')].map((e) => ({
        title: e.getElementsByTagName('title')[0]?.textContent ?? '',
        link: e.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
      })),
    };
  }, path);
}

/** Moves the catalog's today ('YYYY-MM-DD'), or back to its start date (null). */
async function setToday(request: APIRequestContext, today: string | null) {
  const res = await request.put(KNOBS, { data: { today } });
  expect(res.status()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await setToday(request, null);
});

test('a UK user with Netflix queues a movie that lands on Netflix GB: the bell and the inbox carry one alert, once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { base } = (await (await request.get(KNOBS)).json()) as { base: string };
  const arrival = liveFixtures(getCatalog(), base).timeline.find((t) => t.key === 'gbFlatrateArrival');
  if (!arrival) throw new Error("the catalog's timeline has no arrival on Netflix GB");
  expect([arrival.media_type, arrival.region, arrival.monetization, arrival.provider_name]).toEqual(['movie', 'GB', 'flatrate', 'Netflix']);
  await setToday(request, base);

  const who = await createUser(request, 'United Kingdom', 'alerts');
  await logIn(page, who);
  const bell = page.getByTestId('alerts-bell');
  await expect(bell).toHaveAccessibleName('Alerts');
  await page.goto('/dashboard/services');
  await page.getByRole('group', { name: 'Services' }).getByRole('button', { name: 'Netflix', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your services were saved.')).toBeVisible();
  await page.goto(`/details/movie/${arrival.id}`);
  await page.getByTestId('show-actions').getByRole('button', { name: 'Add to queue' }).click();
  await expect(page.getByTestId('show-actions').getByRole('button', { name: 'Remove from queue' })).toBeVisible();

  // the baseline: snapshots only, nobody alerted
  const first = await runJobs();
  expect(first).toMatchObject({ failed: 0, written: 0 });
  expect(first.checked).toBeGreaterThanOrEqual(1);

  // the day it arrives on Netflix in the UK
  await setToday(request, arrival.date);
  const second = await runJobs();
  expect(second.failed).toBe(0);
  expect(second.written).toBeGreaterThanOrEqual(1);
  await page.goto('/dashboard');
  await expect(bell).toHaveAccessibleName('Alerts, 1 unread');
  await expect(bell.getByTestId('alerts-bell-count')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  const alert = page.getByTestId('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(arrival.title);
  await expect(alert).toContainText('Now on Netflix');
  await expect(alert).toContainText('Unread');
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
  await expect(alert.getByRole('link', { name: arrival.title })).toHaveAttribute('href', `/details/movie/${arrival.id}`);
  // and the private Atom feed
  const feedBox = page.getByTestId('private-feed-alerts');
  await feedBox.getByRole('button', { name: 'Turn on private alerts feed' }).click();
  const feedUrl = new URL(await feedBox.getByTestId('feed-url').inputValue());
  expect(feedUrl.pathname).toMatch(/^\/alerts\/[0-9a-f]{64}\.atom$/);
  const feedPath = feedUrl.pathname;
  const feed = await readFeed(page, feedPath);
  expect(feed).toMatchObject({ status: 200, broken: false });
  expect(feed.type).toContain('application/atom+xml');
  expect(feed.entries).toEqual([
    { title: `${arrival.title}: Now on Netflix`, link: expect.stringMatching(new RegExp(`/details/movie/${arrival.id}$`)) },
  ]);

  // the same comparison again writes nothing
  const third = await runJobs();
  expect(third).toMatchObject({ failed: 0, written: 0 });
  await page.reload();
  await expect(page.getByTestId('alert')).toHaveCount(1);
  await expect(bell).toHaveAccessibleName('Alerts, 1 unread');
  expect((await readFeed(page, feedPath)).entries).toHaveLength(1);

  // marked read: the inbox and the bell follow
  await alert.getByRole('button', { name: `Mark read: ${arrival.title}` }).click();
  await expect(alert).not.toContainText('Unread');
  await expect(bell).toHaveAccessibleName('Alerts');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});
