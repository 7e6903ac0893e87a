/**
 * Pure normalizers from TMDB v3 payloads (see ./raw.ts) to the entities of spec §3 (./types.ts).
 * They never throw on malformed input: missing fields get neutral values ('' / 0 / null / []).
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { compareEnglish, mergeCredits } from './format';
import type {
  TmdbContentRatingsRaw,
  TmdbEpisodeRaw,
  TmdbPagedRaw,
  TmdbPersonRaw,
  TmdbReleaseDatesRaw,
  TmdbSeasonRaw,
  TmdbShowDetailRaw,
  TmdbShowRaw,
  TmdbProviderRaw,
  TmdbRegionProvidersRaw,
  TmdbWatchProvidersRaw,
  TmdbWatchRegionsRaw,
} from './raw';
import type {
  Actor,
  AgeRating,
  Episode,
  EpisodeDetail,
  MediaType,
  Provider,
  RegionProvider,
  RegionWatch,
  Season,
  Show,
  ShowDetail,
  ShowSummary,
  WatchByRegion,
  WatchProvider,
  WatchRegion,
} from './types';
import { WATCH_KINDS } from './types';

function isObject<T>(value: T): value is T & object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
function strOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
function arr<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/** Age ratings the product shows, in TMDB certification spelling. */
const US_RATING_MAP: Record<string, Exclude<AgeRating, 'No rating available'>> = {
  G: 'G',
  'TV-Y': 'G',
  'TV-Y7': 'G',
  'TV-Y7-FV': 'G',
  'TV-G': 'G',
  PG: 'PG',
  'TV-PG': 'PG',
  'PG-13': 'PG-13',
  'TV-14': 'PG-13',
  R: 'R',
  'NC-17': 'R',
  'TV-MA': 'R',
};

/**
 * Maps a US certification (MPA or TV Parental Guidelines) to the product's AgeRating:
 * TV-Y/TV-Y7/TV-G/G → 'G', TV-PG/PG → 'PG', TV-14/PG-13 → 'PG-13', TV-MA/R/NC-17 → 'R'.
 * @returns null for '', 'NR' and anything unknown.
 */
export function mapUsCertification(cert: string | null | undefined): Exclude<AgeRating, 'No rating available'> | null {
  if (typeof cert !== 'string') return null;
  return US_RATING_MAP[cert.trim().toUpperCase()] ?? null;
}

/**
 * Movie age rating from `release_dates` (append_to_response): the first US release whose
 * certification maps to G/PG/PG-13/R (NC-17 counts as R); otherwise 'No rating available'.
 */
export function movieAgeRating(releaseDates: TmdbReleaseDatesRaw | null | undefined): AgeRating {
  // the spec's age ratings are US certifications: those of the spec's own region
  const us = arr(releaseDates?.results).find((r) => isObject(r) && r.iso_3166_1 === DEFAULT_REGION);
  for (const rd of arr(us?.release_dates)) {
    const mapped = isObject(rd) ? mapUsCertification(rd.certification) : null;
    if (mapped) return mapped;
  }
  return 'No rating available';
}

/** TV age rating from `content_ratings`: the US rating mapped by {@link mapUsCertification}, else 'No rating available'. */
export function tvAgeRating(contentRatings: TmdbContentRatingsRaw | null | undefined): AgeRating {
  for (const r of arr(contentRatings?.results)) {
    if (!isObject(r) || r.iso_3166_1 !== DEFAULT_REGION) continue;
    const mapped = mapUsCertification(r.rating);
    if (mapped) return mapped;
  }
  return 'No rating available';
}

/**
 * US flat-rate providers of a watch/providers payload (spec §3, §9: region US, flat-rate only;
 * rent, buy and other countries ignored). [] when there is no US entry or no flatrate list.
 */
export function normalizeProviders(raw: TmdbWatchProvidersRaw | null | undefined): Provider[] {
  const us = isObject(raw) && isObject(raw.results) ? raw.results[DEFAULT_REGION] : undefined;
  const out: Provider[] = [];
  const seen = new Set<number>();
  for (const p of arr(us?.flatrate)) {
    if (!isObject(p) || typeof p.provider_id !== 'number' || seen.has(p.provider_id)) continue;
    seen.add(p.provider_id);
    out.push({ name: str(p.provider_name), id: p.provider_id, logo_path: strOrNull(p.logo_path), origin_country: DEFAULT_REGION });
  }
  return out;
}

/** Providers of one list: numeric ids only, first of each id kept, in TMDB's display order (stable). */
function watchProviders(list: TmdbProviderRaw[] | null | undefined): WatchProvider[] {
  const out: WatchProvider[] = [];
  const seen = new Set<number>();
  for (const p of arr(list)) {
    if (!isObject(p) || typeof p.provider_id !== 'number' || seen.has(p.provider_id)) continue;
    seen.add(p.provider_id);
    out.push({
      id: p.provider_id,
      name: str(p.provider_name),
      logo_path: strOrNull(p.logo_path),
      display_priority: num(p.display_priority, 999),
    });
  }
  return out.sort((a, b) => a.display_priority - b.display_priority);
}

/**
 * Every region and way to watch of a watch/providers payload (TMDB `results.XX = { link,
 * flatrate, free, ads, rent, buy }`). Region codes are upper-cased; a region without any
 * provider, or with a code that is not two letters, is left out. {} for a missing payload.
 */
export function normalizeWatch(raw: TmdbWatchProvidersRaw | null | undefined): WatchByRegion {
  const out: WatchByRegion = {};
  const results = isObject(raw) && isObject(raw.results) ? raw.results : {};
  for (const [code, entry] of Object.entries(results)) {
    if (!/^[A-Za-z]{2}$/.test(code) || !isObject(entry)) continue;
    const region: RegionWatch = {
      link: typeof entry.link === 'string' && /^https?:\/\//.test(entry.link) ? entry.link : null,
      flatrate: [],
      free: [],
      ads: [],
      rent: [],
      buy: [],
    };
    for (const kind of WATCH_KINDS) region[kind] = watchProviders(entry[kind]);
    if (WATCH_KINDS.some((k) => region[k].length)) out[code.toUpperCase()] = region;
  }
  return out;
}

/**
 * Flat-rate provider ids per region of a watch/providers payload (`results.{CC}.flatrate[].provider_id`),
 * each list without repeats; regions with no flat-rate entry are left out. {} when there are none.
 */
function normalizeFlatrateByRegion(raw: TmdbWatchProvidersRaw | null | undefined): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  if (!isObject(raw) || !isObject(raw.results)) return out;
  for (const [region, entry] of Object.entries(raw.results)) {
    if (!/^[A-Z]{2}$/.test(region) || !isObject(entry)) continue;
    const ids = [...new Set(arr(entry.flatrate).map((p) => (isObject(p) ? p.provider_id : undefined)))].filter(
      (id): id is number => typeof id === 'number',
    );
    if (ids.length) out[region] = ids;
  }
  return out;
}

/** watch/providers/regions → regions sorted by English name (entries without a two-letter code dropped). */
export function normalizeWatchRegions(raw: TmdbWatchRegionsRaw | null | undefined): WatchRegion[] {
  const out: WatchRegion[] = [];
  for (const r of arr(isObject(raw) ? raw.results : undefined)) {
    if (!isObject(r) || typeof r.iso_3166_1 !== 'string' || !/^[A-Za-z]{2}$/.test(r.iso_3166_1)) continue;
    const code = r.iso_3166_1.toUpperCase();
    out.push({ code, name: str(r.english_name) || code, native_name: str(r.native_name) || str(r.english_name) || code });
  }
  return out.sort((a, b) => compareEnglish(a.name, b.name));
}

/**
 * watch/providers/movie|tv?watch_region=XX → the region's providers, most prominent first:
 * `display_priorities[XX]` when given, else `display_priority`; ties by name.
 */
export function normalizeRegionProviders(raw: TmdbRegionProvidersRaw | null | undefined, region: string): RegionProvider[] {
  const out: RegionProvider[] = [];
  const seen = new Set<number>();
  for (const p of arr(isObject(raw) ? raw.results : undefined)) {
    if (!isObject(p) || typeof p.provider_id !== 'number' || seen.has(p.provider_id)) continue;
    seen.add(p.provider_id);
    const ranked = isObject(p.display_priorities) ? p.display_priorities[region] : undefined;
    out.push({
      id: p.provider_id,
      name: str(p.provider_name),
      logo_path: strOrNull(p.logo_path),
      display_priority: typeof ranked === 'number' ? ranked : num(p.display_priority, 999),
    });
  }
  return out.sort((a, b) => a.display_priority - b.display_priority || compareEnglish(a.name, b.name));
}

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
 * tv/{id}/season/{n} or an entry of tv/{id}.seasons → {@link Season}. `episodes` is set only
 * when the payload has an episodes list; episode_count falls back to its length.
 * @param showId the TV id, copied to episodes that lack show_id.
 */
export function normalizeSeason(raw: TmdbSeasonRaw | null | undefined, showId?: number): Season | null {
  if (!isObject(raw) || typeof raw.season_number !== 'number') return null;
  const season: Season = {
    season_number: raw.season_number,
    name: str(raw.name),
    poster_path: strOrNull(raw.poster_path),
    vote_average: num(raw.vote_average),
    air_date: strOrNull(raw.air_date),
    episode_count: typeof raw.episode_count === 'number' ? raw.episode_count : arr(raw.episodes).length,
    overview: str(raw.overview),
  };
  if (Array.isArray(raw.episodes)) {
    season.episodes = raw.episodes.map((e) => normalizeEpisode(e, showId, raw.season_number)).filter((e): e is Episode => e !== null);
  }
  return season;
}

/**
 * One episode → {@link Episode}; guest_stars and crew merged by name (see mergeCredits).
 * @param showId used when the payload has no show_id (episode details never carry one).
 * @param seasonNumber used when the payload has no season_number.
 * @returns null when there is no episode_number.
 */
export function normalizeEpisode(raw: TmdbEpisodeRaw | null | undefined, showId?: number, seasonNumber?: number): Episode | null {
  if (!isObject(raw) || typeof raw.episode_number !== 'number') return null;
  return {
    show_id: num(raw.show_id, showId ?? 0),
    season_number: num(raw.season_number, seasonNumber ?? 0),
    episode_number: raw.episode_number,
    name: str(raw.name),
    still_path: strOrNull(raw.still_path),
    runtime: typeof raw.runtime === 'number' && raw.runtime > 0 ? raw.runtime : null,
    air_date: strOrNull(raw.air_date),
    vote_average: num(raw.vote_average),
    overview: str(raw.overview),
    guest_stars: mergeCredits(Array.isArray(raw.guest_stars) ? raw.guest_stars : raw.credits?.guest_stars),
    crew: mergeCredits(Array.isArray(raw.crew) ? raw.crew : raw.credits?.crew),
  };
}

/**
 * tv/{id}/season/{n}/episode/{m}?append_to_response=images,videos,credits → {@link EpisodeDetail}:
 * the episode plus cast = credits.cast (merged) and stills = images.stills[].file_path.
 */
export function normalizeEpisodeDetail(
  raw: TmdbEpisodeRaw | null | undefined,
  showId?: number,
  seasonNumber?: number,
): EpisodeDetail | null {
  const episode = normalizeEpisode(raw, showId, seasonNumber);
  if (!episode || !raw) return null;
  const stills = arr(raw.images?.stills)
    .map((s) => (isObject(s) ? strOrNull(s.file_path) : null))
    .filter((p): p is string => p !== null);
  return { ...episode, cast: mergeCredits(raw.credits?.cast), stills };
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
 * runtime (movie `runtime`, TV `episode_run_time[0]`, else null); providers (US flatrate of
 * the appended 'watch/providers') and watch (every region and way to watch of it, see
 * {@link normalizeWatch}); recommendations (the appended page, see
 * {@link normalizeRecommendations}); for TV also seasons, end_date (last_episode_to_air.air_date)
 * and next_air_date (next_episode_to_air.air_date), each null when absent.
 * @param type the requested type (details payloads carry no media_type).
 * @returns null when the payload has no numeric id.
 */
export function normalizeShowDetail(raw: TmdbShowDetailRaw | null | undefined, type: MediaType): ShowDetail | null {
  if (!isObject(raw)) return null;
  const show = normalizeShow({ ...raw, media_type: type }, type);
  if (!show) return null;
  const detail: ShowDetail = {
    ...show,
    credits: { cast: mergeCredits(raw.credits?.cast), crew: mergeCredits(raw.credits?.crew) },
    age_rating: type === 'movie' ? movieAgeRating(raw.release_dates) : tvAgeRating(raw.content_ratings),
    runtime: null,
    providers: normalizeProviders(raw['watch/providers']),
    watch: normalizeWatch(raw['watch/providers']),
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
 * fields (title, poster, vote_average, release_date…), US flat-rate `providers` and
 * `flatrate_by_region`.
 * @param type the requested type (details payloads carry no media_type).
 * @returns null when the payload has no numeric id.
 */
export function normalizeShowSummary(raw: TmdbShowDetailRaw | null | undefined, type: MediaType): ShowSummary | null {
  if (!isObject(raw)) return null;
  const show = normalizeShow({ ...raw, media_type: type }, type);
  if (!show) return null;
  return {
    ...show,
    providers: normalizeProviders(raw['watch/providers']),
    flatrate_by_region: normalizeFlatrateByRegion(raw['watch/providers']),
  };
}

/**
 * person/{id}?append_to_response=movie_credits,tv_credits → {@link Actor}: movies from
 * movie_credits.cast, tv from tv_credits.cast (normalized, a title played twice listed once).
 * @returns null when the payload has no numeric id.
 */
export function normalizeActor(raw: TmdbPersonRaw | null | undefined): Actor | null {
  if (!isObject(raw) || typeof raw.id !== 'number') return null;
  return {
    id: raw.id,
    name: str(raw.name),
    birthday: strOrNull(raw.birthday),
    place_of_birth: strOrNull(raw.place_of_birth),
    biography: str(raw.biography),
    profile_path: strOrNull(raw.profile_path),
    movies: normalizeShows(raw.movie_credits?.cast, 'movie'),
    tv: normalizeShows(raw.tv_credits?.cast, 'tv'),
  };
}
