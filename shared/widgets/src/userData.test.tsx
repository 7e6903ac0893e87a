/**
 * One account's data never reaches the next account on the same page (architecture §4 "Per-user
 * data"), through the real supabase-js against the local backend: the shows in progress of A are
 * gone from the screen and from the page's query cache the moment A signs out (or B signs in over
 * A), B sees only B's own, a route's screen starts afresh (no state typed by A), and
 * "Only my services" does not stay on for B.
 */
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { markEpisodes, RouteGuard, sessionStore, setOnlyMyServices, signOut } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { renderWithProviders, signInFreshUser } from '@streamscout/testing';
import { useShowsInProgress } from './EpisodeProgress';
import { useUserId } from './userData';

jest.setTimeout(30_000);
afterEach(() => resetSessionForTests());

/** Shows the signed-in user's shows in progress ("1399:3" = three episodes of show 1399), and a field with state of its own. */
function Probe() {
  const userId = useUserId();
  const shows = useShowsInProgress(userId !== null);
  const [note, setNote] = useState('');
  const text = shows.data ? shows.data.map((s) => `${s.showId}:${s.episodes}`).join(',') || 'none' : shows.isError ? 'failed' : 'pending';
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <p data-testid="shows">{text}</p>
    </>
  );
}

const threeEpisodes = [1, 2, 3].map((episode) => ({ season: 1, episode }));

it("after a sign-out, nothing of the first account stays in the page: not its progress, not the cache, not a screen's state", async () => {
  const a = await signInFreshUser('acct-a');
  await markEpisodes(1399, threeEpisodes);
  setOnlyMyServices(true);
  const { user, queryClient } = renderWithProviders(
    <RouteGuard>
      <Probe />
    </RouteGuard>,
  );
  expect(await screen.findByText('1399:3')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Note'), 'A was here');

  await act(() => signOut());
  expect(screen.queryByText('1399:3')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Note')).toHaveValue('');
  expect(queryClient.getQueryCache().findAll({ queryKey: ['user', a.session.user.id] })).toEqual([]);
  expect(sessionStore.getState().onlyMyServices).toBe(false);
  expect(localStorage.getItem('streamscout.only-my-services')).toBeNull();

  await act(() => signInFreshUser('acct-b'));
  expect(await screen.findByText('none')).toBeInTheDocument();
});

it('another account signing in over the first (no sign-out in this tab) sees only its own progress', async () => {
  const a = await signInFreshUser('acct-a');
  await markEpisodes(1399, threeEpisodes);
  const { queryClient } = renderWithProviders(<Probe />);
  expect(await screen.findByText('1399:3')).toBeInTheDocument();

  const b = await act(() => signInFreshUser('acct-b'));
  // from the first render for B on: never A's answer, only pending, then B's own
  expect(screen.queryByText('1399:3')).not.toBeInTheDocument();
  await markEpisodes(66732, [{ season: 2, episode: 4 }]);
  await act(() => queryClient.invalidateQueries());
  expect(await screen.findByText('66732:1')).toBeInTheDocument();
  expect(queryClient.getQueryCache().findAll({ queryKey: ['user', a.session.user.id] })).toEqual([]);
  expect(queryClient.getQueryCache().findAll({ queryKey: ['user', b.session.user.id] }).length).toBeGreaterThan(0);
});
