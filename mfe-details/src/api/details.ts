/**
 * Show details data of spec §2/§7 over `@streamscout/tmdb`: the detail call (one request with
 * `append_to_response`) and the recommendations row. Cached in the shared QueryClient, so coming
 * back to a title seen in this session makes no request.
 */
import { useQuery } from '@tanstack/react-query';
import type { MediaType } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';

/**
 * `movie/{id}` or `tv/{id}` with credits, providers and ratings appended.
 * @param id NaN (a non-numeric route id) disables the call
 * @returns TanStack's query result; `data` a ShowDetail, or `null` when TMDB has nothing
 */
export function useShowDetails(type: MediaType, id: number) {
  return useQuery({ ...tmdbQueries.details(type, id), enabled: Number.isFinite(id) });
}

/** `{type}/{id}/recommendations`: `Show[]`, or `null` when there are none. */
export function useRecommendations(type: MediaType, id: number) {
  return useQuery({ ...tmdbQueries.recommendations(type, id), enabled: Number.isFinite(id) });
}
