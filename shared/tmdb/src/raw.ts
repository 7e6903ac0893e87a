/**
 * TMDB v3 response shapes as documented at developer.themoviedb.org (only the fields this
 * package reads). Every field is optional: normalizers never trust the payload.
 */

export interface TmdbGenreRaw {
  id?: number;
  name?: string;
}

/** A movie, TV show or person as found in results[] of list endpoints and at the top of details. */
export interface TmdbShowRaw {
  id?: number;
  media_type?: string;
  adult?: boolean;
  /** Movie only. */
  title?: string;
  /** Movie only. */
  release_date?: string;
  /** TV (and person) only. */
  name?: string;
  /** TV only. */
  first_air_date?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  vote_average?: number;
  vote_count?: number;
  overview?: string;
  /** List endpoints. */
  genre_ids?: number[];
  /** Details endpoints. */
  genres?: TmdbGenreRaw[];
}

export interface TmdbCreditRaw {
  id?: number;
  name?: string;
  profile_path?: string | null;
  character?: string;
  job?: string;
}

export interface TmdbCreditsRaw {
  cast?: TmdbCreditRaw[];
  crew?: TmdbCreditRaw[];
  guest_stars?: TmdbCreditRaw[];
}

export interface TmdbProviderRaw {
  provider_id?: number;
  provider_name?: string;
  logo_path?: string | null;
  display_priority?: number;
}

/** watch/providers: `results` keyed by ISO 3166-1 country code. */
export interface TmdbWatchProvidersRaw {
  id?: number;
  results?: Record<string, TmdbRegionWatchRaw | undefined>;
}

/** One region of watch/providers. */
export interface TmdbRegionWatchRaw {
  link?: string;
  flatrate?: TmdbProviderRaw[];
  free?: TmdbProviderRaw[];
  ads?: TmdbProviderRaw[];
  rent?: TmdbProviderRaw[];
  buy?: TmdbProviderRaw[];
}

/** watch/providers/regions. */
export interface TmdbWatchRegionsRaw {
  results?: { iso_3166_1?: string; english_name?: string; native_name?: string }[];
}

/** watch/providers/movie|tv. */
export interface TmdbRegionProvidersRaw {
  results?: (TmdbProviderRaw & { display_priorities?: Record<string, number> })[];
}

export interface TmdbReleaseDatesRaw {
  results?: { iso_3166_1?: string; release_dates?: { certification?: string; type?: number; release_date?: string }[] }[];
}

export interface TmdbContentRatingsRaw {
  results?: { iso_3166_1?: string; rating?: string }[];
}

export interface TmdbEpisodeRaw {
  id?: number;
  show_id?: number;
  season_number?: number;
  episode_number?: number;
  name?: string;
  still_path?: string | null;
  runtime?: number | null;
  air_date?: string | null;
  vote_average?: number;
  overview?: string;
  guest_stars?: TmdbCreditRaw[];
  crew?: TmdbCreditRaw[];
  /** append_to_response=credits */
  credits?: TmdbCreditsRaw;
  /** append_to_response=images */
  images?: { stills?: { file_path?: string | null }[] };
}

/**
 * `append_to_response=translations` (asked in another language than English): each language's
 * texts, `data.title` (movie) or `data.name` (TV, season, episode), `data.overview`, `data.biography` (person).
 */
export interface TmdbTranslationsRaw {
  translations?: Array<{ iso_639_1?: string; data?: { title?: string; name?: string; overview?: string; biography?: string } }>;
}

export interface TmdbSeasonRaw {
  id?: number;
  season_number?: number;
  name?: string;
  poster_path?: string | null;
  vote_average?: number;
  air_date?: string | null;
  episode_count?: number;
  overview?: string;
  episodes?: TmdbEpisodeRaw[];
  translations?: TmdbTranslationsRaw;
}

/** movie/{id} or tv/{id} with append_to_response. */
export interface TmdbShowDetailRaw extends TmdbShowRaw {
  runtime?: number | null;
  episode_run_time?: number[];
  seasons?: TmdbSeasonRaw[];
  last_episode_to_air?: { air_date?: string | null } | null;
  next_episode_to_air?: { air_date?: string | null } | null;
  credits?: TmdbCreditsRaw;
  release_dates?: TmdbReleaseDatesRaw;
  content_ratings?: TmdbContentRatingsRaw;
  'watch/providers'?: TmdbWatchProvidersRaw;
  /** append_to_response=recommendations: page 1 of `{type}/{id}/recommendations`. */
  recommendations?: TmdbPagedRaw;
  /** append_to_response=translations (another language than English): the English texts to fall back on. */
  translations?: TmdbTranslationsRaw;
}

/** person/{id}?append_to_response=movie_credits,tv_credits */
export interface TmdbPersonRaw {
  id?: number;
  name?: string;
  birthday?: string | null;
  place_of_birth?: string | null;
  biography?: string;
  profile_path?: string | null;
  movie_credits?: { cast?: TmdbShowRaw[] };
  tv_credits?: { cast?: TmdbShowRaw[] };
  translations?: TmdbTranslationsRaw;
}

/** Paginated list endpoints (popular, trending, discover, search, recommendations). */
export interface TmdbPagedRaw<T = TmdbShowRaw> {
  page?: number;
  results?: T[];
  total_pages?: number;
  total_results?: number;
}
