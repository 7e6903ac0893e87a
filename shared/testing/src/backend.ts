/**
 * A real supabase-js client for tests against the local backend started by the jest global
 * setup (process.env.SUPABASE_TEST_URL). No mocks: in-memory auth storage, no auto refresh, and a
 * WebSocket implementation for realtime because Node 20 has none (supabase-js 2.119).
 * Works in the node and the dom jest projects (the dom environment carries Node's fetch).
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** `supabase start`'s well-known local demo anon key (architecture §8), as the local backend issues it. */
import { LOCAL_ANON_KEY } from '@streamscout/host/runtime-config';

/** `supabase start`'s well-known local demo anon key, which the local backend accepts (a test checks they agree). */
export const ANON_KEY: string = LOCAL_ANON_KEY;

/** URL of the local backend the jest global setup started. @throws Error outside jest's global setup */
export function backendUrl(): string {
  const url = process.env.SUPABASE_TEST_URL;
  if (!url) {
    throw new Error('SUPABASE_TEST_URL is not set: the jest global setup starts local/supabase/src/cli.js; is the local backend there?');
  }
  return url;
}

/**
 * A fresh supabase-js client (anon until it signs in).
 * @param url the backend (default: the local backend of the jest global setup; an address where
 *   nothing listens, e.g. 'http://127.0.0.1:9', gives a client whose every call fails to connect)
 */
export function makeClient(url: string = backendUrl()): SupabaseClient {
  return createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
/** A fresh identity for each signup: unique email and username (at most 30 characters, the SQL rule). */
export function freshUser(tag: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
  return {
    email: `${tag}-${id}@example.com`,
    password: 'secret-123',
    username: `${tag.slice(0, 12)}_${id}`.slice(0, 30),
    country: 'Canada',
  };
}

/** Resolves when `check()` is truthy (polled), or rejects after `ms`. */
export async function until<T>(check: () => T, ms = 5000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('timed out waiting for condition');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Starts a separate local backend (the CLI, fresh in-memory database, a free 127.0.0.1 port) with
 * extra environment, e.g. small `LOCAL_SUPABASE_RATE_LIMIT_*` limits. A child process, so it works
 * in the jsdom project too (PGlite cannot load in jsdom).
 * @returns its URL and a `stop()` that ends it (SIGTERM) and resolves once it exited
 */
export async function startLocalBackend(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const path = await import('node:path');
  const cli = path.resolve(__dirname, '../../../local/supabase/src/cli.js');
  const child = spawn(process.execPath, [cli, '--port', '0', '--memory', '--quiet'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`local backend exited early (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
