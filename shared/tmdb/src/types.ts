/**
 * Normalized entities of the product spec §3. Every client function in this package returns
 * one of these (or `null`), never TMDB's raw payloads.
 */
import type { DefaultRegion } from '@streamscout/region';

/** The two kinds of title the product keeps ('person' results are dropped everywhere). */
export type MediaType = 'movie' | 'tv';

/** A movie or TV show as every list, row and card uses it (spec §3 "Show (normalized)"). */
export interface Show {
  /** TMDB id (unique within its media_type only). */
  id: number;
  /** TMDB image path like '/abc.jpg', or null when TMDB has no poster. */
  poster_path: string | null;
  /** TMDB backdrop path, used by banners at 'original' size; null when none. */
  banner_path: string | null;
  /** 0–10 average vote. */
  vote_average: number;
  vote_count: number;
  overview: string;
  media_type: MediaType;
  genre_ids: number[];
  /** Movie `title` or TV `name`. */
  title: string;
  /** Movie `release_date` or TV `first_air_date`, as TMDB sends it ('YYYY-MM-DD', or '' when unknown). */
  release_date: string;
  /** TMDB's adult flag, present only when TMDB sent one (lets a screen hide adult titles, spec §6). */
  adult?: boolean;
}

/** A cast or crew entry (spec §3 "Person / cast or crew entry"). */
export interface Person {
  id: number;
  name: string;
  profile_path: string | null;
  /** Cast only: the character played (merged entries join with ', '). */
  character?: string;
  /** Crew only: the job (merged entries join with ', '). */
  job?: string;
}

/** A US flat-rate streaming provider (spec §3 "Provider response"). */
export interface Provider {
  name: string;
  id: number;
  logo_path: string | null;
  /** The spec's region (`DEFAULT_REGION` of `@streamscout/region`): these are its providers. */
  origin_country: DefaultRegion;
}

/**
 * A way to watch of TMDB's `watch/providers`: subscription (`flatrate`), free, free with ads,
 * rent, buy. Their order and names are `WAYS_TO_WATCH` (`./watch/ways.ts`).
 */
export type WatchKind = 'flatrate' | 'free' | 'ads' | 'rent' | 'buy';

/** A provider of one way to watch in one region (TMDB `watch/providers` entry). */
export interface WatchProvider {
  id: number;
  name: string;
  logo_path: string | null;
  /** TMDB's display_priority, lower first. */
  display_priority: number;
}

/**
 * Every way to watch a title in one region (TMDB `watch/providers` `results.XX`). Each list is
 * in TMDB's display order, without repeats; [] when the region has none of that kind.
 */
export interface RegionWatch {
  /** TMDB's page of the title's offers in that region (opens the services' own pages), or null. */
  link: string | null;
  flatrate: WatchProvider[];
  free: WatchProvider[];
  ads: WatchProvider[];
  rent: WatchProvider[];
  buy: WatchProvider[];
}

/** Ways to watch by region: ISO 3166-1 alpha-2 code (upper case) → {@link RegionWatch}; regions with nothing are left out. */
export type WatchByRegion = Record<string, RegionWatch>;

/** A watch region (TMDB `watch/providers/regions`). */
export interface WatchRegion {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** English name, e.g. 'United Kingdom'. */
  name: string;
  /** The region's own name, e.g. 'Deutschland'. */
  native_name: string;
}

/** A provider a region carries (TMDB `watch/providers/movie|tv?watch_region=XX`). */
export interface RegionProvider {
  id: number;
  name: string;
  logo_path: string | null;
  /** Rank in that region, 0 = most prominent. */
  display_priority: number;
}

/**
 * What one card of a long list needs (title, poster, rating, year) and what it can be sorted and
 * filtered by, from the light call `{type}/{id}?append_to_response=watch/providers` (no credits,
 * images or recommendations: about a sixth of the details payload).
 */
export interface ShowSummary extends Show {
  /** US flat-rate providers (as {@link ShowDetail.providers}). */
  providers: Provider[];
  /**
   * Per region, the ids of the services that carry the title without paying more (subscription,
   * free, with ads: `servicesIn` of `./watch`), e.g. `{ US: [8, 15], GB: [39, 38] }`; regions
   * without any are left out. Ids only, so a list of 2000 cards stays small; `isOnServices`
   * reads them like a full region.
   */
  services_by_region: Record<string, number[]>;
}

/** US age ratings the product shows (spec §3 "Age rating"). */
export type AgeRating = 'G' | 'PG' | 'PG-13' | 'R' | 'No rating available';

/** A TV season (spec §3 "Season"). */
export interface Season {
  season_number: number;
  name: string;
  poster_path: string | null;
  vote_average: number;
  air_date: string | null;
  episode_count: number;
  overview: string;
  /** Present when the season was fetched on its own (tv/{id}/season/{n}). */
  episodes?: Episode[];
}

/** A TV episode (spec §3 "Episode"). */
export interface Episode {
  show_id: number;
  season_number: number;
  episode_number: number;
  name: string;
  still_path: string | null;
  /** Minutes, or null when unknown. */
  runtime: number | null;
  air_date: string | null;
  vote_average: number;
  overview: string;
  guest_stars: Person[];
  crew: Person[];
}

/** The lazily fetched extra details of one episode (tv/{id}/season/{n}/episode/{m}). */
export interface EpisodeDetail extends Episode {
  /** credits.cast of the episode. */
  cast: Person[];
  /** images.stills[].file_path. */
  stills: string[];
}

/** A show with everything the details screen needs (spec §3 "Show detail"). */
export interface ShowDetail extends Show {
  credits: { cast: Person[]; crew: Person[] };
  age_rating: AgeRating;
  /** Minutes: movie runtime, or the first TV episode_run_time; null when unknown. */
  runtime: number | null;
  /** US flat-rate providers only (spec §3). */
  providers: Provider[];
  /** Every region and way to watch of the same appended `watch/providers` ({} when none). */
  watch: WatchByRegion;
  /** TV only: all seasons as listed on the show. */
  seasons?: Season[];
  /** TV only: air date of last_episode_to_air. */
  end_date?: string | null;
  /** TV only: air date of next_episode_to_air. */
  next_air_date?: string | null;
  /**
   * Page 1 of the title's recommendations, appended to the detail call (one request for the
   * whole details page); null when TMDB sent none or an empty list (spec §8). Results without a
   * media_type take the show's type.
   */
  recommendations: Show[] | null;
}

/** An actor page (spec §3 "Actor"). */
export interface Actor {
  id: number;
  name: string;
  birthday: string | null;
  place_of_birth: string | null;
  biography: string;
  profile_path: string | null;
  /** movie_credits.cast, normalized to Shows. */
  movies: Show[];
  /** tv_credits.cast, normalized to Shows. */
  tv: Show[];
}

/** One page of search/multi (spec §4 "Paginated search"). */
export interface SearchPage {
  shows: Show[];
  page: number;
  /** total_pages > page. */
  hasMore: boolean;
}

/** Discover rows of spec §9 (also the allowed values of /discover/{genre}). */
export type DiscoverRow = 'trending' | 'best' | 'new' | 'action' | 'comedy' | 'horror' | 'netflix' | 'hulu' | 'prime';
