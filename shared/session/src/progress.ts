/**
 * Episodes watched: where the signed-in user is in each TV show (SQL: `episode_progress` with the
 * RPCs `mark_episodes`, `unmark_episodes` and `shows_in_progress`, supabase/README.md).
 *
 * Episodes are named by TMDB's numbers: a TV show's id (`tv/{id}`), a season number (0 is TMDB's
 * specials) and an episode number. Every call returns its answer, or `null` on a backend error, a
 * network error, when nobody is signed in, or when the client is unavailable (then 'Supabase client
 * not found' is logged by the client loader). A refusal of the database (bad numbers, the 50000
 * episode cap) is an {@link EpisodeProgressError} result instead, carrying the database's message.
 */
import { getSupabase } from './config';

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

/** A change the database refused (22023 bad input, 23514 the cap), with its own message. */
export interface EpisodeProgressError {
  error: string;
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

async function change(rpc: 'mark_episodes' | 'unmark_episodes', showId: number, episodes: ReadonlyArray<EpisodeRef>) {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase.rpc(rpc, {
      show_id: showId,
      episodes: episodes.map((e) => [e.season, e.episode]),
    });
    if (error) return error.code === '22023' || error.code === '23514' ? { error: error.message } : null;
    return Array.isArray(data) ? (data as Row[]).map(toWatched) : null;
  } catch {
    return null;
  }
}

/**
 * Marks episodes of one show watched (`mark_episodes`). Idempotent: an episode already marked keeps
 * its first time and is not returned again.
 * @param showId TMDB tv id
 * @param episodes at most 5000 (the RPCs' limit)
 * @returns the episodes this call added (`[]`: all were marked already), a refusal, or null.
 */
export function markEpisodes(showId: number, episodes: ReadonlyArray<EpisodeRef>): Promise<WatchedEpisode[] | EpisodeProgressError | null> {
  return change('mark_episodes', showId, episodes);
}

/**
 * Unmarks episodes of one show (`unmark_episodes`). Idempotent: an episode not marked is ignored.
 * @returns the episodes this call removed, a refusal, or null.
 */
export function unmarkEpisodes(
  showId: number,
  episodes: ReadonlyArray<EpisodeRef>,
): Promise<WatchedEpisode[] | EpisodeProgressError | null> {
  return change('unmark_episodes', showId, episodes);
}

/**
 * The signed-in user's watched episodes of one show, in season and episode order (row level
 * security keeps it to the caller's own rows).
 * @param showId TMDB tv id
 * @returns the episodes (`[]` for none), or null (error, signed out, no client).
 */
export async function getWatchedEpisodes(showId: number): Promise<WatchedEpisode[] | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase
      .from('episode_progress')
      .select('show_id, season_number, episode_number, watched_at')
      .eq('show_id', showId)
      .order('season_number')
      .order('episode_number');
    return error || !Array.isArray(data) ? null : (data as Row[]).map(toWatched);
  } catch {
    return null;
  }
}

/**
 * The shows the signed-in user has marked episodes of, most recent activity first (`shows_in_progress`).
 * @returns the shows (`[]` for none), or null (error, signed out, no client).
 */
export async function getShowsInProgress(): Promise<ShowProgress[] | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase.rpc('shows_in_progress');
    if (error || !Array.isArray(data)) return null;
    return (data as Array<{ show_id: number; episodes: number; last_season: number; last_episode: number; last_watched_at: string }>).map(
      (r) => ({
        showId: r.show_id,
        episodes: r.episodes,
        last: { season: r.last_season, episode: r.last_episode },
        lastWatchedAt: r.last_watched_at,
      }),
    );
  } catch {
    return null;
  }
}
