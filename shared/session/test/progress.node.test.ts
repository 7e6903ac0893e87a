/**
 * Episodes watched through the REAL supabase-js against the local backend (PGlite): marking and
 * unmarking return what changed, are idempotent, refusals throw a `BackendError` with the database's
 * message and store nothing, one user never sees or changes another's episodes, and a signed-out
 * caller's calls fail (a `BackendError` with the backend's code, never an empty answer).
 */
import { makeClient, signInFreshUser } from '@streamscout/testing';
import { getShowsInProgress, getWatchedEpisodes, markEpisodes, unmarkEpisodes } from '../src';
import { resetSessionForTests, setSupabaseClientForTests } from '../src/testing';

jest.setTimeout(30000);

afterEach(() => resetSessionForTests());

const numbers = (list: unknown) => (Array.isArray(list) ? list.map((e) => `${e.season}x${e.episode}`) : list);

it('marks and unmarks episodes of a show, returning what changed; repeating a call changes nothing', async () => {
  await signInFreshUser('progress');
  const added = await markEpisodes(1399, [
    { season: 1, episode: 2 },
    { season: 1, episode: 1 },
  ]);
  expect(numbers(added)).toEqual(['1x1', '1x2']);
  expect(Array.isArray(added) && added.every((e) => e.showId === 1399 && !Number.isNaN(Date.parse(e.watchedAt)))).toBe(true);
  expect(await markEpisodes(1399, [{ season: 1, episode: 1 }])).toEqual([]);
  await markEpisodes(66732, [{ season: 2, episode: 4 }]);
  expect(numbers(await getWatchedEpisodes(1399))).toEqual(['1x1', '1x2']);
  const shows = await getShowsInProgress();
  expect(shows?.map((s) => [s.showId, s.episodes, s.last])).toEqual([
    [66732, 1, { season: 2, episode: 4 }],
    [1399, 2, { season: 1, episode: 2 }],
  ]);
  expect(numbers(await unmarkEpisodes(1399, [{ season: 1, episode: 2 }]))).toEqual(['1x2']);
  expect(await unmarkEpisodes(1399, [{ season: 1, episode: 2 }])).toEqual([]);
  expect(numbers(await getWatchedEpisodes(1399))).toEqual(['1x1']);
});

it("a refusal carries the database's message and stores nothing", async () => {
  await signInFreshUser('progress');
  await markEpisodes(1399, [{ season: 1, episode: 1 }]);
  await expect(
    markEpisodes(1399, [
      { season: 1, episode: 2 },
      { season: 1, episode: 0 },
    ]),
  ).rejects.toMatchObject({
    name: 'BackendError',
    kind: 'refused',
    code: '22023',
    message: 'invalid episodes: every entry must be [season 0–500, episode 1–20000], got [1, 0]',
  });
  await expect(markEpisodes(0, [{ season: 1, episode: 1 }])).rejects.toMatchObject({
    refused: true,
    message: 'invalid show id: expected a TMDB tv id (a positive integer), got 0',
  });
  expect(numbers(await getWatchedEpisodes(1399))).toEqual(['1x1']);
});

it("one user never reads or changes another's episodes; signed out, a change or Up next fails with the backend's code", async () => {
  await signInFreshUser('progress');
  await markEpisodes(1399, [{ season: 1, episode: 1 }]);
  const first = await getWatchedEpisodes(1399);
  await signInFreshUser('progress');
  expect(await getWatchedEpisodes(1399)).toEqual([]);
  expect(await getShowsInProgress()).toEqual([]);
  expect(await unmarkEpisodes(1399, [{ season: 1, episode: 1 }])).toEqual([]);
  setSupabaseClientForTests(makeClient());
  // anon may not call the RPCs at all (revoked): a failure with Postgres's 42501, not a refusal
  await expect(markEpisodes(1399, [{ season: 1, episode: 3 }])).rejects.toMatchObject({ kind: 'failed', code: '42501' });
  await expect(getShowsInProgress()).rejects.toMatchObject({ kind: 'failed', code: '42501' });
  expect(first).toHaveLength(1);
});
