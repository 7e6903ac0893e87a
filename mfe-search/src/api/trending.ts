/**
 * Home rows of spec §2 over `@streamscout/tmdb`: 'Trending Shows' (trending/movie/week merged
 * with tv/popular) and 'In Theaters' (movie/now_playing). Cached 5 minutes in the shared
 * QueryClient, so a revisit makes no request; `data` is `null` when TMDB gave nothing, and a
 * failed call is an error (`isError`), not data.
 */
import { useQuery } from '@tanstack/react-query';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { useT } from '@streamscout/i18n';

/** Options of 'Trending Shows' in the reader's language (the route data of `/` asks for them too, first). */
export function homeTrendingQuery(lang?: string) {
  return tmdbQueries.homeTrending(lang);
}

/** Options of 'In Theaters' (the route data of `/` asks for them too, second). */
export function nowPlayingQuery(lang?: string) {
  return tmdbQueries.nowPlaying(lang);
}

/** Home 'Trending Shows': `Show[]`, or `null` (nothing found); a failure is `isError`. */
export function useHomeTrending() {
  return useQuery(homeTrendingQuery(useT().lang));
}

/** Home 'In Theaters': `Show[]`, or `null`. */
export function useNowPlaying() {
  return useQuery(nowPlayingQuery(useT().lang));
}
