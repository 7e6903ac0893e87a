/**
 * Public lists through the REAL supabase-js against the local backend: the owner's switch
 * (`set_list_public`) replaces the store's profile, and anyone — a signed-out client — reads the
 * list made public as its username and entries only, and nothing once it is private again.
 */
import { addEntries, makeClient, signInFreshUser } from '@streamscout/testing';
import { BackendError, getPublicList, getPublicLists, isListPublic, sessionStore, setListPublic } from '../src';
import { resetSessionForTests, setSupabaseClientForTests } from '../src/testing';

jest.setTimeout(30000);

afterEach(() => resetSessionForTests());

test('the owner makes a list public and private again; a signed-out reader sees exactly that list while it is public', async () => {
  const { profile, client } = await signInFreshUser('share');
  await addEntries(profile, 'queue', ['movie-550', 'tv-1399']);
  await addEntries(profile, 'favorites', ['movie-13']);
  expect(isListPublic(sessionStore.getState().profile, 'queue')).toBe(false);

  const updated = await setListPublic('queue', true);
  expect(updated.public_lists).toEqual(['queue']);
  expect(isListPublic(sessionStore.getState().profile, 'queue')).toBe(true);
  expect(isListPublic(sessionStore.getState().profile, 'favorites')).toBe(false);

  // a visitor: a client that is signed in as nobody
  setSupabaseClientForTests(makeClient());
  const expected = { username: profile.username, list: 'queue', entries: ['movie-550', 'tv-1399'] };
  expect(await getPublicList(profile.username.toUpperCase(), 'queue')).toEqual(expected);
  expect(await getPublicLists(profile.username)).toEqual([expected]);
  expect(await getPublicList(profile.username, 'favorites')).toBeNull();
  // names that cannot be one answer nothing
  expect(await getPublicList(profile.username, 'secret')).toBeNull();
  expect(await getPublicList('', 'queue')).toBeNull();
  expect(await getPublicLists('x'.repeat(65))).toEqual([]);

  // the owner again: private once more
  setSupabaseClientForTests(client);
  expect((await setListPublic('queue', false)).public_lists).toEqual([]);
  setSupabaseClientForTests(makeClient());
  expect(await getPublicList(profile.username, 'queue')).toBeNull();
  expect(await getPublicLists(profile.username)).toEqual([]);
});

test('signed out, the switch throws a BackendError and nothing changes; an unreachable backend is a failure, not an empty list', async () => {
  setSupabaseClientForTests(makeClient());
  await expect(setListPublic('queue', true)).rejects.toBeInstanceOf(BackendError);
  setSupabaseClientForTests(makeClient('http://127.0.0.1:9'));
  await expect(getPublicList('someone', 'queue')).rejects.toMatchObject({ kind: 'failed' });
});
