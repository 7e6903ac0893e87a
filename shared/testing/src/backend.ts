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
import { LOCAL_ANON_KEY } from '@streamscout/federation/runtime-config';

/** `supabase start`'s well-known local demo anon key, which the local backend accepts (a test checks they agree). */
export const ANON_KEY: string = LOCAL_ANON_KEY;

/** URL of the local backend the jest global setup started. @throws Error outside jest's global setup */
export function backendUrl(): string {
  const url = process.env.SUPABASE_TEST_URL;
  if (!url) {
    throw new Error(
      'SUPABASE_TEST_URL is not set: the jest global setup starts local/supabase/src/cli.js; is the local backend there?',
    );
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
/** A fresh identity for each signup: unique email and username. */
export function freshUser(tag: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
  return {
    email: `${tag}-${id}@example.com`,
    password: 'secret-123',
    username: `${tag}_${id}`,
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
