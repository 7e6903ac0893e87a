/**
 * Route data descriptors: "which TMDB data does this route's first screen need", declared once
 * per screen by its remote (`src/routeData.ts`, exposed as `./routeData`) and read by the screen's
 * own hooks, by the host's prefetch (render-as-you-fetch) and by a server renderer alike — so a
 * prefetched request is always the one the screen then asks for, never a wasted one.
 */
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** What a route's data may depend on: the URL and who is looking. */
export interface RouteDataContext {
  /** The route's params as `matchRoute` of `@streamscout/routes` gives them (decoded, with the route's static params, e.g. `{ type: 'movie', id: '42' }`). */
  params: Record<string, string | undefined>;
  /** The query string, e.g. `q` of /search. */
  search: URLSearchParams;
  /** The signed-in profile's adult flag (`include_adult` of discover, spec §5/§6); false when signed out. */
  adult: boolean;
  /** The viewer's region, ISO 3166-1 alpha-2 (`DEFAULT_REGION` of `@streamscout/region` unless known). */
  region: string;
  /**
   * "Only my services": the TMDB provider ids the viewer's lists and rows are narrowed to while
   * the filter is on; [] when it is off, signed out or on a server render (spec §10).
   */
  services: readonly number[];
  /**
   * The reader's language (one of `LANGUAGES` of `@streamscout/region`; absent: English): TMDB's
   * texts come in it and the queries' keys carry it (architecture §13).
   */
  language?: string;
}

/** Options of a plain query, with the data type erased so one list holds every screen's queries. */
type AnyQueryOptions = FetchQueryOptions<unknown, Error, unknown, QueryKey>;
/** Options of an infinite query (data type erased). */
type AnyInfiniteOptions = FetchInfiniteQueryOptions<unknown, Error, unknown, QueryKey, unknown>;

/**
 * One query a route needs: TanStack options from `tmdbQueries` (or built on them), for
 * `prefetchQuery` / `useQuery` ('query') or `prefetchInfiniteQuery` / `useInfiniteQuery`
 * ('infinite', first page only). Build with {@link routeQuery} / {@link routeInfiniteQuery}.
 */
export type RouteQuery = ({ kind: 'query'; options: AnyQueryOptions } | { kind: 'infinite'; options: AnyInfiniteOptions }) & {
  /**
   * The queries the first render asks for once this one has answered, from its data (a public
   * list's first cards, from the list's entries: spec §17); absent when none depend on it. The
   * server renderer and the host's prefetch load them after this one.
   */
  then?: (data: unknown) => RouteQuery[];
};

/**
 * A screen's route data: the queries its first render asks for, in order (what shows first,
 * first); `[]` when the route has no TMDB data on its first screen or its params are malformed.
 * Pure: no request, no React.
 */
export type RouteDataDescriptor = (ctx: RouteDataContext) => RouteQuery[];

/**
 * A plain query of a descriptor.
 * @param options TanStack options, e.g. `tmdbQueries.details('movie', 42)`
 * @param then the queries that depend on its answer ({@link RouteQuery.then}), e.g. the first
 *   cards of a list once its entries are known
 */
export function routeQuery<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  then?: (data: TData) => RouteQuery[],
): RouteQuery {
  // the data type is erased for the list; the options object is handed on untouched
  return {
    kind: 'query',
    options: options as unknown as AnyQueryOptions,
    ...(then ? { then: then as (data: unknown) => RouteQuery[] } : {}),
  };
}

/**
 * An infinite query of a descriptor (its first page).
 * @param options TanStack infinite options, e.g. `tmdbQueries.search('heat')`
 */
export function routeInfiniteQuery<TData, TKey extends QueryKey, TPage>(
  options: FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPage>,
): RouteQuery {
  return { kind: 'infinite', options: options as unknown as AnyInfiniteOptions };
}

/**
 * Starts the queries of a descriptor's answer through `client` with the product's retries (a
 * prefetch does not retry by default; the screen that adopts the request expects them), and each
 * one's follow-ups ({@link RouteQuery.then}) once it has data. Never rejects: a failure stays in
 * the cache for the screen, which shows its failed state.
 * @param client the QueryClient the screens read
 * @param queries a descriptor's answer
 * @param retries `retry` and `retryDelay` to use (the product's, from `./query`)
 * @returns one promise per query, settled when it has
 */
export function prefetchRouteQueries(
  client: QueryClient,
  queries: readonly RouteQuery[],
  retries: Pick<AnyQueryOptions, 'retry' | 'retryDelay'>,
): Promise<void>[] {
  return queries.map(async (q) => {
    await (q.kind === 'infinite'
      ? client.prefetchInfiniteQuery({ ...q.options, ...retries })
      : client.prefetchQuery({ ...q.options, ...retries }));
    const data = q.then ? client.getQueryData(q.options.queryKey) : undefined;
    if (q.then && data !== undefined) await Promise.all(prefetchRouteQueries(client, q.then(data), retries));
  });
}
