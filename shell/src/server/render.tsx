/**
 * The shell's server render of a public route (architecture §9): the same `App` as the browser
 * (one Mantine context, one QueryClient, the layout, the route table) at the requested URL, with
 * the route's screen loaded from its remote's **server container** and its TMDB data fetched
 * first, so the HTML carries the whole first screen — readable without JavaScript — and the
 * browser hydrates it with the same data (`dehydrate` → `hydrate`).
 *
 * - Remotes: each remote's server container (`{remote origin}/server/remoteEntry.js`, next to the
 *   `mf-manifest.json` the runtime config names) is registered with this renderer's Module
 *   Federation runtime and loaded over HTTP on first use. Before a render the server tells the
 *   entry's current version (`entryTag`, its ETag): a changed entry (the remote was redeployed) is
 *   registered afresh, so the next render runs the new code without restarting the shell.
 * - Data: the route's descriptor lists its queries; each comes from a small in-process LRU of TMDB
 *   answers ({@link TMDB_CACHE_TTL_MS}, {@link TMDB_CACHE_MAX} entries, concurrent misses share one
 *   request) or from TMDB with a {@link SERVER_TMDB_TIMEOUT_MS} timeout and no retry.
 * - Faults: a remote that cannot be loaded, a screen that throws, a TMDB failure or timeout → the
 *   result is `{ ok: false }` and the caller serves the client-rendered page (the shell's HTML),
 *   never an error page; each distinct fault is logged once.
 * - About the visitor, only the remembered grid/list views (their cookies, `request.cookie`) enter
 *   the HTML: no session (signed-in controls render their neutral stand-ins until the browser knows
 *   the session), no theme (the inline theme script sets it). A render that had a view cookie says
 *   so (`personal`): the server marks that response `private`, so no shared cache keeps it.
 */
import type { ComponentType, ReactNode } from 'react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, hashKey, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { LRUCache } from 'lru-cache';
import { matchRoute } from '@streamscout/routes';
import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@streamscout/apps';
import { configureTmdb, setTmdbDebugHook } from '@streamscout/tmdb';
import type { RuntimeConfig } from '@streamscout/host/runtime';
import { App } from '../App';
import { ShellErrorBoundary } from '../ShellErrorBoundary';
import { PreloadedScreens } from '../federation/RemoteScreen';
import { routeDataContext } from '@streamscout/host/route-data';
import { type RouteDataDescriptor, type RouteQuery } from '@streamscout/tmdb/query';
import { ServerRegionContext } from '@streamscout/session';
import { knownRegion, parseAcceptLanguage, resolveRegion } from '@streamscout/session/region';
import { RenderedViewsContext, viewsFromCookie } from '@streamscout/ui';
import { headFor } from './head';

/** Server TMDB timeout (ms): past it the route is served client-rendered (the browser fetches as before). */
const SERVER_TMDB_TIMEOUT_MS = 1000;
/** How long a TMDB answer is reused by the server (ms). */
const TMDB_CACHE_TTL_MS = 5 * 60 * 1000;
/** How long a "nothing found" (`null`) answer is reused (ms): short, like the browser's stale time of 0. */
const TMDB_NULL_TTL_MS = 30 * 1000;
/** Entries of the TMDB answer cache (≈ a few MB at most). */
const TMDB_CACHE_MAX = 1000;

/** One render request. */
export interface RenderRequest {
  /** Path and query string, e.g. '/details/movie/42' or '/search?q=star'. */
  url: string;
  /** The runtime config (the same the browser gets inline). */
  config: RuntimeConfig;
  /**
   * ISO 3166-1 country to render for; when absent, the one the request's `Accept-Language` names
   * (`en-GB` → 'GB'), else 'US'.
   */
  region?: string;
  /** The request's `Accept-Language` header: the server's guess at the viewer's region. */
  acceptLanguage?: string | null;
  /**
   * The current version of a remote's server entry (its ETag), or null when it cannot be asked;
   * the server asks at most about once a second per entry. Without it a loaded remote is kept
   * until the renderer restarts.
   */
  entryTag?: (entryUrl: string) => Promise<string | null>;
  /** How long TMDB answers are reused (ms; default {@link TMDB_CACHE_TTL_MS}; 0: never — tests that break TMDB on purpose). */
  cacheTtlMs?: number;
  /**
   * The request's `Cookie` header: only the remembered grid/list views are read from it
   * (`streamscout-…-view`, see `useRememberedView`), so the HTML shows the chosen view.
   */
  cookie?: string | null;
}

/** A finished server render, or why the route is served client-rendered. */
export type RenderResult =
  | {
      ok: true;
      /** 200, or 404 for an id TMDB does not know (the page still renders its not-found state). */
      status: 200 | 404;
      /** `<title>`, meta description, Open Graph/Twitter tags, canonical link and JSON-LD. */
      head: string;
      /** The rendered `#root` content (React's stream, complete: nothing suspended). */
      body: NodeJS.ReadableStream;
      /** JSON of what the browser needs to hydrate: `{ state, screen, region, views }` (`<` escaped). */
      handover: string;
      /** The region the page was rendered for (ISO 3166-1, e.g. 'GB'). */
      region: string;
      /** True when the request carried a remembered view (a cookie): the HTML is this visitor's, not for a shared cache. */
      personal: boolean;
    }
  | { ok: false; reason: string };

/** Counters since the renderer started. */
export interface SsrStats {
  renders: number;
  fallbacks: number;
  /** Requests the server sent to TMDB (cache misses). */
  tmdbRequests: number;
}

const stats: SsrStats = { renders: 0, fallbacks: 0, tmdbRequests: 0 };
/** Counters since start. */
export function ssrStats(): SsrStats {
  return { ...stats };
}

const logged = new Set<string>();
/**
 * Logs a fault the first time it is seen since the last good render of its kind (a dead remote
 * or TMDB must not flood the log once per request).
 */
function logOnce(key: string, message: string): void {
  if (logged.has(key)) return;
  logged.add(key);
  console.error(`[ssr] ${message} — serving the client-rendered page`);
}

/** Server entry of a remote from its manifest URL: '…/mf-manifest.json' → '…/server/remoteEntry.js'. */
function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).toString();
}

interface RemoteState {
  entry: string;
  /** The entry's version tag when it was last loaded (`undefined`: never asked). */
  tag: string | null | undefined;
}
const remotes = new Map<RemoteKey, RemoteState>();
let configured = '';

/** Hands the runtime config to the TMDB client and registers the remotes' server entries (once per config). */
function configure(config: RuntimeConfig): void {
  const fingerprint = JSON.stringify([config.tmdb, config.remotes]);
  if (fingerprint === configured) return;
  configured = fingerprint;
  configureTmdb({ ...config.tmdb, timeoutMs: SERVER_TMDB_TIMEOUT_MS });
  setTmdbDebugHook(() => {
    stats.tmdbRequests += 1;
  });
  const list = REMOTE_KEYS.map((key) => ({ name: REMOTES[key].name, entry: serverEntryOf(config.remotes[key]), type: 'script' as const }));
  registerRemotes(list, { force: true });
  remotes.clear();
  for (const key of REMOTE_KEYS) remotes.set(key, { entry: serverEntryOf(config.remotes[key]), tag: undefined });
}

/** Registers a remote afresh: its next load fetches the entry (and its new chunks) again. */
function reload(key: RemoteKey): void {
  const state = remotes.get(key);
  if (!state) return;
  registerRemotes([{ name: REMOTES[key].name, entry: state.entry, type: 'script' }], { force: true });
}

/**
 * Makes sure the next load of `key` runs its latest deploy: a server entry whose version tag
 * changed since it was loaded (or that could not be asked) is registered afresh.
 */
async function revalidate(key: RemoteKey, entryTag: RenderRequest['entryTag']): Promise<void> {
  const state = remotes.get(key);
  if (!state || !entryTag) return;
  const tag = await entryTag(state.entry).catch(() => null);
  if (state.tag !== undefined && (tag === null || tag !== state.tag)) reload(key);
  state.tag = tag;
}

/** The per-request QueryClient of the server: no retries (the browser retries), data never refetched. */
function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
}

const answers = new LRUCache<string, { data: unknown }>({ max: TMDB_CACHE_MAX, ttl: TMDB_CACHE_TTL_MS });
const inflight = new Map<string, Promise<unknown>>();

/**
 * The data of one route query: from the server's cache, else from TMDB (one request however many
 * renders ask at once), then put into `client`.
 * @throws the TMDB failure (timeout, 5xx, network) — the caller falls back to the client render
 */
async function loadQuery(client: QueryClient, q: RouteQuery, ttl: number): Promise<unknown> {
  const key = hashKey(q.options.queryKey);
  const hit = ttl > 0 ? answers.get(key) : undefined;
  let data: unknown;
  if (hit) data = hit.data;
  else {
    let pending = inflight.get(key);
    if (!pending) {
      const scratch = serverQueryClient();
      const fetching =
        q.kind === 'infinite'
          ? scratch.fetchInfiniteQuery({ ...q.options, retry: false })
          : scratch.fetchQuery({ ...q.options, retry: false });
      pending = fetching
        .then((d: unknown) => {
          if (ttl > 0) answers.set(key, { data: d }, { ttl: d === null ? Math.min(ttl, TMDB_NULL_TTL_MS) : ttl });
          return d;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    data = await pending;
  }
  client.setQueryData(q.options.queryKey, data as never);
  return data;
}

/** `<`, U+2028 and U+2029 escaped: JSON that is safe inside an inline `<script>`. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders the public route at `request.url`.
 * @returns the HTML parts, or `{ ok: false, reason }` when the route must be served
 *   client-rendered: not a public route, its remote or screen failed, or TMDB failed/timed out
 */
export async function renderRoute(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://ssr.invalid');
  const route = matchRoute(url.pathname);
  if (!route || route.guard) return { ok: false, reason: 'not a public route' };
  configure(request.config);
  const remote = route.remote as RemoteKey;
  const id = `${REMOTES[remote].name}/${route.screen}`;
  const fail = (key: string, message: string, e?: unknown): RenderResult => {
    stats.fallbacks += 1;
    logOnce(key, `${message}${e ? `: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` : ''}`);
    return { ok: false, reason: message };
  };

  await revalidate(remote, request.entryTag);
  let Screen: ComponentType;
  let describe: RouteDataDescriptor | undefined;
  try {
    // the screen and its remote's route data (`./routeData`: which TMDB queries its first render asks for)
    const [mod, data] = await Promise.all([
      loadRemote<{ default: ComponentType }>(id),
      loadRemote<{ routeData?: Partial<Record<string, RouteDataDescriptor>> }>(`${REMOTES[remote].name}/routeData`),
    ]);
    if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default component`);
    Screen = mod.default;
    describe = data?.routeData?.[route.screen];
  } catch (e) {
    // forget the failed container, so the next render tries the remote again
    reload(remote);
    return fail(`load ${id}`, `${id} could not be loaded`, e);
  }

  // a signed-out viewer's data: the server never knows the session, nor a region picked in the
  // browser; the request's languages are its best guess (the browser corrects after hydration)
  const region = knownRegion(request.region) ?? resolveRegion({ languages: parseAcceptLanguage(request.acceptLanguage) });
  const context = routeDataContext(url.pathname, url.searchParams, { adult: false, region });
  const params = context.params;
  const queries = describe?.(context) ?? [];
  const client = serverQueryClient();
  let results: unknown[];
  try {
    const ttl = request.cacheTtlMs ?? TMDB_CACHE_TTL_MS;
    results = await Promise.all(queries.map((q: RouteQuery) => loadQuery(client, q, ttl)));
  } catch (e) {
    return fail('tmdb', `TMDB did not answer for ${url.pathname}`, e);
  }

  const key = `${remote}/${route.screen}`;
  const views = viewsFromCookie(request.cookie);
  const tree: ReactNode = (
    <ShellErrorBoundary>
      <ServerRegionContext.Provider value={region}>
        <RenderedViewsContext.Provider value={views}>
          <PreloadedScreens.Provider value={{ [key]: Screen }}>
            <App queryClient={client} serverLocation={`${url.pathname}${url.search}`} />
          </PreloadedScreens.Provider>
        </RenderedViewsContext.Provider>
      </ServerRegionContext.Provider>
    </ShellErrorBoundary>
  );

  const body = new PassThrough();
  const rendered = await new Promise<{ ok: true } | { ok: false; error: unknown }>((resolve) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      // one document in reading order: a large boundary would otherwise be sent after the footer
      // and moved into place by an inline script, which crawlers and no-JavaScript readers never run
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        failed ??= error;
      },
      onShellError(error) {
        resolve({ ok: false, error });
      },
      onAllReady() {
        if (failed) {
          stream.abort();
          resolve({ ok: false, error: failed });
          return;
        }
        stream.pipe(body);
        resolve({ ok: true });
      },
    });
    setTimeout(() => stream.abort(new Error('render took too long')), 5 * SERVER_TMDB_TIMEOUT_MS).unref();
  });
  if (!rendered.ok) return fail(`render ${id}`, `${id} failed to render`, rendered.error);

  stats.renders += 1;
  // healthy again: the next fault of the same kind is logged again
  for (const k of [`load ${id}`, `render ${id}`, 'tmdb']) logged.delete(k);
  const state: DehydratedState = dehydrate(client);
  const notFound = queries.length > 0 && results.some((d) => d === null);
  return {
    ok: true,
    status: notFound ? 404 : 200,
    head: headFor({ route: { path: route.path, params }, url, client, shellUrl: request.config.shellUrl || '' }),
    body,
    handover: scriptJson({ state, screen: key, region, views }),
    region,
    personal: Object.keys(views).length > 0,
  };
}
