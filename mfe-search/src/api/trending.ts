/**
 * Home rows of spec §2 over `@streamscout/tmdb`: 'Trending Shows' (trending/movie/week merged
 * with tv/popular) and 'In Theaters' (movie/now_playing). Cached 5 minutes in the shared
 * QueryClient, so a revisit makes no request; `data` is `null` when TMDB gave nothing, and a
 * failed call is an error (`isError`), not data.
 */
import { useQuery } from '@tanstack/react-query';
import { tmdbQueries } from '@streamscout/tmdb/query';

/** Home 'Trending Shows': `Show[]`, or `null` (nothing found); a failure is `isError`. */
export function useHomeTrending() {
  return useQuery(tmdbQueries.homeTrending());
}

/** Home 'In Theaters': `Show[]`, or `null`. */
export function useNowPlaying() {
  return useQuery(tmdbQueries.nowPlaying());
}
