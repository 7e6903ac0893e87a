#!/usr/bin/env node
'use strict';
/**
 * Command line entry: `node local/tmdb/src/cli.js [--port 3010] [--host 127.0.0.1]`.
 * Port: `--port`, else PORT_TMDB, else 3010 (the apps table's `LOCAL_SERVERS.tmdb`, the same
 * names `npm start` uses). Host: `--host`, else HOST, else 127.0.0.1.
 * Knobs from the environment: TMDB_LOCAL_API_KEY, TMDB_LOCAL_READ_TOKEN,
 * TMDB_LOCAL_LATENCY_MS, TMDB_LOCAL_FAIL_RATE (0..1), TMDB_LOCAL_FORCE_STATUS (JSON object
 * path prefix → status, e.g. '{"/3/movie/popular":500}'), TMDB_LOCAL_TODAY ('YYYY-MM-DD': the
 * catalog's today and base date; default the real date), TMDB_LOCAL_RUNTIME_KNOBS=1 (PUT /__knobs).
 * Flags win over the environment.
 */
const { parseArgs } = require('node:util');
const { LOCAL_SERVERS } = require('@streamscout/apps');
const { createTmdbServer } = require('./index');

/**
 * Reads the flags (`--port N`, `--host H`; `--name=value` works too), node:util's parseArgs.
 * @param {string[]} argv process arguments (without node and script)
 * @returns {{ port?: string, host?: string }} the values given
 * @throws Error on an unknown flag or a missing value
 */
function readFlags(argv) {
  return parseArgs({ args: argv, options: { port: { type: 'string' }, host: { type: 'string' } } }).values;
}

/** Starts the server from flags and environment; stops on SIGTERM/SIGINT; exits 1 on a listen error. */
function main() {
  let flags;
  try {
    flags = readFlags(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(
      `local TMDB catalog: ${/** @type {Error} */ (e).message}\nusage: node local/tmdb/src/cli.js [--port 3010] [--host 127.0.0.1]\n`,
    );
    process.exit(2);
  }
  const env = process.env;
  const port = Number(flags.port ?? env[LOCAL_SERVERS.tmdb.envPort] ?? LOCAL_SERVERS.tmdb.port);
  // Loopback only unless asked otherwise (`--host` or HOST).
  const host = flags.host ?? env.HOST ?? '127.0.0.1';
  let forceStatus;
  if (env.TMDB_LOCAL_FORCE_STATUS) {
    try {
      forceStatus = JSON.parse(env.TMDB_LOCAL_FORCE_STATUS);
    } catch {
      process.stderr.write('TMDB_LOCAL_FORCE_STATUS must be a JSON object (path prefix → status); ignored\n');
    }
  }
  let server;
  try {
    server = createTmdbServer({
      today: env.TMDB_LOCAL_TODAY || undefined,
      apiKey: env.TMDB_LOCAL_API_KEY || undefined,
      readToken: env.TMDB_LOCAL_READ_TOKEN || undefined,
      latencyMs: Number(env.TMDB_LOCAL_LATENCY_MS) || 0,
      failRate: Number(env.TMDB_LOCAL_FAIL_RATE) || 0,
      forceStatus,
      runtimeKnobs: env.TMDB_LOCAL_RUNTIME_KNOBS === '1',
    });
  } catch (e) {
    process.stderr.write(`local TMDB catalog: TMDB_LOCAL_TODAY: ${/** @type {Error} */ (e).message}\n`);
    process.exit(2);
  }
  server.on('error', (err) => {
    process.stderr.write(`local TMDB catalog: ${err.message}\n`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port; // listening on TCP
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    process.stdout.write(`local TMDB catalog listening on http://${shown}:${actual}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) main();

module.exports = { readFlags };
