/**
 * Paginated search of spec §2/§4 over `search/multi` (`@streamscout/tmdb`): page 1 first, the
 * next page while `total_pages` > page; a new query starts again at page 1 (its own cache key).
 * `include_adult` follows the signed-in profile's adult flag, false when signed out (spec §5, §6).
 */
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useProfile } from '@streamscout/session';
import type { Show } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';

/**
 * Infinite search results of `query` (trimmed, non-blank).
 * @returns TanStack's infinite-query result plus `shows`: every loaded page's shows in TMDB's
 *   order (people already dropped; adult titles only when the signed-in profile's `adult` is
 *   true), `[]` while nothing is loaded or nothing found
 */
export function useSearchResults(query: string) {
  const adult = useProfile()?.adult === true;
  const results = useInfiniteQuery(tmdbQueries.search(query, { adult }));
  const shows: Show[] = useMemo(
    () => (results.data?.pages ?? []).flatMap((page) => (page ? page.shows : [])),
    [results.data],
  );
  return { ...results, shows };
}
