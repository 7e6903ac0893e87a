/**
 * The season screen and its episode cards against the REAL local TMDB catalog: states, the
 * 'Expand' panel, and the lazy episode call (counted at the client: none before the first
 * expand, exactly one after it, never a second).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { paths, PATTERNS } from '@streamscout/routes';
import { resetSessionForTests } from '@streamscout/session/testing';
import { formatDateLong } from '@streamscout/tmdb';
import { LOAD_FAILED_TEXT } from '@streamscout/ui';
import {
  TMDB_FAULTS,
  expectNoAxeViolations,
  findTitle,
  recordTmdbRequests,
  renderWithProviders,
  setupLocalTmdb,
  setupTmdbFaults,
  startFailingCatalog,
  tmdbGet,
} from '@streamscout/testing';
import { NO_DETAILS, NO_EPISODE_INFO } from '../components/texts';
import Season, { NO_EPISODES } from './Season';

jest.setTimeout(60000);
setupLocalTmdb();

afterEach(() => resetSessionForTests());

/** [selector, declarations] of every rule inside a `@media (min-width: <minWidth>)` of the page's `<style>`s. */
function cssRulesFrom(minWidth: string): [string, string][] {
  const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('\n');
  const media = new RegExp(`@media\\s*\\(min-width:\\s*${minWidth}\\)\\s*\\{([^{}]+)\\{([^}]*)\\}\\s*\\}`, 'g');
  return Array.from(css.matchAll(media), (m) => [m[1].trim(), m[2]]);
}

interface RawEpisode {
  episode_number: number;
  name: string;
  runtime: number | null;
  air_date: string | null;
  vote_average: number;
  overview: string;
}
interface RawSeasonDetail {
  name: string;
  air_date: string | null;
  poster_path: string | null;
  episodes: RawEpisode[];
}

const render = (tvId: number | string, n: number | string) =>
  renderWithProviders(<Season />, { path: `/details/tv/${tvId}/seasons/${n}`, route: PATTERNS.season, profile: null });

/** A show with an aired season 1 of at least 2 episodes. */
async function airedSeason() {
  const raw = await findTitle('tv', (d) =>
    (d.seasons ?? []).some((s) => s.season_number === 1 && s.air_date && s.episode_count >= 2 && s.air_date < '2026-01-01'),
  );
  const season = await tmdbGet<RawSeasonDetail>(`/tv/${raw.id}/season/1`);
  return { tvId: raw.id, season };
}
const episodeUrls = (urls: string[]) => urls.filter((u) => /\/episode\/\d+/.test(u));

describe('Season', () => {
  it('skeleton, then season poster, name, air year, Back to Seasons and one card per episode', async () => {
    const { tvId, season } = await airedSeason();
    render(tvId, 1);
    expect(screen.getByTestId('details-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: season.name })).toBeInTheDocument();
    expect(screen.getByTestId('air-year')).toHaveTextContent(season.air_date!.slice(0, 4));
    expect(screen.getByRole('link', { name: 'Back to Seasons' })).toHaveAttribute('href', paths.details.seasons(tvId));
    const cards = screen.getAllByTestId('episode-card');
    expect(cards).toHaveLength(season.episodes.length);
    const e = season.episodes[0];
    const card = cards[0];
    expect(within(card).getByRole('heading', { name: `${e.episode_number}. ${e.name}` })).toBeInTheDocument();
    expect(card).toHaveTextContent(e.runtime ? `${e.runtime} minute${e.runtime === 1 ? '' : 's'}` : 'No runtime available');
    if (e.air_date) expect(card).toHaveTextContent(formatDateLong(e.air_date));
    expect(card).toHaveTextContent(e.vote_average.toFixed(1));
    expect(within(card).getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();
  });

  it('the episode call is made on the first expand only: none before, one after, never twice', async () => {
    const { tvId, season } = await airedSeason();
    const rec = recordTmdbRequests();
    try {
      const { user, queryClient } = render(tvId, 1);
      await screen.findByRole('heading', { level: 1, name: season.name });
      // the season call and where it streams
      await waitFor(() => expect(rec.urls).toHaveLength(2));
      expect(rec.urls.filter((u) => !u.includes('/watch/providers'))).toHaveLength(1);
      expect(episodeUrls(rec.urls)).toEqual([]);

      const card = screen.getAllByTestId('episode-card')[0];
      await user.click(within(card).getByRole('button', { name: 'Expand' }));
      expect(within(card).getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
      const panel = within(card).getByTestId('episode-panel');
      expect(await within(panel).findByRole('heading', { name: 'Cast' })).toBeInTheDocument();
      expect(episodeUrls(rec.urls)).toHaveLength(1);
      expect(episodeUrls(rec.urls)[0]).toMatch(
        new RegExp(`/tv/${tvId}/season/1/episode/${season.episodes[0].episode_number}\\?append_to_response=images%2Cvideos%2Ccredits`),
      );

      // cast, guest stars and crew link to the actor page; stills on a wide screen
      const actorLinks = within(panel).getAllByRole('link');
      expect(actorLinks.length).toBeGreaterThan(0);
      actorLinks.forEach((a) => expect(a.getAttribute('href')).toMatch(/^\/details\/actor\/\d+$/));
      expect(within(panel).getByRole('heading', { name: 'Crew' })).toBeInTheDocument();
      expect(within(panel).getByRole('region', { name: /^Images of / })).toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Collapse' }));
      expect(within(card).getByTestId('episode-panel')).not.toBeVisible();
      await user.click(within(card).getByRole('button', { name: 'Expand' }));
      expect(within(card).getByRole('heading', { name: 'Cast' })).toBeInTheDocument();
      // settled: no query is fetching, so no second request for the episode is on its way
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(episodeUrls(rec.urls)).toHaveLength(1);

      // another episode: its own call, once
      const second = screen.getAllByTestId('episode-card')[1];
      await user.click(within(second).getByRole('button', { name: 'Expand' }));
      await within(second).findByRole('heading', { name: 'Cast' });
      expect(episodeUrls(rec.urls)).toHaveLength(2);
      expect(episodeUrls(rec.urls)[1]).toContain(`/episode/${season.episodes[1].episode_number}?`);
      await expectNoAxeViolations();
    } finally {
      rec.stop();
    }
  });

  it('by CSS at 768 px: the overview clamps at 15 lines below it and 3 from it; stills and the still beside the text from it', async () => {
    // jsdom applies no media query: this reads the rules the server's HTML carries (e2e/breakpoints.spec.ts sees them applied)
    const { tvId, season } = await airedSeason();
    const { user } = render(tvId, 1);
    await screen.findByRole('heading', { level: 1, name: season.name });
    const overview = screen.getAllByTestId('episode-overview')[0];
    expect(overview.getAttribute('style')).toContain('--text-line-clamp: 15');
    const fromTablet = cssRulesFrom('48em');
    expect(fromTablet.some(([selector, body]) => overview.matches(selector) && /-webkit-line-clamp:\s*3\b/.test(body))).toBe(true);
    const card = screen.getAllByTestId('episode-card')[0];
    const row = card.querySelector<HTMLElement>('img')!.parentElement!;
    expect(fromTablet.some(([selector, body]) => row.matches(selector) && /flex-direction:\s*row/.test(body))).toBe(true);
    await user.click(within(card).getByRole('button', { name: 'Expand' }));
    await within(card).findByRole('heading', { name: 'Cast' });
    expect(within(card).getByRole('region', { name: /^Images of / })).toHaveClass('mantine-visible-from-tablet');
  });

  it('the episode call has nothing (TMDB 404): "Sorry, we don\'t have additional information about this episode!"', async () => {
    const { tvId, season } = await airedSeason();
    const failing = await startFailingCatalog({ [`/3/tv/${tvId}/season/1/episode/`]: 404 });
    try {
      const { user } = render(tvId, 1);
      await screen.findByRole('heading', { level: 1, name: season.name });
      const card = screen.getAllByTestId('episode-card')[0];
      await user.click(within(card).getByRole('button', { name: 'Expand' }));
      expect(await within(card).findByText(NO_EPISODE_INFO)).toBeInTheDocument();
      expect(within(card).queryByText(LOAD_FAILED_TEXT)).toBeNull();
    } finally {
      await failing.close();
    }
  });

  it('the episode call fails (TMDB 500): LoadFailed in the panel, not the "no information" text; Try again fills it', async () => {
    const { tvId, season } = await airedSeason();
    const failing = await startFailingCatalog({ [`/3/tv/${tvId}/season/1/episode/`]: 500 });
    let healed = false;
    try {
      const { user } = render(tvId, 1);
      await screen.findByRole('heading', { level: 1, name: season.name });
      const card = screen.getAllByTestId('episode-card')[0];
      await user.click(within(card).getByRole('button', { name: 'Expand' }));
      const title = `${season.episodes[0].episode_number}. ${season.episodes[0].name}`;
      const failed = await within(card).findByRole('status', { name: `${title}, details: ${LOAD_FAILED_TEXT}` });
      expect(within(card).queryByText(NO_EPISODE_INFO)).toBeNull();
      await failing.close();
      healed = true;
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await within(card).findByRole('heading', { name: 'Cast' })).toBeInTheDocument();
    } finally {
      if (!healed) await failing.close();
    }
  });

  it("an announced season without an air date: '-' and no episodes", async () => {
    const raw = await findTitle('tv', (d) => (d.seasons ?? []).some((s) => s.air_date === null), 14);
    const s = raw.seasons!.find((x) => x.air_date === null)!;
    render(raw.id, s.season_number);
    expect(await screen.findByRole('heading', { level: 1, name: s.name })).toBeInTheDocument();
    expect(screen.getByTestId('air-year')).toHaveTextContent(/^-$/);
    expect(screen.getByText(NO_EPISODES)).toBeInTheDocument();
  });

  it('unknown season, non-numeric segments: the friendly text', async () => {
    const { tvId } = await airedSeason();
    const a = render(tvId, 999);
    expect(await screen.findByText(NO_DETAILS)).toBeInTheDocument();
    a.unmount();
    render(tvId, 'one');
    expect(screen.getByText(NO_DETAILS)).toBeInTheDocument();
  });
});

describe('Season when TMDB fails', () => {
  const tmdb = setupTmdbFaults();

  it.each(Object.entries(TMDB_FAULTS))('%s: LoadFailed, not "no details"; Try again shows the season', async (_label, mode) => {
    const { tvId, season } = await airedSeason();
    tmdb.fail(mode);
    const { user } = render(tvId, 1);
    const failed = await screen.findByRole('status', { name: `Season: ${LOAD_FAILED_TEXT}` });
    expect(screen.queryByText(NO_DETAILS)).toBeNull();
    await expectNoAxeViolations();
    tmdb.heal();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: season.name })).toBeInTheDocument();
    expect(screen.getAllByTestId('episode-card')).toHaveLength(season.episodes.length);
  });
});
