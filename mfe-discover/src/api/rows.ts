/**
 * Discover rows of spec §9 over `@streamscout/tmdb` (movie + TV discover merged; horror movies
 * only; provider rows by watch provider id). `include_adult` follows the signed-in profile's
 * adult flag, false when signed out (spec §5, §6).
 *
 * A row's options come from {@link discoverRowQuery}, which the route data (`../routeData.ts`)
 * calls with the same viewer: the host prefetches exactly the rows the screen reads first.
 */
import { useQuery } from '@tanstack/react-query';
import type { DiscoverRow } from '@streamscout/tmdb';
import { tmdbQueries, type RouteDataContext } from '@streamscout/tmdb/query';
import { useViewer } from '@streamscout/host/route-data';

/**
 * Rows of `/discover` fetched on first render, whatever the viewport: Trending (which the hero
 * shares) and Highest Rated, 4 TMDB requests. The others wait until scrolled near (architecture
 * §7: at most 6 TMDB requests before the user scrolls).
 */
export const EAGER_ROWS = 2;

/**
 * Options of one discover row for a viewer.
 * @param row one of the nine row names of spec §2
 * @param viewer the adult flag (`include_adult`) and region of the route data context
 */
export function discoverRowQuery(row: DiscoverRow, viewer: Pick<RouteDataContext, 'adult' | 'region'>) {
  return tmdbQueries.discoverRow(row, { adult: viewer.adult });
}

/**
 * One discover row's shows.
 * @param row one of the nine row names of spec §2
 * @param enabled false defers the request (rows below the fold wait until scrolled near)
 * @returns TanStack's query result; `data` is `Show[]`, or `null` when TMDB gave nothing
 */
export function useDiscoverRow(row: DiscoverRow, enabled = true) {
  return useQuery({ ...discoverRowQuery(row, useViewer()), enabled });
}
