/**
 * The public API's TMDB data (architecture §9a): each query the API asks (`TmdbDataQuery` of
 * `@streamscout/server/renderer`) as the route query a page asks for the same data — the details
 * page's `tmdbQueries.details`, the season page's `seasonWatch`, the search page's first page —
 * so the renderer's answer cache holds one answer for both, under one key.
 */
import { queryOptions, type InfiniteData } from '@tanstack/react-query';
import { findByImdbId, searchMulti, type SearchPage, type TmdbClient } from '@streamscout/tmdb';
import { routeInfiniteQuery, routeQuery, tmdbQueries, type RouteQuery } from '@streamscout/tmdb/query';
import type { TmdbDataQuery } from '@streamscout/server/renderer';

/** Freshness of a search page past the first (as the search page's own: 5 minutes). */
const SEARCH_STALE_MS = 5 * 60 * 1000;
/** Freshness of an IMDb id's TMDB title (an id's title does not change; a title's details stay 30 minutes). */
const IMDB_STALE_MS = 30 * 60 * 1000;

/**
 * The route query of an API query, and how to read the API's answer from the query's data.
 * @param query what the API asks
 * @param tmdb the renderer's TMDB client (a search page past the first is sent with it)
 * @returns `read` turns the cached data into the answer (`null` stays `null`)
 */
export function apiRouteQuery(query: TmdbDataQuery, tmdb: TmdbClient): { route: RouteQuery; read: (data: unknown) => unknown } {
  const same = (data: unknown) => data;
  switch (query.name) {
    case 'details':
      return { route: routeQuery(tmdbQueries.details(query.type, query.id)), read: same };
    case 'seasonWatch':
      return { route: routeQuery(tmdbQueries.seasonWatch(query.id, query.season)), read: same };
    case 'watchRegions':
      return { route: routeQuery(tmdbQueries.watchRegions()), read: same };
    case 'regionProviders':
      return { route: routeQuery(tmdbQueries.regionProviders(query.type, query.region)), read: same };
    case 'search':
      if (query.page === 1) {
        // the search page's own query: its first page is the answer
        return {
          route: routeInfiniteQuery(tmdbQueries.search(query.query)),
          read: (data) => (data as InfiniteData<SearchPage | null> | null)?.pages[0] ?? null,
        };
      }
      return {
        route: routeQuery(
          queryOptions({
            queryKey: ['tmdb', 'searchPage', query.query.trim(), query.page] as const,
            queryFn: ({ signal }) => searchMulti(query.query, query.page, { signal, throwOnFailure: true, client: tmdb }),
            staleTime: SEARCH_STALE_MS,
          }),
        ),
        read: same,
      };
    case 'imdb':
      // the API's own query (no page asks TMDB by IMDb id): the title's type and id, or null
      return {
        route: routeQuery(
          queryOptions({
            queryKey: ['tmdb', 'imdb', query.id] as const,
            queryFn: async ({ signal }) => {
              const show = await findByImdbId(query.id, { signal, throwOnFailure: true, client: tmdb });
              return show ? { type: show.media_type, id: show.id } : null;
            },
            staleTime: IMDB_STALE_MS,
          }),
        ),
        read: same,
      };
  }
}
