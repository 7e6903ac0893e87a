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
 * Failures are not data (issue 11): every query function asks the client to throw on a failure
 * (`throwOnFailure`: 5xx, malformed body, network error, timeout), so TanStack retries it (≤ 2,
 * with backoff), keeps it as an error rather than a cached `null`, refetches it when the
 * connection or the tab comes back, and a fresh visit asks again. Screens stay quiet (spec §8):
 * they treat `isError` like "nothing found". `null` data is still a real "nothing found" answer.
 */
import { QueryClient, infiniteQueryOptions, queryOptions, type Query } from '@tanstack/react-query';
import {
  getDiscoverRow,
  getEpisodeDetails,
  getHomeTrending,
  getNowPlaying,
  getPerson,
  getSeason,
  getShowDetails,
  searchMulti,
} from './api';
import type { DiscoverRow, MediaType, SearchPage } from './types';

/** Freshness of lists (trending, discover rows, search): 5 minutes. */
export const LIST_STALE_TIME = 5 * 60 * 1000;
/** Freshness of details (show, season, episode, person): 30 minutes. */
const DETAIL_STALE_TIME = 30 * 60 * 1000;

/**
 * A `null` result (failure or nothing found, spec §8) is cached but immediately stale, so the
 * next mount tries again instead of showing "nothing" for the whole stale time.
 */
function staleUnlessNull(ms: number) {
  return (query: Pick<Query, 'state'>) => (query.state.data === null ? 0 : ms);
}

function keyId(id: number | string): number | string {
  return typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id.trim()) : id;
}

/** Hierarchical query keys, all under 'tmdb' (so `invalidateQueries({ queryKey: ['tmdb'] })` clears all TMDB data). */
export const tmdbKeys = {
  homeTrending: () => ['tmdb', 'homeTrending'] as const,
  nowPlaying: () => ['tmdb', 'nowPlaying'] as const,
  /** ['tmdb','details',type,id] — ids normalized to numbers ('123' → 123). */
  details: (type: MediaType, id: number | string) => ['tmdb', 'details', type, keyId(id)] as const,
  season: (tvId: number | string, n: number | string) => ['tmdb', 'season', keyId(tvId), keyId(n)] as const,
  episode: (tvId: number | string, n: number | string, m: number | string) =>
    ['tmdb', 'episode', keyId(tvId), keyId(n), keyId(m)] as const,
  person: (id: number | string) => ['tmdb', 'person', keyId(id)] as const,
  discoverRow: (row: DiscoverRow, opts: { adult?: boolean; page?: number } = {}) =>
    ['tmdb', 'discoverRow', row, { adult: opts.adult === true, page: opts.page ?? 1 }] as const,
  /** The query is trimmed, so 'x ' and 'x' share a cache entry; adult and non-adult results are cached apart. */
  search: (query: string, opts: { adult?: boolean } = {}) =>
    ['tmdb', 'search', (query ?? '').trim(), { adult: opts.adult === true }] as const,
};

/** Query options per call (pass to useQuery / fetchQuery / prefetchQuery). Data is the call's result (`null` = nothing). */
export const tmdbQueries = {
  /** Home 'Trending Shows' (trending movies + popular TV). */
  homeTrending: () =>
    queryOptions({
      queryKey: tmdbKeys.homeTrending(),
      queryFn: ({ signal }) => getHomeTrending(1, { signal, throwOnFailure: true }),
      staleTime: staleUnlessNull(LIST_STALE_TIME),
    }),
  /** Home 'In Theaters'. */
  nowPlaying: () =>
    queryOptions({
      queryKey: tmdbKeys.nowPlaying(),
      queryFn: ({ signal }) => getNowPlaying(1, { signal, throwOnFailure: true }),
      staleTime: staleUnlessNull(LIST_STALE_TIME),
    }),
  /** Show details (movie or TV). */
  details: (type: MediaType, id: number | string) =>
    queryOptions({
      queryKey: tmdbKeys.details(type, id),
      queryFn: ({ signal }) => getShowDetails(type, id, { signal, throwOnFailure: true }),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  season: (tvId: number | string, n: number | string) =>
    queryOptions({
      queryKey: tmdbKeys.season(tvId, n),
      queryFn: ({ signal }) => getSeason(tvId, n, { signal, throwOnFailure: true }),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  /** Episode extras, fetched when an episode card is first expanded. */
  episode: (tvId: number | string, n: number | string, m: number | string) =>
    queryOptions({
      queryKey: tmdbKeys.episode(tvId, n, m),
      queryFn: ({ signal }) => getEpisodeDetails(tvId, n, m, { signal, throwOnFailure: true }),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  person: (id: number | string) =>
    queryOptions({
      queryKey: tmdbKeys.person(id),
      queryFn: ({ signal }) => getPerson(id, { signal, throwOnFailure: true }),
      staleTime: staleUnlessNull(DETAIL_STALE_TIME),
    }),
  /** A discover row of spec §9; `adult` from the profile flag (default false). */
  discoverRow: (row: DiscoverRow, opts: { adult?: boolean; page?: number } = {}) =>
    queryOptions({
      queryKey: tmdbKeys.discoverRow(row, opts),
      queryFn: ({ signal }) => getDiscoverRow(row, { adult: opts.adult === true, page: opts.page ?? 1 }, { signal, throwOnFailure: true }),
      staleTime: staleUnlessNull(LIST_STALE_TIME),
    }),
  /**
   * Infinite search (spec §2 "Search results", §4 "Paginated search"): pages from 1, next page
   * while `hasMore`. Disabled for a blank query. Each page is a SearchPage or null (nothing found).
   * `opts.adult` is sent as `include_adult` (the signed-in profile's flag, spec §5/§6; default false).
   */
  search: (query: string, opts: { adult?: boolean } = {}) =>
    infiniteQueryOptions({
      queryKey: tmdbKeys.search(query, opts),
      queryFn: ({ pageParam, signal }): Promise<SearchPage | null> =>
        searchMulti(query, pageParam, { signal, adult: opts.adult === true, throwOnFailure: true }),
      initialPageParam: 1,
      getNextPageParam: (last: SearchPage | null) => (last && last.hasMore ? last.page + 1 : undefined),
      enabled: typeof query === 'string' && query.trim().length > 0,
      staleTime: LIST_STALE_TIME,
    }),
};

/** How often a failed query is retried (issue 11: at most 2). */
export const QUERY_RETRIES = 2;

/**
 * Delay before retry number `attempt` (0-based): 1 s, then 2 s, … at most 8 s (ms).
 * @param attempt TanStack's failure index
 */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

/**
 * A new QueryClient with the product's defaults: staleTime 5 min; a failed query is retried
 * {@link QUERY_RETRIES} times with {@link queryRetryDelay}, refetched when the browser reconnects,
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
