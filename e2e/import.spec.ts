/**
 * Import and export of lists end to end (spec §14) in Debian Chromium against the production
 * build, the local TMDB catalog and the in-memory local backend: each format's fixture (in the
 * service's real layout, `mfe-dashboard/src/import/fixtures/`) uploaded on `/dashboard/import`,
 * previewed, an ambiguity resolved, applied and undone; a refused file changes nothing; then
 * "Download my data" → import into a fresh account → the same lists.
 *
 * With `IMPORT_SCREENSHOTS=<dir>` it also saves the preview, light and dark, 1400 and 390 px wide
 * (`import-preview-*`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { expectNoAxeViolations, freshUser, signUpThroughForm } from './helpers';

const FIXTURES = path.join(__dirname, '..', 'mfe-dashboard', 'src', 'import', 'fixtures');
const SHOTS = process.env.IMPORT_SCREENSHOTS;

const fixture = (rel: string) => ({ name: path.basename(rel), mimeType: 'text/plain', buffer: fs.readFileSync(path.join(FIXTURES, rel)) });

/** The Letterboxd export ZIP in its real layout, built from the fixture CSVs. */
function letterboxdZip() {
  const read = (rel: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'letterboxd', rel)));
  const dir = 'letterboxd-fixture-2025-01-01-00-00-utc';
  const zip = zipSync({
    [`${dir}/watched.csv`]: read('watched.csv'),
    [`${dir}/watchlist.csv`]: read('watchlist.csv'),
    [`${dir}/ratings.csv`]: read('ratings.csv'),
    [`${dir}/likes/films.csv`]: read('likes/films.csv'),
    [`${dir}/profile.csv`]: read('profile.csv'),
  });
  return { name: `${dir}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zip) };
}

const upload = (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) =>
  page.getByLabel('Choose a file to import').setInputFiles(file);

async function counts(page: Page) {
  await page.goto('/dashboard');
  const n = async (list: string) => Number(await page.getByTestId(`count-${list}`).textContent());
  return { queue: await n('queue'), favorites: await n('favorites'), watched: await n('watched') };
}

async function shoot(page: Page) {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate((s) => localStorage.setItem('streamscout:theme', s), scheme);
      await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
      await page.screenshot({ path: `${SHOTS}/import-preview-${scheme}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}

test('IMDb, Letterboxd and Trakt files: preview, pick among candidates, apply, undo; a bad file changes nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughForm(page, freshUser('imp'));
  await page.getByRole('link', { name: 'Import lists' }).click();
  await expect(page).toHaveURL(/\/dashboard\/import$/);
  await expect(page.getByRole('heading', { name: 'Import your lists', level: 1 })).toBeVisible();

  // A file that is not UTF-8 is refused with a clear message.
  await upload(page, { name: 'watched.csv', mimeType: 'text/csv', buffer: Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xe9, 0x0a]) });
  await expect(page.getByRole('alert')).toContainText('watched.csv is not UTF-8 text');

  // IMDb list export: three matched, two not found (an unknown id, a formula cell); apply, then undo.
  await upload(page, fixture('imdb-watchlist.csv'));
  await expect(page.getByTestId('import-format')).toContainText('IMDb list export, 5 titles');
  await expect(page.getByTestId('import-matched-count')).toHaveText('3');
  await expect(page.getByTestId('import-notfound-count')).toHaveText('2');
  await expect(page.getByTestId('import-notfound')).toContainText('=1+1 (1999)');
  const notFound = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download titles not found (CSV)' }).click();
  const csv = fs.readFileSync((await (await notFound).path())!, 'utf8');
  expect(csv).toContain("'=1+1,1999,queue");
  await page.getByRole('button', { name: 'Add 3 titles to your lists' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import done' })).toContainText('Added 3 titles: 3 to Watch Queue.');
  await page.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone' })).toBeVisible();
  expect(await counts(page)).toEqual({ queue: 0, favorites: 0, watched: 0 });

  // Letterboxd ZIP: one ambiguous row resolved by picking a candidate; the watchlist moved to favorites.
  await page.goto('/dashboard/import');
  await upload(page, letterboxdZip());
  await expect(page.getByTestId('import-format')).toContainText('Letterboxd export, 8 titles');
  await expect(page.getByTestId('import-matched-count')).toHaveText('6');
  await expect(page.getByTestId('import-ambiguous-count')).toHaveText('1');
  await expectNoAxeViolations(page);
  await shoot(page);
  const candidates = page.getByRole('group', { name: 'Candidates for The Night (2001)' });
  await candidates.getByRole('button', { name: 'The Night (2002)' }).click();
  await expect(candidates.getByRole('button', { name: 'The Night (2002)' })).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('radiogroup', { name: /titles the file lists as watch queue/ })
    .getByText('Favorites')
    .click();
  await page.getByRole('button', { name: 'Add 7 titles to your lists' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import done' })).toContainText(
    'Added 7 titles: 3 to Favorites, 4 to Watched List.',
  );

  // Trakt JSON: TMDB ids inside, the watchlist goes to the queue.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await upload(page, fixture('trakt/watchlist.json'));
  await expect(page.getByTestId('import-format')).toContainText('Trakt export, 2 titles');
  await page.getByRole('button', { name: 'Add 2 titles to your lists' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import done' })).toContainText('Added 2 titles: 2 to Watch Queue.');
  expect(await counts(page)).toEqual({ queue: 2, favorites: 3, watched: 4 });
});

test('Download my data → import into a fresh account → the same lists', async ({ browser }) => {
  test.setTimeout(120_000);
  const exportOf = async (page: Page) => {
    await page.goto('/dashboard');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('streamscout-data.json');
    return JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as {
      lists: Record<string, Array<{ tmdb_id: number; media_type: string }>>;
    };
  };
  const ids = (data: Awaited<ReturnType<typeof exportOf>>) =>
    Object.fromEntries(Object.entries(data.lists).map(([l, items]) => [l, items.map((i) => `${i.media_type}-${i.tmdb_id}`)]));

  const a = await browser.newPage();
  await signUpThroughForm(a, freshUser('exp'));
  await a.goto('/dashboard/import');
  await upload(a, fixture('imdb-ratings.csv'));
  await a.getByRole('button', { name: 'Add 3 titles to your lists' }).click();
  await a.getByRole('button', { name: 'Import another file' }).click();
  await upload(a, fixture('trakt/watchlist.json'));
  await a.getByRole('button', { name: 'Add 2 titles to your lists' }).click();
  await expect(a.getByRole('status').filter({ hasText: 'Import done' })).toBeVisible();
  const exported = await exportOf(a);
  expect(ids(exported)).toEqual({ queue: ['movie-11643', 'tv-60100'], favorites: [], watched: ['movie-11139', 'tv-60053', 'movie-11232'] });
  // The per-list CSV never starts a formula and carries the ids Letterboxd and IMDb tools read.
  const csvDownload = a.waitForEvent('download');
  await a.getByRole('button', { name: 'Watched List (CSV)' }).click();
  const csv = fs.readFileSync((await (await csvDownload).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Title,Year,imdbID,tmdbID,Type');
  expect(csv).toContain('The Protocol,1972,tt2011139,11139,movie');
  await a.close();

  const b = await browser.newPage();
  await signUpThroughForm(b, freshUser('rt'));
  await b.goto('/dashboard/import');
  await upload(b, { name: 'streamscout-data.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(b.getByTestId('import-format')).toContainText('StreamScout export, 5 titles');
  await b.getByRole('button', { name: 'Add 5 titles to your lists' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Import done' })).toBeVisible();
  expect(ids(await exportOf(b))).toEqual(ids(exported));
  await b.close();
});
