/**
 * The one HTTP entry point of the package (architecture §4): GET a TMDB v3 path and return the
 * parsed JSON, or `null` for anything else (spec §8 "Data fetches"). Never logs; never throws
 * unless the caller asks with `throwOnFailure` (the TanStack query functions do, so a failure is
 * retried and not cached like "nothing found"; issue 11).
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
  /**
   * Reject with a {@link TmdbRequestError} when the request failed — a 5xx, 429 or 408 status, an
   * unparseable or empty body, a network error, a timeout or an abort — instead of resolving to
   * `null`. Other 4xx answers (404 unknown id, 401 bad key) are answers, not faults: still `null`.
   */
  throwOnFailure?: boolean;
}

/** Why a TMDB request failed, thrown only with `throwOnFailure` (the URL never holds the api_key). */
export class TmdbRequestError extends Error {
  constructor(
    /** 'status' (5xx/429/408), 'parse', 'network', 'timeout' or 'aborted'. */
    readonly failure: 'status' | 'parse' | 'network' | 'timeout' | 'aborted',
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    url: string,
  ) {
    super(`TMDB request failed (${failure}${status ? ` ${status}` : ''}): ${url}`);
    this.name = 'TmdbRequestError';
  }
}

/** Statuses that are faults of the moment (retry may help), not answers. */
const isFaultStatus = (status: number) => status >= 500 || status === 429 || status === 408;

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
 *   a network error, a timeout or an abort through `options.signal`.
 * @throws TmdbRequestError only with `options.throwOnFailure`, for the failures listed there.
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
  let status = 0;
  const fail = (failure: TmdbRequestError['failure']): null => {
    emit({ url: logUrl, status, ok: false, failure, durationMs: Date.now() - started });
    if (options.throwOnFailure && (failure !== 'status' || isFaultStatus(status))) {
      throw new TmdbRequestError(failure, status, logUrl);
    }
    return null;
  };
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

  try {
    const res = await fetch(url, { method: 'GET', headers, signal: controller.signal });
    status = res.status;
    if (!res.ok) {
      try {
        await res.body?.cancel();
      } catch {
        /* ignore */
      }
      return fail('status');
    }
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail('parse');
    }
    if (body === null || body === undefined) return fail('parse');
    emit({ url: logUrl, status, ok: true, durationMs: Date.now() - started });
    return body as T;
  } catch (error) {
    if (error instanceof TmdbRequestError) throw error;
    return fail(timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network');
  } finally {
    clearTimeout(timer);
    if (outer) outer.removeEventListener('abort', onOuterAbort);
  }
}
