/**
 * Discover rows of spec §9 over `@streamscout/tmdb` (movie + TV discover merged; horror movies
 * only; provider rows by watch provider id). `include_adult` follows the signed-in profile's
 * adult flag, false when signed out (spec §5, §6). The platform rows use the viewer's region
 * (`watch_region`); with "Only my services" on, every row keeps only titles on the viewer's services.
 *
 * A row's options come from {@link discoverRowQuery}, which the route data (`../routeData.ts`)
 * calls with the same viewer: the host prefetches exactly the rows the screen reads first.
 */
import { useQuery } from '@tanstack/react-query';
import { discoverRowTitle, isPlatformRow, platformRowTitle, platformService, type DiscoverRow } from '@streamscout/tmdb';
import { tmdbQueries, type RouteDataContext } from '@streamscout/tmdb/query';
import { useViewer } from '@streamscout/host/route-data';
import { isDefaultRegion } from '@streamscout/region';
import { useRegion, useServiceFilter } from '@streamscout/session';

/**
 * Rows of `/discover` fetched on first render, whatever the viewport: Trending (which the hero
 * shares) and Highest Rated, 4 TMDB requests. The others wait until scrolled near (architecture
 * §7: at most 6 TMDB requests before the user scrolls).
 */
export const EAGER_ROWS = 2;

/**
 * Options of one discover row for a viewer.
 * @param row one of the nine row names of spec §2
 * @param viewer the adult flag (`include_adult`) and region (`watch_region` of the platform rows) of the route data context
 * @param services "Only my services": the viewer's provider ids ([] or absent: every title)
 */
export function discoverRowQuery(row: DiscoverRow, viewer: Pick<RouteDataContext, 'adult' | 'region'>, services: readonly number[] = []) {
  return tmdbQueries.discoverRow(row, { adult: viewer.adult, region: viewer.region, services });
}

/**
 * One discover row's shows.
 * @param row one of the nine row names of spec §2
 * @param enabled false defers the request (rows below the fold wait until scrolled near)
 * @returns TanStack's query result; `data` is `Show[]`, or `null` when TMDB gave nothing
 */
export function useDiscoverRow(row: DiscoverRow, enabled = true) {
  const viewer = useViewer();
  const services = useServiceFilter();
  return useQuery({ ...discoverRowQuery(row, viewer, services), enabled });
}

/**
 * A row's title: the spec's (e.g. 'Popular on Hulu'), or for a platform row whose service the
 * viewer's region lacks, 'Popular on {the service standing in}' (from the region's providers,
 * the same cached query the row itself reads).
 */
export function useDiscoverRowTitle(row: DiscoverRow): string {
  const region = useRegion();
  const platform = isPlatformRow(row);
  const providers = useQuery({ ...tmdbQueries.regionProviders('movie', region), enabled: platform && !isDefaultRegion(region) });
  return platform ? platformRowTitle(row, platformService(row, region, providers.data ?? null)) : discoverRowTitle(row);
}
