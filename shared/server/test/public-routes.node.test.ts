/**
 * Public lists on the app server, against real parts: the local backend of jest's global setup
 * through supabase-js (an owner signs up, fills a list, shares it and stops sharing it), the local
 * TMDB catalog over HTTP, and the server over real HTTP. The pages are served client-rendered here
 * (no renderer), so what is checked is what the server reads first: the status, the redirect, the
 * cache rule. The feeds are parsed with feedsmith; the image's size is read from its PNG header.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseFeed } from 'feedsmith';
import { createTmdbServer, getCatalog } from '@streamscout/local-tmdb';
import { ANON_KEY, backendUrl, freshUser, makeClient } from '@streamscout/testing';
import { createAppServer } from '../app';

jest.setTimeout(90_000);

const ORIGIN = 'http://streamscout.test';
const catalog = getCatalog();
/** Titles with a poster, not adult; and one adult title. */
const plain = catalog.movies.filter((m: { data: { adult: boolean; poster_path: string | null } }) => !m.data.adult && m.data.poster_path);
const adult = catalog.movies.find((m: { data: { adult: boolean } }) => m.data.adult)!;

let tmdb: Server;
let tmdbBase = '';
let dir = '';
let app: FastifyInstance;
let base = '';
let owner: SupabaseClient;
let ownerId = '';
let username = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-lists-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
  );
  tmdb = createTmdbServer();
  await new Promise<void>((resolve) => tmdb.listen(0, '127.0.0.1', () => resolve()));
  tmdbBase = `http://127.0.0.1:${(tmdb.address() as AddressInfo).port}`;
  app = await createAppServer({
    dir,
    app: 'shell',
    logger: false,
    shell: { ssr: false },
    publicLists: {
      supabaseUrl: backendUrl(),
      supabaseAnonKey: ANON_KEY,
      origin: ORIGIN,
      imageBase: `${tmdbBase}/t/p`,
      tmdb: { baseUrl: `${tmdbBase}/3` },
      today: () => '2026-12-01',
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  owner = makeClient();
  const who = freshUser('Sharer');
  username = who.username;
  const { data, error } = await owner.auth.signUp({
    email: who.email,
    password: who.password,
    options: { data: { username: who.username, country: 'United States of America' } },
  });
  expect(error).toBeNull();
  ownerId = data.user!.id;
  // oldest first: the adult title, then three others (the newest last)
  for (const m of [adult, ...plain.slice(0, 3)]) await add(`movie-${m.id}`);
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => tmdb.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function add(entry: string) {
  expect((await owner.rpc('add_item', { profile_id: ownerId, show_id: entry, which_col: 'queue' })).error).toBeNull();
}
async function share(on: boolean) {
  expect((await owner.rpc('set_list_public', { which_col: 'queue', is_public: on })).error).toBeNull();
}
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers, redirect: 'manual' });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a private list is not there: its page, feeds and image all answer 404', async () => {
  await share(false);
  for (const url of [
    `/u/${username}/queue`,
    `/u/${username}`,
    `/u/${username}/queue.atom`,
    `/u/${username}/queue.json`,
    `/u/${username}/queue.png`,
  ]) {
    expect([url, (await get(url)).status]).toEqual([url, 404]);
  }
  // names that are no list, or no user at all
  for (const url of [
    `/u/${username}/secret`,
    '/u/nobody_at_all_here/queue',
    '/u/nobody_at_all_here/queue.atom',
    `/u/${username}/secret.png`,
  ]) {
    expect([url, (await get(url)).status]).toEqual([url, 404]);
  }
});

test('shared, the page answers 200 for everyone, public no-cache; another spelling of the name redirects; off again, 404 on the next request', async () => {
  await share(true);
  const page = await get(`/u/${username}/queue?sort=title`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect((await get(`/u/${username}`)).status).toBe(200);
  const moved = await get(`/u/${username.toLowerCase()}/queue?sort=title`);
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe(`/u/${username}/queue?sort=title`);

  await share(false);
  expect((await get(`/u/${username}/queue`)).status).toBe(404);
  expect((await get(`/u/${username}`)).status).toBe(404);
  await share(true);
});

test('the feeds parse, list the titles newest addition first, never the adult one, and follow the list', async () => {
  await share(true);
  const atom = await get(`/u/${username}/queue.atom`);
  expect(atom.status).toBe(200);
  expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  expect(atom.headers.get('cache-control')).toBe('public, no-cache');
  const parsedAtom = parseFeed(await atom.text());
  expect(parsedAtom.format).toBe('atom');
  const newest = [...plain.slice(0, 3)].reverse();
  const atomFeed = parsedAtom.feed as { title?: { value?: string }; entries?: Array<{ id?: string }> };
  expect(atomFeed.title?.value).toBe(`${username}'s watch queue`);
  expect(atomFeed.entries?.map((e) => e.id)).toEqual(newest.map((m: { id: number }) => `${ORIGIN}/details/movie/${m.id}`));
  expect(JSON.stringify(atomFeed)).not.toContain(adult.data.title);

  const json = await get(`/u/${username}/queue.json`);
  expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
  const parsedJson = parseFeed(await json.text());
  expect(parsedJson.format).toBe('json');
  const jsonFeed = parsedJson.feed as { items?: Array<{ url?: string; title?: string }> };
  expect(jsonFeed.items?.map((i) => i.url)).toEqual(newest.map((m: { id: number }) => `${ORIGIN}/details/movie/${m.id}`));
  expect(jsonFeed.items?.[0]?.title).toContain(newest[0].data.title);

  // an ETag: 304 when it matches
  const tag = json.headers.get('etag')!;
  expect((await get(`/u/${username}/queue.json`, { 'If-None-Match': tag })).status).toBe(304);
  // a title added: the newest item, a new ETag
  await add(`movie-${plain[3].id}`);
  const again = await get(`/u/${username}/queue.json`);
  expect(again.headers.get('etag')).not.toBe(tag);
  expect((parseFeed(await again.text()).feed as { items?: Array<{ url?: string }> }).items?.[0]?.url).toBe(
    `${ORIGIN}/details/movie/${plain[3].id}`,
  );
});

test('the Open Graph image is a 1200×630 PNG, kept while the list stays the same and drawn again when it changes', async () => {
  await share(true);
  const first = await get(`/u/${username}/queue.png`);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await first.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  const tag = first.headers.get('etag')!;
  expect((await get(`/u/${username}/queue.png`, { 'If-None-Match': tag })).status).toBe(304);
  const same = Buffer.from(await (await get(`/u/${username}/queue.png`)).arrayBuffer());
  expect(same.equals(bytes)).toBe(true);

  await add(`movie-${plain[4].id}`);
  const changed = await get(`/u/${username}/queue.png`);
  expect(changed.headers.get('etag')).not.toBe(tag);
  const changedBytes = Buffer.from(await changed.arrayBuffer());
  expect(pngSize(changedBytes)).toEqual({ width: 1200, height: 630 });
  expect(changedBytes.equals(bytes)).toBe(false);
});

test('a backend that fails is a 503, never a 404', async () => {
  const down = await createAppServer({
    dir,
    app: 'shell',
    logger: false,
    shell: { ssr: false },
    publicLists: { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: ANON_KEY, origin: ORIGIN, imageBase: `${tmdbBase}/t/p` },
  });
  try {
    await down.listen({ port: 0, host: '127.0.0.1' });
    const at = `http://127.0.0.1:${(down.server.address() as AddressInfo).port}`;
    for (const url of [`/u/${username}/queue`, `/u/${username}/queue.atom`]) {
      const res = await fetch(`${at}${url}`);
      expect([url, res.status, res.headers.get('retry-after')]).toEqual([url, 503, '30']);
    }
  } finally {
    await down.close();
  }
});
