/**
 * The one HTTP entry point of the package (architecture §4): GET a TMDB v3 path and return the
 * parsed JSON, or `null` for anything else (spec §8 "Data fetches"). Never throws, never logs.
 */
import { getTmdbConfig } from './config';

/** Query parameter values; `undefined` / `null` entries are left out. */
export type TmdbParams = Record<string, string | number | boolean | null | undefined>;

/** Per-call options of {@link tmdbGet}. */
export interface TmdbRequestOptions {
  /** Aborts the request (e.g. TanStack Query's `signal`); an aborted request yields `null`. */
  signal?: AbortSignal;
  /** Overrides the configured timeout (milliseconds). */
  timeoutMs?: number;
}

/** What the optional debug hook receives once per request. `url` never contains the api_key. */
export interface TmdbDebugEvent {
  url: string;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  ok: boolean;
  /** Why the result is `null`: 'status' | 'parse' | 'network' | 'timeout' | 'aborted'; absent on success. */
  failure?: 'status' | 'parse' | 'network' | 'timeout' | 'aborted';
  durationMs: number;
}

let debugHook: ((event: TmdbDebugEvent) => void) | null = null;

/**
 * Installs (or removes, with `null`) a debug hook. Logging is disabled by the spec (§8); this is
 * the only observation point, for development tools and tests. Errors thrown by the hook are ignored.
 */
export function setTmdbDebugHook(hook: ((event: TmdbDebugEvent) => void) | null): void {
  debugHook = hook;
}

/**
 * Builds the absolute request URL of a TMDB path: `{baseUrl}/{path}?{params}&api_key=…`.
 * The query string is built with URLSearchParams only (values are encoded, `&`/`#` safe).
 * @param path TMDB path with or without the leading slash, e.g. 'movie/603'.
 * @param params query parameters; `undefined`/`null` values are skipped.
 * @param includeKey append the configured `api_key` (default true; false for logging).
 */
export function buildTmdbUrl(path: string, params: TmdbParams = {}, includeKey = true): string {
  const { baseUrl, apiKey } = getTmdbConfig();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  if (includeKey && apiKey) search.set('api_key', apiKey);
  const query = search.toString();
  const cleanPath = path.replace(/^\/+/, '');
  return `${baseUrl}/${cleanPath}${query ? `?${query}` : ''}`;
}

function emit(event: TmdbDebugEvent): void {
  if (!debugHook) return;
  try {
    debugHook(event);
  } catch {
    /* a debug hook never breaks a request */
  }
}

/**
 * GET `{baseUrl}/{path}` with `params`, the configured credentials (`api_key` query parameter
 * and/or `Authorization: Bearer {readToken}`) and a timeout (AbortController, default
 * `timeoutMs` of the config, covering the body too).
 * @returns the parsed JSON body, or `null` on a non-2xx status, an unparseable or empty body,
 *   a network error, a timeout or an abort through `options.signal`. Never throws.
 */
export async function tmdbGet<T>(
  path: string,
  params: TmdbParams = {},
  options: TmdbRequestOptions = {},
): Promise<T | null> {
  const started = Date.now();
  let url: string;
  let logUrl = '';
  try {
    url = buildTmdbUrl(path, params);
    logUrl = buildTmdbUrl(path, params, false);
  } catch {
    return null;
  }
  const { readToken, timeoutMs: configured } = getTmdbConfig();
  const timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : configured;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer) {
    if (outer.aborted) controller.abort();
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (readToken) headers.Authorization = `Bearer ${readToken}`;

  let status = 0;
  try {
    const res = await fetch(url, { method: 'GET', headers, signal: controller.signal });
    status = res.status;
    if (!res.ok) {
      try {
        await res.body?.cancel();
      } catch {
        /* ignore */
      }
      emit({ url: logUrl, status, ok: false, failure: 'status', durationMs: Date.now() - started });
      return null;
    }
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      emit({ url: logUrl, status, ok: false, failure: 'parse', durationMs: Date.now() - started });
      return null;
    }
    if (body === null || body === undefined) {
      emit({ url: logUrl, status, ok: false, failure: 'parse', durationMs: Date.now() - started });
      return null;
    }
    emit({ url: logUrl, status, ok: true, durationMs: Date.now() - started });
    return body as T;
  } catch {
    const failure = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network';
    emit({ url: logUrl, status, ok: false, failure, durationMs: Date.now() - started });
    return null;
  } finally {
    clearTimeout(timer);
    if (outer) outer.removeEventListener('abort', onOuterAbort);
  }
}
