/**
 * List import through the REAL supabase-js against the local backend (PGlite): applyImport adds
 * only what is not there yet, reports exactly that and updates the store's profile; undoImport
 * takes exactly that away again; a refusal (a bad entry, a full list) comes back as its message
 * with nothing changed; another user's import cannot be undone; the export reads every watched
 * episode.
 */
import { signInFreshUser, addEntries } from '@streamscout/testing';
import { applyImport, getAllWatchedEpisodes, markEpisodes, sessionStore, undoImport, type ImportRecord } from '../src';
import { resetSessionForTests } from '../src/testing';

jest.setTimeout(30000);

afterEach(() => resetSessionForTests());

it('applies an import (only what is new), the store follows, and undo removes exactly what it added', async () => {
  const { profile } = await signInFreshUser('import');
  await addEntries(profile, 'queue', ['movie-11012']);
  const applied = (await applyImport(
    [
      { list: 'queue', show_id: 'movie-11012' },
      { list: 'queue', show_id: 'movie-11058' },
      { list: 'watched', show_id: 'tv-60001' },
    ],
    'imdb',
  )) as ImportRecord;
  expect(applied).toMatchObject({ source: 'imdb', undoneAt: null });
  expect(applied.added).toEqual([
    { list: 'queue', show_id: 'movie-11058' },
    { list: 'watched', show_id: 'tv-60001' },
  ]);
  expect(sessionStore.getState().profile).toMatchObject({ queue: ['movie-11012', 'movie-11058'], watched: ['tv-60001'] });

  const undone = (await undoImport(applied.id)) as ImportRecord;
  expect(undone.undoneAt).not.toBeNull();
  expect(sessionStore.getState().profile).toMatchObject({ queue: ['movie-11012'], watched: [] });
});

it('a refused import says why and changes nothing; another user cannot undo my import', async () => {
  const { profile } = await signInFreshUser('import');
  await expect(
    applyImport(
      [
        { list: 'queue', show_id: 'movie-5' },
        { list: 'queue', show_id: '=1+1' },
      ],
      'trakt',
    ),
  ).rejects.toMatchObject({ name: 'BackendError', kind: 'refused', code: '22023', message: 'invalid show id: =1+1' });
  const mine = (await applyImport([{ list: 'favorites', show_id: 'movie-7' }], 'letterboxd')) as ImportRecord;
  expect(sessionStore.getState().profile).toMatchObject({ id: profile.id, queue: [], favorites: ['movie-7'] });

  resetSessionForTests();
  await signInFreshUser('other');
  await expect(undoImport(mine.id)).rejects.toMatchObject({ kind: 'refused', code: 'PT404', message: 'import not found' });
});

it('the export reads every watched episode of the user', async () => {
  await signInFreshUser('export');
  expect(await getAllWatchedEpisodes()).toEqual([]);
  await markEpisodes(60001, [
    { season: 1, episode: 2 },
    { season: 1, episode: 1 },
  ]);
  const episodes = await getAllWatchedEpisodes();
  expect(episodes?.map((e) => [e.showId, e.season, e.episode])).toEqual([
    [60001, 1, 1],
    [60001, 1, 2],
  ]);
});
