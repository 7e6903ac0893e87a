/**
 * The device's copy of the TMDB query cache (architecture §12), against an IndexedDB that behaves as
 * a browser's (fake-indexeddb: jsdom has none): what is kept, for whom, and that a write costs what
 * changed rather than the whole cache.
 */
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { clear, createStore, entries } from 'idb-keyval';
import { markReady, setSession, type Session } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { persistQueryCache } from './persistQueryCache';

const db = createStore('streamscout-offline', 'data');

/** The stored query keys of the device, by owner: { anon: [...hashes], user-1: [...] }. */
async function storedByOwner(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [key] of await entries(db)) {
    const m = /^queries:([^:]+):(.*)$/.exec(String(key));
    if (m) (out[m[1]] ??= []).push(m[2]);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

/** A TMDB query's key and hash as the app writes them. */
const movieKey = (id: number) => ['tmdb', 'summary', 'movie', id] as const;
const hashOf = (id: number) => JSON.stringify(movieKey(id));

const stops: (() => void)[] = [];
function start(client: QueryClient) {
  stops.push(persistQueryCache(client, { serverRendered: false }));
}

/**
 * What the IndexedDB puts made while `run` runs (until `settled` holds) handed to the structured
 * clone: the number of puts and their size as JSON (characters).
 */
async function putsDuring(run: () => void, settled: () => Promise<void>): Promise<{ puts: number; chars: number }> {
  const put = jest.spyOn(IDBObjectStore.prototype, 'put');
  try {
    run();
    await settled();
    const values = put.mock.calls.filter(([, key]) => String(key).startsWith('queries:')).map(([value]) => value);
    return { puts: values.length, chars: values.reduce((n: number, v) => n + JSON.stringify(v).length, 0) };
  } finally {
    put.mockRestore();
  }
}

beforeEach(async () => {
  resetSessionForTests();
  await clear(db);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

test('an answered TMDB query is stored for the signed-out visitor and comes back on the next start', async () => {
  markReady();
  const first = new QueryClient();
  start(first);
  first.setQueryData(movieKey(603), { id: 603, title: 'The Matrix' });
  first.setQueryData(['user', 'u1', 'progress'], { secret: true });
  await waitFor(async () => expect(await storedByOwner()).toEqual({ anon: [hashOf(603)] }), { timeout: 3000 });

  const next = new QueryClient();
  start(next);
  await waitFor(() => expect(next.getQueryData(movieKey(603))).toEqual({ id: 603, title: 'The Matrix' }), { timeout: 3000 });
  // never anything of an account
  expect(next.getQueryData(['user', 'u1', 'progress'])).toBeUndefined();
});

test('nothing is written before the session is known, then it lands under the signed-in user', async () => {
  const client = new QueryClient();
  start(client);
  client.setQueryData(movieKey(1), { id: 1 });
  // the throttled write is due after 1 s; without a known session it waits (checked once after 1.5 s)
  await new Promise((r) => setTimeout(r, 1500));
  expect(await storedByOwner()).toEqual({});
  setSession({ user: { id: 'user-1' } } as unknown as Session);
  markReady();
  await waitFor(async () => expect(await storedByOwner()).toEqual({ 'user-1': [hashOf(1)] }), { timeout: 3000 });
});

test('a write after a restore of 300 stored queries puts only the new answer', async () => {
  markReady();
  const seed = new QueryClient();
  start(seed);
  for (let id = 1; id <= 300; id++) seed.setQueryData(movieKey(id), { id, overview: 'x'.repeat(200) });
  await waitFor(async () => expect((await storedByOwner()).anon).toHaveLength(300), { timeout: 3000 });
  for (const stop of stops.splice(0)) stop();

  const next = new QueryClient();
  start(next);
  await waitFor(() => expect(next.getQueryData(movieKey(300))).toBeDefined(), { timeout: 3000 });
  const written = await putsDuring(
    () => next.setQueryData(movieKey(1000), { id: 1000 }),
    () => waitFor(async () => expect((await storedByOwner()).anon).toHaveLength(301), { timeout: 3000 }),
  );
  // one small entry: the 300 restored answers (over 60,000 characters) are not cloned again
  expect(written.puts).toBe(1);
  expect(written.chars).toBeLessThan(1000);
});

test('at most 400 queries are kept, the newest answers first', async () => {
  markReady();
  const client = new QueryClient();
  start(client);
  const t0 = Date.now() - 60_000;
  for (let id = 1; id <= 405; id++) client.setQueryData(movieKey(id), { id }, { updatedAt: t0 + id });
  await waitFor(async () => expect((await storedByOwner()).anon).toHaveLength(400), { timeout: 3000 });
  const kept = new Set((await storedByOwner()).anon);
  for (let id = 1; id <= 5; id++) expect(kept.has(hashOf(id))).toBe(false);
  expect(kept.has(hashOf(405))).toBe(true);
});

test("a sign-in moves the visitor's cache under the user: no other owner's copy stays", async () => {
  markReady();
  const client = new QueryClient();
  start(client);
  client.setQueryData(movieKey(7), { id: 7 });
  await waitFor(async () => expect(await storedByOwner()).toEqual({ anon: [hashOf(7)] }), { timeout: 3000 });
  setSession({ user: { id: 'user-2' } } as unknown as Session);
  client.setQueryData(movieKey(8), { id: 8 });
  await waitFor(async () => expect(await storedByOwner()).toEqual({ 'user-2': [hashOf(7), hashOf(8)].sort() }), { timeout: 3000 });
});
