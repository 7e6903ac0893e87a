#!/usr/bin/env node
'use strict';
/**
 * Command line entry of the job runner:
 *   node jobs/src/cli.js [--database-url postgres://…] [--tmdb-base-url URL] [--once [--until-done]]
 *
 * Settings (flags win over the environment):
 *   DATABASE_URL        Postgres URL (default: the local backend's wire-protocol port, 54322 or
 *                       PORT_POSTGRES — `npm start` serves it); Supabase's Postgres in production
 *   TMDB_API_KEY / TMDB_READ_TOKEN / TMDB_BASE_URL   as for the apps (default: the local catalog, 3010)
 *   ALERTS_CRON         the availability scan's schedule, UTC (default '0 *\/4 * * *'); 'off' removes it
 *   ALERTS_CONCURRENCY  check workers (default 8); ALERTS_TMDB_RPS  TMDB requests/s at most (default 40)
 *   ALERTS_BATCH_SIZE   checks a worker fetches at once (default 20)
 *   ALERTS_POLL_S       seconds between a worker's fetches (default 2, ≥ 0.5)
 *   ALERTS_CHECK_EXPIRE_S  a check active this long (its worker killed or hung) is retried (default 120)
 *   ALERTS_RETRY_DELAY_S   first retry delay of a failed check, doubled each retry (default 30)
 *   ALERTS_MAINTENANCE_S   how often pg-boss expires and archives jobs (default 120)
 *   ALERTS_CRON_CHECK_S    how often pg-boss looks whether the schedule is due (default 30; 1–45)
 *   ALERTS_ONE_CONNECTION  '1': one database connection for everything (the embedded stack's PGlite;
 *                       `npm start` sets it there)
 * `--once` enqueues one scan now as well (a run on demand). `--once --until-done` runs that one scan
 * and exits when its checks are done (workers poll every 0.5 s): it prints one JSON line to stdout,
 * `{ scan, titles, checked, written, failed }`, and exits 0, or 1 when the scan failed, a check
 * failed for good, or the run took longer than 5 minutes (scripts and e2e tests use it). Logs to
 * stderr; stops gracefully on SIGTERM / SIGINT (active checks finish, up to 30 s).
 */
const util = require('node:util');
const { LOCAL_SERVERS } = require('@streamscout/apps');
const { createJobRunner, SCAN_QUEUE, CHECK_QUEUE, DEFAULT_CRON } = require('./index');

/** How long `--until-done` waits for its run at most. */
const UNTIL_DONE_TIMEOUT_MS = 5 * 60_000;

/**
 * Reads the settings from flags and the environment.
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 * @returns {import('./index').JobRunnerOptions & { once: boolean, untilDone: boolean }}
 * @throws Error on an unknown flag, a non-positive number, or `--until-done` without `--once`
 */
function parseArgs(argv, env) {
  const { values } = util.parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string' },
      'tmdb-base-url': { type: 'string' },
      once: { type: 'boolean', default: false },
      'until-done': { type: 'boolean', default: false },
    },
  });
  if (values['until-done'] && !values.once) throw new Error('--until-done needs --once');
  const num = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const v = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
    if (!(v > 0) || !Number.isFinite(v)) throw new Error(`${name} must be a positive number`);
    return v;
  };
  const pgPort = env[LOCAL_SERVERS.postgres.envPort] || LOCAL_SERVERS.postgres.port;
  const realTmdb = Boolean(env.TMDB_API_KEY || env.TMDB_READ_TOKEN);
  const localTmdb = `http://127.0.0.1:${env[LOCAL_SERVERS.tmdb.envPort] || LOCAL_SERVERS.tmdb.port}/3`;
  return {
    connectionString: values['database-url'] || env.DATABASE_URL || `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    tmdb: {
      baseUrl: values['tmdb-base-url'] || env.TMDB_BASE_URL || (realTmdb ? 'https://api.themoviedb.org/3' : localTmdb),
      apiKey: env.TMDB_API_KEY,
      readToken: env.TMDB_READ_TOKEN,
    },
    cron: env.ALERTS_CRON === 'off' ? false : env.ALERTS_CRON || DEFAULT_CRON,
    concurrency: Math.round(num('ALERTS_CONCURRENCY', 8)),
    requestsPerSecond: num('ALERTS_TMDB_RPS', 40),
    batchSize: Math.round(num('ALERTS_BATCH_SIZE', 20)),
    pollingIntervalSeconds: num('ALERTS_POLL_S', 2),
    expireInSeconds: Math.round(num('ALERTS_CHECK_EXPIRE_S', 120)),
    retryDelaySeconds: num('ALERTS_RETRY_DELAY_S', 30),
    maintenanceIntervalSeconds: Math.round(num('ALERTS_MAINTENANCE_S', 120)),
    cronCheckSeconds: Math.round(num('ALERTS_CRON_CHECK_S', 30)),
    oneConnection: env.ALERTS_ONE_CONNECTION === '1',
    once: values.once,
    untilDone: values['until-done'],
  };
}

/**
 * Waits until scan job `scanId` has run and every check it enqueued (job data `run` = its id) is
 * done: none created, retrying or active. Polls pg-boss's tables every 250 ms.
 * @param {import('pg-boss')} boss a started pg-boss
 * @param {string} scanId the scan job's id
 * @param {number} timeoutMs
 * @returns {Promise<{ scan: string, titles: number, checked: number, written: number, failed: number }>}
 *   titles enqueued by the scan, checks completed, alerts they wrote, checks failed for good
 * @throws Error when the scan job failed, or after `timeoutMs`
 */
async function waitForRun(boss, scanId, timeoutMs) {
  const db = boss.getDb();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await pause()) {
    const scan = await boss.getJobById(SCAN_QUEUE, scanId);
    if (!scan || scan.state === 'failed' || scan.state === 'cancelled') throw new Error(`scan ${scanId} ${scan ? scan.state : 'vanished'}`);
    if (scan.state !== 'completed') continue;
    const { rows } = await db.executeSql(
      `select state, count(*)::integer as n, coalesce(sum((output ->> 'written')::integer), 0)::integer as written
         from pgboss.job where name = $1 and data ->> 'run' = $2 group by state`,
      [CHECK_QUEUE, scanId],
    );
    /** @type {Record<string, { n: number, written: number }>} */
    const by = Object.fromEntries(rows.map((/** @type {any} */ r) => [r.state, { n: r.n, written: r.written }]));
    const pending = ['created', 'retry', 'active'].reduce((sum, state) => sum + (by[state]?.n ?? 0), 0);
    if (pending > 0) continue;
    const titles = Number(/** @type {any} */ (scan.output || {}).titles ?? 0);
    return { scan: scanId, titles, checked: by.completed?.n ?? 0, written: by.completed?.written ?? 0, failed: by.failed?.n ?? 0 };
  }
  throw new Error(`run ${scanId} not done after ${timeoutMs / 1000} s`);
}

async function main() {
  /** @type {(msg: string) => void} */
  const log = (msg) => {
    process.stderr.write(`[jobs] ${msg}\n`);
  };
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2), process.env);
  } catch (e) {
    log(/** @type {Error} */ (e).message);
    process.exit(2);
  }
  const { once, untilDone, ...options } = opts;
  const runner = createJobRunner({ ...options, ...(untilDone ? { pollingIntervalSeconds: 0.5 } : {}), log });
  await runner.start();
  const scanId = once ? await runner.boss.send(SCAN_QUEUE, {}) : null;
  if (untilDone) {
    let code = 1;
    try {
      if (!scanId) throw new Error('a scan is already queued (at most one at a time)');
      const result = await waitForRun(runner.boss, scanId, UNTIL_DONE_TIMEOUT_MS);
      process.stdout.write(`${JSON.stringify(result)}\n`);
      log(
        `run ${scanId} done: ${result.checked} of ${result.titles} titles checked, ${result.written} alerts written, ${result.failed} failed`,
      );
      code = result.failed > 0 ? 1 : 0;
    } catch (e) {
      log(/** @type {Error} */ (e).message);
    }
    await runner.stop().catch((e) => log(`error while stopping: ${e.message}`));
    process.exit(code);
  }
  log(
    `job runner started: ${SCAN_QUEUE} ${options.cron ? `on '${options.cron}' (UTC)` : 'not scheduled'}, ` +
      `${options.concurrency} check workers, at most ${options.requestsPerSecond} TMDB requests/s`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await runner.stop().catch((e) => log(`error while stopping: ${e.message}`));
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(`[jobs] job runner failed to start: ${(e && e.message) || e}\n`);
    process.exit(1);
  });
}

module.exports = { parseArgs };
