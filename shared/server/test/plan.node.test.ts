/**
 * `POST /api/plan` (architecture §5e) on the REAL app server over HTTP, through the browser's
 * client (`getPlanTitles` of `@streamscout/tmdb`), against the local TMDB catalog on a fixed base
 * date: each title's streaming, rent and buy providers in the region are what TMDB's own answers
 * say (read here with the one availability model), a show's aired seasons carry their own
 * answers (the catalog's show whose seasons stream in different places), an unknown id is left
 * out, a bad body is refused with the reason, and a second ask the same day costs no TMDB request —
 * nor does one from another process of a cluster (the answers its primary keeps, `../shared-answers.js`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createTmdbServer, getCatalog, liveFixtures } from '@streamscout/local-tmdb';
import { ANON_KEY, backendUrl } from '@streamscout/testing';
import { PlanRequestError, createTmdbClient, getPlanTitles, getSeasonWatch, getShowDetails, servicesIn } from '@streamscout/tmdb';
import { createPlanSource } from '@streamscout/tmdb/plan';
import { createAppServer } from '../app';
import { boardStore, createAnswerBoard } from '../shared-answers';

jest.setTimeout(60_000);

const BASE = '2026-12-01';
const fx = liveFixtures(getCatalog(), BASE);
const split = fx.seasonSplit!;
const movies = getCatalog()
  .movies.slice(0, 6)
  .map((m: { id: number }) => m.id);

let catalog: Server;
let app: FastifyInstance;
let base = '';
let tmdbBase = '';
let dir = '';
let requests = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  catalog = createTmdbServer({ today: BASE });
  catalog.on('request', () => (requests += 1));
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', () => resolve()));
  tmdbBase = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}/3`;
  app = await createAppServer({
    dir,
    app: 'shell',
    logger: 'silent',
    feeds: {
      supabaseUrl: backendUrl(),
      supabaseAnonKey: ANON_KEY,
      origin: 'http://streamscout.test',
      tmdb: { baseUrl: tmdbBase },
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

it("each title's ways to watch in the region are TMDB's, a show's seasons each their own", async () => {
  const plan = await getPlanTitles({ region: 'US', tv: [split.id], movie: movies }, { base });
  expect(plan).toMatchObject({ region: 'US', today: BASE });
  const client = createTmdbClient({ baseUrl: tmdbBase });
  for (const id of movies) {
    const detail = (await getShowDetails('movie', id, { client }))!;
    const title = plan.titles.find((t) => t.key === `movie-${id}`)!;
    expect(title.streaming).toEqual(servicesIn(detail.watch, 'US').map((p) => p.id));
    expect(title.rent).toEqual((detail.watch.US?.rent ?? []).map((p) => p.id));
    expect(title.buy).toEqual((detail.watch.US?.buy ?? []).map((p) => p.id));
  }
  const show = plan.titles.find((t) => t.key === `tv-${split.id}`)!;
  expect(show.seasons!.map((s) => s.n)).toContain(split.last);
  for (const season of show.seasons!) {
    const watch = await getSeasonWatch(split.id, season.n, { client });
    expect(season.streaming).toEqual(servicesIn(watch, 'US').map((p) => p.id));
  }
  // the catalog's split: the last season only to rent or buy, the one before on a second service
  expect(show.seasons!.find((s) => s.n === split.last)!.streaming).toEqual([]);
  expect(show.seasons!.find((s) => s.n === split.last - 1)!.streaming).toEqual([split.second.US]);
  for (const id of [...show.streaming, ...show.seasons!.flatMap((s) => s.streaming)])
    expect(plan.providers[id]?.[0]).toEqual(expect.any(String));
});

it('asks TMDB nothing again for titles already answered that day; an unknown id is left out', async () => {
  await getPlanTitles({ region: 'GB', tv: [split.id], movie: movies }, { base });
  const before = requests;
  const again = await getPlanTitles({ region: 'DE', tv: [split.id], movie: movies }, { base });
  expect(requests).toBe(before);
  expect(again.titles).toHaveLength(movies.length + 1);
  const unknown = await getPlanTitles({ region: 'US', tv: [], movie: [999_999_999] }, { base });
  expect(unknown.titles).toEqual([]);
});

it('a bad request is refused with the reason', async () => {
  await expect(getPlanTitles({ region: 'XX', tv: [], movie: [1] }, { base })).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining('region'),
  });
  const res = await fetch(`${base}/api/plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ region: 'US', movie: [1.5] }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: expect.stringContaining('not a TMDB id') });
  await expect(getPlanTitles({ region: 'US', tv: [1], movie: [] }, { base: 'http://127.0.0.1:9' })).rejects.toBeInstanceOf(
    PlanRequestError,
  );
});

it("two processes' sources over the answers a cluster's primary keeps: a title costs one TMDB request a day for both", async () => {
  // the primary's board and each worker's store over it, in this process (as the renderer cache's tests do)
  const board = createAnswerBoard();
  const client = createTmdbClient({ baseUrl: tmdbBase });
  const today = '2026-12-03'; // a day no other test asked
  const one = createPlanSource({ today: () => today, client, shared: boardStore(board, '1') });
  const two = createPlanSource({ today: () => today, client, shared: boardStore(board, '2') });
  const queue = { region: 'US', tv: [split.id], movie: movies };
  const n = movies.length + 1;

  const before = requests;
  // both at once: the second waits for what the first fetches
  const [a, b] = await Promise.all([one.plan(queue), two.plan(queue)]);
  expect(requests - before).toBe(n);
  expect(one.stats().tmdbRequests + two.stats().tmdbRequests).toBe(n);
  expect(b).toEqual(a);
  // and later, another region, a third process: nothing asked again
  const three = createPlanSource({ today: () => today, client, shared: boardStore(board, '3') });
  const gb = await three.plan({ ...queue, region: 'GB' });
  expect(requests - before).toBe(n);
  expect(three.stats().tmdbRequests).toBe(0);
  expect(gb.titles.find((t) => t.key === `tv-${split.id}`)!.seasons!.map((s) => s.n)).toEqual(
    a.titles.find((t) => t.key === `tv-${split.id}`)!.seasons!.map((s) => s.n),
  );
  // without the shared answers, a process asks for itself
  const alone = createPlanSource({ today: () => today, client });
  await alone.plan(queue);
  expect(requests - before).toBe(2 * n);
});
