/**
 * Part 8 (`BENCH_ONLY=alerts`): the availability-alert job at scale (architecture §5b, §7). No app stack: a
 * database, the local TMDB catalog over HTTP in this process, and the job runner of
 * `@streamscout/jobs` on them (8 workers, batches of 20, BENCH_ALERTS_RPS requests/s). The database
 * (`BENCH_ALERTS_DB`):
 * - `pg15` (the default when Debian's PostgreSQL 15 is installed): a throwaway cluster with
 *   platform.sql and the migrations applied (local/supabase/src/pg15.js, as the SQL tests make
 *   theirs), the runner with its production settings (pg-boss's pool and the checks' pool, each
 *   connection its own session) — what production's Supabase Postgres gives it;
 * - `pglite` (the default otherwise): the local backend as its own process
 *   (`local/supabase/src/cli.js --memory --pg-port`: in-memory PGlite served through pglite-socket),
 *   the runner on ONE connection as `npm start` runs it, and the backend's REST latency meanwhile.
 *
 * Seeded in SQL, set-based: BENCH_ALERTS_USERS users (10,000) in four countries with a few services,
 * each queueing BENCH_ALERTS_PER_USER titles (100) drawn from BENCH_ALERTS_TITLES distinct ones
 * (20,000: half movies, half shows). The local catalog has 920 titles, so a small proxy in front of
 * it answers bench id k with catalog title k mod 640 (movies) or k mod 280 (shows): 20,000 distinct
 * requests, each a real catalog answer (details + `watch/providers`, all regions).
 *
 * Three runs: 1. the first (every snapshot a baseline); 2. nothing changed (must write 0 rows);
 * 3. the catalog's date moved 30 days on (its availability timeline: arrivals, departures).
 * Per run: duration (scan to the last check done), TMDB requests, snapshot rows written
 * (`changed_at` in the run), alerts written; on PGlite also, while run 1 goes, the latency of the
 * backend's REST API (one request every 200 ms) — whether the one-session PGlite still serves the
 * app. Written to BENCHMARKS.md's "Alerts job" section after each run; SIGINT / SIGTERM stops the
 * run going and writes what was measured, with where it stopped.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ALERTS_END, ALERTS_START, root } from './config.mjs';
import { freePort, sleep } from './util.mjs';
import { printTable, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { ANON_KEY } = require('@streamscout/local-supabase');
const { waitForUrl } = require('../wait-for-url.cjs');
const { createTmdbServer, getCatalog } = require('@streamscout/local-tmdb');
const { createJobRunner, CHECK_QUEUE } = require('@streamscout/jobs');
const { openPgDatabase, pg15Available } = require('@streamscout/local-supabase/src/pg15.js');

/**
 * The database the runner works on.
 * @typedef {object} BenchDb
 * @property {string} url its Postgres URL (the runner's `connectionString`)
 * @property {import('pg').Pool} pool the bench's own connection (seeding, counting)
 * @property {string | null} restUrl the local backend's origin when it serves this database (PGlite)
 * @property {string} describe how it runs, for the section
 * @property {() => Promise<void>} close
 */

/**
 * A throwaway PostgreSQL 15 cluster with platform.sql and the migrations applied (as the SQL
 * tests make theirs): every connection is its own session, as on Supabase's Postgres.
 * @returns {Promise<BenchDb>}
 */
async function pg15Backend() {
  // enough memory for the 1,000,000-entry seed's sort; the rest as the SQL tests run it (no fsync)
  const { db, cluster } = await openPgDatabase({ settings: { shared_buffers: '256MB', work_mem: '64MB' } });
  const pool = new Pool({ connectionString: cluster.url, max: 2 });
  return {
    url: cluster.url,
    pool,
    restUrl: null,
    describe:
      'A throwaway Debian PostgreSQL 15 cluster (initdb, fsync off, platform.sql and the migrations applied as the SQL tests do), ' +
      'the runner with its production settings (2 + 2 connections, each its own session)',
    close: async () => {
      await pool.end();
      await db.close();
    },
  };
}

/**
 * The local backend as its own process (`local/supabase/src/cli.js --memory --pg-port`: in-memory
 * PGlite, served on Postgres's wire protocol through pglite-socket, the way `npm start` runs it).
 * @returns {Promise<BenchDb>}
 */
async function pgliteBackend() {
  const [port, pgPort] = [await freePort(), await freePort()];
  const server = spawn(
    process.execPath,
    [path.join(root, 'local/supabase/src/cli.js'), '--memory', '--quiet', '--port', String(port), '--pg-port', String(pgPort)],
    { stdio: 'ignore' },
  );
  const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const restUrl = `http://127.0.0.1:${port}`;
  const pool = new Pool({ connectionString: url, max: 1 });
  await waitForUrl(`${restUrl}/health`, 120_000);
  return {
    url,
    pool,
    restUrl,
    describe:
      'The local backend as its own process (in-memory PGlite, the runner on its pglite-socket port on ONE connection, as `npm start` runs it)',
    close: async () => {
      await pool.end();
      server.kill('SIGTERM');
    },
  };
}

const USERS = Number(process.env.BENCH_ALERTS_USERS || 10_000);
const PER_USER = Number(process.env.BENCH_ALERTS_PER_USER || 100);
const TITLES = Number(process.env.BENCH_ALERTS_TITLES || 20_000);
const RPS = Number(process.env.BENCH_ALERTS_RPS || 40);
/** 'pg15' (a throwaway Debian PostgreSQL 15 cluster; the default when it is installed) or 'pglite'. */
const ENGINE = process.env.BENCH_ALERTS_DB || '';
const BASE = '2026-12-01';
const MOVED = '2026-12-31';

/**
 * A TMDB stand-in with `TITLES` distinct ids: `/3/{movie|tv}/{k}` is the catalog's answer for its
 * title k mod (catalog size); everything else (and `/__knobs`) goes to the catalog as it is.
 * @param {string} target the catalog's origin
 * @returns {Promise<{ url: string, requests: () => number, close: () => Promise<void> }>}
 */
async function idProxy(target) {
  const catalog = getCatalog();
  const movies = catalog.movies.map((/** @type {{ id: number }} */ m) => m.id);
  const shows = catalog.tv.map((/** @type {{ id: number }} */ s) => s.id);
  let requests = 0;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url || '/', target);
    const m = /^\/3\/(movie|tv)\/(\d+)$/.exec(url.pathname);
    if (m) {
      requests += 1;
      const list = m[1] === 'movie' ? movies : shows;
      url.pathname = `/3/${m[1]}/${list[(Number(m[2]) - 1) % list.length]}`;
    }
    const body = req.method === 'PUT' ? await new Response(/** @type {any} */ (req)).text() : undefined;
    const answer = await fetch(url, { method: req.method, headers: { 'Content-Type': 'application/json' }, body });
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') || 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, requests: () => requests, close: () => new Promise((r) => server.close(() => r(undefined))) };
}

/**
 * Seeds the users and their queues in four statements.
 * @param {import('pg').Pool} db
 * @returns {Promise<{ ms: number, distinct: number, entries: number }>}
 */
async function seed(db) {
  const t0 = performance.now();
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select md5('bench-alerts-' || u)::uuid, 'bench_alerts_' || u || '@example.com',
            jsonb_build_object('username', 'bench_alerts_' || u,
              'country', (array['United Kingdom', 'United States of America', 'Canada', 'Germany'])[1 + u % 4])
       from generate_series(0, $1::int - 1) as u`,
    [USERS],
  );
  // title n (0 … TITLES-1): even n → movie n/2+1, odd n → show (n-1)/2+1; user u takes n = u·7919 + k·211
  await db.query(
    `update public.profiles as p
        set services = case g.u % 4 when 0 then '{8}'::integer[] when 1 then '{8,9}' when 2 then '{337}' else '{9,1899}' end,
            queue = (select array_agg(case when n % 2 = 0 then 'movie-' || (n / 2 + 1) else 'tv-' || ((n - 1) / 2 + 1) end)
                       from (select (g.u::bigint * 7919 + k * 211) % $2::int as n from generate_series(0, $3::int - 1) as k) as t)
       from (select u, md5('bench-alerts-' || u)::uuid as id from generate_series(0, $1::int - 1) as u) as g
      where p.id = g.id`,
    [USERS, TITLES, PER_USER],
  );
  const { rows } = await db.query(
    `select count(distinct e)::int as distinct, count(*)::int as entries
       from public.profiles as p, unnest(p.queue) as e where p.email like 'bench_alerts_%'`,
  );
  return { ms: performance.now() - t0, ...rows[0] };
}

/**
 * The backend's REST API latency, one request every 200 ms until stopped.
 * @param {string} url the backend's origin
 */
function restProbe(url) {
  /** @type {number[]} */
  const ms = [];
  let errors = 0;
  let on = true;
  const loop = (async () => {
    while (on) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${url}/rest/v1/countries?select=name&limit=5`, {
          headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
        });
        await res.arrayBuffer();
        if (res.ok) ms.push(performance.now() - t0);
        else errors += 1;
      } catch {
        errors += 1;
      }
      await sleep(200);
    }
  })();
  return {
    async stop() {
      on = false;
      await loop;
      const s = [...ms].sort((a, b) => a - b);
      const q = (/** @type {number} */ p) => (s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN);
      return { n: ms.length, errors, p50: q(0.5), p95: q(0.95), max: s.length ? s[s.length - 1] : NaN };
    },
  };
}

/** Set by SIGINT / SIGTERM: the run going stops, and the section says so with what was measured. */
let stopped = '';

/**
 * One run: a scan, then until no check is left; what it cost and wrote.
 * @param {ReturnType<typeof createJobRunner>} runner @param {any} db @param {string} id
 */
async function oneRun(runner, db, id) {
  const since = new Date();
  const requests = runner.stats.requests;
  const t0 = performance.now();
  const { titles } = await runner.scan(id);
  let logged = t0;
  for (;;) {
    const left = await runner.boss.getQueueSize(CHECK_QUEUE, { before: 'completed' });
    if (left === 0) break;
    if (stopped)
      throw new Error(`stopped (${stopped}) after ${titles - left} of ${titles} checks, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    if (performance.now() - logged > 30_000) {
      logged = performance.now();
      console.log(`alerts: ${id}: ${titles - left} of ${titles} checks done, ${((logged - t0) / 1000).toFixed(0)} s`);
    }
    await sleep(500);
  }
  const ms = performance.now() - t0;
  const count = async (/** @type {string} */ sql) => Number((await db.query(sql, [since])).rows[0].n);
  return {
    titles,
    ms,
    requests: runner.stats.requests - requests,
    snapshots: await count('select count(*) as n from public.availability_snapshots where changed_at >= $1'),
    alerts: await count('select count(*) as n from public.notifications where created_at >= $1'),
    failed: await count(`select count(*) as n from pgboss.job where name = '${CHECK_QUEUE}' and state = 'failed' and created_on >= $1`),
  };
}

/**
 * Part 7: seeds, runs the job three times, prints and writes the "Alerts job" section.
 * @param {{ date: string, commit: string, cpus: string, memory: string, node: string, load: string }} env
 */
export async function alertsPart(env) {
  const engine = ENGINE === 'pglite' || (ENGINE !== 'pg15' && !pg15Available()) ? 'pglite' : 'pg15';
  const db = engine === 'pg15' ? await pg15Backend() : await pgliteBackend();
  const catalog = createTmdbServer({ today: BASE, runtimeKnobs: true });
  await new Promise((resolve) => catalog.listen(0, '127.0.0.1', () => resolve(undefined)));
  const proxy = await idProxy(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (catalog.address()).port}`);
  const runner = createJobRunner({
    connectionString: db.url,
    tmdb: { baseUrl: `${proxy.url}/3` },
    cron: false,
    requestsPerSecond: RPS,
    // as `npm start` runs it: one connection on the embedded PGlite, production's pools elsewhere
    oneConnection: engine === 'pglite',
  });
  const backend = { url: db.restUrl, db: db.pool };
  try {
    console.log(`alerts: seeding ${USERS} users × ${PER_USER} titles from ${TITLES}…`);
    const seeded = await seed(backend.db);
    console.log(`alerts: seeded in ${(seeded.ms / 1000).toFixed(1)} s: ${seeded.entries} list entries, ${seeded.distinct} distinct titles`);
    await runner.start();
    const probe = backend.url ? restProbe(backend.url) : null;
    const onSignal = (/** @type {string} */ sig) => {
      stopped = sig;
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    /** @type {Array<[string, Awaited<ReturnType<typeof oneRun>>]>} */
    const runs = [];
    /** @type {Awaited<ReturnType<ReturnType<typeof restProbe>['stop']>> | null} */
    let rest = null;
    const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(0)} s`;
    const rate = (/** @type {{ titles: number, ms: number }} */ r) => `${(r.titles / (r.ms / 1000)).toFixed(1)} titles/s`;
    const n = (/** @type {number} */ x) => x.toLocaleString('en');
    // the section, written after each run (a long bench stopped half way keeps what it measured)
    const section = async () => {
      const totals = (
        await backend.db.query(
          'select (select count(*) from public.availability_snapshots)::int as s, (select count(*) from public.notifications)::int as n',
        )
      ).rows[0];
      return `${ALERTS_START}
## Alerts job

\`BENCH_ONLY=alerts npm run bench\` (scripts/bench/alerts.mjs) on ${env.date}, commit \`${env.commit}\`, ${env.cpus}, ${env.memory},
Node ${env.node}, load average ${env.load} at the start (a shared machine). ${n(USERS)} users × ${PER_USER} queued
titles drawn from ${n(TITLES)} (${n(seeded.distinct)} distinct on lists, ${n(seeded.entries)} entries; seeded in SQL in
${(seeded.ms / 1000).toFixed(1)} s), users in GB, US, CA and DE. ${db.describe}; the local catalog behind an id proxy
(bench id k → catalog title k mod 640 / 280); 8 workers, batches of 20, at most ${RPS} TMDB requests/s. One run of each.

| run | duration | TMDB requests | snapshot rows written | alerts written | checks failed |
|---|---|---|---|---|---|
${runs.map(([name, r]) => `| ${name} | ${s(r.ms)} (${rate(r)}) | ${n(r.requests)} | ${n(r.snapshots)} | ${n(r.alerts)} | ${r.failed} |`).join('\n')}

${failure ? `**The ${failure}** (the runs after it skipped).\n` : ''}After these runs: ${n(totals.s)} snapshot rows, ${n(totals.n)} alerts.${
        rest
          ? ` While run 1 went, the backend's REST API answered ${rest.n} requests (one every 200 ms) with ${rest.errors} errors: p50 ${rest.p50.toFixed(0)} ms, p95 ${rest.p95.toFixed(0)} ms, max ${rest.max.toFixed(0)} ms.`
          : ''
      }
${ALERTS_END}`;
    };
    const write = async () => {
      if (process.env.BENCH_NO_WRITE !== '1') writeSection(ALERTS_START, ALERTS_END, await section(), 'alerts');
    };
    /** @type {string | null} */
    let failure = null;
    /** Runs one, records it (or why it failed: the section says so and the later runs are skipped). */
    const measure = async (/** @type {string} */ name, /** @type {string} */ id) => {
      if (failure) return;
      try {
        const r = await oneRun(runner, backend.db, id);
        runs.push([name, r]);
        console.log(`alerts: run ${name} ${JSON.stringify(r)}`);
      } catch (e) {
        failure = `run "${name}" failed: ${e instanceof Error ? e.message : e}`;
        console.log(`alerts: ${failure}`);
      }
      await write();
    };
    await measure('1. first (baselines)', 'bench-1');
    rest = probe ? await probe.stop() : null;
    console.log(`alerts: REST while run 1 went ${JSON.stringify(rest)}`);
    await write();
    await measure('2. nothing changed', 'bench-2');
    await fetch(`${proxy.url}/__knobs`, { method: 'PUT', body: JSON.stringify({ today: MOVED }) });
    await measure('3. catalog 30 days on', 'bench-3');
    const block = await section();
    printTable(block);
  } finally {
    await runner.stop({ graceful: false }).catch(() => {});
    await proxy.close();
    await new Promise((resolve) => catalog.close(() => resolve(undefined)));
    await db.close();
  }
}
