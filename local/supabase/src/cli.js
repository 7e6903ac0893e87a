#!/usr/bin/env node
'use strict';
/**
 * Command line entry:
 *   node local/supabase/src/cli.js [--port 54321] [--host 127.0.0.1 (default; or HOST)]
 *        [--data-dir .data/supabase | --memory] [--seed] [--quiet] [--pg-port 54322]
 * `--pg-port` also serves the database on Postgres's wire protocol there (the job runner's
 * connection; 0 picks a free port). Prints `local supabase listening on http://...` once ready; closes PGlite and exits 0 on
 * SIGTERM / SIGINT.
 */
const path = require('node:path');
const util = require('node:util');
const { LOCAL_SERVERS } = require('@streamscout/apps');
const { start } = require('./server');

/**
 * Parses the CLI flags (`--name value` or `--name=value`, node:util's parseArgs).
 * @param {string[]} argv
 * @returns {{ port: number, pgPort?: number, host?: string, dataDir?: string, seed: boolean, quiet: boolean }}
 * @throws Error on an unknown flag, a missing value or a port outside 0..65535
 */
function parseArgs(argv) {
  const { values } = util.parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'pg-port': { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean', default: false },
      seed: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'usage: node local/supabase/src/cli.js [--port 54321] [--host HOST] [--data-dir DIR | --memory] [--seed] [--quiet] [--pg-port 54322]\n',
    );
    process.exit(0);
  }
  // the apps table's names, as `npm start` uses them: PORT_SUPABASE, default 54321
  const port = Number(values.port ?? (process.env[LOCAL_SERVERS.supabase.envPort] || LOCAL_SERVERS.supabase.port));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0..65535');
  const pgPort = values['pg-port'] === undefined ? undefined : Number(values['pg-port']);
  if (pgPort !== undefined && (!Number.isInteger(pgPort) || pgPort < 0 || pgPort > 65535)) throw new Error('--pg-port must be 0..65535');
  return {
    port,
    pgPort,
    host: values.host ?? (process.env.HOST || '127.0.0.1'),
    // --memory wins over --data-dir
    dataDir: values.memory || values['data-dir'] === undefined ? undefined : path.resolve(values['data-dir']),
    seed: values.seed,
    quiet: values.quiet,
  };
}

/**
 * Parses the flags (exit 2 on a bad one), starts the backend, prints the ready line, and closes
 * PGlite and exits on SIGTERM / SIGINT.
 * @returns {Promise<void>}
 */
async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`local supabase: ${/** @type {Error} */ (e).message}\n`); // parseArgs throws Errors
    process.exit(2);
  }
  /** @type {(msg: string) => void} */
  const log = opts.quiet ? () => {} : (msg) => process.stderr.write(`[local supabase] ${msg}\n`);
  const t0 = Date.now();
  const app = await start({ port: opts.port, pgPort: opts.pgPort, host: opts.host, dataDir: opts.dataDir, seed: opts.seed, log });
  process.stdout.write(
    `local supabase listening on ${app.url}${app.pgUrl ? ` and ${app.pgUrl}` : ''} (${opts.dataDir ? `data in ${opts.dataDir}` : 'in memory'}, ready in ${Date.now() - t0} ms)\n`,
  );
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    try {
      await app.close();
    } catch (e) {
      process.stderr.write(`local supabase: error while closing: ${/** @type {Error} */ (e).message}\n`);
    }
    process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(`local supabase failed to start: ${(e && e.stack) || e}\n`);
    process.exit(1);
  });
}

module.exports = { parseArgs };
