/**
 * Home rows of spec §2 over `@streamscout/tmdb`: 'Trending Shows' (trending/movie/week merged
 * with tv/popular) and 'In Theaters' (movie/now_playing). Cached 5 minutes in the shared
 * QueryClient, so a revisit makes no request; `data` is `null` when TMDB gave nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { tmdbQueries } from '@streamscout/tmdb/query';

/** Home 'Trending Shows': `Show[]`, or `null` (failure or nothing found, spec §8). */
export function useHomeTrending() {
  return useQuery(tmdbQueries.homeTrending());
}

/** Home 'In Theaters': `Show[]`, or `null`. */
export function useNowPlaying() {
  return useQuery(tmdbQueries.nowPlaying());
}
