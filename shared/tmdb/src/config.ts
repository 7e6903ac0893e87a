/**
 * Runtime configuration of the TMDB client (architecture §4–§5).
 *
 * The shell reads its runtime `/config.json` (written at start/deploy time from TMDB_API_KEY /
 * TMDB_READ_TOKEN / TMDB_BASE_URL / TMDB_IMAGE_BASE_URL) and calls {@link configureTmdb} once:
 * the page's default client; remotes share this module as a Module Federation singleton and so
 * see the same settings. A server creates one client per consumer instead (`createTmdbClient` of
 * `./http`, each with its own settings). Nothing is baked in at build time: the defaults point at
 * the local TMDB catalog on :3010.
 */

/** Settings of the TMDB client. */
export interface TmdbConfig {
  /** API root without trailing slash, e.g. 'https://api.themoviedb.org/3' (paths are appended as '/movie/1'). */
  baseUrl: string;
  /** Image host root without trailing slash, e.g. 'https://image.tmdb.org/t/p' (then '/{size}/{file}'). */
  imageBaseUrl: string;
  /** TMDB v3 API key, sent in the query string as `api_key` (spec §7). */
  apiKey?: string;
  /** TMDB v4 read access token, sent as `Authorization: Bearer <token>`. */
  readToken?: string;
  /** Per-request timeout in milliseconds (covers headers and body). */
  timeoutMs: number;
  /**
   * How many TMDB requests one client keeps on the wire at once; the rest wait their turn
   * (default {@link TMDB_MAX_IN_FLIGHT}, 6: one browser tab's courtesy). Each server consumer,
   * speaking for every visitor of its process, has a client with its own (the renderer: 16).
   */
  maxInFlight: number;
}

/** Real TMDB v3 API root. */
export const TMDB_API_BASE_URL = 'https://api.themoviedb.org/3';
/** Real TMDB image host root. */
export const TMDB_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p';
/** Local TMDB-compatible catalog (local/tmdb) API root: the default. */
const LOCAL_TMDB_BASE_URL = 'http://localhost:3010/3';
/** Local catalog image root: the default. */
const LOCAL_TMDB_IMAGE_BASE_URL = 'http://localhost:3010/t/p';

/**
 * Per-request timeout of the defaults, ms. TMDB answers in well under a second; 5 s leaves room
 * for a slow mobile connection's handshake while keeping the time before a failed view says so
 * bounded: two tries of 5 s and a 1 s pause, 11 s at most (`FAILURE_SHOWN_WITHIN_MS` of `/query`).
 */
export const TMDB_TIMEOUT_MS = 5000;

/**
 * Default of {@link TmdbConfig.maxInFlight}: how many TMDB requests one page (one tab) keeps in
 * flight at most. A browser opens 6 connections per host anyway, and requests queued beyond them
 * used to time out while waiting and be sent again; TMDB itself allows about 50 requests/s per
 * address. Six in flight keeps a 1,000-title gallery, a details page and a search box polite to both.
 */
export const TMDB_MAX_IN_FLIGHT = 6;

/** The defaults: local catalog, no credentials, {@link TMDB_TIMEOUT_MS} (5 s) timeout, {@link TMDB_MAX_IN_FLIGHT} (6) in flight. */
export const DEFAULT_TMDB_CONFIG: Readonly<TmdbConfig> = Object.freeze({
  baseUrl: LOCAL_TMDB_BASE_URL,
  imageBaseUrl: LOCAL_TMDB_IMAGE_BASE_URL,
  timeoutMs: TMDB_TIMEOUT_MS,
  maxInFlight: TMDB_MAX_IN_FLIGHT,
});

// Kept on globalThis under a registered symbol so that even two copies of this package
// (a remote built against another version, a standalone page) read one configuration.
const CONFIG_KEY = Symbol.for('@streamscout/tmdb/config');
type Holder = { [CONFIG_KEY]?: TmdbConfig };

function holder(): Holder {
  return globalThis as unknown as Holder;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * `base` with the settings of `cfg` applied (a new object; neither argument is changed).
 * Keys that are `undefined` in `cfg` are ignored; pass `''` to clear `apiKey` / `readToken`.
 * Trailing slashes of the URLs are removed; a non-positive or non-finite `timeoutMs` is ignored,
 * and so is a `maxInFlight` that is not a positive integer. The one rule of both
 * {@link configureTmdb} (the process's default client) and `createTmdbClient` (an instance's own).
 */
export function mergeTmdbConfig(base: Readonly<TmdbConfig>, cfg: Partial<TmdbConfig>): TmdbConfig {
  const next: TmdbConfig = { ...base };
  if (cfg.baseUrl) next.baseUrl = stripSlash(cfg.baseUrl);
  if (cfg.imageBaseUrl) next.imageBaseUrl = stripSlash(cfg.imageBaseUrl);
  if (cfg.apiKey !== undefined) next.apiKey = cfg.apiKey || undefined;
  if (cfg.readToken !== undefined) next.readToken = cfg.readToken || undefined;
  if (typeof cfg.timeoutMs === 'number' && Number.isFinite(cfg.timeoutMs) && cfg.timeoutMs > 0) {
    next.timeoutMs = cfg.timeoutMs;
  }
  if (typeof cfg.maxInFlight === 'number' && Number.isInteger(cfg.maxInFlight) && cfg.maxInFlight > 0) {
    next.maxInFlight = cfg.maxInFlight;
  }
  return next;
}

/**
 * Merges `cfg` into the configuration of the default client — the one `tmdbGet` and every API
 * function use unless a call names its own client (`client` of the request options) — and returns
 * the result ({@link mergeTmdbConfig} says how). The browser calls it once from the runtime
 * config. A server consumer (renderer, feeds, job runner) creates its own client with
 * `createTmdbClient` instead, so no consumer changes another's timeout or limit.
 * A smaller `maxInFlight` takes effect as requests on the wire finish; a larger one lets waiting
 * requests go at once.
 */
export function configureTmdb(cfg: Partial<TmdbConfig>): TmdbConfig {
  const next = mergeTmdbConfig(getTmdbConfig(), cfg);
  holder()[CONFIG_KEY] = next;
  return { ...next };
}

/** The default client's configuration (a copy; change it with {@link configureTmdb}). */
export function getTmdbConfig(): TmdbConfig {
  // the defaults first: a configuration written by an older copy of this package may lack a newer key
  return { ...DEFAULT_TMDB_CONFIG, ...holder()[CONFIG_KEY] };
}

/** Restores {@link DEFAULT_TMDB_CONFIG} (tests, sign-out of a custom key). */
export function resetTmdbConfig(): TmdbConfig {
  holder()[CONFIG_KEY] = { ...DEFAULT_TMDB_CONFIG };
  return getTmdbConfig();
}
