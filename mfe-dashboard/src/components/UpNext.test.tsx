/**
 * Up next on the dashboard against the REAL local TMDB catalog and the REAL local backend
 * (`shows_in_progress`, `episode_progress`): the empty text; shows in progress by last activity,
 * each with its next aired unwatched episode and where to watch it (the user's services first);
 * "Watched" advances the row; a show whose aired episodes are all watched is not listed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@streamscout/routes';
import { currentRegion, getWatchedEpisodes, markEpisodes, saveServices, type WatchedEpisode } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { localToday } from '@streamscout/tmdb';
import {
  expectNoAxeViolations,
  findTitle,
  renderWithProviders,
  setupLocalTmdb,
  signInFreshUser,
  tmdbGet,
  type RawDetail,
} from '@streamscout/testing';
import { onlineManager } from '@tanstack/react-query';
import { UP_NEXT_EMPTY, UP_NEXT_OFFLINE, UpNext } from './UpNext';

jest.setTimeout(90000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

interface RawSeason {
  episodes: { season_number: number; episode_number: number; name: string; air_date: string | null }[];
}

const today = localToday();
const render = () => renderWithProviders(<UpNext />, { path: '/dashboard', route: '/dashboard' });

/** The aired episodes of the regular seasons of a show, in order. */
async function airedOf(d: RawDetail) {
  const regular = (d.seasons ?? []).filter((s) => s.season_number > 0).sort((a, b) => a.season_number - b.season_number);
  const seasons = await Promise.all(regular.map((s) => tmdbGet<RawSeason>(`/tv/${d.id}/season/${s.season_number}`)));
  return seasons.flatMap((s) => s.episodes).filter((e) => e.air_date && e.air_date <= today);
}

/** A show whose season 1 has aired with at least 3 episodes. */
const longSeason = (d: RawDetail) =>
  (d.seasons ?? []).some((s) => s.season_number === 1 && !!s.air_date && s.air_date < '2025-01-01' && s.episode_count >= 3);

const refs = (eps: { season_number: number; episode_number: number }[]) =>
  eps.map((e) => ({ season: e.season_number, episode: e.episode_number }));

describe('UpNext', () => {
  it('nothing marked: says what to do', async () => {
    await signInFreshUser('upnext-empty');
    render();
    expect(await screen.findByText(UP_NEXT_EMPTY)).toBeInTheDocument();
  });

  it('offline with nothing kept: says it waits for the network (no endless loading), then loads when online', async () => {
    await signInFreshUser('upnext-offline');
    onlineManager.setOnline(false);
    try {
      render();
      expect(await screen.findByText(UP_NEXT_OFFLINE)).toBeInTheDocument();
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
    expect(await screen.findByText(UP_NEXT_EMPTY)).toBeInTheDocument();
  });

  it('shows in progress by last activity, next episode, services first; Watched advances; a finished show is not listed', async () => {
    await signInFreshUser('upnext');
    const region = currentRegion();
    // A: two or more streaming services in the viewer's region, so "mine first" can be seen
    const a = await findTitle('tv', (d) => longSeason(d) && (d['watch/providers'].results[region]?.flatrate?.length ?? 0) >= 2);
    const b = await findTitle('tv', (d) => longSeason(d) && d.id !== a.id);
    const c = await findTitle('tv', (d) => longSeason(d) && d.id !== a.id && d.id !== b.id);
    const [airedA, airedB, airedC] = await Promise.all([airedOf(a), airedOf(b), airedOf(c)]);
    const second = a['watch/providers'].results[region]!.flatrate![1];
    expect((await saveServices([second.provider_id])).ok).toBe(true);

    expect(Array.isArray(await markEpisodes(c.id, refs(airedC)))).toBe(true); // finished: not listed
    const markedA = await markEpisodes(a.id, refs(airedA.slice(0, 1)));
    expect(Array.isArray(markedA)).toBe(true);
    // B's activity is later than A's: the backend stamps it with its clock (this machine's), once past A's
    const aAt = Date.parse((markedA as WatchedEpisode[])[0].watchedAt);
    await waitFor(() => expect(Date.now()).toBeGreaterThan(aAt));
    expect(Array.isArray(await markEpisodes(b.id, refs(airedB.slice(0, 2))))).toBe(true); // most recent

    const { user } = render();
    await waitFor(() => expect(screen.getAllByTestId('up-next-row')).toHaveLength(2), { timeout: 20000 });
    const [rowB, rowA] = screen.getAllByTestId('up-next-row');
    expect(within(rowB).getByRole('link', { name: b.name! })).toHaveAttribute('href', paths.details.tv(b.id));
    expect(within(rowB).getByRole('link', { name: `Next: S1E3 ${airedB[2].name}` })).toHaveAttribute('href', paths.details.season(b.id, 1));
    expect(rowA).toHaveTextContent(`Next: S1E2 ${airedA[1].name}`);
    expect(rowA).toHaveTextContent(`1 of ${airedA.length} episode`);
    expect(within(rowA).getByText('On your services')).toBeInTheDocument();
    const logos = within(within(rowA).getByTestId('up-next-providers')).getAllByRole('img');
    expect(logos[0]).toHaveAttribute('alt', second.provider_name);

    await user.click(within(rowA).getByRole('button', { name: `Mark S1E2 of ${a.name} watched` }));
    await waitFor(() => expect(rowA).toHaveTextContent(`Next: S1E3 ${airedA[2].name}`));
    await waitFor(async () => expect((await getWatchedEpisodes(a.id))?.map((w) => w.episode)).toEqual([1, 2]));
    expect(screen.queryByText(c.name!)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
