/**
 * Home rows of spec §2 over `@streamscout/tmdb`: 'Trending Shows' (trending/movie/week merged
 * with tv/popular) and 'In Theaters' (movie/now_playing). Cached 5 minutes in the shared
 * QueryClient, so a revisit makes no request; `data` is `null` when TMDB gave nothing, and a
 * failed call is an error (`isError`), not data.
 */
import { useQuery } from '@tanstack/react-query';
import { tmdbQueries } from '@streamscout/tmdb/query';

/** Options of 'Trending Shows' (the route data of `/` asks for them too, first). */
export function homeTrendingQuery() {
  return tmdbQueries.homeTrending();
}

/** Options of 'In Theaters' (the route data of `/` asks for them too, second). */
export function nowPlayingQuery() {
  return tmdbQueries.nowPlaying();
}

/** Home 'Trending Shows': `Show[]`, or `null` (nothing found); a failure is `isError`. */
export function useHomeTrending() {
  return useQuery(homeTrendingQuery());
}

/** Home 'In Theaters': `Show[]`, or `null`. */
export function useNowPlaying() {
  return useQuery(nowPlayingQuery());
}
