/**
 * The plan's request parser and shared source (architecture §5e) against the local TMDB catalog
 * over HTTP: a bad body is refused with the reason; a title costs its requests once a day, whoever
 * asks and for whichever region, and again the next day; an unknown id is kept as nothing.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createTmdbServer, getCatalog } from '@streamscout/local-tmdb';
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

it('a title costs its TMDB requests once a day, whatever the region; an unknown id answers nothing', async () => {
  let today = '2026-12-01';
  const source = createPlanSource({ today: () => today, client: createTmdbClient({ baseUrl: tmdbBase }) });
  const movie = getCatalog().movies[0].id as number;
  const show = getCatalog().tv[0].id as number;
  const first = await source.plan({ region: 'US', tv: [show], movie: [movie, 999_999_999] });
  expect(first.titles.map((t) => t.key)).toEqual([`tv-${show}`, `movie-${movie}`]);
  const seasons = first.titles[0].seasons!.length;
  // the movie, the show, one per aired season, and the unknown id
  expect(source.stats().tmdbRequests).toBe(3 + seasons);
  await source.plan({ region: 'GB', tv: [show], movie: [movie, 999_999_999] });
  expect(source.stats().tmdbRequests).toBe(3 + seasons);
  today = '2026-12-02';
  await source.plan({ region: 'GB', tv: [], movie: [movie] });
  expect(source.stats().tmdbRequests).toBe(4 + seasons);
});
