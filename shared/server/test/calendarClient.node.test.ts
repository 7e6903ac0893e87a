/**
 * The browser's calendar client (`getCalendar` of `@streamscout/tmdb`) against the REAL app server
 * (`createAppServer` with the feeds, `GET /api/calendar`) over HTTP and the local TMDB catalog on a
 * fixed base date: a followed show's episode and a queued movie's digital release come back on
 * their days; a refused request rejects with the server's own reason; a server that is not there
 * rejects too (a failure, never an empty calendar).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createTmdbServer, getCatalog, liveFixtures } from '@streamscout/local-tmdb';
import { ANON_KEY, backendUrl } from '@streamscout/testing';
import { CalendarRequestError, getCalendar } from '@streamscout/tmdb';
import { createAppServer } from '../app';

jest.setTimeout(60_000);

const BASE = '2026-12-01';
const fx = liveFixtures(getCatalog(), BASE);
const show = fx.returning!;
const digital = fx.timeline.find((t) => t.key === 'digitalRelease')!;

let catalog: Server;
let app: FastifyInstance;
let base = '';
let dir = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  catalog = createTmdbServer({ today: BASE });
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', () => resolve()));
  const tmdbBase = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
  app = await createAppServer({
    dir,
    app: 'shell',
    logger: 'silent',
    feeds: {
      supabaseUrl: backendUrl(),
      supabaseAnonKey: ANON_KEY,
      origin: 'http://streamscout.test',
      tmdb: { baseUrl: `${tmdbBase}/3` },
      today: () => BASE,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => catalog.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

it("a followed show's episode and a queued movie's digital release, on their days", async () => {
  const c = await getCalendar({ region: 'US', tv: [show.id], movie: [digital.id] }, { base });
  expect(c).toMatchObject({ region: 'US', today: BASE });
  const premiere = c.days.find((d) => d.date === show.air_date)?.entries.find((e) => e.tmdb_id === show.id);
  expect(premiere).toMatchObject({ kind: 'episode', season_number: show.season_number, episode_number: 1, path: `/details/tv/${show.id}` });
  const movie = c.days.find((d) => d.date === digital.date)?.entries.find((e) => e.tmdb_id === digital.id && e.release === 'digital');
  expect(movie).toMatchObject({ kind: 'movie', uid: `movie-${digital.id}-digital@streamscout` });
});

it("a refused request rejects with the server's reason; no server rejects too", async () => {
  const refused = getCalendar({ region: 'US', tv: [], movie: [], from: '2026-12-05', to: '2026-12-01' }, { base });
  await expect(refused).rejects.toBeInstanceOf(CalendarRequestError);
  await expect(refused).rejects.toMatchObject({ status: 400, message: expect.stringContaining('after') });
  await expect(getCalendar({ region: 'US', tv: [1], movie: [] }, { base: 'http://127.0.0.1:9' })).rejects.toMatchObject({ status: 0 });
});
