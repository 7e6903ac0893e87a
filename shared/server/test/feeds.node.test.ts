/**
 * The calendar's JSON and the private feeds on the app server, against real parts: the local
 * backend of the jest global setup through supabase-js (a user signs up, queues titles, turns the
 * feeds on, regenerates and revokes them; an alert is written by `apply_availability` as the job
 * runner writes it), the local TMDB catalog over HTTP on a fixed base date, and the server's routes
 * through `fastify.inject`. The `.ics` is parsed with ical.js, the Atom with fast-xml-parser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { XMLParser } from 'fast-xml-parser';
import { createTmdbServer, getCatalog, liveFixtures } from '@streamscout/local-tmdb';
import { SERVICE_ROLE_KEY } from '@streamscout/local-supabase';
import { ANON_KEY, backendUrl, freshUser, makeClient } from '@streamscout/testing';
import { createAppServer } from '../app';
import { serverToday } from '../feed-routes';
import { redactUrl } from '../log';

jest.setTimeout(90_000);

const BASE = '2026-12-01';
const ORIGIN = 'http://streamscout.test';
const fx = liveFixtures(getCatalog(), BASE);
/** A followed show returning with a new season (its premiere within the window), streaming in the US. */
const show = fx.returning!;
const digital = fx.timeline.find((t) => t.key === 'digitalRelease')!;

let catalog: Server;
let tmdbBase = '';
let dir = '';
const logLines: string[] = [];
const apps: FastifyInstance[] = [];
let app: Awaited<ReturnType<typeof server>>;
let user: SupabaseClient;
let userId = '';
/** The show's first US flat-rate service: the user's service. */
let myService = 0;

/** An app server with the feeds (small rate limits unless given). */
type Limit = { max: number; windowMs: number };
async function server(limits: { perToken?: Limit; perAddress?: Limit; apiPerAddress?: Limit } = {}) {
  const a = await createAppServer({
    dir,
    app: 'shell',
    logger: 'info',
    logStream: { write: (line: string) => void logLines.push(line) },
    feeds: {
      supabaseUrl: backendUrl(),
      supabaseAnonKey: ANON_KEY,
      origin: ORIGIN,
      tmdb: { baseUrl: `${tmdbBase}/3` },
      today: () => BASE,
      perToken: limits.perToken ?? { max: 1000, windowMs: 60_000 },
      perAddress: limits.perAddress ?? { max: 1000, windowMs: 60_000 },
      apiPerAddress: limits.apiPerAddress ?? { max: 1000, windowMs: 60_000 },
    },
  });
  apps.push(a);
  await a.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
  return {
    /** GET over real HTTP: status, headers, body. */
    inject: async (o: string | { url: string; headers?: Record<string, string> }) => {
      const { url, headers } = typeof o === 'string' ? { url: o, headers: {} } : o;
      const res = await fetch(`${base}${url}`, { headers });
      const body = await res.text();
      return {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers) as Record<string, string>,
        body,
        json: () => JSON.parse(body),
      };
    },
  };
}

const issue = async (kind: 'calendar' | 'alerts') => {
  const { data, error } = await user.rpc('issue_feed_token', { kind });
  expect(error).toBeNull();
  return data as string;
};
/** A response's headers without the ones that differ per response. */
const stableHeaders = (h: Record<string, unknown>) => {
  const { date: _date, ...rest } = h;
  return rest;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  catalog = createTmdbServer({ today: BASE });
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', () => resolve()));
  tmdbBase = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
  const watch = await (await fetch(`${tmdbBase}/3/tv/${show.id}/watch/providers`)).json();
  myService = watch.results.US.flatrate[0].provider_id;

  user = makeClient();
  const who = freshUser('feeds');
  const { data, error } = await user.auth.signUp({
    email: who.email,
    password: who.password,
    options: { data: { username: who.username, country: 'United States of America' } },
  });
  expect(error).toBeNull();
  userId = data.user!.id;
  for (const entry of [`tv-${show.id}`, `movie-${digital.id}`]) {
    expect((await user.rpc('add_item', { profile_id: userId, show_id: entry, which_col: 'queue' })).error).toBeNull();
  }
  expect((await user.rpc('set_services', { profile_id: userId, services: [myService] })).error).toBeNull();
  app = await server();
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await new Promise((resolve) => catalog.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/calendar', () => {
  test('the JSON contract: days ascending with entries, a short public cache and an ETag (304 when it matches)', async () => {
    const res = await app.inject(`/api/calendar?region=US&tv=${show.id}&movie=${digital.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(Object.keys(body)).toEqual(['region', 'today', 'from', 'to', 'days']);
    expect(body).toMatchObject({ region: 'US', today: BASE, from: '2026-11-24', to: '2026-12-31' });
    const entries = body.days.flatMap((d: { entries: object[] }) => d.entries);
    const next = entries.find((e: { uid: string }) => e.uid === `tv-${show.id}-s${show.season_number}e${1}@streamscout`);
    expect(Object.keys(next).sort()).toEqual(
      [
        'uid',
        'kind',
        'media_type',
        'tmdb_id',
        'title',
        'date',
        'season_number',
        'episode_number',
        'episode_name',
        'poster_path',
        'path',
        'providers',
      ].sort(),
    );
    // the app's one availability model (RegionWatch), the user's service first
    expect(Object.keys(next.providers)).toEqual(['link', 'flatrate', 'free', 'ads', 'rent', 'buy']);
    expect(next.providers.flatrate[0]).toEqual({
      id: myService,
      name: expect.any(String),
      logo_path: expect.any(String),
      display_priority: 0,
    });
    expect(entries.find((e: { uid: string }) => e.uid === `movie-${digital.id}-digital@streamscout`)).toMatchObject({
      release: 'digital',
      note: 'Apple TV',
      date: digital.date,
    });

    const again = await app.inject({
      url: `/api/calendar?region=US&tv=${show.id}&movie=${digital.id}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('too many from one address: 429 JSON with Retry-After', async () => {
    const limited = await server({ apiPerAddress: { max: 1, windowMs: 60_000 } });
    expect((await limited.inject('/api/calendar?region=GB')).statusCode).toBe(200);
    const res = await limited.inject('/api/calendar?region=GB');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ error: expect.stringContaining('too many calendar requests') });
  });

  test.each([
    ['region=XX', "region: 'XX' is not a known region"],
    ['region=GB&tv=1399,x', "tv: 'x' is not a TMDB id"],
    ['region=GB&from=2026-12-01&to=2027-02-01', 'at most 60'],
  ])('%s → 400 with the reason', async (query, message) => {
    const res = await app.inject(`/api/calendar?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(message) });
  });
});

describe('GET /calendar/<token>.ics', () => {
  test('RFC 5545 with the calendar’s events: all-day, stable UIDs, summary, where to watch (my service first), the details URL', async () => {
    const token = await issue('calendar');
    const res = await app.inject(`/calendar/${token}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

    // the same events as the page's JSON for the user's region and titles
    const json = (await app.inject(`/api/calendar?region=US&tv=${show.id}&movie=${digital.id}`)).json();
    const uids = json.days.flatMap((d: { entries: Array<{ uid: string }> }) => d.entries.map((e) => e.uid)).sort();
    expect(events.map((e) => e.uid).sort()).toEqual(uids);

    const premiere = events.find((e) => e.uid === `tv-${show.id}-s${show.season_number}e${1}@streamscout`)!;
    expect(premiere.startDate.isDate).toBe(true); // an all-day event
    expect(premiere.startDate.toString()).toBe(show.air_date);
    expect(premiere.summary).toMatch(new RegExp(`^${show.name} — S${show.season_number}E${1} .+`));
    expect(premiere.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/details/tv/${show.id}`);
    const description = premiere.description.split('\n');
    expect(description[0]).toBe('Where to watch in US:');
    expect(description[1]).toMatch(/^Stream: [^,]+ \(your service\)/);
    const movie = events.find((e) => e.uid === `movie-${digital.id}-digital@streamscout`)!;
    expect(movie.summary).toBe(`${digital.title} (digital release)`);
    expect(movie.startDate.toString()).toBe(digital.date);
  });

  test('an entry it cannot read (an id above 2^31 − 1, stored before the rule) is skipped: the feed still answers', async () => {
    const other = makeClient();
    const who = freshUser('feedbad');
    const { data, error } = await other.auth.signUp({
      email: who.email,
      password: who.password,
      options: { data: { username: who.username, country: 'United States of America' } },
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    // as a list stored before the id rule holds it (no client can add it now)
    const patched = await fetch(`${backendUrl()}/rest/v1/profiles?id=eq.${id}`, {
      method: 'PATCH',
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ queue: ['movie-9999999999', `tv-${show.id}`, 'tv-99999999999'] }),
    });
    expect(patched.status).toBeLessThan(300);
    const { data: token } = await other.rpc('issue_feed_token', { kind: 'calendar' });
    const res = await app.inject(`/calendar/${token as string}.ics`);
    expect(res.statusCode).toBe(200);
    const uids = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).uid);
    expect(uids).toContain(`tv-${show.id}-s${show.season_number}e1@streamscout`);
  });

  test('ETag: 304 on If-None-Match; the same text while nothing changes', async () => {
    const token = await issue('calendar');
    const first = await app.inject(`/calendar/${token}.ics`);
    const second = await app.inject(`/calendar/${token}.ics`);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await app.inject({ url: `/calendar/${token}.ics`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  test('regenerate → the old URL is 404 at once; revoked, never issued, malformed or of the other kind → the same 404', async () => {
    const old = await issue('calendar');
    expect((await app.inject(`/calendar/${old}.ics`)).statusCode).toBe(200);
    const current = await issue('calendar');
    const regenerated = await app.inject(`/calendar/${old}.ics`);
    expect((await app.inject(`/calendar/${current}.ics`)).statusCode).toBe(200);
    expect((await user.rpc('revoke_feed_token', { kind: 'calendar' })).data).toBe(true);
    const revoked = await app.inject(`/calendar/${current}.ics`);
    const alertsToken = await issue('alerts');
    const others = [
      await app.inject(`/calendar/${'0123456789abcdef'.repeat(4)}.ics`), // never issued
      await app.inject(`/calendar/not-a-token.ics`),
      await app.inject(`/calendar/${current}.txt`),
      await app.inject(`/calendar/${'a'.repeat(300)}.ics`),
      await app.inject(`/calendar/${current}/x.ics`),
      await app.inject(`/calendar/${alertsToken}.ics`), // a token of the other kind
    ];
    for (const res of [regenerated, revoked, ...others]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(revoked.body);
      expect(stableHeaders(res.headers)).toEqual(stableHeaders(revoked.headers));
    }
  });

  test('rate-limited per token and per address: 429 with Retry-After', async () => {
    const limited = await server({ perToken: { max: 2, windowMs: 60_000 }, perAddress: { max: 3, windowMs: 60_000 } });
    const token = await issue('calendar');
    expect((await limited.inject(`/calendar/${token}.ics`)).statusCode).toBe(200);
    expect((await limited.inject(`/calendar/${token}.ics`)).statusCode).toBe(200);
    const perToken = await limited.inject(`/calendar/${token}.ics`); // the token's third
    expect(perToken.statusCode).toBe(429);
    expect(Number(perToken.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(perToken.headers['retry-after'])).toBeLessThanOrEqual(60);
    // the address's fourth request, with a token not used yet
    const perAddress = await limited.inject(`/calendar/${'b'.repeat(64)}.ics`);
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.headers['retry-after']).toBeDefined();
  });

  test('a token never reaches the request log', async () => {
    const token = await issue('calendar');
    const before = logLines.length;
    await app.inject(`/calendar/${token}.ics`);
    await app.inject(`/calendar/${token}.ics?x=1`);
    const lines = logLines.slice(before).join('');
    expect(lines).toContain('"url":"/calendar/[token].ics"');
    expect(lines).toContain('"url":"/calendar/[token].ics?x=1"');
    expect(logLines.join('')).not.toContain(token);
    expect(redactUrl(`/alerts/${token}.atom`)).toBe('/alerts/[token].atom');
  });

  test('nor does it in any other spelling of the URL: trailing or doubled slashes, another case, percent-encoded, in the query', async () => {
    const token = await issue('calendar');
    const encoded = [...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    const forms = [
      `/calendar/${token}.ics/`,
      `//calendar/${token}.ics`,
      `/calendar//${token}.ics`,
      `/CALENDAR/${token}.ics`,
      `/%63alendar/${token}.ics`,
      `/calendar/${encoded}.ics`,
      `/calendar/${token}`,
      `/alerts/${token}.atom/`,
      `/?feed=${token}`,
      `/x/${token.toUpperCase()}`,
    ];
    const before = logLines.length;
    for (const form of forms) {
      const res = await app.inject(form);
      expect(res.statusCode).toBeLessThan(500);
    }
    const lines = logLines.slice(before);
    expect(lines).toHaveLength(forms.length); // one line per request
    const text = lines.join('');
    for (const secret of [token, token.toUpperCase(), encoded, encoded.toUpperCase(), token.slice(0, 32)])
      expect(text).not.toContain(secret);
    expect(text).toContain('"url":"/calendar/[token].ics/"');
    expect(text).toContain('"url":"//calendar/[token].ics"');
    expect(text).toContain('"url":"/%63alendar/[token].ics"');
  });

  test("a token that is not of a token's shape (a NUL byte, too long, upper case) is a 404 at once: no backend asked, no false alarm", async () => {
    const token = await issue('calendar');
    const before = logLines.length;
    for (const form of [
      `/calendar/${token.slice(0, 63)}%00.ics`,
      `/calendar/${token}%00.ics`,
      `/calendar/${token.toUpperCase()}.ics`,
      `/calendar/${token}0.ics`,
    ]) {
      const res = await app.inject(form);
      expect(res.statusCode).toBe(404);
    }
    const lines = logLines.slice(before).join('');
    expect(lines).not.toContain('backend unavailable');
    expect(lines).not.toContain('"level":50');
  });
});

describe('GET /alerts/<token>.atom', () => {
  test('Atom 1.0 with the alert: title, change, service, link to the title, a stable id; a revoked token → 404', async () => {
    // what the job runner does: a baseline snapshot, then the title arrives on the user's service in the US
    const apply = (providers: object) =>
      fetch(`${backendUrl()}/rest/v1/rpc/apply_availability`, {
        method: 'POST',
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          media_type: 'movie',
          tmdb_id: digital.id,
          title: digital.title,
          seasons: null,
          providers: { US: providers },
          names: { [myService]: 'My Service' },
        }),
      });
    const baseline = await apply({});
    expect(baseline.status).toBe(200);
    const arrival = await apply({ flatrate: [myService] });
    expect(arrival.status).toBe(200);
    expect(await arrival.json()).toBe(1); // one alert written: this user's

    const token = await issue('alerts');
    const res = await app.inject(`/alerts/${token}.atom`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.body);
    const text = (node: unknown) => String(typeof node === 'object' && node ? (node as { '#text': string })['#text'] : node);
    expect(text(doc.feed.title)).toBe('StreamScout alerts');
    const entries = [doc.feed.entry].flat();
    const mine = entries.find((e: { title: unknown }) => text(e.title).startsWith(digital.title));
    // worded as the inbox words it
    expect(text(mine.title)).toBe(`${digital.title}: Now on My Service`);
    expect(text(mine.content)).toBe(`${digital.title}: Now on My Service in the United States of America.`);
    expect([mine.link].flat()[0].href).toBe(`${ORIGIN}/details/movie/${digital.id}`);
    expect(mine.id).toMatch(/^urn:streamscout:alert:\d+$/);
    expect((await app.inject(`/alerts/${token}.atom`)).body).toBe(res.body); // stable text, stable ids
    const cached = await app.inject({ url: `/alerts/${token}.atom`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(cached.statusCode).toBe(304);

    await user.rpc('revoke_feed_token', { kind: 'alerts' });
    const revoked = await app.inject(`/alerts/${token}.atom`);
    const never = await app.inject(`/alerts/${'f'.repeat(64)}.atom`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(never.body);
    expect(stableHeaders(revoked.headers)).toEqual(stableHeaders(never.headers));
  });
});

test('the server’s today: STREAMSCOUT_TODAY when set (a bad one refused), else the UTC date', () => {
  expect(serverToday({ STREAMSCOUT_TODAY: '2027-03-04' })).toBe('2027-03-04');
  expect(serverToday({}, new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01');
  expect(() => serverToday({ STREAMSCOUT_TODAY: '2027-02-30' })).toThrow('STREAMSCOUT_TODAY must be a date');
});
