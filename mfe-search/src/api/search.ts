/**
 * Paginated search of spec §2/§4 over `search/multi` (`@streamscout/tmdb`): page 1 first, the
 * next page while `total_pages` > page; a new query starts again at page 1 (its own cache key).
 * Search always sends `include_adult=false`, signed in or not (spec §5, §7): a profile's adult flag
 * governs discover only.
 */
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Show } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { useT } from '@streamscout/i18n';

/**
 * The query of `/search?q=`: `q` trimmed (spec §2 "Search form"); '' when missing or blank.
 * @param search the route's query string
 */
export function searchQueryOf(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim();
}

/** Options of the infinite search of `query` in the reader's language (the route data asks for its first page). */
export function searchQuery(query: string, lang?: string) {
  return tmdbQueries.search(query, lang);
}

/**
 * Infinite search results of `query` (trimmed, non-blank).
 * @returns TanStack's infinite-query result plus `shows`: every loaded page's shows in TMDB's
 *   order (people and adult titles already dropped), `[]` while nothing is loaded or nothing found
 */
export function useSearchResults(query: string) {
  const results = useInfiniteQuery(searchQuery(query, useT().lang));
  const shows: Show[] = useMemo(() => (results.data?.pages ?? []).flatMap((page) => (page ? page.shows : [])), [results.data]);
  return { ...results, shows };
}
