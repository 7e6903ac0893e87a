/**
 * Discover rows of spec §9 over `@streamscout/tmdb` (movie + TV discover merged; horror movies
 * only; provider rows by watch provider id). `include_adult` follows the signed-in profile's
 * adult flag, false when signed out (spec §5, §6). The platform rows use the viewer's region
 * (`watch_region`); with "Only my services" on, every row keeps only titles on the viewer's services.
 */
import { useQuery } from '@tanstack/react-query';
import { discoverRowTitle, isPlatformRow, platformRowTitle, platformService, type DiscoverRow } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { useProfile, useRegion, useServiceFilter } from '@streamscout/session';

/**
 * One discover row's shows.
 * @param row one of the nine row names of spec §2
 * @param enabled false defers the request (rows below the fold wait until scrolled near)
 * @returns TanStack's query result; `data` is `Show[]`, or `null` when TMDB gave nothing
 */
export function useDiscoverRow(row: DiscoverRow, enabled = true) {
  const adult = useProfile()?.adult === true;
  const region = useRegion();
  const services = useServiceFilter();
  return useQuery({ ...tmdbQueries.discoverRow(row, { adult, region, services }), enabled });
}

/**
 * A row's title: the spec's (e.g. 'Popular on Hulu'), or for a platform row whose service the
 * viewer's region lacks, 'Popular on {the service standing in}' (from the region's providers,
 * the same cached query the row itself reads).
 */
export function useDiscoverRowTitle(row: DiscoverRow): string {
  const region = useRegion();
  const platform = isPlatformRow(row);
  const providers = useQuery({ ...tmdbQueries.regionProviders('movie', region), enabled: platform && region !== 'US' });
  return platform ? platformRowTitle(row, platformService(row, region, providers.data ?? null)) : discoverRowTitle(row);
}
