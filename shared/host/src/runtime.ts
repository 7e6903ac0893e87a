/**
 * Browser-side runtime of every StreamScout app: read `/config.json` (architecture §5) and hand
 * its settings to the shared singletons (@streamscout/tmdb, @streamscout/session). The shell calls
 * this once; a standalone remote calls it for itself.
 */
import { configureTmdb } from '@streamscout/tmdb';
import { configureSession } from '@streamscout/session';

/** Shape of `/config.json` (issue 2 §2). */
export interface RuntimeConfig {
  /** Manifest URLs of the remotes, e.g. 'http://localhost:3001/mf-manifest.json'. */
  remotes: { search: string; details: string; discover: string; dashboard: string };
  /** Public origin of the full app (the shell), e.g. 'http://localhost:3000'; where embeds link to. */
  shellUrl?: string;
  tmdb: { baseUrl: string; imageBaseUrl: string; apiKey?: string; readToken?: string };
  supabase: { url: string; anonKey: string };
}

/** The global the static server's HTML defines with the runtime config (`@streamscout/server/serve`). */
const INLINE_CONFIG = '__STREAMSCOUT_CONFIG__';

/**
 * The runtime config the page's HTML carries inline (`window.__STREAMSCOUT_CONFIG__`, written by
 * the static server so the app needs no `config.json` round trip), or null when there is none
 * (e.g. `npm run dev`) or it lacks the remotes.
 */
function inlineRuntimeConfig(): RuntimeConfig | null {
  const value = (globalThis as Record<string, unknown>)[INLINE_CONFIG];
  return value && typeof value === 'object' && 'remotes' in value ? (value as RuntimeConfig) : null;
}

/**
 * The runtime config — inline in the HTML when the server put it there, else fetched from
 * `/config.json` of the page's origin (no-cache) — handed to TMDB and Supabase.
 * @returns the config, or `null` when it cannot be read (the apps then run on package defaults:
 *   the local TMDB catalog on :3010 and the local Supabase backend on :54321).
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig | null> {
  let config: RuntimeConfig | null = inlineRuntimeConfig();
  if (!config) {
    try {
      const res = await fetch(url, { cache: 'no-cache' });
      if (res.ok) config = (await res.json()) as RuntimeConfig;
    } catch {
      config = null;
    }
  }
  if (config) {
    configureTmdb(config.tmdb);
    configureSession(config.supabase);
  }
  return config;
}
