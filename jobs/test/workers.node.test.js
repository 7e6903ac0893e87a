'use strict';
/**
 * The job runner as separate processes (`node jobs/src/cli.js`, what `npm start` and a deployment
 * run) on the local backend's PGlite served on Postgres's wire protocol, against the local TMDB
 * catalog over HTTP with its date knob: a UK and a US user (all services, all kinds) queue ~80
 * titles, ~40 of them with providers arriving and leaving on the catalog's timeline.
 *
 * 1. A worker SIGKILLed in the middle of a run: another runner started afterwards brings back the
 *    killed worker's active checks (pg-boss fails them once `expireInSeconds` has passed, then
 *    retries them): every title is checked (its snapshots are the catalog's answer), every alert is
 *    there once, none is missing.
 * 2. Two runner processes on one schedule: one scheduled run (one scan, one check per title), each
 *    alert once.
 *
 * The expected alerts come from the catalog's own answers before and after the date moves, by the
 * rules of supabase/migrations (availability alerts): on a service now (flat-rate, not streaming
 * there before), free or with ads now, left (streaming there before, not now), a new season (each
 * service streaming it), a movie's first rent/buy.
 */
const { putKnobs } = require('./knobs');
const { spawn } = require('node:child_process');
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const PgBoss = require('pg-boss');
const { start } = require('@streamscout/local-supabase');
const { createTmdbServer, liveFixtures, getCatalog } = require('@streamscout/local-tmdb');
const { CHECK_QUEUE, SCAN_QUEUE } = require('../src');

jest.setTimeout(180_000);

const CLI = path.join(__dirname, '../src/cli.js');
const BASE = '2026-12-01';
const dayAfterBase = (/** @type {number} */ n) => new Date(Date.parse(`${BASE}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const catalogData = getCatalog();
const fx = liveFixtures(catalogData, BASE);
/** Every title of the timeline, and popular ones that do not move, e.g. 'movie-25266'. */
const ENTRIES = [
  ...new Set([
    ...fx.timeline.map((t) => `${t.media_type}-${t.id}`),
    ...catalogData.movies.slice(0, 25).map((m) => `movie-${m.id}`),
    ...catalogData.tv.slice(0, 15).map((s) => `tv-${s.id}`),
  ]),
];
const WAYS = /** @type {const} */ (['flatrate', 'free', 'ads', 'rent', 'buy']);

/** @type {Awaited<ReturnType<typeof start>>} */
let backend;
/** @type {import('node:http').Server} */
let catalog;
let tmdbBase = '';
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {Record<'GB' | 'US', string>} */
const users = { GB: '', US: '' };

beforeAll(async () => {
  backend = await start({ pgPort: 0 });
  catalog = createTmdbServer({ today: BASE, runtimeKnobs: true });
  await new Promise((resolve) => catalog.listen(0, '127.0.0.1', () => resolve(undefined)));
  tmdbBase = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (catalog.address()).port}`;
  for (const [region, country] of /** @type {const} */ ([
    ['GB', 'United Kingdom'],
    ['US', 'United States of America'],
  ])) {
    const id = randomUUID();
    await backend.db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
      id,
      `workers_${id.slice(0, 8)}@example.com`,
      JSON.stringify({ username: `workers_${id.slice(0, 12)}`, country }),
    ]);
    await backend.db.query('update public.profiles set queue = $2 where id = $1', [id, ENTRIES]);
    await backend.db.query('insert into public.alert_settings (profile_id, all_services) values ($1, true)', [id]);
    users[region] = id;
  }
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((resolve) => catalog.close(() => resolve(undefined)));
  await backend.close();
});

/** @param {object} body */
const knobs = (body) => putKnobs(tmdbBase, body);

/**
 * Starts `node jobs/src/cli.js` on the backend and the catalog: small batches, short polls, a check
 * active for 5 s counts as abandoned (pg-boss retries it 1 s later), maintenance every second.
 * @param {string[]} args @param {Record<string, string>} [env]
 * @returns {{ child: import('node:child_process').ChildProcess, log: () => string, exited: Promise<number | null>, started: Promise<void> }}
 */
function runner(args, env = {}) {
  const child = spawn(process.execPath, [CLI, '--database-url', String(backend.pgUrl), '--tmdb-base-url', `${tmdbBase}/3`, ...args], {
    env: {
      ...process.env,
      ALERTS_CRON: 'off',
      ALERTS_CONCURRENCY: '4',
      ALERTS_BATCH_SIZE: '4',
      ALERTS_POLL_S: '0.5',
      ALERTS_CHECK_EXPIRE_S: '5',
      ALERTS_RETRY_DELAY_S: '1',
      ALERTS_MAINTENANCE_S: '1',
      ALERTS_CRON_CHECK_S: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let out = '';
  /** @type {() => void} */
  let onStart = () => {};
  const started = new Promise((resolve) => (onStart = () => resolve(undefined)));
  child.stderr?.on('data', (d) => {
    out += d;
    if (out.includes('job runner started')) onStart();
  });
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { child, log: () => out, exited: /** @type {Promise<number | null>} */ (exited), started: /** @type {Promise<void>} */ (started) };
}

/** Polls `probe` every 100 ms until it returns a truthy value (the value), or fails after 60 s. */
async function until(/** @type {() => Promise<any>} */ probe, what = 'the condition') {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const v = await probe();
    if (v) return v;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** pg-boss's check jobs of one run, by state. */
async function checksOf(/** @type {string} */ run) {
  const { rows } = await backend.db.query(
    `select id::text, state::text, retry_count from pgboss.job where name = $1 and data ->> 'run' = $2`,
    [CHECK_QUEUE, run],
  );
  return /** @type {Array<{ id: string, state: string, retry_count: number }>} */ (rows);
}
const pending = async () =>
  Number(
    (await backend.db.query(`select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`, [CHECK_QUEUE])).rows[0].n,
  );
/** The newest scan job's id (a run's id). */
const latestRun = async () =>
  /** @type {string | undefined} */ (
    (await backend.db.query(`select id::text from pgboss.job where name = $1 order by created_on desc limit 1`, [SCAN_QUEUE])).rows[0]?.id
  );

/**
 * What the catalog answers for a title today: the season count and, per region, the provider ids
 * of each way to watch.
 * @param {string} entry
 */
async function answer(entry) {
  const [type, id] = entry.split('-');
  const res = await fetch(`${tmdbBase}/3/${type}/${id}?append_to_response=watch/providers`);
  const body = await res.json();
  /** @type {Record<string, Record<string, number[]>>} */
  const regions = {};
  for (const [region, ways] of Object.entries(body['watch/providers']?.results ?? {})) {
    regions[region] = {};
    for (const way of WAYS) {
      const ids = [...new Set(/** @type {any} */ (ways[way] ?? []).map((/** @type {any} */ p) => p.provider_id))].sort((a, b) => a - b);
      if (ids.length) regions[region][way] = ids;
    }
  }
  return { seasons: type === 'tv' ? body.number_of_seasons : null, regions };
}
const answers = async () => Object.fromEntries(await Promise.all(ENTRIES.map(async (e) => [e, await answer(e)])));

/**
 * The alerts the rules give a user with all services and all kinds who queues every title, in
 * `region`, between two answers of the catalog: 'kind:entry:provider[:sN]'.
 * @param {Record<string, Awaited<ReturnType<typeof answer>>>} before @param {Record<string, Awaited<ReturnType<typeof answer>>>} after
 * @param {'GB' | 'US'} region
 */
function expected(before, after, region) {
  const out = [];
  for (const entry of ENTRIES) {
    const was = before[entry].regions[region] ?? {};
    const now = after[entry].regions[region] ?? {};
    const ids = (/** @type {Record<string, number[]>} */ r, /** @type {string[]} */ ways) => new Set(ways.flatMap((w) => r[w] ?? []));
    const streamingBefore = ids(was, ['flatrate', 'free', 'ads']);
    const streamingNow = ids(now, ['flatrate', 'free', 'ads']);
    const freeBefore = ids(was, ['free', 'ads']);
    for (const p of ids(now, ['flatrate'])) if (!streamingBefore.has(p)) out.push(`on_my_services:${entry}:${p}`);
    for (const p of ids(now, ['free', 'ads'])) if (!freeBefore.has(p)) out.push(`free:${entry}:${p}`);
    for (const p of streamingBefore) if (!streamingNow.has(p)) out.push(`left_my_services:${entry}:${p}`);
    const seasons = after[entry].seasons;
    if (seasons !== null && before[entry].seasons !== null && seasons > before[entry].seasons) {
      for (const p of streamingNow) out.push(`new_season:${entry}:${p}:s${seasons}`);
    }
    const digitalNow = [...ids(now, ['rent', 'buy'])];
    if (entry.startsWith('movie-') && digitalNow.length && !ids(was, ['rent', 'buy']).size) {
      out.push(`digital_release:${entry}:${Math.min(...digitalNow)}`);
    }
  }
  return out.sort();
}

/** The alerts written for `region`'s user, in the same form (duplicates kept). */
async function alertsOf(/** @type {'GB' | 'US'} */ region) {
  const { rows } = await backend.db.query(
    `select kind, media_type, tmdb_id, provider_id, season_number from public.notifications where profile_id = $1`,
    [users[region]],
  );
  return rows
    .map(
      (/** @type {any} */ a) => `${a.kind}:${a.media_type}-${a.tmdb_id}:${a.provider_id}${a.season_number ? `:s${a.season_number}` : ''}`,
    )
    .sort();
}

/** Every title's snapshot in GB and US is what the catalog answers now: every title was checked. */
async function expectEveryTitleChecked(/** @type {Record<string, Awaited<ReturnType<typeof answer>>>} */ now) {
  const { rows } = await backend.db.query(
    `select media_type || '-' || tmdb_id as entry, region, providers from public.availability_snapshots where region in ('GB', 'US')`,
  );
  const stored = new Map(rows.map((/** @type {any} */ r) => [`${r.entry}/${r.region}`, r.providers]));
  for (const entry of ENTRIES) {
    for (const region of ['GB', 'US'])
      expect([entry, region, stored.get(`${entry}/${region}`)]).toEqual([entry, region, now[entry].regions[region] ?? {}]);
  }
}

test('a worker killed mid-run loses nothing and duplicates nothing: the next runner retries its checks', async () => {
  // the baseline, by `--once --until-done`: exits when its run is done
  const baseline = runner(['--once', '--until-done']);
  expect(await baseline.exited).toBe(0);
  expect(baseline.log()).toMatch(/run \S+ done: (\d+) of \1 titles checked/);
  expect(await alertsOf('GB')).toEqual([]);
  const before = await answers();
  await knobs({ today: dayAfterBase(12), fault: 'none', latencyMs: 150 });
  const after = await answers();
  const want = { GB: expected(before, after, 'GB'), US: expected(before, after, 'US') };
  expect(want.GB.length + want.US.length).toBeGreaterThan(10);

  const a = runner(['--once']);
  const run = await until(async () => {
    const id = await latestRun();
    const checks = id ? await checksOf(id) : [];
    const done = checks.filter((c) => c.state === 'completed').length;
    return done >= 8 && checks.some((c) => c.state === 'active') ? id : null;
  }, 'runner A in the middle of its run');
  a.child.kill('SIGKILL');
  await a.exited;
  // A completion runner A sent just before it died can still reach the database after the process
  // is gone (it was on the wire): that check ends completed, never retried. The killed checks are
  // those still active once the active set stops changing (read 1 s apart; they expire after 5 s).
  const activeIds = async () => (await checksOf(run)).filter((c) => c.state === 'active').map((c) => c.id);
  let killed = await activeIds();
  for (let previous = ''; previous !== killed.join();) {
    previous = killed.join();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    killed = await activeIds();
  }
  expect(killed.length).toBeGreaterThan(0);
  expect((await checksOf(run)).filter((c) => c.state === 'completed').length).toBeLessThan(ENTRIES.length);

  await knobs({ latencyMs: 0, fault: 'none' });
  const b = runner([]);
  await until(async () => (await pending()) === 0, 'runner B to finish the run');
  b.child.kill('SIGTERM');
  await b.exited;

  const checks = await checksOf(run);
  expect(checks.filter((c) => c.state === 'completed')).toHaveLength(ENTRIES.length);
  for (const id of killed) {
    const job = checks.find((c) => c.id === id);
    expect(job?.state).toBe('completed');
    expect(job?.retry_count).toBeGreaterThanOrEqual(1); // failed by its expiry, then retried
  }
  await expectEveryTitleChecked(after);
  expect({ GB: await alertsOf('GB'), US: await alertsOf('US') }).toEqual(want);
});

test('two runner processes on one schedule: one scheduled run, each alert once', async () => {
  const before = await answers();
  await knobs({ today: dayAfterBase(30), fault: 'none', latencyMs: 0 });
  const after = await answers();
  const want = {
    GB: [...(await alertsOf('GB')), ...expected(before, after, 'GB')].sort(),
    US: [...(await alertsOf('US')), ...expected(before, after, 'US')].sort(),
  };
  expect(want.GB.length + want.US.length).toBeGreaterThan((await alertsOf('GB')).length + (await alertsOf('US')).length);
  const scansBefore = Number((await backend.db.query(`select count(*)::int as n from pgboss.job where name = $1`, [SCAN_QUEUE])).rows[0].n);

  // both start on a schedule that is not due; then it is set to fire once, this minute, the way a
  // runner sets it (pg-boss's schedule, shared in the database)
  const env = { ALERTS_CRON: '0 0 1 1 *' };
  const one = runner([], env);
  const two = runner([], env);
  await Promise.all([one.started, two.started]);
  if (new Date().getUTCSeconds() > 50) await new Promise((resolve) => setTimeout(resolve, (61 - new Date().getUTCSeconds()) * 1000));
  const boss = new PgBoss({ connectionString: String(backend.pgUrl), max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.schedule(SCAN_QUEUE, `${new Date().getUTCMinutes()} * * * *`, {}, { tz: 'UTC' });
  await boss.stop({ graceful: false });

  const run = await until(async () => {
    const id = await latestRun();
    const scans = Number((await backend.db.query(`select count(*)::int as n from pgboss.job where name = $1`, [SCAN_QUEUE])).rows[0].n);
    return scans > scansBefore && id && (await checksOf(id)).length === ENTRIES.length && (await pending()) === 0 ? id : null;
  }, 'the scheduled run');
  // the rest of the minute: the schedule stays due, and neither runner sends it again
  await new Promise((resolve) => setTimeout(resolve, 3000));
  one.child.kill('SIGTERM');
  two.child.kill('SIGTERM');
  await Promise.all([one.exited, two.exited]);

  expect(Number((await backend.db.query(`select count(*)::int as n from pgboss.job where name = $1`, [SCAN_QUEUE])).rows[0].n)).toBe(
    scansBefore + 1,
  );
  expect((await checksOf(run)).map((c) => c.state)).toEqual(ENTRIES.map(() => 'completed'));
  await expectEveryTitleChecked(after);
  expect({ GB: await alertsOf('GB'), US: await alertsOf('US') }).toEqual(want);
});
