/**
 * Titles: a movie or show with everything its details page shows, the light card data, a season
 * and an episode.
 */
import { tmdbGet } from '../http';
import { normalizeEpisodeDetail, normalizeSeason, normalizeShowDetail, normalizeShowSummary } from '../normalize';
import type { TmdbEpisodeRaw, TmdbSeasonRaw, TmdbShowDetailRaw } from '../raw';
import type { EpisodeDetail, MediaType, Season, ShowDetail, ShowSummary } from '../types';
import { isTranslated, languageParams, toId, toIndex, type CallOptions } from './common';

/**
 * `append_to_response` of the TV detail call: spec §7's parts plus `recommendations`, so the whole
 * details page (info, providers, cast/crew, seasons, recommendations) costs one request.
 */
const TV_DETAIL_APPEND = 'images,release_dates,content_ratings,watch/providers,credits,recommendations';
/** `append_to_response` of the movie detail call: spec §7's parts plus `recommendations` (one request per page). */
const MOVIE_DETAIL_APPEND = 'images,release_dates,watch/providers,credits,recommendations';

/**
 * A detail call's `append_to_response` in the reader's language: in another language than English,
 * also `translations`, whose English entry fills a title, overview or tagline TMDB has not
 * translated (never an empty block; the same one request).
 */
function appendFor(append: string, opts: CallOptions): string {
  return isTranslated(opts) ? `${append},translations` : append;
}

/**
 * TV details. TMDB: `GET tv/{id}?append_to_response=images,release_dates,content_ratings,watch/providers,credits,recommendations`.
 * @returns {@link ShowDetail} with media_type 'tv', seasons, end_date, next_air_date and
 *   recommendations (page 1, null when none); or null.
 */
export async function getTvDetails(id: number | string, opts: CallOptions = {}): Promise<ShowDetail | null> {
  const tid = toId(id);
  if (tid === null) return null;
  const raw = await tmdbGet<TmdbShowDetailRaw>(
    `tv/${tid}`,
    { append_to_response: appendFor(TV_DETAIL_APPEND, opts), ...languageParams(opts, false) },
    opts,
  );
  return normalizeShowDetail(raw, 'tv');
}

/**
 * Movie details. TMDB: `GET movie/{id}?append_to_response=images,release_dates,watch/providers,credits,recommendations&language=en-US`.
 * @returns {@link ShowDetail} with media_type 'movie' (runtime in minutes) and recommendations
 *   (page 1, null when none); or null.
 */
export async function getMovieDetails(id: number | string, opts: CallOptions = {}): Promise<ShowDetail | null> {
  const mid = toId(id);
  if (mid === null) return null;
  const raw = await tmdbGet<TmdbShowDetailRaw>(
    `movie/${mid}`,
    { append_to_response: appendFor(MOVIE_DETAIL_APPEND, opts), ...languageParams(opts) },
    opts,
  );
  return normalizeShowDetail(raw, 'movie');
}

/**
 * Details of either type: 'tv' → {@link getTvDetails}, anything else → {@link getMovieDetails}
 * (spec §7: watched-list items load by prefix, tv- uses the TV call, otherwise the movie call).
 */
export function getShowDetails(type: MediaType | string, id: number | string, opts: CallOptions = {}): Promise<ShowDetail | null> {
  return type === 'tv' ? getTvDetails(id, opts) : getMovieDetails(id, opts);
}

/**
 * The light call of a list card: what the card shows (title, poster, rating, year) and where the
 * title streams. TMDB: `GET {type}/{id}?append_to_response=watch/providers&language=en-US` — no
 * credits, images or recommendations, so a card costs a few KB instead of the details page's ~17 KB.
 * @param type 'tv' → the TV call, anything else → the movie call (spec §7, list entries by prefix)
 * @returns {@link ShowSummary}, or null (unknown id → 404, invalid id without a request, failure).
 */
export async function getShowSummary(type: MediaType | string, id: number | string, opts: CallOptions = {}): Promise<ShowSummary | null> {
  const sid = toId(id);
  if (sid === null) return null;
  const t: MediaType = type === 'tv' ? 'tv' : 'movie';
  const raw = await tmdbGet<TmdbShowDetailRaw>(
    `${t}/${sid}`,
    { append_to_response: appendFor('watch/providers', opts), ...languageParams(opts) },
    opts,
  );
  return normalizeShowSummary(raw, t);
}

/**
 * One season with its episodes. TMDB: `GET tv/{tvId}/season/{n}?language=en-US` (n = 0 is the specials season).
 * @returns {@link Season} with `episodes` (each with show_id = tvId), or null.
 */
export async function getSeason(tvId: number | string, n: number | string, opts: CallOptions = {}): Promise<Season | null> {
  const tid = toId(tvId);
  const sn = toIndex(n);
  if (tid === null || sn === null) return null;
  const raw = await tmdbGet<TmdbSeasonRaw>(
    `tv/${tid}/season/${sn}`,
    { ...languageParams(opts), ...(isTranslated(opts) ? { append_to_response: 'translations' } : {}) },
    opts,
  );
  const season = normalizeSeason(raw, tid);
  if (season && !season.episodes) season.episodes = [];
  return season;
}

/**
 * Lazily loaded episode extras. TMDB: `GET tv/{tvId}/season/{n}/episode/{m}?append_to_response=images,videos,credits`.
 * @returns {@link EpisodeDetail} (cast = credits.cast, stills = images.stills[].file_path), or null.
 */
export async function getEpisodeDetails(
  tvId: number | string,
  n: number | string,
  m: number | string,
  opts: CallOptions = {},
): Promise<EpisodeDetail | null> {
  const tid = toId(tvId);
  const sn = toIndex(n);
  const en = toIndex(m);
  if (tid === null || sn === null || en === null) return null;
  const raw = await tmdbGet<TmdbEpisodeRaw>(
    `tv/${tid}/season/${sn}/episode/${en}`,
    { append_to_response: 'images,videos,credits', ...languageParams(opts, false) },
    opts,
  );
  return normalizeEpisodeDetail(raw, tid, sn);
}
