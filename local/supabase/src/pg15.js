'use strict';
/**
 * A throwaway PostgreSQL 15 cluster (Debian's `postgresql-15`, binaries in
 * /usr/lib/postgresql/15/bin, or `PG15_BIN`) with the same schema the local backend gives PGlite:
 * for the SQL tests on PostgreSQL 15 (supabase/tests/helpers/db.ts) and the alerts bench
 * (scripts/bench/alerts.mjs, `BENCH_ALERTS_DB=pg15`).
 *
 * `startPg15()`: initdb in a temp directory as a non-root user (`postgres` through `runuser` when
 * the process runs as root), started on a free 127.0.0.1 port with durability off (fsync,
 * full_page_writes, synchronous_commit), torn down (stopped, directory removed) by `stop()`.
 *
 * `openPgDatabase()` also applies what `openDatabase()` applies to PGlite — `platform.sql`, then
 * every `supabase/migrations/*.sql` in order (and `seed.sql` when asked) — through this package's
 * own `migrate()`, over an adapter that gives a `pg` client PGlite's `exec` / `query` /
 * `transaction` surface. So the same SQL runs on both engines, the same way.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { migrate } = require('./db');

/** Where Debian installs the PostgreSQL 15 server binaries. */
const PG15_BIN = process.env.PG15_BIN || '/usr/lib/postgresql/15/bin';

/**
 * Whether the PostgreSQL 15 server binaries (`initdb`, `pg_ctl`) are installed.
 * @returns {boolean}
 */
function pg15Available() {
  return fs.existsSync(path.join(PG15_BIN, 'initdb')) && fs.existsSync(path.join(PG15_BIN, 'pg_ctl'));
}

/** @returns {Promise<number>} a free TCP port on 127.0.0.1 */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs a server binary, as `postgres` (runuser) when we are root: initdb refuses root.
 * @param {string} bin @param {string[]} args @returns {string} its stdout
 */
function runPg(bin, args) {
  const file = path.join(PG15_BIN, bin);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

/**
 * A running throwaway cluster.
 * @typedef {object} Pg15Cluster
 * @property {{ host: string, port: number, user: string, database: string }} connection settings
 *   for `pg` (superuser `postgres`, database `postgres`, no password)
 * @property {string} url the same as a `postgres://` URL
 * @property {() => void} stop stops the server (immediate) and removes its directory; idempotent
 */

/**
 * Creates and starts a cluster: `initdb -E UTF8 --locale=C.UTF-8 -A trust`, then `pg_ctl start` on
 * a free port, listening on 127.0.0.1 only (socket in the same temp dir).
 * @param {{ settings?: Record<string, string | number> }} [opts] extra server settings (`-c name=value`)
 * @returns {Promise<Pg15Cluster>}
 * @throws {Error} when the binaries are missing (install `postgresql-15`) or the server fails
 */
async function startPg15({ settings = {} } = {}) {
  if (!pg15Available()) {
    throw new Error(`PostgreSQL 15 is not installed (${PG15_BIN}): apt-get install -y postgresql-15`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-pg15-'));
  const data = path.join(dir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runPg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } catch {
        /* already gone */
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    runPg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const opts = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
      '-c max_connections=120',
      ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
    ].join(' ');
    runPg('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', opts]);
    started = true;
  } catch (e) {
    stop();
    throw e;
  }
  return {
    connection: { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' },
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
  };
}

/**
 * PGlite's result shape, as far as the tests and `migrate()` read it.
 * @template T
 * @typedef {{ rows: T[], affectedRows: number }} PgliteLikeResults
 */

/**
 * The part of PGlite's surface that `migrate()` and the SQL test helper use, over one `pg` client.
 * @typedef {object} PgliteLike
 * @property {<T>(sql: string, params?: unknown[]) => Promise<PgliteLikeResults<T>>} query
 * @property {(sql: string) => Promise<void>} exec
 * @property {<T>(fn: (tx: Pick<PgliteLike, 'query' | 'exec'>) => Promise<T>) => Promise<T>} transaction
 * @property {() => Promise<void>} close
 */

/**
 * Wraps one `pg` client in PGlite's shape. Calls are serialized (like PGlite: one at a time), so a
 * transaction never interleaves with another call on the same client.
 * @param {import('pg').Client} client @param {() => Promise<void> | void} [onClose]
 * @returns {PgliteLike}
 */
function pgliteLike(client, onClose = () => {}) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @type {<T>(run: () => Promise<T>) => Promise<T>} */
  const serial = (run) => {
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next;
  };
  /** @type {PgliteLike['query']} */
  const rawQuery = async (sql, params = []) => {
    const r = await client.query(sql, params);
    return { rows: /** @type {any[]} */ (r.rows), affectedRows: r.rowCount ?? 0 };
  };
  /** @param {string} sql */
  const rawExec = async (sql) => {
    await client.query(sql);
  };
  return {
    query: (sql, params) => serial(() => rawQuery(sql, params)),
    exec: (sql) => serial(() => rawExec(sql)),
    transaction: (fn) =>
      serial(async () => {
        await client.query('begin');
        try {
          const out = await fn({ query: rawQuery, exec: rawExec });
          await client.query('commit');
          return out;
        } catch (e) {
          await client.query('rollback').catch(() => {});
          throw e;
        }
      }),
    close: async () => {
      await client.end().catch(() => {});
      await onClose();
    },
  };
}

/**
 * Starts a cluster and applies platform.sql + the migrations of `supabaseDir` (default: the
 * repository's `supabase/`; + seed.sql with `seed`), exactly as `openDatabase()` does on PGlite.
 * @param {{ seed?: boolean, supabaseDir?: string, settings?: Record<string, string | number> }} [options]
 * @returns {Promise<{ db: PgliteLike, cluster: Pg15Cluster }>} the database in PGlite's shape
 *   (closing it stops and removes the cluster) and the cluster (for extra connections)
 * @throws {Error} as {@link startPg15}, or `migration <file> failed: …`
 */
async function openPgDatabase(options = {}) {
  const cluster = await startPg15({ settings: options.settings });
  try {
    const client = new Client(cluster.connection);
    await client.connect();
    const db = pgliteLike(client, () => cluster.stop());
    await migrate(/** @type {never} */ (db), { seed: options.seed === true, supabaseDir: options.supabaseDir });
    return { db, cluster };
  } catch (e) {
    cluster.stop();
    throw e;
  }
}

module.exports = { openPgDatabase, pg15Available };
