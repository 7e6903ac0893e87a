/**
 * Titles: a movie or show as lists and rows carry it ({@link normalizeShow}), the details page's
 * whole title ({@link normalizeShowDetail}) and a list card's light one ({@link normalizeShowSummary}).
 */
import { mergeCredits } from '../format';
import type { TmdbPagedRaw, TmdbShowDetailRaw, TmdbShowRaw } from '../raw';
import type { MediaType, Season, Show, ShowDetail, ShowSummary } from '../types';
import { normalizeWatch, specProviders } from '../watch/normalize';
import { serviceIdsByRegion } from '../watch/services';
import { arr, isObject, num, str, strOrNull, withEnglishTexts } from './common';
import { normalizeSeason } from './episodes';
import { movieAgeRating, tvAgeRating } from './ratings';

/** Infers movie/tv from TMDB fields: media_type, then `fallbackType`, then title/release_date (movie) vs name/first_air_date (tv). */
function inferType(raw: TmdbShowRaw, fallbackType?: MediaType): MediaType | null {
  if (raw.media_type === 'movie' || raw.media_type === 'tv') return raw.media_type;
  if (raw.media_type !== undefined && raw.media_type !== null && raw.media_type !== '') return null; // 'person', …
  if (fallbackType) return fallbackType;
  if (typeof raw.title === 'string' || typeof raw.release_date === 'string') return 'movie';
  if (typeof raw.name === 'string' || typeof raw.first_air_date === 'string') return 'tv';
  return null;
}

/**
 * One TMDB movie or TV result → {@link Show}.
 * title = movie `title` / tv `name`; release_date = `release_date` / `first_air_date` ('' if none);
 * banner_path = `backdrop_path`; genre_ids from `genre_ids` or details' `genres[].id`.
 * media_type = the raw media_type, else `fallbackType`, else inferred from the fields present.
 * @returns null for persons (media_type 'person'), entries without a numeric id, or of unknown type.
 */
export function normalizeShow(raw: TmdbShowRaw | null | undefined, fallbackType?: MediaType): Show | null {
  if (!isObject(raw) || typeof raw.id !== 'number') return null;
  const type = inferType(raw, fallbackType);
  if (!type) return null;
  const genreIds = Array.isArray(raw.genre_ids)
    ? raw.genre_ids.filter((g): g is number => typeof g === 'number')
    : arr(raw.genres)
        .map((g) => (isObject(g) ? g.id : undefined))
        .filter((g): g is number => typeof g === 'number');
  const show: Show = {
    id: raw.id,
    poster_path: strOrNull(raw.poster_path),
    banner_path: strOrNull(raw.backdrop_path),
    vote_average: num(raw.vote_average),
    vote_count: num(raw.vote_count),
    overview: str(raw.overview),
    media_type: type,
    genre_ids: genreIds,
    title: type === 'movie' ? str(raw.title) || str(raw.name) : str(raw.name) || str(raw.title),
    release_date: type === 'movie' ? str(raw.release_date) : str(raw.first_air_date),
  };
  if (typeof raw.adult === 'boolean') show.adult = raw.adult;
  return show;
}

/**
 * A results[] list → Shows: persons and malformed entries dropped, duplicates (same media_type
 * and id) kept once, in first-seen order.
 */
export function normalizeShows(list: ReadonlyArray<TmdbShowRaw> | null | undefined, fallbackType?: MediaType): Show[] {
  const out: Show[] = [];
  const seen = new Set<string>();
  for (const raw of Array.isArray(list) ? list : []) {
    const show = normalizeShow(raw, fallbackType);
    if (!show) continue;
    const key = `${show.media_type}-${show.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(show);
  }
  return out;
}

/**
 * The `recommendations` part of a detail payload (or a `{type}/{id}/recommendations` page) →
 * Shows (results without media_type take `type`), like `getRecommendations` returns them.
 * @returns null when results are missing or empty (spec §8 "recommendations … yield null").
 */
export function normalizeRecommendations(raw: TmdbPagedRaw | null | undefined, type: MediaType): Show[] | null {
  if (!isObject(raw) || !Array.isArray(raw.results)) return null;
  const shows = normalizeShows(raw.results, type);
  return shows.length ? shows : null;
}

/**
 * movie/{id} or tv/{id} with append_to_response → {@link ShowDetail} (spec §3 "Show detail"):
 * credits merged by name; age_rating (movie: US release_dates, TV: US content_ratings);
 * runtime (movie `runtime`, TV `episode_run_time[0]`, else null); watch (every region and way
 * to watch of the appended 'watch/providers', see {@link normalizeWatch}) and providers (its US
 * flat-rate services); recommendations (the appended page, see
 * {@link normalizeRecommendations}); for TV also seasons, end_date (last_episode_to_air.air_date)
 * and next_air_date (next_episode_to_air.air_date), each null when absent. Asked in another
 * language, an empty title or overview is filled from the appended English translation.
 * @param type the requested type (details payloads carry no media_type).
 * @returns null when the payload has no numeric id.
 */
export function normalizeShowDetail(answer: TmdbShowDetailRaw | null | undefined, type: MediaType): ShowDetail | null {
  if (!isObject(answer)) return null;
  const raw = withEnglishTexts(answer, ['title', 'name', 'overview']);
  const show = normalizeShow({ ...raw, media_type: type }, type);
  if (!show) return null;
  const watch = normalizeWatch(raw['watch/providers']);
  const detail: ShowDetail = {
    ...show,
    credits: { cast: mergeCredits(raw.credits?.cast), crew: mergeCredits(raw.credits?.crew) },
    age_rating: type === 'movie' ? movieAgeRating(raw.release_dates) : tvAgeRating(raw.content_ratings),
    runtime: null,
    providers: specProviders(watch),
    watch,
    recommendations: normalizeRecommendations(raw.recommendations, type),
  };
  if (type === 'movie') {
    detail.runtime = typeof raw.runtime === 'number' && raw.runtime > 0 ? raw.runtime : null;
  } else {
    const first = arr(raw.episode_run_time)[0];
    detail.runtime = typeof first === 'number' && first > 0 ? first : null;
    detail.seasons = arr(raw.seasons)
      .map((s) => normalizeSeason(s, raw.id))
      .filter((s): s is Season => s !== null);
    detail.end_date = isObject(raw.last_episode_to_air) ? strOrNull(raw.last_episode_to_air.air_date) : null;
    detail.next_air_date = isObject(raw.next_episode_to_air) ? strOrNull(raw.next_episode_to_air.air_date) : null;
  }
  return detail;
}

/**
 * movie/{id} or tv/{id} with only `watch/providers` appended → {@link ShowSummary}: the Show
 * fields (title, poster, vote_average, release_date…), US flat-rate `providers` and the ids of
 * the services that carry it per region (`services_by_region`), both from {@link normalizeWatch}.
 * @param type the requested type (details payloads carry no media_type).
 * @returns null when the payload has no numeric id.
 */
export function normalizeShowSummary(answer: TmdbShowDetailRaw | null | undefined, type: MediaType): ShowSummary | null {
  if (!isObject(answer)) return null;
  const raw = withEnglishTexts(answer, ['title', 'name', 'overview']);
  const show = normalizeShow({ ...raw, media_type: type }, type);
  if (!show) return null;
  const watch = normalizeWatch(raw['watch/providers']);
  return { ...show, providers: specProviders(watch), services_by_region: serviceIdsByRegion(watch) };
}
