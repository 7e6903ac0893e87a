/**
 * A database for SQL tests, with the platform stub and supabase/migrations applied, on one of two
 * engines: PGlite (Postgres 18 in WASM, in memory: local/supabase's openDatabase) or a throwaway
 * Debian PostgreSQL 15 cluster (local/supabase's pg15.js; hosted Supabase runs 15/17). Errors surface as
 * {@link SqlError} with the Postgres SQLSTATE `code`, so tests can assert refusals exactly.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { migrate, openDatabase } from '@streamscout/local-supabase/src/db.js';
import { openPgDatabase, type Pg15Cluster, type PgliteLike } from '@streamscout/local-supabase/src/pg15.js';

/** The engines the SQL suite runs on. */
export type Engine = 'pglite' | 'postgres15';

/**
 * The engines to test: `SQL_TEST_ENGINES` (comma-separated) or both. PostgreSQL 15 must be
 * installed (`.ci/run` installs `postgresql-15`); without it the suite fails with the install hint
 * unless `SQL_TEST_ENGINES=pglite` says otherwise.
 */
export function sqlTestEngines(): Engine[] {
  const wanted = (process.env.SQL_TEST_ENGINES || 'pglite,postgres15').split(',').map((s) => s.trim());
  return (['pglite', 'postgres15'] as const).filter((e) => wanted.includes(e));
}

export interface SqlResult<T> {
  rows: T[];
  affected: number;
}

/** A failed statement: Postgres message and SQLSTATE (e.g. '42501', '23505'). */
export class SqlError extends Error {
  constructor(
    message: string,
    public readonly code: string,
  ) {
    super(message);
  }
}

export interface Step {
  sql: string;
  params?: unknown[];
}

const shape = <T>(r: { rows: T[]; affectedRows?: number }): SqlResult<T> => ({ rows: r.rows, affected: r.affectedRows ?? 0 });

async function asSqlError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const err = e as { message?: string; code?: string };
    throw new SqlError(String(err.message ?? e), String(err.code));
  }
}

/** One fresh database on `engine`; every method waits for it to open. */
export class TestDatabase {
  private readonly ready: Promise<PgliteLike>;
  private cluster: Pg15Cluster | null = null;

  constructor(
    options: { seed?: boolean; supabaseDir?: string } = {},
    readonly engine: Engine = 'pglite',
  ) {
    this.ready =
      engine === 'pglite'
        ? (openDatabase(options) as unknown as Promise<PgliteLike>)
        : openPgDatabase(options).then(({ db, cluster }) => {
            this.cluster = cluster;
            return db;
          });
  }

  /** One statement (with $n parameters), outside any explicit transaction, as the superuser. */
  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<T>> {
    const db = await this.ready;
    return asSqlError(async () => shape(await db.query<T>(sql, params)));
  }

  /** A script of several statements (no parameters). */
  async exec(sql: string): Promise<void> {
    const db = await this.ready;
    await asSqlError(() => db.exec(sql));
  }

  /** Statements in one transaction (rolled back when one fails); resolves to the last one's result. */
  async transaction<T = Record<string, unknown>>(steps: Step[]): Promise<SqlResult<T>> {
    const db = await this.ready;
    return asSqlError(() =>
      db.transaction(async (tx) => {
        let last: SqlResult<T> = { rows: [], affected: 0 };
        for (const step of steps) last = shape(await tx.query<T>(step.sql, step.params ?? []));
        return last;
      }),
    );
  }

  /**
   * Runs each job (statements in one transaction) concurrently: on PostgreSQL each on its own
   * connection, so row locks really meet; on PGlite (one connection) one after the other.
   * @returns per job its last statement's result, or the SqlError it failed with.
   */
  async concurrently<T = Record<string, unknown>>(jobs: Step[][]): Promise<Array<SqlResult<T> | SqlError>> {
    const db = await this.ready;
    const runOn = (target: Pick<PgliteLike, 'transaction'>, steps: Step[]) =>
      asSqlError(() =>
        target.transaction(async (tx) => {
          let last: SqlResult<T> = { rows: [], affected: 0 };
          for (const step of steps) last = shape(await tx.query<T>(step.sql, step.params ?? []));
          return last;
        }),
      ).catch((e: unknown) => (e instanceof SqlError ? e : Promise.reject(e)));
    if (!this.cluster) return Promise.all(jobs.map((steps) => runOn(db, steps)));
    const clients = await Promise.all(
      jobs.map(async () => {
        const c = new Client(this.cluster!.connection);
        await c.connect();
        return c;
      }),
    );
    try {
      return await Promise.all(
        jobs.map((steps, i) =>
          runOn(
            {
              transaction: async (fn) => {
                const c = clients[i];
                const q = async <R>(sql: string, params: unknown[] = []) => {
                  const r = await c.query(sql, params);
                  return { rows: r.rows as R[], affectedRows: r.rowCount ?? 0 };
                };
                await c.query('begin');
                try {
                  const out = await fn({ query: q, exec: async (sql: string) => void (await c.query(sql)) });
                  await c.query('commit');
                  return out;
                } catch (e) {
                  await c.query('rollback').catch(() => {});
                  throw e;
                }
              },
            },
            steps,
          ),
        ),
      );
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => {})));
    }
  }

  /** Applies the migrations of `supabaseDir` not applied yet (local/supabase's migrate). */
  async migrate(supabaseDir: string): Promise<string[]> {
    const db = await this.ready;
    return asSqlError(async () => (await migrate(db as never, { supabaseDir })).applied);
  }

  async close(): Promise<void> {
    await (await this.ready).close();
  }
}

/** What a statement run as some role gave: its rows, or the error it was refused with (and rolled back). */
export interface Outcome<T> {
  rows: T[];
  error: { code: string; message: string } | null;
}

/** Who runs a statement: a signed-in user (their uuid), `anon`, or the job runner's `service_role`. */
export type Actor = string | 'anon' | 'service_role';

/**
 * Runs `sql` as `actor` the way PostgREST does it — `set local role` and `request.jwt.claims` in
 * one transaction — so RLS, grants and `auth.uid()` decide. A refusal is returned, not thrown.
 */
export async function runAs<T = Record<string, unknown>>(
  db: TestDatabase,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome<T>> {
  const role = actor === 'anon' || actor === 'service_role' ? actor : 'authenticated';
  const claims = role === 'authenticated' ? { sub: actor, role } : { role };
  try {
    const result = await db.transaction<T>([
      { sql: `set local role ${role}` },
      { sql: "select set_config('request.jwt.claims', $1, true)", params: [JSON.stringify(claims)] },
      { sql, params },
    ]);
    return { rows: result.rows, error: null };
  } catch (e) {
    if (!(e instanceof SqlError)) throw e;
    return { rows: [], error: { code: e.code, message: e.message } };
  }
}

/**
 * Creates an auth user as the superuser; the signup trigger creates its profile.
 * @param tag prefix of the generated email and username (keep it ≤ 8 characters)
 * @param country the profile's country (a name of the countries table); the default region's when absent
 * @returns the user's uuid
 */
export async function createTestUser(db: TestDatabase, tag: string, country?: string): Promise<string> {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    id,
    `${tag}_${id.slice(0, 8)}@example.com`,
    JSON.stringify({ username: `${tag}_${id.slice(0, 12)}`, ...(country ? { country } : {}) }),
  ]);
  return id;
}
