/**
 * A PGlite database for SQL tests, with the platform stub and supabase/migrations applied
 * (local/supabase's openDatabase, in memory). Errors surface as {@link SqlError} with the
 * Postgres SQLSTATE `code`, so tests can assert refusals exactly.
 */
import type { Results } from '@electric-sql/pglite';
import { openDatabase } from '@streamscout/local-supabase/src/db.js';

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

const shape = <T>(r: Results<T>): SqlResult<T> => ({ rows: r.rows, affected: r.affectedRows ?? 0 });

async function asSqlError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const err = e as { message?: string; code?: string };
    throw new SqlError(String(err.message ?? e), String(err.code));
  }
}

/** One in-memory database; every method waits for it to open. */
export class TestDatabase {
  private readonly ready: ReturnType<typeof openDatabase>;

  constructor(options: { seed?: boolean } = {}) {
    this.ready = openDatabase(options);
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

  async close(): Promise<void> {
    await (await this.ready).close();
  }
}
