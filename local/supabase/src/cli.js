#!/usr/bin/env node
'use strict';
/**
 * Command line entry:
 *   node local/supabase/src/cli.js [--port 54321] [--host 127.0.0.1 (default; or HOST)]
 *        [--data-dir .data/supabase | --memory] [--seed] [--quiet]
 * Prints `local supabase listening on http://...` once ready; closes PGlite and exits 0 on
 * SIGTERM / SIGINT.
 */
const path = require('node:path');
const { start } = require('./server');

/**
 * Parses the CLI flags.
 * @param {string[]} argv
 * @returns {{ port: number, host?: string, dataDir?: string, seed: boolean, quiet: boolean }}
 */
function parseArgs(argv) {
  /** @type {{ port: number, host?: string, dataDir?: string, seed: boolean, quiet: boolean }} */
  const opts = {
    port: Number(process.env.PORT_SUPABASE || 54321),
    host: process.env.HOST || '127.0.0.1',
    dataDir: undefined,
    seed: false,
    quiet: false,
  };
  let memory = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      if (i >= argv.length) throw new Error(`${flag} needs a value`);
      return argv[i];
    };
    switch (flag) {
      case '--port':
        opts.port = Number(value());
        if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error('--port must be 0..65535');
        break;
      case '--host':
        opts.host = value();
        break;
      case '--data-dir':
        opts.dataDir = path.resolve(value());
        break;
      case '--memory':
        memory = true;
        break;
      case '--seed':
        opts.seed = true;
        break;
      case '--quiet':
        opts.quiet = true;
        break;
      case '--help':
      case '-h':
        process.stdout.write(
          'usage: node local/supabase/src/cli.js [--port 54321] [--host HOST] [--data-dir DIR | --memory] [--seed] [--quiet]\n',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`unknown argument: ${arg}`);
    }
  }
  if (memory) opts.dataDir = undefined;
  return opts;
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
  const app = await start({ port: opts.port, host: opts.host, dataDir: opts.dataDir, seed: opts.seed, log });
  process.stdout.write(
    `local supabase listening on ${app.url} (${opts.dataDir ? `data in ${opts.dataDir}` : 'in memory'}, ready in ${Date.now() - t0} ms)\n`,
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
