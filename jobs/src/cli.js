#!/usr/bin/env node
'use strict';
/**
 * Command line entry of the job runner:
 *   node jobs/src/cli.js [--database-url postgres://…] [--tmdb-base-url URL] [--once]
 *
 * Settings (flags win over the environment):
 *   DATABASE_URL        Postgres URL (default: the local backend's wire-protocol port, 54322 or
 *                       PORT_POSTGRES — `npm start` serves it); Supabase's Postgres in production
 *   TMDB_API_KEY / TMDB_READ_TOKEN / TMDB_BASE_URL   as for the apps (default: the local catalog, 3010)
 *   ALERTS_CRON         the availability scan's schedule, UTC (default '0 *\/4 * * *'); 'off' removes it
 *   ALERTS_CONCURRENCY  check workers (default 8); ALERTS_TMDB_RPS  TMDB requests/s at most (default 40)
 * `--once` enqueues one scan now as well (a run on demand). Logs to stderr; stops gracefully on
 * SIGTERM / SIGINT (active checks finish, up to 30 s).
 */
const util = require('node:util');
const { LOCAL_SERVERS } = require('@streamscout/apps');
const { createJobRunner, SCAN_QUEUE, DEFAULT_CRON } = require('./index');

/**
 * Reads the settings from flags and the environment.
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 * @returns {import('./index').JobRunnerOptions & { once: boolean }}
 * @throws Error on an unknown flag or a non-positive number
 */
function parseArgs(argv, env) {
  const { values } = util.parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string' },
      'tmdb-base-url': { type: 'string' },
      once: { type: 'boolean', default: false },
    },
  });
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
    once: values.once,
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
  const { once, ...options } = opts;
  const runner = createJobRunner({ ...options, log });
  await runner.start();
  if (once) await runner.boss.send(SCAN_QUEUE, {});
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
