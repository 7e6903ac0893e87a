/**
 * Lists of titles: trending, popular, now playing, recommendations, and the movie + TV
 * interleaving every merged list uses.
 */
import { tmdbGet, type TmdbParams } from '../http';
import { normalizeRecommendations, normalizeShows } from '../normalize';
import type { TmdbPagedRaw } from '../raw';
import type { MediaType, Show } from '../types';
import { isMediaType, languageOf, toId, type CallOptions } from './common';

/**
 * Interleaves two lists (a0, b0, a1, b1, …, then the rest of the longer one), dropping repeats
 * of the same media_type-id. Used for every movie + TV merge of this package.
 */
export function interleaveShows(a: ReadonlyArray<Show>, b: ReadonlyArray<Show>): Show[] {
  const out: Show[] = [];
  const seen = new Set<string>();
  const push = (s: Show | undefined) => {
    if (!s) return;
    const key = `${s.media_type}-${s.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    push(a[i]);
    push(b[i]);
  }
  return out;
}

async function getList(path: string, type: MediaType | undefined, params: TmdbParams, opts: CallOptions): Promise<Show[] | null> {
  const raw = await tmdbGet<TmdbPagedRaw>(path, params, opts);
  if (!raw || !Array.isArray(raw.results)) return null;
  return normalizeShows(raw.results, type);
}

/**
 * Popular TV. TMDB: `GET tv/popular?language=en-US&page={page}`.
 * @returns Shows (media_type 'tv'; [] when TMDB lists none), or null when results are missing / on failure.
 */
export function getPopularTv(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  return getList('tv/popular', 'tv', { language: languageOf(opts), page }, opts);
}

/**
 * Weekly trending movies. TMDB: `GET trending/movie/week?language=en-US&page={page}`.
 * @returns Shows (media_type 'movie'), or null when results are missing / on failure.
 */
export function getTrendingMovies(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  return getList('trending/movie/week', 'movie', { language: languageOf(opts), page }, opts);
}

/**
 * Home 'Trending Shows' (spec §2, §7 "trending combines two fetches"): trending/movie/week and
 * tv/popular fetched in parallel and interleaved (movie, tv, movie, tv, …).
 * @returns the merged Shows, or null when both are empty or failed.
 */
export async function getHomeTrending(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  const [movies, tv] = await Promise.all([getTrendingMovies(page, opts), getPopularTv(page, opts)]);
  const merged = interleaveShows(movies ?? [], tv ?? []);
  return merged.length ? merged : null;
}

/**
 * Home 'In Theaters'. TMDB: `GET movie/now_playing?language=en-US&page={page}`.
 * @returns Shows (media_type 'movie'), or null when results are missing / on failure.
 */
export function getNowPlaying(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  return getList('movie/now_playing', 'movie', { language: languageOf(opts), page }, opts);
}

/**
 * Recommendations row. TMDB: `GET {type}/{id}/recommendations?language=en-US`.
 * Results without a media_type take the requested type.
 * @returns Shows, or null when results are empty or missing (spec §8) or on failure.
 */
export async function getRecommendations(type: MediaType, id: number | string, opts: CallOptions = {}): Promise<Show[] | null> {
  const sid = toId(id);
  if (sid === null || !isMediaType(type)) return null;
  const raw = await tmdbGet<TmdbPagedRaw>(`${type}/${sid}/recommendations`, { language: languageOf(opts), page: 1 }, opts);
  return normalizeRecommendations(raw, type);
}
