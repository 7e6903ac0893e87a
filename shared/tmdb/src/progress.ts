/**
 * Pure helpers of episode progress (where a viewer is in a TV show), shared by the season page,
 * the TV details page and the dashboard's Up next. Episodes are named by TMDB's numbers
 * (`tv/{id}/season/{n}` episodes' `season_number` / `episode_number`); season 0 is TMDB's
 * specials, which never count toward progress. Dates are calendar dates ('YYYY-MM-DD'),
 * compared as strings, never parsed through `Date`.
 */
import type { Episode, Season } from './types';

/** One episode by TMDB's numbers: `{ season: 2, episode: 5 }`. */
export interface EpisodeNumbers {
  season: number;
  episode: number;
}

/** The progress of one show: aired episodes of regular seasons watched, their total, and the next one to watch. */
export interface ShowProgressSummary {
  /** Aired episodes of regular seasons (season ≥ 1) that are marked watched. */
  watched: number;
  /** Aired episodes of regular seasons. */
  total: number;
  /** The first aired, unwatched episode of a regular season in season and episode order; null when all aired ones are watched. */
  next: Episode | null;
}

/**
 * Today's calendar date in the viewer's time zone, 'YYYY-MM-DD' (what "aired" is measured against).
 * @param now the moment to read (default: now)
 */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether an episode has aired by `today`: it has an air date and that date is not after today.
 * An episode without an air date (TMDB `air_date: null`) has not aired.
 */
export function isAired(episode: Pick<Episode, 'air_date'>, today: string): boolean {
  return typeof episode.air_date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(episode.air_date) && episode.air_date.slice(0, 10) <= today;
}

/** The short name of an episode: `episodeCode(2, 5)` → 'S2E5'. */
export function episodeCode(season: number, episode: number): string {
  return `S${season}E${episode}`;
}

/** A Set key of an episode: '2:5'. */
const keyOf = (season: number, episode: number) => `${season}:${episode}`;

/**
 * Aired episodes of regular seasons (specials — season 0 — left out), in season and episode order.
 * @param seasons seasons with their episodes (`tv/{id}/season/{n}` answers); a season without episodes adds none
 */
export function airedEpisodes(seasons: ReadonlyArray<Pick<Season, 'season_number' | 'episodes'>>, today: string): Episode[] {
  return [...seasons]
    .filter((s) => s.season_number > 0)
    .sort((a, b) => a.season_number - b.season_number)
    .flatMap((s) => [...(s.episodes ?? [])].sort((a, b) => a.episode_number - b.episode_number))
    .filter((e) => e.season_number > 0 && isAired(e, today));
}

/**
 * Progress of one show: how many aired episodes of regular seasons are watched, of how many, and
 * the next one to watch (the first aired unwatched one). Watched specials and watched episodes that
 * are not (or no longer) listed as aired do not count.
 * @param seasons every regular season of the show with its episodes
 * @param watched the marked episodes (`getWatchedEpisodes` of `@streamscout/session`)
 */
export function progressOf(
  seasons: ReadonlyArray<Pick<Season, 'season_number' | 'episodes'>>,
  watched: ReadonlyArray<EpisodeNumbers>,
  today: string,
): ShowProgressSummary {
  const seen = new Set(watched.map((w) => keyOf(w.season, w.episode)));
  const aired = airedEpisodes(seasons, today);
  const done = aired.filter((e) => seen.has(keyOf(e.season_number, e.episode_number)));
  return {
    watched: done.length,
    total: aired.length,
    next: aired.find((e) => !seen.has(keyOf(e.season_number, e.episode_number))) ?? null,
  };
}

/**
 * "Watched up to here": the aired episodes of regular seasons up to and including `target`
 * (earlier seasons included, specials never), in order. A special as target gives just itself when aired.
 */
export function airedUpTo(
  seasons: ReadonlyArray<Pick<Season, 'season_number' | 'episodes'>>,
  target: EpisodeNumbers,
  today: string,
): EpisodeNumbers[] {
  if (target.season === 0) {
    const special = seasons.find((s) => s.season_number === 0)?.episodes?.find((e) => e.episode_number === target.episode);
    return special && isAired(special, today) ? [{ season: 0, episode: target.episode }] : [];
  }
  return airedEpisodes(seasons, today)
    .filter((e) => e.season_number < target.season || (e.season_number === target.season && e.episode_number <= target.episode))
    .map((e) => ({ season: e.season_number, episode: e.episode_number }));
}
