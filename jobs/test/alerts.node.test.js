'use strict';
/**
 * The availability-alert jobs against real parts: the local backend's PGlite served on Postgres's
 * wire protocol (pglite-socket) with pg-boss on it, and the local TMDB catalog over HTTP with its
 * availability timeline (date knob) and fault knob. A UK user with Netflix queues a title that
 * arrives on Netflix GB two days after the catalog's base: the first run is the baseline, a run
 * after the arrival writes exactly one alert, a third run nothing; two runners at once write it
 * once; a title that was nowhere to watch in GB and arrives there alerts too (the users' regions
 * get an empty snapshot); a check TMDB keeps failing is retried and lands in the dead letter.
 */
const { putKnobs } = require('./knobs');
const { randomUUID } = require('node:crypto');
const { start } = require('@streamscout/local-supabase');
const { createTmdbServer, liveFixtures, getCatalog } = require('@streamscout/local-tmdb');
const { createJobRunner, CHECK_QUEUE, DEAD_QUEUE } = require('../src');

jest.setTimeout(120_000);

const BASE = '2026-12-01';
const fx = liveFixtures(getCatalog(), BASE);
const at = (/** @type {string} */ key) => {
  const point = fx.timeline.find((t) => t.key === key);
  if (!point) throw new Error(`no ${key} in the catalog's timeline`);
  return point;
};
const arrival = at('gbFlatrateArrival'); // Netflix (8) in GB, base + 2 days
const freeArrival = at('gbFreeArrival'); // BBC iPlayer free in GB, base + 10 days

/** @type {Awaited<ReturnType<typeof start>>} */
let backend;
/** @type {import('node:http').Server} */
let catalog;
let tmdbBase = '';
/** @type {Array<ReturnType<typeof createJobRunner>>} */
const runners = [];

beforeAll(async () => {
  backend = await start({ pgPort: 0 });
  catalog = createTmdbServer({ today: BASE, runtimeKnobs: true });
  await new Promise((resolve) => catalog.listen(0, '127.0.0.1', () => resolve(undefined)));
  tmdbBase = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (catalog.address()).port}`;
});

afterAll(async () => {
  for (const r of runners) await r.stop({ graceful: false }).catch(() => {});
  // pg-boss's stop leaves a loop that checks every second until its workers have stopped (and then
  // loads a module): let it end before jest tears the environment down
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await new Promise((resolve) => catalog.close(() => resolve(undefined)));
  await backend.close();
});

/** @param {object} body */
const knobs = (body) => putKnobs(tmdbBase, body);

/** A started runner on the backend's wire-protocol port and the local catalog, no schedule. */
async function runner(/** @type {Partial<Parameters<typeof createJobRunner>[0]>} */ options = {}) {
  const r = createJobRunner({
    connectionString: /** @type {string} */ (backend.pgUrl),
    tmdb: { baseUrl: `${tmdbBase}/3` },
    cron: false,
    pollingIntervalSeconds: 0.5,
    concurrency: 4,
    ...options,
  });
  runners.push(r);
  await r.start();
  return r;
}

/** Waits until no check is waiting, retrying or active. */
async function drained(/** @type {ReturnType<typeof createJobRunner>} */ r) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if ((await r.boss.getQueueSize(CHECK_QUEUE, { before: 'completed' })) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('checks still pending after 60 s');
}

/** A user in `country` with `services` and `queue`; returns the id. */
async function createUser({ country = 'United Kingdom', services = [8], queue = /** @type {string[]} */ ([]) } = {}) {
  const id = randomUUID();
  await backend.db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    id,
    `jobs_${id.slice(0, 8)}@example.com`,
    JSON.stringify({ username: `jobs_${id.slice(0, 12)}`, country }),
  ]);
  await backend.db.query('update public.profiles set services = $2, queue = $3 where id = $1', [id, services, queue]);
  return id;
}

/** @param {string} profileId */
async function alertsOf(profileId) {
  const { rows } = await backend.db.query(
    'select kind, media_type, tmdb_id, region, provider_id, provider_name, title from public.notifications where profile_id = $1',
    [profileId],
  );
  return rows;
}

test('a title arriving on my service in GB alerts me once: baseline, arrival, a repeated run adds nothing', async () => {
  const me = await createUser({ queue: [`${arrival.media_type}-${arrival.id}`] });
  // as `npm start` runs it on the embedded PGlite: pg-boss and the checks on one connection
  const r = await runner({ oneConnection: true });

  expect(await r.scan('run-1')).toEqual({ titles: expect.any(Number) });
  await drained(r);
  expect(await alertsOf(me)).toEqual([]); // the first snapshot is a baseline
  const { rows: snap } = await backend.db.query(
    'select region from public.availability_snapshots where media_type = $1 and tmdb_id = $2 order by region',
    [arrival.media_type, arrival.id],
  );
  expect(snap.map((/** @type {any} */ s) => s.region)).toContain('GB');

  // the same run scanned again (a scan job retried) enqueues nothing new
  const before = await r.boss.getQueueSize(CHECK_QUEUE, { before: 'cancelled' });
  await r.scan('run-1');
  expect(await r.boss.getQueueSize(CHECK_QUEUE, { before: 'cancelled' })).toBe(before);

  await knobs({ today: arrival.date });
  const requests = r.stats.requests;
  const { titles } = await r.scan('run-2');
  await drained(r);
  expect(r.stats.requests - requests).toBe(titles); // one TMDB request per title per run
  expect(await alertsOf(me)).toEqual([
    {
      kind: 'on_my_services',
      media_type: arrival.media_type,
      tmdb_id: arrival.id,
      region: 'GB',
      provider_id: 8,
      provider_name: arrival.provider_name,
      title: arrival.title,
    },
  ]);

  await r.scan('run-3');
  await drained(r);
  expect(await alertsOf(me)).toHaveLength(1);
});

test('the scan reads list entries by the one SQL rule: a 10-digit TMDB id is checked, an entry it cannot read is skipped', async () => {
  const r = await runner();
  const before = (await r.scan('ids-1')).titles;
  // entries as a list stored before the id rule may hold them (no client can add the last three now)
  await createUser({ queue: ['movie-2147483647', 'movie-9999999999', 'tv-01', 'tv-'] });
  expect((await r.scan('ids-2')).titles).toBe(before + 1);
  await drained(r); // TMDB does not know movie 2147483647: checked, nothing written
});

test('two runners at once write each alert once, for a title that was nowhere to watch in GB before', async () => {
  await knobs({ today: BASE });
  const me = await createUser({ services: [], queue: [`${freeArrival.media_type}-${freeArrival.id}`] });
  const a = runners[0] ?? (await runner());
  const b = await runner();
  await Promise.all([a.scan('two-1a'), b.scan('two-1b')]);
  await Promise.all([drained(a), drained(b)]);
  expect(await alertsOf(me)).toEqual([]);

  await knobs({ today: freeArrival.date });
  // both runners enqueue the title (two runs) and their workers check it concurrently
  await Promise.all([a.scan('two-2a'), b.scan('two-2b')]);
  await Promise.all([drained(a), drained(b)]);
  const mine = await alertsOf(me);
  expect(mine).toEqual([expect.objectContaining({ kind: 'free', tmdb_id: freeArrival.id, region: 'GB', provider_id: 38 })]);
});

test('a check TMDB keeps failing is retried with backoff, then lands in the dead letter', async () => {
  const r = runners[0] ?? (await runner());
  await r.boss.purgeQueue(DEAD_QUEUE);
  const title = `${arrival.media_type}/${arrival.id}`;
  await knobs({ fault: 'status', status: 500, prefix: title });
  try {
    // every runner started so far works this queue: count the TMDB requests of all of them
    const allRequests = () => runners.reduce((n, x) => n + x.stats.requests, 0);
    const requests = allRequests();
    const id = randomUUID();
    await r.boss.insert([
      {
        id,
        name: CHECK_QUEUE,
        data: { media_type: arrival.media_type, tmdb_id: arrival.id },
        retryLimit: 2,
        retryDelay: 1,
        retryBackoff: true,
      },
    ]);
    await drained(r);
    expect(allRequests() - requests).toBe(3); // the first try and two retries
    const job = await r.boss.getJobById(CHECK_QUEUE, id);
    expect(job?.state).toBe('failed');
    expect(job?.retryCount).toBe(2);
    expect(await r.boss.getQueueSize(DEAD_QUEUE)).toBe(1);
  } finally {
    await knobs({ fault: 'none' });
  }
});
