/**
 * Render-as-you-fetch for the first screen (issue 12): the TMDB data a route's screen will ask
 * for, started by the host (the shell, or a standalone remote) through the one shared QueryClient
 * right after the runtime config is read — in parallel with the remote's manifest, entry and
 * chunk instead of after them. The screens use the very same `tmdbQueries.*` options (same keys),
 * so their `useQuery` finds the request in flight and no request is made twice.
 *
 * The mapping route → queries lives here, next to the route table's consumers, so the shell never
 * imports a remote. Data that depends on the signed-in profile (discover's `include_adult` follows
 * the adult flag) is prefetched only when the visitor is surely signed out (no stored session);
 * search is the same for everyone (never adult titles) and is always prefetched; the dashboard's
 * data needs the session and is not prefetched.
 */
import { matchRoute, PATTERNS } from '@streamscout/routes';
import { isDiscoverRow, DISCOVER_ROWS } from '@streamscout/tmdb';
import { getQueryClient, QUERY_RETRIES, queryRetryDelay, tmdbQueries } from '@streamscout/tmdb/query';
import { hasStoredSession } from '@streamscout/session';
import type { QueryClient } from '@tanstack/react-query';

/** Discover rows above the fold on /discover (the screen loads these at once, the rest on scroll). */
export const PREFETCH_DISCOVER_ROWS = 2;

/**
 * Starts the TMDB requests of the screen at `pathname` (no-op for routes without TMDB data on
 * their first screen, unknown paths and malformed ids). Never throws; failures are left to the
 * screen's own query (it retries and shows its error state).
 * @param pathname e.g. '/details/movie/42'
 * @param search the query string, e.g. '?q=star' (for /search)
 * @param client the QueryClient the screens use (default: the page's one)
 * @returns how many queries were started (for tests)
 */
export function prefetchRoute(pathname: string, search = '', client: QueryClient = getQueryClient()): number {
  const route = matchRoute(pathname);
  if (!route) return 0;
  const id = Number(route.params.id);
  const signedOut = !hasStoredSession();
  const queries: Promise<unknown>[] = [];
  // TanStack's prefetch does not retry by default; the screen that adopts the request expects the
  // product's retries (issue 11), so the prefetch carries them
  const retries = { retry: QUERY_RETRIES, retryDelay: queryRetryDelay };
  switch (route.path) {
    case PATTERNS.home:
      queries.push(client.prefetchQuery({ ...tmdbQueries.homeTrending(), ...retries }), client.prefetchQuery({ ...tmdbQueries.nowPlaying(), ...retries }));
      break;
    case PATTERNS.search: {
      const q = (new URLSearchParams(search).get('q') ?? '').trim();
      if (q) queries.push(client.prefetchInfiniteQuery({ ...tmdbQueries.search(q), ...retries }));
      break;
    }
    case PATTERNS.movie:
    case PATTERNS.tv:
      if (Number.isFinite(id)) queries.push(client.prefetchQuery({ ...tmdbQueries.details(route.path === PATTERNS.tv ? 'tv' : 'movie', id), ...retries }));
      break;
    case PATTERNS.seasons:
      if (Number.isFinite(id)) queries.push(client.prefetchQuery({ ...tmdbQueries.details('tv', id), ...retries }));
      break;
    case PATTERNS.season: {
      const n = Number(route.params.num);
      if (Number.isFinite(id) && Number.isFinite(n)) queries.push(client.prefetchQuery({ ...tmdbQueries.season(id, n), ...retries }));
      break;
    }
    case PATTERNS.actor:
      if (Number.isFinite(id)) queries.push(client.prefetchQuery({ ...tmdbQueries.person(id), ...retries }));
      break;
    case PATTERNS.discover:
      if (signedOut) for (const row of DISCOVER_ROWS.slice(0, PREFETCH_DISCOVER_ROWS)) queries.push(client.prefetchQuery({ ...tmdbQueries.discoverRow(row.key, { adult: false }), ...retries }));
      break;
    case PATTERNS.discoverRow: {
      const row = route.params.genre;
      if (signedOut && isDiscoverRow(row)) queries.push(client.prefetchQuery({ ...tmdbQueries.discoverRow(row, { adult: false }), ...retries }));
      break;
    }
    default:
      break;
  }
  return queries.length;
}
