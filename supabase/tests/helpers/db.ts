/**
 * A PGlite database for SQL tests, with the platform stub and supabase/migrations applied
 * (local/supabase's openDatabase), running in a worker thread (see pglite-worker.js).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface SqlResult<T> {
  rows: T[];
  affected: number;
}

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

export class TestDatabase {
  private readonly worker: Worker;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (v: SqlResult<unknown>) => void; reject: (e: Error) => void }>();

  constructor(options: { seed?: boolean } = {}) {
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.js'), { workerData: options });
    this.worker.on('message', (msg: { id: number; ok: boolean; result?: SqlResult<unknown>; error?: { code: string; message: string } }) => {
      const waiter = this.pending.get(msg.id);
      if (!waiter) return;
      this.pending.delete(msg.id);
      if (msg.ok) waiter.resolve(msg.result!);
      else waiter.reject(new SqlError(msg.error!.message, String(msg.error!.code)));
    });
    this.worker.on('error', (e) => {
      for (const waiter of this.pending.values()) waiter.reject(e);
      this.pending.clear();
    });
  }

  private send<T>(msg: Record<string, unknown>): Promise<SqlResult<T>> {
    this.next += 1;
    const id = this.next;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: SqlResult<unknown>) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  /** One statement (with $n parameters), outside any explicit transaction, as the superuser. */
  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<T>> {
    return this.send<T>({ type: 'query', sql, params });
  }

  /** A script of several statements (no parameters). */
  async exec(sql: string): Promise<void> {
    await this.send({ type: 'exec', sql });
  }

  /** Statements in one transaction (rolled back when one fails); resolves to the last one's result. */
  transaction<T = Record<string, unknown>>(steps: Step[]): Promise<SqlResult<T>> {
    return this.send<T>({ type: 'tx', steps });
  }

  async close(): Promise<void> {
    try {
      await this.send({ type: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
