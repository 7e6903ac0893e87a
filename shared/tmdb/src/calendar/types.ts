/**
 * The calendar of what is coming (spec §12): the JSON contract of `GET /api/calendar` (the
 * `/dashboard/calendar` page reads it) and the entries the `.ics` feed is written from. One entry
 * is one episode of a followed show or one release (theatrical or digital) of a queued movie, on
 * its calendar day, with where to watch the title in the asked region.
 */
import type { RegionWatch } from '../types';

/** One day of the calendar: an episode or a release. */
export interface CalendarEntry {
  /**
   * Stable id, the same in the JSON and as the `.ics` UID (so a calendar app replaces, never
   * duplicates): `tv-1399-s2e5@streamscout`, `movie-550-digital@streamscout`, `movie-550-theatrical@streamscout`.
   */
  uid: string;
  kind: 'episode' | 'movie';
  media_type: 'tv' | 'movie';
  tmdb_id: number;
  /** The show's name or the movie's title. */
  title: string;
  /** Calendar day, 'YYYY-MM-DD' (TMDB's `air_date`, or the date part of a `release_date`). */
  date: string;
  /** Episodes: TMDB's season number (0 = specials, listed too). */
  season_number?: number;
  /** Episodes: TMDB's episode number within the season. */
  episode_number?: number;
  /** Episodes: TMDB's episode name ('' when TMDB has none). */
  episode_name?: string;
  /** Movies: TMDB `release_dates` type 3 → 'theatrical', type 4 → 'digital'. */
  release?: 'theatrical' | 'digital';
  /** Movies: the release's `note` when TMDB has one (a digital release's often names the service). */
  note?: string;
  /** The show's or movie's poster (TMDB image path), or null. */
  poster_path: string | null;
  /** The app route of the title's details page, e.g. '/details/tv/1399'. */
  path: string;
  /**
   * Where to watch the title in the calendar's region (the show's providers for an episode): the
   * app's one availability model, every way present (`link` null: the entry links to its page).
   */
  providers: RegionWatch;
}

/** One day with at least one entry. */
export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Episodes before movies, then by title, season and episode. */
  entries: CalendarEntry[];
}

/** The body of `GET /api/calendar` (200). */
export interface CalendarResponse {
  /** ISO 3166-1 alpha-2, upper case. */
  region: string;
  /** The server's today ('YYYY-MM-DD', UTC, or `STREAMSCOUT_TODAY`). */
  today: string;
  /** First day of the window, 'YYYY-MM-DD'. */
  from: string;
  /** Last day of the window (included), 'YYYY-MM-DD'. */
  to: string;
  /** Days with entries only, ascending. */
  days: CalendarDay[];
}

/** What a calendar is asked for: a region, a window and the followed titles. */
export interface CalendarRequest {
  region: string;
  /** 'YYYY-MM-DD', included. */
  from: string;
  /** 'YYYY-MM-DD', included. */
  to: string;
  /** TMDB ids of TV shows (no duplicates). */
  tv: number[];
  /** TMDB ids of movies (no duplicates). */
  movie: number[];
}
