/**
 * The one HTTP entry point of the package (architecture §4): GET a TMDB v3 path and return the
 * parsed JSON, or `null` for anything else (spec §8 "Data fetches"). Never logs; never throws
 * unless the caller asks with `throwOnFailure` (the TanStack query functions do, so a failure is
 * retried and not cached like "nothing found", architecture §4).
 *
 * Requests go through a client ({@link TmdbClient}): its settings (base URL, credentials,
 * timeout) and its own limit of requests on the wire. The page has one, the default client, whose
 * settings are {@link configureTmdb}'s; every API function uses it unless the call names another
 * (`client` of {@link TmdbRequestOptions}). A server makes one client per consumer with
 * {@link createTmdbClient} — the renderer, the calendar and feeds, the job runner — so one
 * consumer's timeout or limit never becomes another's (architecture §9).
 */
import { getTmdbConfig, mergeTmdbConfig, DEFAULT_TMDB_CONFIG, type TmdbConfig } from './config';

/** Query parameter values; `undefined` / `null` entries are left out. */
export type TmdbParams = Record<string, string | number | boolean | null | undefined>;

/** Per-call options of {@link tmdbGet}. */
export interface TmdbRequestOptions {
  /** Aborts the request (e.g. TanStack Query's `signal`); an aborted request yields `null`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout (milliseconds). */
  timeoutMs?: number;
  /** The client to send it with (its settings and its limit); default the page's default client. */
  client?: TmdbClient;
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
 * Installs (or removes, with `null`) a debug hook, told of every request of every client of this
 * module. Logging is disabled by the spec (§8); this and a client's own `onRequest` are the only
 * observation points, for development tools and tests. Errors thrown by the hook are ignored.
 */
export function setTmdbDebugHook(hook: ((event: TmdbDebugEvent) => void) | null): void {
  debugHook = hook;
}

/**
 * The absolute request URL of a TMDB path with `config`'s base URL and key.
 * @param includeKey append `api_key` (false: the URL for logs and errors)
 */
function urlWith(config: Pick<TmdbConfig, 'baseUrl' | 'apiKey'>, path: string, params: TmdbParams, includeKey: boolean): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  if (includeKey && config.apiKey) search.set('api_key', config.apiKey);
  const query = search.toString();
  const cleanPath = path.replace(/^\/+/, '');
  return `${config.baseUrl}/${cleanPath}${query ? `?${query}` : ''}`;
}

/**
 * Builds the absolute request URL of a TMDB path with the default client's settings:
 * `{baseUrl}/{path}?{params}&api_key=…`. The query string is built with URLSearchParams only
 * (values are encoded, `&`/`#` safe).
 * @param path TMDB path with or without the leading slash, e.g. 'movie/603'.
 * @param params query parameters; `undefined`/`null` values are skipped.
 * @param includeKey append the configured `api_key` (default true; false for logging).
 */
export function buildTmdbUrl(path: string, params: TmdbParams = {}, includeKey = true): string {
  return urlWith(getTmdbConfig(), path, params, includeKey);
}

/** Tells the hooks of one request; a hook's error never breaks a request. */
function emit(event: TmdbDebugEvent, own: ((event: TmdbDebugEvent) => void) | undefined): void {
  for (const hook of [own, debugHook]) {
    if (!hook) continue;
    try {
      hook(event);
    } catch {
      /* ignored */
    }
  }
}

/** What one HTTP request to TMDB came back with, shared by every caller that asked for that URL. */
type Outcome =
  /** A 2xx with a JSON body: `body` parsed once for the first caller, `text` for any other. */
  | { kind: 'json'; status: number; text: string; body: unknown; taken: boolean }
  | { kind: 'failure'; failure: 'status' | 'parse' | 'network' | 'timeout' | 'aborted'; status: number };

/** One request on the wire (or waiting for a slot): its callers share it. */
interface Flight {
  outcome: Promise<Outcome>;
  /** Callers still waiting for it; when the last one gives up (abort), the request is cancelled. */
  users: number;
  controller: AbortController;
}

/** A TMDB client: its settings and its own requests in flight (see the module's comment). */
export interface TmdbClient {
  /** This client's settings (a copy). */
  config(): TmdbConfig;
  /**
   * GET `{baseUrl}/{path}` with `params`, the client's credentials (`api_key` query parameter
   * and/or `Authorization: Bearer {readToken}`) and a timeout (default the client's `timeoutMs`,
   * covering the body too, counted from when the request is sent).
   *
   * At most the client's `maxInFlight` requests are on the wire at once (first come, first
   * served), and identical GETs asked for while one is in flight share it: one HTTP request, each
   * caller gets its own parsed copy of the body. A caller that aborts while waiting gives up its
   * place; the request itself is cancelled only when every caller sharing it has aborted.
   * `options.client` is not read (this is the client).
   * @returns the parsed JSON body, or `null` on a non-2xx status, an unparseable or empty body,
   *   a network error, a timeout or an abort through `options.signal`.
   * @throws TmdbRequestError only with `options.throwOnFailure`, for the failures listed there.
   */
  get<T>(path: string, params?: TmdbParams, options?: TmdbRequestOptions): Promise<T | null>;
  /** Requests of this client on the wire now (not those waiting for a slot). */
  inFlight(): number;
}

/** Settings of {@link createTmdbClient}: TMDB's, and who is told of each request. */
export interface TmdbClientOptions extends Partial<TmdbConfig> {
  /** Told of each request this client sends, once it has ended (counters, tests); its errors are ignored. */
  onRequest?: (event: TmdbDebugEvent) => void;
}

/**
 * A client reading its settings from `settings` on each request (the default client: the
 * configured ones, which may change; an instance: its own, fixed).
 */
function clientWith(settings: () => TmdbConfig, onRequest?: (event: TmdbDebugEvent) => void): TmdbClient {
  /** Identical GETs in flight (same URL with the api_key, same bearer token) → one request. */
  const flights = new Map<string, Flight>();
  let inFlight = 0;
  const waiting: Array<() => void> = [];

  /**
   * Waits for one of the client's `maxInFlight` slots (first come, first served).
   * @returns false when `signal` aborted while waiting (the slot is then not taken)
   */
  const takeSlot = (signal: AbortSignal): Promise<boolean> => {
    if (signal.aborted) return Promise.resolve(false);
    if (inFlight < settings().maxInFlight && waiting.length === 0) {
      inFlight += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const go = () => {
        signal.removeEventListener('abort', leave);
        inFlight += 1;
        resolve(true);
      };
      const leave = () => {
        const i = waiting.indexOf(go);
        if (i >= 0) waiting.splice(i, 1);
        resolve(false);
      };
      waiting.push(go);
      signal.addEventListener('abort', leave, { once: true });
    });
  };

  /** Gives a slot back and lets as many waiting requests go as the (possibly changed) limit allows. */
  const freeSlot = (): void => {
    inFlight -= 1;
    const limit = settings().maxInFlight;
    while (inFlight < limit && waiting.length > 0) waiting.shift()!();
  };

  /**
   * Sends one GET through the slots, with the timeout counted from the moment it is sent (a request
   * waiting its turn is not a slow server), and reports it once to the hooks.
   */
  const send = async (
    url: string,
    logUrl: string,
    headers: Record<string, string>,
    timeoutMs: number,
    controller: AbortController,
  ): Promise<Outcome> => {
    if (!(await takeSlot(controller.signal))) return { kind: 'failure', failure: 'aborted', status: 0 };
    const started = Date.now();
    const report = (status: number, failure?: TmdbDebugEvent['failure']) =>
      emit({ url: logUrl, status, ok: !failure, ...(failure ? { failure } : {}), durationMs: Date.now() - started }, onRequest);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
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
        report(status, 'status');
        return { kind: 'failure', failure: 'status', status };
      }
      const text = await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      if (body === null || body === undefined) {
        report(status, 'parse');
        return { kind: 'failure', failure: 'parse', status };
      }
      report(status);
      return { kind: 'json', status, text, body, taken: false };
    } catch {
      const failure = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network';
      report(status, failure);
      return { kind: 'failure', failure, status };
    } finally {
      clearTimeout(timer);
      freeSlot();
    }
  };

  /**
   * Joins the flight for `url` (starting it when there is none) on behalf of one caller. The caller's
   * own `signal` only lets that caller go ('aborted'); the request is cancelled when no caller is left.
   */
  const join = (
    url: string,
    logUrl: string,
    headers: Record<string, string>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<Outcome> => {
    const key = `${headers.Authorization ?? ''} ${url}`;
    let flight = flights.get(key);
    if (!flight) {
      const controller = new AbortController();
      const created: Flight = {
        outcome: Promise.resolve<Outcome>({ kind: 'failure', failure: 'aborted', status: 0 }),
        users: 0,
        controller,
      };
      created.outcome = send(url, logUrl, headers, timeoutMs, controller).finally(() => {
        if (flights.get(key) === created) flights.delete(key);
      });
      flights.set(key, created);
      flight = created;
    }
    const joined = flight;
    joined.users += 1;
    if (!signal) return joined.outcome;
    return new Promise<Outcome>((resolve) => {
      let done = false;
      const leave = () => {
        if (done) return;
        done = true;
        joined.users -= 1;
        if (joined.users === 0) {
          joined.controller.abort();
          if (flights.get(key) === joined) flights.delete(key);
        }
        resolve({ kind: 'failure', failure: 'aborted', status: 0 });
      };
      if (signal.aborted) {
        leave();
        return;
      }
      signal.addEventListener('abort', leave, { once: true });
      void joined.outcome.then((outcome) => {
        if (done) return;
        done = true;
        signal.removeEventListener('abort', leave);
        resolve(outcome);
      });
    });
  };

  const get = async <T>(path: string, params: TmdbParams = {}, options: TmdbRequestOptions = {}): Promise<T | null> => {
    const config = settings();
    let url: string;
    let logUrl = '';
    try {
      url = urlWith(config, path, params, true);
      logUrl = urlWith(config, path, params, false);
    } catch {
      return null;
    }
    const fail = (failure: TmdbRequestError['failure'], status: number): null => {
      if (options.throwOnFailure && (failure !== 'status' || isFaultStatus(status))) {
        throw new TmdbRequestError(failure, status, logUrl);
      }
      return null;
    };
    const timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : config.timeoutMs;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (config.readToken) headers.Authorization = `Bearer ${config.readToken}`;

    const outcome = await join(url, logUrl, headers, timeoutMs, options.signal);
    if (outcome.kind === 'failure') return fail(outcome.failure, outcome.status);
    // Each caller gets its own object: the first the one parsed on arrival, the others a fresh parse.
    if (outcome.taken) return JSON.parse(outcome.text) as T;
    outcome.taken = true;
    return outcome.body as T;
  };

  return { config: () => ({ ...settings() }), get, inFlight: () => inFlight };
}

/**
 * A new TMDB client with its own settings and its own requests in flight: the defaults
 * (`DEFAULT_TMDB_CONFIG`: the local catalog, 5 s, 6 in flight) with `options` applied as
 * `configureTmdb` would apply them. Changing the default client's configuration later changes
 * nothing here. Pass it as `client` of an API function's options, or call its `get`.
 * @param options TMDB settings (e.g. the runtime config's `tmdb` with a server's `timeoutMs` and
 *   `maxInFlight`) and `onRequest`
 */
export function createTmdbClient(options: TmdbClientOptions = {}): TmdbClient {
  const { onRequest, ...settings } = options;
  const config = mergeTmdbConfig(DEFAULT_TMDB_CONFIG, settings);
  return clientWith(() => config, onRequest);
}

/** The page's default client: {@link configureTmdb}'s settings, read on each request. */
const defaultClient = clientWith(getTmdbConfig);

/**
 * GET `{baseUrl}/{path}` through `options.client`, else the default client (see
 * {@link TmdbClient.get}: the same answer, limits, sharing and failures). The default client's
 * settings are {@link getTmdbConfig}'s: at most `maxInFlight` of them (6 by default) on the wire.
 * @returns the parsed JSON body, or `null` on a non-2xx status, an unparseable or empty body,
 *   a network error, a timeout or an abort through `options.signal`.
 * @throws TmdbRequestError only with `options.throwOnFailure`, for the failures listed there.
 */
export function tmdbGet<T>(path: string, params: TmdbParams = {}, options: TmdbRequestOptions = {}): Promise<T | null> {
  return (options.client ?? defaultClient).get<T>(path, params, options);
}
