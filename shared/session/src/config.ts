/**
 * The one supabase client of the page (architecture §4).
 *
 * `@supabase/supabase-js` is loaded with a dynamic `import()` the first time the client is
 * needed, never statically, so it is not part of the first render's critical path
 * (architecture §3 "keep supabase-js out of any module the first render imports", §7 budgets).
 * Module Federation shares this package as a singleton, so this module state exists once per page.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SessionConfig } from './types';

/** The text logged when no client is available (spec §6, §8: "logged only", no UI). */
const CLIENT_NOT_FOUND = 'Supabase client not found';

let config: SessionConfig | null = null;
let clientPromise: Promise<SupabaseClient | null> | null = null;
let injected: SupabaseClient | null = null;
let lastCreateError: unknown = null;

/**
 * Sets where the backend lives. Call once at start-up (the shell does, from its runtime
 * `config.json`; a standalone remote does from its own). Does not load supabase-js: the client
 * is created lazily by {@link getSupabase}.
 *
 * @param next `{ url, anonKey, options? }`. `options` is passed to `createClient` as is.
 * Calling it again with a different url/key drops the previous (not yet used) client.
 */
export function configureSession(next: SessionConfig): void {
  if (config && config.url === next.url && config.anonKey === next.anonKey && config.options === next.options) return;
  config = next;
  clientPromise = null;
}

/** The current configuration, or null before {@link configureSession}. */
export function getSessionConfig(): SessionConfig | null {
  return config;
}

async function createLazily(cfg: SessionConfig): Promise<SupabaseClient | null> {
  try {
    const { createClient } = await import('@supabase/supabase-js');
    return createClient(cfg.url, cfg.anonKey, cfg.options) as unknown as SupabaseClient;
  } catch (error) {
    lastCreateError = error;
    return null;
  }
}

/**
 * THE supabase client, created on first call (dynamic import of supabase-js + `createClient`).
 *
 * @returns the client; or `null` when nothing is configured, or loading/creating it failed.
 * The null case logs 'Supabase client not found' (console.error) and nothing else (spec §8).
 * Concurrent first calls share one creation, so there is never a second client.
 */
export async function getSupabase(): Promise<SupabaseClient | null> {
  if (injected) return injected;
  if (!config) {
    console.error(CLIENT_NOT_FOUND);
    return null;
  }
  if (!clientPromise) {
    const pending = createLazily(config);
    clientPromise = pending;
    pending.then((c) => {
      // A failed creation is retried on the next call rather than cached forever.
      if (!c && clientPromise === pending) clientPromise = null;
    });
  }
  const client = await clientPromise;
  if (!client) {
    if (lastCreateError) console.error(CLIENT_NOT_FOUND, lastCreateError);
    else console.error(CLIENT_NOT_FOUND);
  }
  return client;
}

/**
 * Test hook: use `client` as THE client (a real supabase-js client built by the test, e.g.
 * with `auth: { persistSession: false }` and a Node WebSocket transport). `null` removes the
 * injected client and also forgets any configuration, so {@link getSupabase} returns null.
 */
export function setSupabaseClientForTests(client: SupabaseClient | null): void {
  injected = client;
  if (!client) {
    config = null;
    clientPromise = null;
  }
}
