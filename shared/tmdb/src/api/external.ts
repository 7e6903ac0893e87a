/**
 * Finding titles by what other services know of them (spec §14: list import and export): an
 * IMDb id (`find/{external_id}`), a TMDB id another service wrote down (`{type}/{id}`), a title and
 * year (`search/movie`, `search/tv`), and the other way round, a title's IMDb id
 * (`{type}/{id}?append_to_response=external_ids`).
 */
import { tmdbGet } from '../http';
import { normalizeShow, normalizeShows } from '../normalize';
import type { TmdbPagedRaw, TmdbShowRaw } from '../raw';
import type { MediaType, Show } from '../types';
import { isTmdbId } from '../watch/normalize';
import { isMediaType, languageOf, toId, type CallOptions } from './common';

/** An IMDb title id: 'tt' and 7 to 10 digits (TMDB's own check is no stricter). */
const IMDB_ID = /^tt[0-9]{7,10}$/;

/** Whether `id` is an IMDb title id ('tt0111161'); case-insensitive, surrounding spaces allowed. */
export function isImdbId(id: unknown): id is string {
  return typeof id === 'string' && IMDB_ID.test(id.trim().toLowerCase());
}

interface TmdbFindRaw {
  movie_results?: TmdbShowRaw[];
  tv_results?: TmdbShowRaw[];
}

/**
 * The movie or show with an IMDb id. TMDB: `GET find/{imdb_id}?external_source=imdb_id&language=en-US`.
 * @param imdbId e.g. 'tt0111161' (trimmed, lower-cased); anything else gives null without a request
 * @returns the title as a {@link Show} (a movie first when TMDB answers both), or null: not an IMDb
 *   id, nothing found (TMDB answers empty lists; a person's `nm…` id finds no title), or a failure
 *   (with `throwOnFailure`, a failure rejects instead, so "not found" and "could not ask" differ)
 */
export async function findByImdbId(imdbId: string, opts: CallOptions = {}): Promise<Show | null> {
  if (!isImdbId(imdbId)) return null;
  const id = imdbId.trim().toLowerCase();
  const raw = await tmdbGet<TmdbFindRaw>(`find/${id}`, { external_source: 'imdb_id', language: languageOf(opts) }, opts);
  if (!raw) return null;
  return normalizeShow(raw.movie_results?.[0], 'movie') ?? normalizeShow(raw.tv_results?.[0], 'tv');
}

/**
 * Whether TMDB knows a title by its id, and what it is: the one light request an import makes for
 * a TMDB id another service wrote down (a title TMDB deleted or merged, or a hand-edited file, is
 * not found). TMDB: `GET {type}/{id}?language=en-US` (nothing appended).
 * @param type 'movie' or 'tv'; anything else gives null without a request
 * @param id a TMDB id (`isTmdbId`: 1 … 2^31 − 1); anything else gives null without a request
 * @returns the title as a {@link Show}, or null: not a TMDB id, unknown to TMDB (404), or a failure
 *   (with `throwOnFailure`, a failure rejects instead, so "not found" and "could not ask" differ)
 */
export async function getTitle(type: MediaType, id: number, opts: CallOptions = {}): Promise<Show | null> {
  if (!isMediaType(type) || !isTmdbId(id)) return null;
  const raw = await tmdbGet<TmdbShowRaw>(`${type}/${id}`, { language: languageOf(opts) }, opts);
  return normalizeShow(raw, type);
}

/**
 * Movies or shows whose title matches `query`, optionally of one year. TMDB: `GET search/movie?query=…&year=…`
 * or `GET search/tv?query=…&first_air_date_year=…` (`include_adult=false`, `language=en-US`, page 1).
 * TMDB ranks by relevance and may ignore the year on some servers: callers compare titles and years
 * themselves.
 * @param type 'movie' or 'tv'; anything else gives null without a request
 * @param query the title (trimmed; blank gives null without a request)
 * @param year the release (movie) or first air (tv) year, or null for any
 * @returns page 1 of the results as {@link Show}s (`[]` when TMDB found nothing), or null on a
 *   failure or bad arguments (with `throwOnFailure`, a failure rejects)
 */
export async function searchTitles(
  type: MediaType,
  query: string,
  year: number | null = null,
  opts: CallOptions = {},
): Promise<Show[] | null> {
  const q = typeof query === 'string' ? query.trim() : '';
  if (!q || !isMediaType(type)) return null;
  const y = year !== null && Number.isSafeInteger(year) && year > 1800 && year < 3000 ? year : undefined;
  const raw = await tmdbGet<TmdbPagedRaw>(
    `search/${type}`,
    {
      query: q,
      include_adult: false,
      language: languageOf(opts),
      page: 1,
      ...(type === 'movie' ? { year: y } : { first_air_date_year: y }),
    },
    opts,
  );
  if (!raw) return null;
  return normalizeShows(
    (raw.results ?? []).filter((r) => !(r && r.adult === true)),
    type,
  );
}

/** What an export writes of one list entry (spec §14 "Export"). */
export interface TitleIds {
  media_type: MediaType;
  /** TMDB id. */
  id: number;
  title: string;
  /** Year of `release_date` / `first_air_date`, or null when TMDB has none. */
  year: number | null;
  /** IMDb id ('tt…'), or null when TMDB knows none. */
  imdb_id: string | null;
}

/**
 * A title's name, year and IMDb id in one request. TMDB: `GET {type}/{id}?append_to_response=external_ids&language=en-US`
 * (movies carry `imdb_id` in their details too; shows only in `external_ids`).
 * @returns {@link TitleIds}, or null (bad type or id without a request, unknown id, failure;
 *   with `throwOnFailure`, a failure rejects)
 */
export async function getTitleIds(type: MediaType, id: number | string, opts: CallOptions = {}): Promise<TitleIds | null> {
  const tid = toId(id);
  if (tid === null || !isMediaType(type)) return null;
  const raw = await tmdbGet<TmdbShowRaw & { imdb_id?: string | null; external_ids?: { imdb_id?: string | null } }>(
    `${type}/${tid}`,
    { append_to_response: 'external_ids', language: languageOf(opts) },
    opts,
  );
  const show = normalizeShow(raw, type);
  if (!raw || !show) return null;
  const imdb = raw.external_ids?.imdb_id ?? raw.imdb_id ?? null;
  const year = Number.parseInt(show.release_date.slice(0, 4), 10);
  return {
    media_type: type,
    id: show.id,
    title: show.title,
    year: Number.isSafeInteger(year) ? year : null,
    imdb_id: isImdbId(imdb) ? imdb : null,
  };
}
