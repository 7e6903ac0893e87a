/**
 * The server's reader of public lists against the real local backend (jest's global setup): a user
 * signs up through supabase-js, fills a list, makes it public and private again; the reader, with
 * the anon key only, sees exactly the username and that list, and nothing once it is private.
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, backendUrl, freshUser, makeClient } from '@streamscout/testing';
import { createPublicListReader, entriesHash, parseEntry, PublicListsUnavailable } from '../public-lists';

jest.setTimeout(60_000);

let owner: SupabaseClient;
let ownerId = '';
let username = '';
const reader = () => createPublicListReader({ supabaseUrl: backendUrl(), supabaseAnonKey: ANON_KEY });

beforeAll(async () => {
  owner = makeClient();
  const who = freshUser('publist');
  username = who.username;
  const { data, error } = await owner.auth.signUp({
    email: who.email,
    password: who.password,
    options: { data: { username: who.username, country: 'United States of America' } },
  });
  expect(error).toBeNull();
  ownerId = data.user!.id;
  for (const entry of ['movie-550', 'tv-1399', 'movie-603']) {
    expect((await owner.rpc('add_item', { profile_id: ownerId, show_id: entry, which_col: 'queue' })).error).toBeNull();
  }
  expect((await owner.rpc('add_item', { profile_id: ownerId, show_id: 'movie-13', which_col: 'favorites' })).error).toBeNull();
});

const setPublic = async (list: string, isPublic: boolean) => {
  expect((await owner.rpc('set_list_public', { which_col: list, is_public: isPublic })).error).toBeNull();
};

test('a private list reads as nothing; made public, exactly its owner and entries in the order added; private again, nothing', async () => {
  const r = reader();
  expect(await r.list(username, 'queue')).toBeNull();
  expect(await r.lists(username)).toEqual([]);

  await setPublic('queue', true);
  const expected = { username, list: 'queue', entries: ['movie-550', 'tv-1399', 'movie-603'] };
  expect(await r.list(username, 'queue')).toEqual(expected);
  // the URL's case does not matter; the stored spelling comes back
  expect(await r.list(username.toUpperCase(), 'queue')).toEqual(expected);
  expect(await r.lists(username)).toEqual([expected]);
  // the other lists stay private
  expect(await r.list(username, 'favorites')).toBeNull();

  await setPublic('queue', false);
  expect(await r.list(username, 'queue')).toBeNull();
  expect(await r.lists(username)).toEqual([]);
});

test('names that cannot be a user or a list answer nothing; unknown users too', async () => {
  const r = reader();
  expect(await r.list(username, 'secret')).toBeNull();
  expect(await r.list('no', 'queue')).toBeNull();
  expect(await r.list('a'.repeat(31), 'queue')).toBeNull();
  expect(await r.list('bad name', 'queue')).toBeNull();
  expect(await r.lists('nobody_here_at_all')).toEqual([]);
});

test('a backend that fails is unavailable, not an empty list', async () => {
  const failing = http.createServer((_req, res) => res.writeHead(500).end('{}'));
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', () => resolve()));
  try {
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const r = createPublicListReader({ supabaseUrl: url, supabaseAnonKey: ANON_KEY });
    await expect(r.list(username, 'queue')).rejects.toBeInstanceOf(PublicListsUnavailable);
    await expect(r.lists(username)).rejects.toBeInstanceOf(PublicListsUnavailable);
  } finally {
    await new Promise((resolve) => failing.close(resolve));
  }
});

test('the hash changes with any change of the list, and entries parse as titles', () => {
  const a = { username: 'amy', list: 'queue' as const, entries: ['movie-1', 'tv-2'] };
  expect(entriesHash(a)).toBe(entriesHash({ ...a, entries: ['movie-1', 'tv-2'] }));
  expect(entriesHash(a)).not.toBe(entriesHash({ ...a, entries: ['tv-2', 'movie-1'] }));
  expect(entriesHash(a)).not.toBe(entriesHash({ ...a, entries: ['movie-1'] }));
  expect(entriesHash(a)).not.toBe(entriesHash({ ...a, username: 'Amy' }));
  expect(parseEntry('movie-603')).toEqual({ type: 'movie', id: 603 });
  expect(parseEntry('tv-1399')).toEqual({ type: 'tv', id: 1399 });
  for (const bad of ['movie-0', 'movie-01', 'tv-2147483648', 'person-1', 'movie-1.5', 42]) expect(parseEntry(bad)).toBeNull();
});
