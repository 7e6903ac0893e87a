/**
 * The public API (`/api/v1`, architecture §9a) against its own OpenAPI document: every endpoint,
 * success and error, over real HTTP on the app server with the REAL renderer as its TMDB source
 * (its client and answer cache; its remote is the test's own through the federation seam, as in
 * `renderFeeds.node.test.ts`), the local TMDB catalog behind a gate that counts what reaches it,
 * and the local backend through supabase-js (a user makes a list public, then private again).
 * Every answer is checked against the document (`./apiContract.ts`): its status is one the operation
 * lists, its media type the listed one, its body valid against the schema (Ajv, JSON Schema
 * 2020-12) and its listed headers present. The document itself is checked against the OpenAPI 3.1 schema by
 * `@seriousme/openapi-schema-validator`'s own command.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { createElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteDataContext } from '@streamscout/host/route-data';
import { createAppServer } from '@streamscout/server';
import type { RuntimeConfig } from '@streamscout/host/runtime';
import { routeQuery, tmdbQueries, type RouteDataDescriptor } from '@streamscout/tmdb/query';
import { ANON_KEY, backendUrl, findTitle, freshUser, makeClient, startTmdbGate, type TmdbGate, type RawDetail } from '@streamscout/testing';
import { createRenderer } from './render';
import type { FederationRuntime } from './remotes';
import { contractChecker, type Answer, type OpenApiDoc, type ProblemBody, type ProviderBody, type TitleBody } from './apiContract';

jest.setTimeout(90_000);

/** The details route's screen as the test's remote serves it: the title from the route's query. */
function Title() {
  const { params } = useRouteDataContext();
  const { data } = useQuery(tmdbQueries.details('movie', Number(params.id)));
  return createElement('h1', null, data?.title ?? 'no title');
}
const routeData: Record<string, RouteDataDescriptor> = {
  ShowDetails: ({ params }) => [routeQuery(tmdbQueries.details('movie', Number(params.id)))],
};
const federation = {
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => (id.endsWith('/routeData') ? { routeData } : { default: Title }),
} as unknown as FederationRuntime;

let gate: TmdbGate;
let dir = '';
const apps: Awaited<ReturnType<typeof createAppServer>>[] = [];
let base = '';
let config: RuntimeConfig;
let doc: OpenApiDoc;
let checker: ReturnType<typeof contractChecker>;

/** Starts an app server with the API on the real renderer; `limit` requests a minute per address. */
async function start(config: RuntimeConfig, limit = 10_000) {
  const app = await createAppServer({
    dir,
    app: 'shell',
    logger: false,
    config,
    shell: { ssr: createRenderer({ federation }), api: { perAddress: { max: limit, windowMs: 60_000 } } },
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** GET (or another method) over HTTP. */
async function call(url: string, init: RequestInit & { headers?: Record<string, string> } = {}, origin = base): Promise<Answer> {
  const res = await fetch(`${origin}${url}`, init);
  const body = await res.text();
  return { status: res.status, headers: Object.fromEntries(res.headers), body, json: <T = ProblemBody>() => JSON.parse(body) as T };
}

/**
 * Asks `url` and checks the answer against the document's operation `template`.
 * @returns the answer
 */
async function contract(template: string, url: string, init: RequestInit & { headers?: Record<string, string> } = {}, origin = base) {
  const a = await call(url, init, origin);
  expect(checker.check(template, url, a)).toEqual([]);
  return a;
}

beforeAll(async () => {
  gate = await startTmdbGate();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-v1-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
  );
  config = {
    tmdb: { baseUrl: `${gate.url}/3`, imageBaseUrl: `${gate.url}/t/p` },
    remotes: { search: 'http://r.test/s/', details: 'http://r.test/d/', discover: 'http://r.test/v/', dashboard: 'http://r.test/b/' },
    supabase: { url: backendUrl(), anonKey: ANON_KEY },
    shellUrl: 'http://streamscout.test',
  };
  base = await start(config);
  doc = (await call('/api/v1/openapi.json')).json<OpenApiDoc>();
  checker = contractChecker(doc);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await gate?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the document is a valid OpenAPI 3.1 document', async () => {
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, file]);
  expect(JSON.parse(stdout.slice(stdout.indexOf('{')))).toMatchObject({ valid: true });
  await contract('/api/v1/openapi.json', '/api/v1/openapi.json');
});

/** Provider ids of one way in one region of a raw `watch/providers`. */
const rawIds = (d: RawDetail, region: string, way: 'flatrate' | 'rent' | 'buy') =>
  (d['watch/providers'].results[region]?.[way] ?? []).map((p) => p.provider_id);

describe('a title’s availability', () => {
  let movie: RawDetail;
  beforeAll(async () => {
    // a movie streaming in the UK on other services than in the US
    movie = await findTitle(
      'movie',
      (d) => rawIds(d, 'GB', 'flatrate').length > 0 && rawIds(d, 'GB', 'flatrate').join() !== rawIds(d, 'US', 'flatrate').join(),
    );
  });

  test('in a region asked for: every way to watch there, with ids, names, logos and the watch link', async () => {
    const a = await contract('/api/v1/titles/{type}/{id}/availability', `/api/v1/titles/movie/${movie.id}/availability?region=gb`);
    expect(a.status).toBe(200);
    const body = a.json<TitleBody>();
    expect(body).toMatchObject({
      type: 'movie',
      id: movie.id,
      title: movie.title,
      region: 'GB',
      seasons: null,
      url: `http://streamscout.test/details/movie/${movie.id}`,
    });
    expect(body.availability.flatrate.map((p) => p.id)).toEqual(rawIds(movie, 'GB', 'flatrate'));
    expect(body.availability.rent.map((p) => p.id)).toEqual(rawIds(movie, 'GB', 'rent'));
    expect(body.availability.link).toBe(movie['watch/providers'].results.GB!.link);
    expect(body.availability.flatrate[0]!.logo_url).toMatch(new RegExp(`^${gate.url}/t/p/w92/`));
    expect(a.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['access-control-expose-headers']).toContain('RateLimit');
    // the same answer again, with its tag: 304, no body
    const again = await contract('/api/v1/titles/{type}/{id}/availability', `/api/v1/titles/movie/${movie.id}/availability?region=GB`, {
      headers: { 'If-None-Match': a.headers.etag! },
    });
    expect(again.status).toBe(304);
  });

  test('without a region: the request’s, and the answer names it (Content-Location, Vary)', async () => {
    const byLanguage = await contract('/api/v1/titles/{type}/{id}/availability', `/api/v1/titles/movie/${movie.id}/availability`, {
      headers: { 'Accept-Language': 'en-GB,en;q=0.8' },
    });
    expect(byLanguage.json<TitleBody>().region).toBe('GB');
    expect(byLanguage.headers['content-location']).toBe(`/api/v1/titles/movie/${movie.id}/availability?region=GB`);
    expect(byLanguage.headers.vary).toBe('Accept-Language');
    const byEdge = await contract('/api/v1/titles/{type}/{id}/availability', `/api/v1/titles/movie/${movie.id}/availability`, {
      headers: { 'Accept-Language': 'en-GB', 'X-StreamScout-Region': 'de' },
    });
    expect(byEdge.json<TitleBody>().region).toBe('DE');
    expect(byEdge.headers.vary).toBe('X-StreamScout-Region');
    const none = await contract('/api/v1/titles/{type}/{id}/availability', `/api/v1/titles/movie/${movie.id}/availability`);
    expect(none.json<TitleBody>().region).toBe('US');
    expect(none.json<TitleBody>().availability.flatrate.map((p) => p.id)).toEqual(rawIds(movie, 'US', 'flatrate'));
  });

  test('a show per season too, each season as TMDB lists it', async () => {
    const show = await findTitle('tv', (d) => (d.seasons ?? []).length >= 2);
    const a = await contract(
      '/api/v1/titles/{type}/{id}/availability',
      `/api/v1/titles/tv/${show.id}/availability?region=US&include=seasons`,
    );
    const seasons = a.json<TitleBody>().seasons!;
    expect(seasons.map((s) => s.season_number)).toEqual(show.seasons!.map((s) => s.season_number));
    const last = show.seasons![show.seasons!.length - 1]!.season_number;
    const raw = await (await fetch(`${gate.url}/3/tv/${show.id}/season/${last}/watch/providers`)).json();
    const seasonIds = (raw.results.US?.flatrate ?? []).map((p: { provider_id: number }) => p.provider_id);
    expect(seasons.at(-1)!.availability.flatrate.map((p) => p.id)).toEqual(seasonIds);
  });

  test('bad input: a clear 400 problem naming the parameter', async () => {
    for (const [url, parameter] of [
      [`/api/v1/titles/movie/${movie.id}/availability?region=XX`, 'region'],
      [`/api/v1/titles/movie/${movie.id}/availability?region=GBR`, 'region'],
      [`/api/v1/titles/movie/${movie.id}/availability?region=GB&region=US`, 'region'],
      ['/api/v1/titles/movie/12abc/availability', 'id'],
      ['/api/v1/titles/movie/99999999999/availability', 'id'],
      ['/api/v1/titles/book/1/availability', 'type'],
      [`/api/v1/titles/tv/${movie.id}/availability?include=cast`, 'include'],
    ] as const) {
      const a = await contract('/api/v1/titles/{type}/{id}/availability', url);
      expect([url, a.status]).toEqual([url, 400]);
      expect(a.json()).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400, errors: [{ parameter }] });
    }
  });

  test('an id TMDB does not know: 404 problem', async () => {
    const a = await contract('/api/v1/titles/{type}/{id}/availability', '/api/v1/titles/movie/2147483000/availability?region=US');
    expect(a.status).toBe(404);
    expect(a.json().detail).toBe('TMDB has no movie with id 2147483000');
  });

  test('TMDB failing: 503 problem with Retry-After, and nothing cached (the next ask succeeds)', async () => {
    const fresh = await findTitle('movie', (d) => d.id !== movie.id && rawIds(d, 'US', 'flatrate').length > 0, 3);
    gate.failNext(`/3/movie/${fresh.id}`);
    const a = await contract('/api/v1/titles/{type}/{id}/availability', `/api/v1/titles/movie/${fresh.id}/availability?region=US`);
    expect(a.status).toBe(503);
    expect(a.headers['retry-after']).toBe('30');
    const b = await contract('/api/v1/titles/{type}/{id}/availability', `/api/v1/titles/movie/${fresh.id}/availability?region=US`);
    expect(b.status).toBe(200);
  });
});

describe('the other endpoints', () => {
  test('a batch: each title as the single answer, the unknown ones named; more than 50 or a malformed one: 400', async () => {
    const [first, second] = (await (await fetch(`${gate.url}/3/movie/popular`)).json()).results as { id: number }[];
    const a = await contract(
      '/api/v1/availability',
      `/api/v1/availability?titles=movie:${first!.id},movie:${second!.id},tv:2147483000,movie:${first!.id}&region=GB`,
    );
    const body = a.json<{ region: string; titles: TitleBody[]; not_found: string[] }>();
    expect(body.titles.map((t) => t.id)).toEqual([first!.id, second!.id]);
    expect(body.not_found).toEqual(['tv:2147483000']);
    const single = await call(`/api/v1/titles/movie/${second!.id}/availability?region=GB`);
    expect(body.titles[1]).toEqual(single.json());
    const many = Array.from({ length: 51 }, (_, i) => `movie:${i + 1}`).join(',');
    expect((await contract('/api/v1/availability', `/api/v1/availability?titles=${many}`)).status).toBe(400);
    expect((await contract('/api/v1/availability', '/api/v1/availability?titles=movie-603')).json().errors).toEqual([
      { parameter: 'titles', detail: "each title must be movie:<id> or tv:<id> with a TMDB id, or imdb:<IMDb id>, got 'movie-603'" },
    ]);
    expect((await contract('/api/v1/availability', '/api/v1/availability')).status).toBe(400);
  });

  test('a batch by IMDb id: the title TMDB finds for it, named in resolved; an id TMDB does not know: not found as asked', async () => {
    const show = await findTitle('tv', (d) => rawIds(d, 'GB', 'flatrate').length > 0);
    const imdb = ((await (await fetch(`${gate.url}/3/tv/${show.id}/external_ids`)).json()) as { imdb_id: string }).imdb_id;
    expect(imdb).toMatch(/^tt[0-9]{7,10}$/);
    const a = await contract(
      '/api/v1/availability',
      `/api/v1/availability?titles=imdb:${imdb.toUpperCase()},tv:${show.id},imdb:tt9999999999&region=GB`,
    );
    const body = a.json<{ titles: TitleBody[]; not_found: string[]; resolved: Record<string, string> }>();
    // asked twice (by IMDb id and by TMDB id): answered once
    expect(body.titles.map((t) => `${t.type}:${t.id}`)).toEqual([`tv:${show.id}`]);
    expect(body.resolved).toEqual({ [`imdb:${imdb}`]: `tv:${show.id}` });
    expect(body.not_found).toEqual(['imdb:tt9999999999']);
    // where it streams: every region with a subscription, free or ads offer, this one included
    const streaming = Object.entries(show['watch/providers'].results)
      .filter(([, w]) => ['flatrate', 'free', 'ads'].some((k) => ((w as Record<string, unknown[]>)[k] ?? []).length > 0))
      .map(([code]) => code)
      .sort();
    expect(body.titles[0]!.streaming_regions).toEqual(streaming);
    expect(streaming).toContain('GB');
  });

  test('regions: every code `region` takes, marked where TMDB lists services', async () => {
    const a = await contract('/api/v1/regions', '/api/v1/regions');
    const regions = a.json<{ regions: { code: string; name: string; watch_providers: boolean }[] }>().regions;
    expect(regions).toContainEqual({ code: 'GB', name: 'United Kingdom', watch_providers: true });
    expect(regions.find((r) => r.code === 'AF')).toEqual({ code: 'AF', name: 'Afghanistan', watch_providers: false });
  });

  test('providers of a region, movies and shows merged; a bad type: 400', async () => {
    const a = await contract('/api/v1/providers', '/api/v1/providers?region=GB');
    const { region, providers } = a.json<{ region: string; providers: ProviderBody[] }>();
    expect(region).toBe('GB');
    const raw = await (await fetch(`${gate.url}/3/watch/providers/movie?watch_region=GB`)).json();
    expect(providers.filter((p) => p.types!.includes('movie')).map((p) => p.id)).toEqual(
      raw.results.map((p: { provider_id: number }) => p.provider_id),
    );
    const tvOnly = await contract('/api/v1/providers', '/api/v1/providers?type=tv', { headers: { 'Accept-Language': 'fr-FR' } });
    expect(tvOnly.json<{ region: string }>().region).toBe('FR');
    expect((await contract('/api/v1/providers', '/api/v1/providers?type=book')).status).toBe(400);
  });

  test('search: a page of titles; a missing, blank or 10 KB query, or a bad page: 400', async () => {
    const a = await contract('/api/v1/search', '/api/v1/search?q=star');
    const page = a.json<{ page: number; has_more: boolean; results: { title: string }[] }>();
    expect(page.page).toBe(1);
    expect(page.has_more).toBe(true);
    expect(page.results.length).toBeGreaterThan(0);
    const two = await contract('/api/v1/search', '/api/v1/search?q=star&page=2');
    expect(two.json<{ page: number }>().page).toBe(2);
    const huge = await contract('/api/v1/search', `/api/v1/search?q=${'a'.repeat(10 * 1024)}`);
    expect(huge.status).toBe(400);
    expect(huge.json().detail).toBe('q must be at most 200 characters, got 10240');
    for (const url of ['/api/v1/search', '/api/v1/search?q=%20%20', '/api/v1/search?q=star&page=0', '/api/v1/search?q=star&page=501']) {
      expect([url, (await contract('/api/v1/search', url)).status]).toEqual([url, 400]);
    }
  });

  test('a public list with each title’s availability; private, unknown user or turned off: 404 at once', async () => {
    const client = makeClient();
    const who = freshUser('apilist');
    const { data, error } = await client.auth.signUp({
      email: who.email,
      password: who.password,
      options: { data: { username: who.username, country: 'Canada' } },
    });
    expect(error).toBeNull();
    const popular = ((await (await fetch(`${gate.url}/3/movie/popular`)).json()).results as { id: number }[]).slice(0, 3);
    for (const m of popular) {
      const added = await client.rpc('add_item', { profile_id: data.user!.id, show_id: `movie-${m.id}`, which_col: 'queue' });
      expect(added.error).toBeNull();
    }
    const url = `/api/v1/lists/${who.username.toUpperCase()}/queue?region=GB`;
    expect((await contract('/api/v1/lists/{username}/{list}', url)).status).toBe(404); // private by default
    expect((await client.rpc('set_list_public', { which_col: 'queue', is_public: true })).error).toBeNull();
    const a = await contract('/api/v1/lists/{username}/{list}', url);
    const list = a.json<{ username: string; list: string; total: number; has_more: boolean; titles: TitleBody[] }>();
    expect(list).toMatchObject({ username: who.username, list: 'queue', total: 3, has_more: false });
    expect(list.titles.map((t) => t.id)).toEqual(popular.map((m) => m.id));
    expect(list.titles[0]!.region).toBe('GB');
    // only that list: the favorites stay private
    expect((await contract('/api/v1/lists/{username}/{list}', `/api/v1/lists/${who.username}/favorites`)).status).toBe(404);
    expect((await contract('/api/v1/lists/{username}/{list}', `/api/v1/lists/${who.username}/friends`)).json().errors?.[0]?.parameter).toBe(
      'list',
    );
    expect((await client.rpc('set_list_public', { which_col: 'queue', is_public: false })).error).toBeNull();
    expect((await contract('/api/v1/lists/{username}/{list}', url)).status).toBe(404);
  });

  test('another path under /api/v1: 404 problem; another method: 405 problem; a preflight: 204 with CORS', async () => {
    const missing = await call('/api/v1/titles');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const post = await call('/api/v1/regions', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(post.json()).toMatchObject({ status: 405, title: 'Method Not Allowed' });
    const preflight = await call('/api/v1/regions', {
      method: 'OPTIONS',
      headers: { Origin: 'https://blog.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  test('the docs page: Swagger UI served from this server, reading the document', async () => {
    const page = await call('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const scripts = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.every((s) => s.startsWith('/api/docs/'))).toBe(true); // nothing from another host
    for (const s of scripts) {
      const file = await fetch(`${base}${s}`, { headers: { 'Accept-Encoding': 'br' } });
      expect([s, file.status, file.headers.get('cache-control')]).toEqual([s, 200, 'public, max-age=31536000, immutable']);
      await file.arrayBuffer();
    }
    const init = await call(scripts.find((s) => s.endsWith('init.js'))!);
    expect(init.body).toContain("url: '/api/v1/openapi.json'");
  });
});

test('TMDB cost follows distinct titles: the API and the pages share one answer per title', async () => {
  // titles nothing before asked about
  const asked = new Set(gate.seen.map((u) => u.split('?')[0]));
  const titles = ((await (await fetch(`${gate.url}/3/movie/popular?page=6`)).json()).results as { id: number }[])
    .filter((t) => !asked.has(`/3/movie/${t.id}`))
    .slice(0, 5);
  expect(titles).toHaveLength(5);
  // a page render first: its details query is the API's
  const rendered = titles[0]!.id;
  expect((await fetch(`${base}/details/movie/${rendered}`)).status).toBe(200);
  gate.reset();
  const regions = ['US', 'GB', 'DE', 'FR'];
  for (let round = 0; round < 4; round++) {
    await Promise.all(titles.map((t, i) => call(`/api/v1/titles/movie/${t.id}/availability?region=${regions[(round + i) % 4]}`)));
  }
  await call(`/api/v1/availability?titles=${titles.map((t) => `movie:${t.id}`).join(',')}&region=JP`);
  // 21 API answers over 5 titles: one TMDB request for each title the page had not asked about
  expect(gate.seen.map((u) => u.split('?')[0]).sort()).toEqual(
    titles
      .slice(1)
      .map((t) => `/3/movie/${t.id}`)
      .sort(),
  );
});

test('the limit per address: RateLimit fields on each answer, then 429 problem with Retry-After', async () => {
  const limited = await start(config, 3);
  const answers: Answer[] = [];
  for (let i = 0; i < 4; i++) answers.push(await contract('/api/v1/regions', '/api/v1/regions', {}, limited));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
  expect(answers.map((a) => a.headers.ratelimit!.replace(/t=\d+/, 't'))).toEqual([
    '"per-address";r=2;t',
    '"per-address";r=1;t',
    '"per-address";r=0;t',
    '"per-address";r=0;t',
  ]);
  expect(answers[0]!.headers['ratelimit-policy']).toBe('"per-address";q=3;w=60');
  expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(answers[3]!.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
  // every path of the API counts against the one limit
  expect((await contract('/api/v1/openapi.json', '/api/v1/openapi.json', {}, limited)).status).toBe(429);
});

test('every endpoint was checked against the document in success and in error', () => {
  const operations = Object.values(doc.paths).map((p) => p.get.operationId);
  const missing = operations.filter((op) => {
    const statuses = [...(checker.seen.get(op) ?? [])];
    return !statuses.includes(200) || !statuses.some((s) => s >= 400);
  });
  expect(missing).toEqual([]);
  const all = new Set([...checker.seen.values()].flatMap((s) => [...s]));
  expect([304, 400, 404, 429, 503].filter((s) => !all.has(s))).toEqual([]);
});
