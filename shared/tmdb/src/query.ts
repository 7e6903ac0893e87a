/**
 * TanStack Query integration (architecture §4): query keys, one options object per call of
 * spec §7, and the one QueryClient shared by the shell and every remote. This is the only file
 * of the package that imports TanStack Query; everything else is framework-agnostic.
 *
 * Use in a screen: `useQuery(tmdbQueries.details('movie', id))`,
 * `useInfiniteQuery(tmdbQueries.search(q))`, or imperatively
 * `getQueryClient().fetchQuery(tmdbQueries.person(id))`. Identical keys collapse concurrent
 * requests into one and serve fresh data without a request.
 *
 * Failures are not data: every query function asks the client to throw on a failure
 * (`throwOnFailure`: 5xx, malformed body, network error, timeout), so TanStack retries it once,
 * keeps it as an error rather than a cached `null`, refetches it when the connection or the tab
 * comes back, and a fresh visit asks again. Screens tell the two apart: `isError` without data
 * shows "We couldn't load this right now." with Try again (`LoadFailed` of `@streamscout/ui`);
 * `null` data is a real "nothing found" answer and keeps the spec's empty texts. A failure is on
 * screen within {@link FAILURE_SHOWN_WITHIN_MS} (11 s) whatever TMDB does.
 */
import { QueryClient, infiniteQueryOptions, queryOptions, type Query } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, DEFAULT_REGION, isDefaultRegion, languageOrDefault, regionOrDefault } from '@streamscout/region';
import { parseSeasonNumber } from '@streamscout/routes';
import {
  getDiscoverRow,
  getEpisodeDetails,
  getHomeTrending,
  getNowPlaying,
  getPerson,
  getRegionProviders,
  getSeason,
  getSeasonWatch,
  getShowDetails,
  getShowSummary,
  getWatchRegions,
  isPlatformRow,
  platformService,
  searchMulti,
  type DiscoverRowOptions,
} from './api';
import { TMDB_TIMEOUT_MS } from './config';
import type { TmdbClient, TmdbRequestOptions } from './http';
import type { DiscoverRow, MediaType, SearchPage, WatchByRegion } from './types';
import { prefetchRouteQueries as prefetchWith, type RouteQuery } from './routeData';

/** Freshness of lists (trending, discover rows, search): 5 minutes. */
export const LIST_STALE_TIME = 5 * 60 * 1000;
/** Freshness of details (show, season, episode, person): 30 minutes. */
const DETAIL_STALE_TIME = 30 * 60 * 1000;
/** How long list-card data stays fresh and in memory once seen: 2 hours, a session of browsing. */
const SESSION_CACHE_TIME = 2 * 60 * 60 * 1000;

/**
 * A `null` result (failure or nothing found, spec §8) is cached but immediately stale, so the
 * next mount tries again instead of showing "nothing" for the whole stale time.
 */
function staleUnlessNull(ms: number) {
  return (query: Pick<Query, 'state'>) => (query.state.data === null ? 0 : ms);
}

/** An id or index in a query key: a canonical decimal string ('123', '0') as its number, so '123' and 123 share a key. */
function keyId(id: number | string): number | string {
  return typeof id === 'string' ? (parseSeasonNumber(id) ?? id) : id;
}

/** Service ids as a key: distinct positive integers, ascending. */
function serviceKey(services: ReadonlyArray<number> | undefined): number[] {
  return [...new Set((services ?? []).filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
}

/**
 * A key in the reader's language (architecture §13): the English key as it always was (the spec's
 * requests, the data kept on devices), another language's with the language at the end — one
 * cached answer per title and language.
 */
function inLanguage<K extends readonly unknown[]>(key: K, lang: string | undefined): K {
  const language = languageOrDefault(lang);
  return (language === DEFAULT_LANGUAGE ? key : [...key, language]) as unknown as K;
}

/** The TMDB client each QueryClient's queries use, where one was bound ({@link bindTmdbClient}). */
const boundClients = new WeakMap<QueryClient, TmdbClient>();

/**
 * Makes every TMDB query run through `queryClient` send its requests with `tmdb` (its settings and
 * its limit) instead of the default client — a server renderer's QueryClients, so its 1 s timeout
 * and 16 in flight stay its own (architecture §9). A QueryClient without one uses the default
 * client (the browser's page).
 * @returns `queryClient`
 */
export function bindTmdbClient(queryClient: QueryClient, tmdb: TmdbClient): QueryClient {
  boundClients.set(queryClient, tmdb);
  return queryClient;
}

/** The request options of a query function: its signal, failures thrown, its QueryClient's TMDB client. */
function sendWith(
  { signal, client }: { signal: AbortSignal; client: QueryClient },
  language?: string,
): TmdbRequestOptions & { language?: string } {
  return { signal, throwOnFailure: true, client: boundClients.get(client), ...(language ? { language } : {}) };
}

/**
 * Hierarchical query keys, all under 'tmdb' (so `invalidateQueries({ queryKey: ['tmdb'] })` clears
 * all TMDB data). The keys of answers with text take the reader's language last (`lang`, one of
 * `LANGUAGES`; English's keys carry none, see {@link inLanguage}).
 */
export const tmdbKeys = {
  homeTrending: (lang?: string) => inLanguage(['tmdb', 'homeTrending'] as const, lang),
  nowPlaying: (lang?: string) => inLanguage(['tmdb', 'nowPlaying'] as const, lang),
  /** ['tmdb','details',type,id] — ids normalized to numbers ('123' → 123). */
  details: (type: MediaType, id: number | string, lang?: string) => inLanguage(['tmdb', 'details', type, keyId(id)] as const, lang),
  /** ['tmdb','summary',type,id]: the light card data of {@link tmdbQueries.summary}. */
  summary: (type: MediaType, id: number | string, lang?: string) => inLanguage(['tmdb', 'summary', type, keyId(id)] as const, lang),
  season: (tvId: number | string, n: number | string, lang?: string) =>
    inLanguage(['tmdb', 'season', keyId(tvId), keyId(n)] as const, lang),
  /** ['tmdb','seasonWatch',tvId,n]: one season's `watch/providers` (every region: the viewer's is picked when shown). */
  seasonWatch: (tvId: number | string, n: number | string) => ['tmdb', 'seasonWatch', keyId(tvId), keyId(n)] as const,
  /** ['tmdb','seasonsWatch',tvId]: the `watch/providers` of every season of a show (the seasons page). */
  seasonsWatch: (tvId: number | string) => ['tmdb', 'seasonsWatch', keyId(tvId)] as const,
  episode: (tvId: number | string, n: number | string, m: number | string, lang?: string) =>
    inLanguage(['tmdb', 'episode', keyId(tvId), keyId(n), keyId(m)] as const, lang),
  person: (id: number | string, lang?: string) => inLanguage(['tmdb', 'person', keyId(id)] as const, lang),
  /**
   * Services as a sorted set; the region upper-cased where it changes the answer (platform rows,
   * or any row narrowed to services), else the default region — so a UK viewer's Trending row shares the cache
   * entry (and the prefetch) of everyone's.
   */
  discoverRow: (
    row: DiscoverRow,
    opts: Pick<DiscoverRowOptions, 'adult' | 'page' | 'region' | 'services'> & { language?: string } = {},
  ) => {
    const services = serviceKey(opts.services);
    const region = isPlatformRow(row) || services.length > 0 ? regionOrDefault(opts.region) : DEFAULT_REGION;
    return inLanguage(
      ['tmdb', 'discoverRow', row, { adult: opts.adult === true, page: opts.page ?? 1, region, services }] as const,
      opts.language,
    );
  },
  watchRegions: () => ['tmdb', 'watchRegions'] as const,
  regionProviders: (type: MediaType, region: string) => ['tmdb', 'regionProviders', type, regionOrDefault(region)] as const,
  /** The query is trimmed, so 'x ' and 'x' share a cache entry (search is the same for every visitor). */
  search: (query: string, lang?: string) => inLanguage(['tmdb', 'search', (query ?? '').trim()] as const, lang),
};

/** Query options per call (pass to useQuery / fetchQuery / prefetchQuery). Data is the call's result (`null` = nothing). */
export const tmdbQueries = {
  /** Home 'Trending Shows' (trending movies + popular TV). */
  homeTrending: (lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.homeTrending(lang),
      queryFn: (ctx) => getHomeTrending(1, sendWith(ctx, lang)),
      staleTime: staleUnlessNull(LIST_STALE_TIME),
    }),
  /** Home 'In Theaters'. */
  nowPlaying: (lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.nowPlaying(lang),
      queryFn: (ctx) => getNowPlaying(1, sendWith(ctx, lang)),
      staleTime: staleUnlessNull(LIST_STALE_TIME),
    }),
  /** Show details (movie or TV). */
  details: (type: MediaType, id: number | string, lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.details(type, id, lang),
      queryFn: (ctx) => getShowDetails(type, id, sendWith(ctx, lang)),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  /**
   * The light data of a list card ({@link getShowSummary}). Kept for the whole session (fresh and
   * in memory for {@link SESSION_CACHE_TIME}) so a gallery visited again, or scrolled back up,
   * costs no request.
   */
  summary: (type: MediaType, id: number | string, lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.summary(type, id, lang),
      queryFn: (ctx) => getShowSummary(type, id, sendWith(ctx, lang)),
      // null here is TMDB's answer "no such title" (failures throw), as worth keeping as a title
      staleTime: SESSION_CACHE_TIME,
      gcTime: SESSION_CACHE_TIME,
    }),
  season: (tvId: number | string, n: number | string, lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.season(tvId, n, lang),
      queryFn: (ctx) => getSeason(tvId, n, sendWith(ctx, lang)),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  /** Where one season can be watched, every region (`tv/{id}/season/{n}/watch/providers`; {} when nowhere, null when no such season). */
  seasonWatch: (tvId: number | string, n: number | string) =>
    queryOptions({
      queryKey: tmdbKeys.seasonWatch(tvId, n),
      queryFn: (ctx) => getSeasonWatch(tvId, n, sendWith(ctx)),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  /**
   * Where each season of a show can be watched (the seasons page, spec §10): the show's detail
   * query first (the same cached call as its page: which seasons there are), then one
   * `tv/{id}/season/{n}/watch/providers` per season, in parallel. Each answer is also put in the
   * cache as that season's {@link tmdbQueries.seasonWatch}, so a season page opened from here asks
   * nothing again.
   * @returns season number → {@link WatchByRegion} (`{}`: nowhere); `{}` for a show without seasons;
   *   null when TMDB has no such show. One failing season fails the whole answer (retried as one).
   */
  seasonsWatch: (tvId: number | string, lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.seasonsWatch(tvId),
      queryFn: async (ctx): Promise<Record<number, WatchByRegion> | null> => {
        const { client } = ctx;
        // the page's own detail query (in its language: cached already), only for its season numbers
        const show = await client.fetchQuery(tmdbQueries.details('tv', tvId, lang));
        if (!show) return null;
        const numbers = (show.seasons ?? []).map((s) => s.season_number);
        const answers = await Promise.all(numbers.map((n) => getSeasonWatch(tvId, n, sendWith(ctx))));
        const out: Record<number, WatchByRegion> = {};
        numbers.forEach((n, i) => {
          out[n] = answers[i] ?? {};
          client.setQueryData(tmdbKeys.seasonWatch(tvId, n), answers[i] ?? {});
        });
        return out;
      },
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  /** Episode extras, fetched when an episode card is first expanded. */
  episode: (tvId: number | string, n: number | string, m: number | string, lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.episode(tvId, n, m, lang),
      queryFn: (ctx) => getEpisodeDetails(tvId, n, m, sendWith(ctx, lang)),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  person: (id: number | string, lang?: string) =>
    queryOptions({
      queryKey: tmdbKeys.person(id, lang),
      queryFn: (ctx) => getPerson(id, sendWith(ctx, lang)),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  /**
   * A discover row of spec §9; `adult` from the profile flag (default false), `region` the
   * viewer's watch region (default `DEFAULT_REGION`), `services` the "Only my services" provider ids.
   * Outside the US a platform row first reads the region's providers (a cached query of its own,
   * {@link tmdbQueries.regionProviders}) to stand in for a service the region lacks.
   */
  discoverRow: (row: DiscoverRow, opts: Pick<DiscoverRowOptions, 'adult' | 'page' | 'region' | 'services'> & { language?: string } = {}) =>
    queryOptions({
      queryKey: tmdbKeys.discoverRow(row, opts),
      queryFn: async (ctx) => {
        const { client } = ctx;
        const region = regionOrDefault(opts.region);
        let platform: number | undefined;
        if (isPlatformRow(row) && !isDefaultRegion(region)) {
          const list = await client.fetchQuery(tmdbQueries.regionProviders('movie', region));
          platform = platformService(row, region, list).id;
        }
        return getDiscoverRow(
          row,
          { adult: opts.adult === true, page: opts.page ?? 1, region, services: opts.services, platform },
          sendWith(ctx, opts.language),
        );
      },
      staleTime: staleUnlessNull(LIST_STALE_TIME),
    }),
  /** The regions with watch providers (region picker). Rarely changes: a day. */
  watchRegions: () =>
    queryOptions({
      queryKey: tmdbKeys.watchRegions(),
      queryFn: (ctx) => getWatchRegions(sendWith(ctx)),
      staleTime: staleUnlessNull(24 * 60 * 60 * 1000),
    }),
  /** A region's providers for movies or shows, most prominent first (services picker, platform rows). */
  regionProviders: (type: MediaType, region: string) =>
    queryOptions({
      queryKey: tmdbKeys.regionProviders(type, region),
      queryFn: (ctx) => getRegionProviders(type, region, sendWith(ctx)),
      staleTime: staleUnlessNull(24 * 60 * 60 * 1000),
    }),
  /**
   * Infinite search (spec §2 "Search results", §4 "Paginated search"): pages from 1, next page
   * while `hasMore`. Disabled for a blank query. Each page is a SearchPage or null (nothing found).
   * Always `include_adult=false`, signed in or not (spec §5, §7; the adult flag governs discover).
   */
  search: (query: string, lang?: string) =>
    infiniteQueryOptions({
      queryKey: tmdbKeys.search(query, lang),
      queryFn: (ctx): Promise<SearchPage | null> => searchMulti(query, ctx.pageParam, sendWith(ctx, lang)),
      initialPageParam: 1,
      getNextPageParam: (last: SearchPage | null) => (last && last.hasMore ? last.page + 1 : undefined),
      enabled: typeof query === 'string' && query.trim().length > 0,
      staleTime: LIST_STALE_TIME,
    }),
};

/**
 * How often a failed query is retried: once. A fast failure (5xx, reset connection, malformed
 * body) gets a second try a second later; more tries would push a slow TMDB past the bound of
 * {@link FAILURE_SHOWN_WITHIN_MS}. Later tries come from the user (Try again) or by themselves
 * when the connection or the tab comes back.
 */
export const QUERY_RETRIES = 1;

/** Pause before a retry, ms. */
const QUERY_RETRY_DELAY_MS = 1000;

/**
 * Delay before retry number `attempt` (0-based), ms: {@link QUERY_RETRY_DELAY_MS} (1 s) for the
 * one retry; later attempts (a caller that raises `retry`) back off 2 s, 4 s, … at most 8 s.
 * @param attempt TanStack's failure index
 */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_DELAY_MS * 2 ** attempt, 8000);
}

/**
 * The longest a TMDB-backed view waits before it shows that it failed, ms, with the default
 * per-request timeout ({@link TMDB_TIMEOUT_MS}, 5 s, which covers the body too): the first try
 * (≤ 5 s), the pause (1 s) and the retry (≤ 5 s) — 11 000 ms, whatever TMDB does (an error at
 * once, a body cut off, or no answer at all). Before the timeout was 10 s with two retries and a
 * silent TMDB kept skeletons up for about 33 s.
 */
export const FAILURE_SHOWN_WITHIN_MS =
  (QUERY_RETRIES + 1) * TMDB_TIMEOUT_MS + Array.from({ length: QUERY_RETRIES }, (_, i) => queryRetryDelay(i)).reduce((a, b) => a + b, 0);

/**
 * A new QueryClient with the product's defaults: staleTime 5 min; a failed query is retried
 * {@link QUERY_RETRIES} time after {@link queryRetryDelay} (so a failure shows within
 * {@link FAILURE_SHOWN_WITHIN_MS}), refetched when the browser reconnects,
 * and — only if it failed — when the window regains focus (successful data is not refetched on
 * focus). Prefer {@link getQueryClient} in apps; use this in tests.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIST_STALE_TIME,
        retry: QUERY_RETRIES,
        retryDelay: queryRetryDelay,
        refetchOnReconnect: true,
        refetchOnWindowFocus: (query) => query.state.status === 'error',
      },
    },
  });
}

const CLIENT_KEY = Symbol.for('@streamscout/tmdb/queryClient');
type ClientHolder = { [CLIENT_KEY]?: QueryClient };

/**
 * The one QueryClient of the page. This module is a Module Federation singleton, and the
 * instance is also kept on globalThis (registered symbol), so shell and remotes share it even
 * if two copies of the package were ever loaded.
 */
export function getQueryClient(): QueryClient {
  const holder = globalThis as unknown as ClientHolder;
  if (!holder[CLIENT_KEY]) holder[CLIENT_KEY] = createQueryClient();
  return holder[CLIENT_KEY]!;
}

/**
 * Whether a view should say it failed rather than show content or "nothing found": the query's
 * last fetch failed (after its retry) and it holds no data — no answer at all, or a cached `null`
 * whose refetch failed. Stale data whose background refetch failed stays on screen (false).
 * @param query a TanStack query result (`useQuery` / `useInfiniteQuery`)
 */
export function queryFailed(query: { isError: boolean; data: unknown }): boolean {
  return query.isError && query.data == null;
}

export type { RouteDataContext, RouteDataDescriptor, RouteQuery } from './routeData';
export { routeInfiniteQuery, routeQuery } from './routeData';

/**
 * Starts a route's queries (a descriptor's answer) through `client` with the product's retries
 * ({@link QUERY_RETRIES}, {@link queryRetryDelay}): TanStack's prefetch does not retry by default,
 * and the screen that adopts the request expects the retries. Never rejects.
 * @returns one promise per query, settled when it has (for tests and server renderers)
 */
export function prefetchRouteQueries(client: QueryClient, queries: readonly RouteQuery[]): Promise<void>[] {
  return prefetchWith(client, queries, { retry: QUERY_RETRIES, retryDelay: queryRetryDelay });
}
