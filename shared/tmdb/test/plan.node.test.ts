/**
 * The plan's request parser and shared source (architecture §5e) against the local TMDB catalog
 * over HTTP: a bad body is refused with the reason; a title — movie or show, however many seasons —
 * costs at most ONE request a day (counted where the catalog receives them), whoever asks and for
 * whichever region, and again the next day, with every aired season's own availability.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createTmdbServer, getCatalog, liveFixtures } from '@streamscout/local-tmdb';
import { createTmdbClient } from '../src';
import { MAX_PLAN_IDS, createPlanSource, parsePlanRequest } from '../src/plan';

let catalog: Server;
let tmdbBase = '';
beforeAll(async () => {
  catalog = createTmdbServer({ today: '2026-12-01' });
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', () => resolve()));
  tmdbBase = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}/3`;
});
afterAll(() => new Promise((resolve) => catalog.close(resolve)));

it('reads a request, or says why not', () => {
  expect(parsePlanRequest({ region: 'gb', tv: [1399, 1399], movie: [550] })).toEqual({ region: 'GB', tv: [1399], movie: [550] });
  expect(parsePlanRequest({ region: 'US' })).toEqual({ region: 'US', tv: [], movie: [] });
  expect(parsePlanRequest(null)).toEqual({ error: 'the body must be a JSON object' });
  expect(parsePlanRequest({ region: 'ZZ' })).toEqual({ error: expect.stringContaining('region') });
  expect(parsePlanRequest({ region: 'US', tv: '1399' })).toEqual({ error: 'tv must be a list of TMDB ids' });
  expect(parsePlanRequest({ region: 'US', movie: [0] })).toEqual({ error: expect.stringContaining('not a TMDB id') });
  const many = Array.from({ length: MAX_PLAN_IDS + 1 }, (_, i) => i + 1);
  expect(parsePlanRequest({ region: 'US', movie: many })).toEqual({ error: expect.stringContaining('too many titles') });
});

it('a queue of movies and multi-season shows costs at most one TMDB request per title per day, every aired season answered', async () => {
  let requests = 0;
  const count = () => (requests += 1);
  catalog.on('request', count);
  try {
    let today = '2026-12-01';
    const source = createPlanSource({ today: () => today, client: createTmdbClient({ baseUrl: tmdbBase }) });
    const split = liveFixtures(getCatalog(), today).seasonSplit!;
    const shows = [
      split.id,
      ...getCatalog()
        .tv.filter((t: { id: number; data: { seasons: unknown[] } }) => t.data.seasons.length >= 3 && t.id !== split.id)
        .slice(0, 8)
        .map((t: { id: number }) => t.id),
    ];
    const movies = getCatalog()
      .movies.slice(0, 12)
      .map((m: { id: number }) => m.id);
    const queue = { region: 'US', tv: shows, movie: [...movies, 999_999_999] };
    const n = shows.length + movies.length + 1;

    const first = await source.plan(queue);
    expect(requests).toBeGreaterThan(0);
    expect(requests).toBeLessThanOrEqual(n);
    expect(source.stats().tmdbRequests).toBe(requests);
    // the per-season truth survives: every show's aired seasons each carry their own answer
    for (const show of first.titles.filter((t) => t.type === 'tv')) {
      const raw = (await (await fetch(`${tmdbBase}/tv/${show.id}`)).json()) as {
        seasons: Array<{ season_number: number; air_date: string | null }>;
      };
      const aired = raw.seasons
        .filter((s) => s.season_number >= 1 && s.air_date !== null && s.air_date <= today)
        .map((s) => s.season_number);
      expect(show.seasons!.map((s) => s.n)).toEqual(aired);
    }
    expect(first.titles.filter((t) => t.type === 'tv').some((t) => t.seasons!.length >= 3)).toBe(true);
    const splitTitle = first.titles.find((t) => t.key === `tv-${split.id}`)!;
    expect(splitTitle.seasons!.find((s) => s.n === split.last)!.streaming).toEqual([]);
    expect(splitTitle.seasons!.find((s) => s.n === split.last - 1)!.streaming).toEqual([split.second.US]);

    const before = requests; // the checks above read each show once more, outside the source
    await source.plan({ ...queue, region: 'GB' });
    expect(requests).toBe(before); // the same day, another region: nothing asked again

    today = '2026-12-02';
    await source.plan(queue);
    expect(requests - before).toBeGreaterThan(0);
    expect(requests - before).toBeLessThanOrEqual(n); // a new day: each title once more, at most
  } finally {
    catalog.off('request', count);
  }
});

it('a show of more than 19 seasons: 1–19 ride along the first day, the 19 up to the next season after that', async () => {
  // the local catalog's shows have at most 10 seasons: a TMDB-shaped answer of a 25-season show
  // (24 aired), recording which season parts each request appends
  const asked: string[][] = [];
  const server = http.createServer((req, res) => {
    const parts = (new URL(req.url ?? '/', 'http://x').searchParams.get('append_to_response') ?? '').split(',');
    asked.push(parts);
    const seasons = Array.from({ length: 25 }, (_, i) => ({
      season_number: i + 1,
      episode_count: 8,
      air_date: i < 24 ? '2020-01-01' : '2027-06-01',
    }));
    const body: Record<string, unknown> = { id: 7, name: 'Long', seasons, 'watch/providers': { results: {} } };
    for (const p of parts) {
      const m = /^season\/(\d+)\/watch\/providers$/.exec(p);
      if (m && Number(m[1]) <= 25)
        body[p] = {
          id: 100 + Number(m[1]),
          results: { US: { flatrate: [{ provider_id: 8, provider_name: 'Netflix', logo_path: null }] } },
        };
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    let today = '2026-12-01';
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3`;
    const source = createPlanSource({ today: () => today, client: createTmdbClient({ baseUrl: base }) });
    const seasonsOf = (parts: string[]) => parts.filter((p) => p.startsWith('season/')).map((p) => Number(p.split('/')[1]));
    const first = await source.plan({ region: 'US', tv: [7], movie: [] });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(20);
    expect(seasonsOf(asked[0])).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    // seasons 20–24 had no answer of their own: left out, not guessed
    expect(first.titles[0].seasons!.map((s) => s.n)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    today = '2026-12-02';
    const next = await source.plan({ region: 'US', tv: [7], movie: [] });
    expect(asked).toHaveLength(2);
    expect(seasonsOf(asked[1])).toEqual(Array.from({ length: 19 }, (_, i) => i + 7));
    expect(next.titles[0].seasons!.map((s) => s.n)).toEqual(Array.from({ length: 18 }, (_, i) => i + 7));
    expect(next.titles[0].seasons!.every((s) => s.streaming.includes(8))).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
