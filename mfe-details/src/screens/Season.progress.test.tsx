/**
 * Episodes watched on the season page, against the REAL local TMDB catalog and the REAL local
 * backend (supabase-js, `episode_progress` and its RPCs): no controls signed out, a toggle per
 * aired episode signed in (none for unaired ones), "Watched up to here" across seasons (specials
 * never), "Mark season watched" and its undo, and a failed save rolled back with its error text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { PATTERNS } from '@streamscout/routes';
import { getWatchedEpisodes } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { localToday } from '@streamscout/tmdb';
import { expectNoAxeViolations, findTitle, renderWithProviders, setupLocalTmdb, signInFreshUser, tmdbGet } from '@streamscout/testing';
import { PROGRESS_SAVE_FAILED } from '@streamscout/widgets';
import Season from './Season';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

interface RawSeason {
  episodes: { season_number: number; episode_number: number; air_date: string | null }[];
}

const today = localToday();
const render = (tvId: number, n: number, signedOut = false) =>
  renderWithProviders(<Season />, {
    path: `/details/tv/${tvId}/seasons/${n}`,
    route: PATTERNS.season,
    ...(signedOut ? { profile: null } : {}),
  });

/** A show whose seasons 1 and 2 have fully aired (at least 2 episodes each). */
async function twoAiredSeasons() {
  const raw = await findTitle('tv', (d) => {
    const s = (n: number) => (d.seasons ?? []).find((x) => x.season_number === n);
    const s1 = s(1);
    const s2 = s(2);
    return !!s1 && !!s2 && !!s2.air_date && s2.air_date < '2025-01-01' && s1.episode_count >= 2 && s2.episode_count >= 2;
  });
  const s1 = await tmdbGet<RawSeason>(`/tv/${raw.id}/season/1`);
  const s2 = await tmdbGet<RawSeason>(`/tv/${raw.id}/season/2`);
  return { tvId: raw.id, s1: s1.episodes, s2: s2.episodes };
}

const stored = async (tvId: number) => ((await getWatchedEpisodes(tvId)) ?? []).map((w) => `S${w.season}E${w.episode}`);

describe('Season — episodes watched', () => {
  it('signed out: no watched controls at all', async () => {
    const { tvId } = await twoAiredSeasons();
    render(tvId, 1, true);
    await screen.findAllByTestId('episode-card');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark season watched' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('watched-control')).not.toBeInTheDocument();
  });

  it('signed in: tick an episode, watched up to here across seasons, mark the season and undo it (stored in the backend)', async () => {
    const { tvId, s1, s2 } = await twoAiredSeasons();
    await signInFreshUser('season-progress');
    const { user } = render(tvId, 2);
    const first = await screen.findByRole('checkbox', { name: 'S2E1 watched' });
    await waitFor(() => expect(first).toBeEnabled());
    expect(screen.getAllByTestId('watched-control')).toHaveLength(s2.length);

    await user.click(first);
    expect(first).toBeChecked();
    await waitFor(async () => expect(await stored(tvId)).toEqual(['S2E1']));

    await user.click(screen.getByRole('button', { name: 'Watched up to S2E2' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'S2E2 watched' })).toBeChecked());
    const upTo = [...s1.map((e) => `S1E${e.episode_number}`), 'S2E1', 'S2E2'];
    await waitFor(async () => expect(await stored(tvId)).toEqual(upTo));

    await user.click(screen.getByRole('button', { name: 'Mark season watched' }));
    const undo = await screen.findByRole('button', { name: 'Mark season unwatched' });
    for (const e of s2) expect(screen.getByRole('checkbox', { name: `S2E${e.episode_number} watched` })).toBeChecked();
    await waitFor(async () => expect((await stored(tvId)).filter((c) => c.startsWith('S2'))).toHaveLength(s2.length));

    await user.click(undo);
    await screen.findByRole('button', { name: 'Mark season watched' });
    await waitFor(async () => expect(await stored(tvId)).toEqual(s1.map((e) => `S1E${e.episode_number}`)));
    expect(screen.getByRole('checkbox', { name: 'S2E1 watched' })).not.toBeChecked();
    await expectNoAxeViolations();
  });

  it('unaired episodes have no toggle', async () => {
    // a season airing now: some episodes aired (their toggles show the controls are there), the next one not
    const raw = await findTitle('tv', (d) => {
      const next = d.next_episode_to_air as unknown as { season_number: number; episode_number: number } | null;
      return !!next && next.season_number > 0 && next.episode_number > 1;
    });
    const next = raw.next_episode_to_air as unknown as { season_number: number; episode_number: number };
    const season = await tmdbGet<RawSeason>(`/tv/${raw.id}/season/${next.season_number}`);
    const aired = season.episodes.filter((e) => e.air_date && e.air_date <= today);
    expect(aired.length).toBeGreaterThan(0);
    await signInFreshUser('unaired');
    render(raw.id, next.season_number);
    await screen.findAllByTestId('episode-card');
    await screen.findByRole('checkbox', { name: `S${next.season_number}E${aired[0].episode_number} watched` });
    expect(screen.queryAllByTestId('watched-control')).toHaveLength(aired.length);
    expect(screen.queryByRole('checkbox', { name: `S${next.season_number}E${next.episode_number} watched` })).not.toBeInTheDocument();
  });

  it('a save that fails is rolled back with a short error text', async () => {
    const { tvId } = await twoAiredSeasons();
    const { client } = await signInFreshUser('progress-fail');
    const { user } = render(tvId, 1);
    const box = await screen.findByRole('checkbox', { name: 'S1E1 watched' });
    await waitFor(() => expect(box).toBeEnabled());
    await client.auth.signOut(); // the server session is gone; the page still thinks it is signed in
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(PROGRESS_SAVE_FAILED);
    await waitFor(() => expect(within(screen.getAllByTestId('episode-card')[0]).getByRole('checkbox')).not.toBeChecked());
  });
});
