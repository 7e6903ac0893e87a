/**
 * Discover rows of spec §9 over `@streamscout/tmdb` (movie + TV discover merged; horror movies
 * only; provider rows by watch provider id). `include_adult` follows the signed-in profile's
 * adult flag, false when signed out (spec §5, §6). The platform rows use the viewer's region
 * (`watch_region`); with "Only my services" on, every row keeps only titles on the viewer's services.
 *
 * A row's options come from {@link discoverRowQuery}, for the screen's hooks and, through
 * {@link rowsRouteQueries}, for the route data (`../routeData.ts`) with the same viewer (adult
 * flag, region, services filter): the host prefetches exactly what the screen reads first, the
 * region's providers of the platform rows included.
 */
import { useQuery } from '@tanstack/react-query';
import { discoverRowTitle, isPlatformRow, platformRowTitle, platformService, type DiscoverRow } from '@streamscout/tmdb';
import { routeQuery, tmdbQueries, type RouteDataContext, type RouteQuery } from '@streamscout/tmdb/query';
import { useViewer } from '@streamscout/host/route-data';
import { isDefaultRegion } from '@streamscout/region';
import { useRegion } from '@streamscout/session';
import { useT } from '@streamscout/i18n';

/**
 * Rows of `/discover` fetched on first render, whatever the viewport: Trending (which the hero
 * shares) and Highest Rated, 4 TMDB requests. The others wait until scrolled near (architecture
 * §7: at most 6 TMDB requests before the user scrolls).
 */
export const EAGER_ROWS = 2;

/**
 * Options of one discover row for a viewer.
 * @param row one of the nine row names of spec §2
 * @param viewer the route data context's adult flag (`include_adult`), region (`watch_region` of
 *   the platform rows), "Only my services" filter (provider ids; []: every title) and language
 */
function discoverRowQuery(row: DiscoverRow, viewer: Pick<RouteDataContext, 'adult' | 'region' | 'services' | 'language'>) {
  return tmdbQueries.discoverRow(row, { adult: viewer.adult, region: viewer.region, services: viewer.services, language: viewer.language });
}

/**
 * Whether a row reads the region's providers (TMDB `watch/providers/movie?watch_region=`): a
 * platform row outside the default region, to know which service stands in for one the region
 * lacks (its title and its `with_watch_providers`).
 */
function readsRegionProviders(row: DiscoverRow, region: string): boolean {
  return isPlatformRow(row) && !isDefaultRegion(region);
}

/**
 * The route data of a screen that shows the titles of `rows` and fetches the first `eager` of
 * them at once: the region's providers first when one of the rows reads them (every platform
 * row's title does, outside the default region, and so does the row's own query), then the
 * eager rows' queries, in order.
 * @param rows the rows whose sections (title included) the first render shows
 * @param eager how many of them, from the first, fetch their shows at once
 * @param viewer the route data context (adult flag, region, "Only my services" filter)
 */
export function rowsRouteQueries(rows: readonly DiscoverRow[], eager: number, viewer: RouteDataContext): RouteQuery[] {
  const providers = rows.some((r) => readsRegionProviders(r, viewer.region))
    ? [routeQuery(tmdbQueries.regionProviders('movie', viewer.region))]
    : [];
  return [...providers, ...rows.slice(0, eager).map((r) => routeQuery(discoverRowQuery(r, viewer)))];
}

/**
 * One discover row's shows.
 * @param row one of the nine row names of spec §2
 * @param enabled false defers the request (rows below the fold wait until scrolled near)
 * @returns TanStack's query result; `data` is `Show[]`, or `null` when TMDB gave nothing
 */
export function useDiscoverRow(row: DiscoverRow, enabled = true) {
  const viewer = useViewer();
  return useQuery({ ...discoverRowQuery(row, viewer), enabled });
}

/**
 * A row's title: the spec's (e.g. 'Popular on Hulu'), or for a platform row whose service the
 * viewer's region lacks, 'Popular on {the service standing in}' (from the region's providers,
 * the same cached query the row itself reads and the route data lists).
 */
export function useDiscoverRowTitle(row: DiscoverRow): string {
  const region = useRegion();
  const i18n = useT();
  const platform = isPlatformRow(row);
  const providers = useQuery({ ...tmdbQueries.regionProviders('movie', region), enabled: readsRegionProviders(row, region) });
  return platform ? platformRowTitle(row, platformService(row, region, providers.data ?? null), i18n) : discoverRowTitle(row, i18n);
}
