/**
 * Discover rows of spec §9 over `@streamscout/tmdb` (movie + TV discover merged; horror movies
 * only; provider rows by watch provider id). `include_adult` follows the signed-in profile's
 * adult flag, false when signed out (spec §5, §6).
 */
import { useQuery } from '@tanstack/react-query';
import type { DiscoverRow } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { useProfile } from '@streamscout/session';

/**
 * One discover row's shows.
 * @param row one of the nine row names of spec §2
 * @param enabled false defers the request (rows below the fold wait until scrolled near)
 * @returns TanStack's query result; `data` is `Show[]`, or `null` when TMDB gave nothing
 */
export function useDiscoverRow(row: DiscoverRow, enabled = true) {
  const adult = useProfile()?.adult === true;
  return useQuery({ ...tmdbQueries.discoverRow(row, { adult }), enabled });
}
