/**
 * Browser-side runtime of every StreamScout app: read the runtime config (architecture §5), check
 * it against the one schema (`../config-schema.js`) and hand its settings to the shared singletons
 * (@streamscout/tmdb, @streamscout/session). The shell calls this once; a standalone remote calls
 * it for itself.
 */
import { configureTmdb } from '@streamscout/tmdb';
import { configureSession } from '@streamscout/session';
import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '../config-schema.js';

export { RuntimeConfigError };
export type { RuntimeConfig };

/** The global the static server's HTML defines with the runtime config (`createAppServer` of `@streamscout/server`). */
const INLINE_CONFIG = '__STREAMSCOUT_CONFIG__';

/** The public origin of the last config {@link loadRuntimeConfig} read (its `shellUrl`), if it named one. */
let loadedShellUrl: string | null = null;

/**
 * The app's public origin for canonical URLs, e.g. 'https://streamscout.example' (no trailing
 * slash): the runtime config's `shellUrl` (the one the server renders with), else the page's own
 * origin (the shell is served at its public URL).
 */
export function publicOrigin(): string {
  return (loadedShellUrl ?? globalThis.location?.origin ?? '').replace(/\/+$/, '');
}

/**
 * The runtime config — inline in the HTML when the server put it there
 * (`window.__STREAMSCOUT_CONFIG__`, so the app needs no round trip), else fetched from `url`
 * (no-cache) — checked, then handed to TMDB and Supabase.
 * @param url where to fetch it when the HTML carries none (default '/config.json' of the page's origin)
 * @returns the config; or `null` when there is none to read (no inline config and `url`
 *   unreachable or not OK, e.g. a bare dev server): the apps then run on package defaults, the
 *   local TMDB catalog on :3010 and the local Supabase backend on :54321
 * @throws RuntimeConfigError when a config is there but is not JSON or a field is invalid (the
 *   error names the field, e.g. 'tmdb.baseUrl must be an http(s) URL'); nothing is configured then
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig | null> {
  const inline = (globalThis as Record<string, unknown>)[INLINE_CONFIG];
  let config: RuntimeConfig;
  if (inline !== undefined) {
    config = parseRuntimeConfig(inline, 'inline in the page');
  } else {
    let res: Response;
    try {
      res = await fetch(url, { cache: 'no-cache' });
    } catch {
      return null;
    }
    if (!res.ok) return null;
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new RuntimeConfigError(url, '', 'is not JSON');
    }
    config = parseRuntimeConfig(body, url);
  }
  configureTmdb(config.tmdb);
  configureSession(config.supabase);
  loadedShellUrl = config.shellUrl ?? null;
  return config;
}
