/**
 * The TV details page's progress against the REAL local TMDB catalog and the REAL local backend:
 * nothing signed out or with no episode marked; "N of M episodes", the bar and "Next: S2E2 …"
 * (a link to its season page) once episodes are marked — counting aired episodes of regular
 * seasons only (a watched special does not count).
 */
import { screen, waitFor } from '@testing-library/react';
import { paths, PATTERNS } from '@streamscout/routes';
import { markEpisodes } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { localToday } from '@streamscout/tmdb';
import { expectNoAxeViolations, findTitle, renderWithProviders, setupLocalTmdb, signInFreshUser, tmdbGet } from '@streamscout/testing';
import { ALL_CAUGHT_UP } from '../components/ShowProgress';
import ShowDetails from './ShowDetails';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

interface RawSeason {
  episodes: { season_number: number; episode_number: number; name: string; air_date: string | null }[];
}

const today = localToday();
const render = (id: number, signedOut = false) =>
  renderWithProviders(<ShowDetails />, { path: `/details/tv/${id}`, route: PATTERNS.tv, ...(signedOut ? { profile: null } : {}) });

/** A show with specials and fully aired seasons 1 and 2, with every regular season's episodes. */
async function showWithSpecials() {
  const raw = await findTitle('tv', (d) => {
    const s = (n: number) => (d.seasons ?? []).find((x) => x.season_number === n);
    return !!s(0) && !!s(1) && !!s(2)?.air_date && s(2)!.air_date! < '2025-01-01' && s(2)!.episode_count >= 2;
  });
  const regular = (raw.seasons ?? []).filter((s) => s.season_number > 0);
  const seasons = await Promise.all(regular.map((s) => tmdbGet<RawSeason>(`/tv/${raw.id}/season/${s.season_number}`)));
  const aired = seasons.flatMap((s) => s.episodes).filter((e) => e.air_date && e.air_date <= today);
  return { tvId: raw.id, aired };
}

describe('ShowDetails — progress', () => {
  it('signed out: no progress', async () => {
    const { tvId } = await showWithSpecials();
    render(tvId, true);
    await screen.findByTestId('where-to-watch');
    expect(screen.queryByTestId('show-progress')).not.toBeInTheDocument();
  });

  it('signed in with nothing marked: no progress', async () => {
    const { tvId } = await showWithSpecials();
    await signInFreshUser('no-progress');
    const { queryClient } = render(tvId);
    await screen.findByTestId('where-to-watch');
    // settled: every query has answered, the watched episodes' among them (asked from the first
    // render: the profile is loaded), so a progress block would be in the page by now
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('show-progress')).not.toBeInTheDocument();
  });

  it('counts aired regular episodes (a watched special aside) and names the next one, linking to its season', async () => {
    const { tvId, aired } = await showWithSpecials();
    await signInFreshUser('progress');
    const s1 = aired.filter((e) => e.season_number === 1);
    const marked = [...s1.map((e) => ({ season: 1, episode: e.episode_number })), { season: 2, episode: 1 }, { season: 0, episode: 1 }];
    expect(Array.isArray(await markEpisodes(tvId, marked))).toBe(true);
    render(tvId);
    const block = await screen.findByTestId('show-progress', {}, { timeout: 10000 });
    expect(block).toHaveTextContent(`${s1.length + 1} of ${aired.length} episodes`);
    const bar = screen.getByRole('progressbar', { name: 'Episodes watched' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(((s1.length + 1) / aired.length) * 100)));
    const next = aired.find((e) => e.season_number === 2 && e.episode_number === 2)!;
    const link = screen.getByRole('link', { name: `Next: S2E2 ${next.name}` });
    expect(link).toHaveAttribute('href', paths.details.season(tvId, 2));
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(1));
    await expectNoAxeViolations();
  });

  it('every aired episode watched: the full count and no next episode', async () => {
    const { tvId, aired } = await showWithSpecials();
    await signInFreshUser('caught-up');
    expect(
      Array.isArray(
        await markEpisodes(
          tvId,
          aired.map((e) => ({ season: e.season_number, episode: e.episode_number })),
        ),
      ),
    ).toBe(true);
    render(tvId);
    const block = await screen.findByTestId('show-progress', {}, { timeout: 10000 });
    expect(block).toHaveTextContent(`${aired.length} of ${aired.length} episodes`);
    expect(block).toHaveTextContent(ALL_CAUGHT_UP);
    expect(screen.queryByRole('link', { name: /^Next: / })).not.toBeInTheDocument();
  });
});
