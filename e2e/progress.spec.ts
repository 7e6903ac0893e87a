/**
 * Episodes watched end to end in Debian Chromium against the production build, the local TMDB
 * catalog and the in-memory local backend: sign up → tick episodes on a season page → the TV
 * details page shows the progress and the next episode → the dashboard's Up next shows it →
 * mark the season watched → the show leaves Up next.
 *
 * With `PROGRESS_SCREENSHOTS=<dir>` it also saves the season page and Up next, light and dark,
 * 1400 and 390 px wide (`progress-season-*`, `progress-up-next-*`).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, freshUser, TMDB, signUpThroughForm } from './helpers';

interface RawTv {
  id: number;
  name: string;
  next_episode_to_air: unknown;
  seasons: { season_number: number; episode_count: number; air_date: string | null }[];
}
interface RawSeason {
  episodes: { episode_number: number; name: string; air_date: string | null }[];
}

const SHOTS = process.env.PROGRESS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const url = page.url();
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((s) => localStorage.setItem('streamscout:theme', s), scheme);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // fonts in, and every transition that ends (the colour scheme's) ended: not spinners or skeletons
      await page.evaluate(async () => {
        await document.fonts.ready;
        const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
        await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      });
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: false });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('streamscout:theme', 'light'));
  await page.emulateMedia({ colorScheme: 'light' });
}

test('tick episodes → progress on the details page → Up next → mark the season → the show leaves Up next', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A finished show with one regular season of at least 3 episodes, all aired.
  let show: RawTv | undefined;
  let episodes: RawSeason['episodes'] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (let p = 1; p <= 5 && !show; p += 1) {
    const list = (await (await request.get(`${TMDB}/tv/popular?page=${p}`)).json()) as { results: { id: number }[] };
    for (const { id } of list.results) {
      const d = (await (await request.get(`${TMDB}/tv/${id}`)).json()) as RawTv;
      const regular = (d.seasons ?? []).filter((s) => s.season_number > 0);
      if (d.next_episode_to_air || regular.length !== 1 || regular[0].season_number !== 1 || regular[0].episode_count < 3) continue;
      const s = (await (await request.get(`${TMDB}/tv/${id}/season/1`)).json()) as RawSeason;
      if (s.episodes.length >= 3 && s.episodes.every((e) => e.air_date && e.air_date < today)) {
        show = d;
        episodes = s.episodes;
        break;
      }
    }
  }
  expect(show, 'the catalog has a finished one-season show').toBeDefined();
  const tv = show!;

  const user = freshUser('progress');
  await signUpThroughForm(page, user);
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext.getByText("Mark episodes watched on a show's season page to see what's next.")).toBeVisible();

  // Season page: tick the first two episodes.
  await page.goto(`/details/tv/${tv.id}/seasons/1`);
  for (const n of [1, 2]) {
    const box = page.getByRole('checkbox', { name: `S1E${n} watched` });
    await expect(box).toBeEnabled();
    await box.check();
    await expect(box).toBeChecked();
  }
  await expect(page.getByRole('button', { name: 'Mark season watched' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'progress-season');

  // Details page: progress and the next episode.
  await page.goto(`/details/tv/${tv.id}`);
  const progress = page.getByTestId('show-progress');
  await expect(progress).toContainText(`2 of ${episodes.length} episodes`);
  await expect(progress.getByRole('link', { name: `Next: S1E3 ${episodes[2].name}` })).toHaveAttribute(
    'href',
    `/details/tv/${tv.id}/seasons/1`,
  );

  // Up next shows the show and its next episode.
  await page.goto('/dashboard');
  const row = upNext.getByTestId('up-next-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(tv.name);
  await expect(row).toContainText(`Next: S1E3 ${episodes[2].name}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'progress-up-next');

  // Mark the season: the show leaves Up next.
  await page.goto(`/details/tv/${tv.id}/seasons/1`);
  await page.getByRole('button', { name: 'Mark season watched' }).click();
  await expect(page.getByRole('button', { name: 'Mark season unwatched' })).toBeVisible();
  for (const e of episodes) await expect(page.getByRole('checkbox', { name: `S1E${e.episode_number} watched` })).toBeChecked();
  await page.goto('/dashboard');
  await expect(upNext.getByText("Mark episodes watched on a show's season page to see what's next.")).toBeVisible();
  await expect(upNext.getByTestId('up-next-row')).toHaveCount(0);
});
