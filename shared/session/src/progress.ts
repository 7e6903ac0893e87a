/**
 * Episodes watched: where the signed-in user is in each TV show (SQL: `episode_progress` with the
 * RPCs `mark_episodes`, `unmark_episodes` and `shows_in_progress`, supabase/README.md).
 *
 * Episodes are named by TMDB's numbers: a TV show's id (`tv/{id}`), a season number (0 is TMDB's
 * specials) and an episode number. Every call resolves to its answer or throws a `BackendError`
 * (dataClient.ts): a refusal of the database (bad numbers, the 50000 episode cap) is `refused`
 * with the database's message; a backend or network error, a signed-out caller (42501) or no
 * client is a failure.
 */
import { backendError, callBackend } from './dataClient';

/** One episode by TMDB's numbers: `{ season: 1, episode: 3 }` (season 0: specials). */
export interface EpisodeRef {
  season: number;
  episode: number;
}

/** A watched episode of one show: TMDB tv id, numbers, and when it was marked (ISO 8601). */
export interface WatchedEpisode extends EpisodeRef {
  showId: number;
  watchedAt: string;
}

/** A show the user has marked episodes of (the start of Up next), most recent activity first. */
export interface ShowProgress {
  /** TMDB tv id. */
  showId: number;
  /** How many episodes are marked (specials included). */
  episodes: number;
  /** The furthest episode marked, specials aside (a show with only specials marked: the furthest special). */
  last: EpisodeRef;
  /** When an episode of the show was last marked (ISO 8601). */
  lastWatchedAt: string;
}

interface Row {
  show_id: number;
  season_number: number;
  episode_number: number;
  watched_at: string;
}

const toWatched = (r: Row): WatchedEpisode => ({
  showId: r.show_id,
  season: r.season_number,
  episode: r.episode_number,
  watchedAt: r.watched_at,
});

type ProgressRpc = 'mark_episodes' | 'unmark_episodes';

async function change(rpc: ProgressRpc, showId: number, episodes: ReadonlyArray<EpisodeRef>): Promise<WatchedEpisode[]> {
  return callBackend('Episode progress', async (supabase) => {
    const { data, error } = await supabase.rpc(rpc, {
      show_id: showId,
      episodes: episodes.map((e) => [e.season, e.episode]),
    });
    if (error) throw backendError(error, 'Episode progress');
    return Array.isArray(data) ? (data as Row[]).map(toWatched) : undefined;
  });
}

/**
 * Marks episodes of one show watched (`mark_episodes`). Idempotent: an episode already marked keeps
 * its first time and is not returned again.
 * @param showId TMDB tv id
 * @param episodes at most 5000 (the RPCs' limit)
 * @returns the episodes this call added (`[]`: all were marked already)
 * @throws BackendError — `refused` with the database's message (bad numbers, the cap), else a failure
 */
export function markEpisodes(showId: number, episodes: ReadonlyArray<EpisodeRef>): Promise<WatchedEpisode[]> {
  return change('mark_episodes', showId, episodes);
}

/**
 * Unmarks episodes of one show (`unmark_episodes`). Idempotent: an episode not marked is ignored.
 * @returns the episodes this call removed
 * @throws BackendError — `refused` with the database's message, else a failure
 */
export function unmarkEpisodes(showId: number, episodes: ReadonlyArray<EpisodeRef>): Promise<WatchedEpisode[]> {
  return change('unmark_episodes', showId, episodes);
}

/**
 * The signed-in user's watched episodes of one show, in season and episode order (row level
 * security keeps it to the caller's own rows; signed out: `[]`).
 * @param showId TMDB tv id
 * @returns the episodes (`[]` for none)
 * @throws BackendError when they cannot be read
 */
export function getWatchedEpisodes(showId: number): Promise<WatchedEpisode[]> {
  return callBackend('Episode progress', async (supabase) => {
    const { data, error } = await supabase
      .from('episode_progress')
      .select('show_id, season_number, episode_number, watched_at')
      .eq('show_id', showId)
      .order('season_number')
      .order('episode_number');
    if (error) throw backendError(error, 'Episode progress');
    return Array.isArray(data) ? (data as Row[]).map(toWatched) : undefined;
  });
}

/** A row of `shows_in_progress`. */
interface ShowRow {
  show_id: number;
  episodes: number;
  last_season: number;
  last_episode: number;
  last_watched_at: string;
}

/**
 * The shows the signed-in user has marked episodes of, most recent activity first (`shows_in_progress`).
 * @returns the shows (`[]` for none)
 * @throws BackendError when they cannot be read (a signed-out caller too: the RPC refuses with 42501)
 */
export function getShowsInProgress(): Promise<ShowProgress[]> {
  return callBackend('Shows in progress', async (supabase) => {
    const { data, error } = await supabase.rpc('shows_in_progress');
    if (error) throw backendError(error, 'Shows in progress');
    if (!Array.isArray(data)) return undefined;
    return (data as ShowRow[]).map((r) => ({
      showId: r.show_id,
      episodes: r.episodes,
      last: { season: r.last_season, episode: r.last_episode },
      lastWatchedAt: r.last_watched_at,
    }));
  });
}
