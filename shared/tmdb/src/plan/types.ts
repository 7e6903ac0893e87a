/**
 * The JSON contract of `POST /api/plan` (spec §20, §19; architecture §5e): where each title of a
 * list streams in one region, as the service planner and "Pick for us" read it. Plain data, shared
 * by the server's source (`./source`) and the browser's reader (`../planClient`).
 */
import type { MediaType } from '../types';

/** What the page asks: a region and the titles (TMDB ids by type). */
export interface PlanRequest {
  /** ISO 3166-1 alpha-2, upper case. */
  region: string;
  tv: number[];
  movie: number[];
}

/** One aired season of a show (specials aside) and the services it streams on in the region. */
export interface PlanSeason {
  /** Season number, ≥ 1. */
  n: number;
  /** TMDB's episode count of the season. */
  episodes: number;
  /** Provider ids by subscription, free or with ads in the region (`servicesIn` of the one availability model). */
  streaming: number[];
}

/** One title in the region. */
export interface PlanTitle {
  /** The list entry it answers: 'movie-550', 'tv-1399'. */
  key: string;
  type: MediaType;
  id: number;
  title: string;
  poster_path: string | null;
  /** TMDB's popularity (ties between services are broken by it). */
  popularity: number;
  /** TMDB's vote average, 0–10. */
  vote_average: number;
  /** Minutes: a movie's runtime, a show's usual episode length; null when TMDB does not say. */
  runtime: number | null;
  /** Provider ids by subscription, free or with ads in the region (the title as a whole). */
  streaming: number[];
  /** Provider ids that rent it, and that sell it, in the region. */
  rent: number[];
  buy: number[];
  /**
   * A show's aired seasons ≥ 1 with their own availability (those TMDB answered for: a show of more
   * than 19 seasons may lack some, architecture §5e); null for a movie.
   */
  seasons: PlanSeason[] | null;
}

/** The answer. */
export interface PlanResponse {
  region: string;
  /** The server's today, 'YYYY-MM-DD' (a season counts as aired from its air date). */
  today: string;
  /** The titles TMDB knows, in the order asked (shows first, then movies). */
  titles: PlanTitle[];
  /** Provider id → [name, logo path or null], for every id named above. */
  providers: Record<string, [string, string | null]>;
}
