#!/usr/bin/env node
'use strict';
/**
 * Command line entry of the job runner:
 *   node jobs/src/cli.js [--database-url postgres://…] [--tmdb-base-url URL] [--once [--wait]]
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
 * `--once` enqueues one scan now as well (a run on demand); `--once --wait` then exits (code 0) once
 * that scan and every check in the queue are done (completed, or failed for good), code 1 if the
 * scan failed. Logs to stderr; stops gracefully on SIGTERM / SIGINT (active checks finish, up to 30 s).
 */
const util = require('node:util');
const { LOCAL_SERVERS } = require('@streamscout/apps');
const { createJobRunner, SCAN_QUEUE, CHECK_QUEUE, DEFAULT_CRON } = require('./index');

/**
 * Reads the settings from flags and the environment.
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 * @returns {import('./index').JobRunnerOptions & { once: boolean, wait: boolean }}
 * @throws Error on an unknown flag or a non-positive number
 */
function parseArgs(argv, env) {
  const { values } = util.parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string' },
      'tmdb-base-url': { type: 'string' },
      once: { type: 'boolean', default: false },
      wait: { type: 'boolean', default: false },
    },
  });
  if (values.wait && !values.once) throw new Error('--wait goes with --once');
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
    once: values.once,
    wait: values.wait,
  };
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
  const { once, wait, ...options } = opts;
  const runner = createJobRunner({ ...options, log });
  await runner.start();
  const scanId = once ? await runner.boss.send(SCAN_QUEUE, {}) : null;
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
  if (wait) {
    const ok = await runDone(runner, scanId);
    log(ok ? 'the run is done' : 'the scan failed');
    stopping = true;
    await runner.stop().catch((e) => log(`error while stopping: ${e.message}`));
    process.exit(ok ? 0 : 1);
  }
}

/**
 * Waits until the scan `scanId` (or, when a scan was already queued and pg-boss refused a second
 * one, every scan) is done and no check is left to do (none created, retrying or active).
 * @param {ReturnType<typeof createJobRunner>} runner @param {string | null} scanId
 * @returns {Promise<boolean>} false when the scan failed for good
 */
async function runDone(runner, scanId) {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
  for (;;) {
    if (scanId) {
      const job = await runner.boss.getJobById(SCAN_QUEUE, scanId);
      if (job?.state === 'failed' || job?.state === 'cancelled') return false;
      if (job?.state !== 'completed') {
        await pause();
        continue;
      }
    } else if ((await runner.boss.getQueueSize(SCAN_QUEUE, { before: 'completed' })) > 0) {
      await pause();
      continue;
    }
    if ((await runner.boss.getQueueSize(CHECK_QUEUE, { before: 'completed' })) === 0) return true;
    await pause();
  }
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(`[jobs] job runner failed to start: ${(e && e.message) || e}\n`);
    process.exit(1);
  });
}

module.exports = { parseArgs };
