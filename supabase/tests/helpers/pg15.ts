/**
 * A throwaway PostgreSQL 15 cluster (Debian's `postgresql-15`, binaries in
 * /usr/lib/postgresql/15/bin) for the SQL tests: initdb in a temp directory as a non-root user
 * (`postgres` through `runuser` when the tests run as root), started on a free 127.0.0.1 port with
 * durability off (fsync, full_page_writes), torn down (stopped, directory removed) by `stop()`.
 *
 * `openPgDatabase()` also applies what the local backend applies to PGlite — `platform.sql`, then
 * every `supabase/migrations/*.sql` in order (and `seed.sql` when asked) — through local/supabase's
 * own `migrate()`, over an adapter that gives a `pg` client PGlite's `exec` / `query` /
 * `transaction` surface. So the same SQL runs on both engines, the same way.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrate } from '@streamscout/local-supabase/src/db.js';

/** Where Debian installs the PostgreSQL 15 server binaries. */
const PG15_BIN = process.env.PG15_BIN || '/usr/lib/postgresql/15/bin';

/** Whether the PostgreSQL 15 server binaries are installed. */
function pg15Available(): boolean {
  return fs.existsSync(path.join(PG15_BIN, 'initdb')) && fs.existsSync(path.join(PG15_BIN, 'pg_ctl'));
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary, as `postgres` (runuser) when we are root: initdb refuses root. */
function runPg(bin: string, args: string[]): string {
  const file = path.join(PG15_BIN, bin);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

/** A running throwaway cluster. */
export interface Pg15Cluster {
  /** Connection settings for `pg` (superuser `postgres`, database `postgres`, no password). */
  connection: { host: string; port: number; user: string; database: string };
  /** Stops the server (immediate) and removes its directory; idempotent. */
  stop(): void;
}

/**
 * Creates and starts a cluster: `initdb -E UTF8 --locale=C.UTF-8 -A trust`, then
 * `pg_ctl start` on a free port, listening on 127.0.0.1 only (socket in the same temp dir).
 * @throws Error when the binaries are missing (install `postgresql-15`) or the server fails.
 */
async function startPg15(): Promise<Pg15Cluster> {
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
    ].join(' ');
    runPg('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', opts]);
    started = true;
  } catch (e) {
    stop();
    throw e;
  }
  return { connection: { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' }, stop };
}

/** PGlite's result shape, as far as the tests and `migrate()` read it. */
interface PgliteLikeResults<T> {
  rows: T[];
  affectedRows: number;
}

/** The part of PGlite's surface that `migrate()` and the SQL test helper use, over one `pg` client. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<PgliteLikeResults<T>>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Pick<PgliteLike, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Wraps one `pg` client in PGlite's shape. Calls are serialized (like PGlite: one at a time), so a
 * transaction never interleaves with another call on the same client.
 */
function pgliteLike(client: Client, onClose: () => Promise<void> | void = () => {}): PgliteLike {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next;
  };
  const rawQuery = async <T>(sql: string, params: unknown[] = []): Promise<PgliteLikeResults<T>> => {
    const r = await client.query(sql, params);
    return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
  };
  const rawExec = async (sql: string) => {
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

/** A new `pg` client connected to `cluster` (types: timestamps stay Dates, arrays stay arrays). */
async function connectPg(cluster: Pg15Cluster): Promise<Client> {
  const client = new Client(cluster.connection);
  await client.connect();
  return client;
}

/**
 * Starts a cluster and applies platform.sql + the migrations of `supabaseDir` (default: the
 * repository's `supabase/`; + seed.sql with `seed`), exactly as
 * local/supabase's openDatabase does on PGlite.
 * @returns the database in PGlite's shape (closing it stops and removes the cluster) and the
 *   cluster (for extra connections).
 */
export async function openPgDatabase(
  options: { seed?: boolean; supabaseDir?: string } = {},
): Promise<{ db: PgliteLike; cluster: Pg15Cluster }> {
  const cluster = await startPg15();
  try {
    const client = await connectPg(cluster);
    const db = pgliteLike(client, () => cluster.stop());
    await migrate(db as never, { seed: options.seed === true, supabaseDir: options.supabaseDir });
    return { db, cluster };
  } catch (e) {
    cluster.stop();
    throw e;
  }
}
