/**
 * Up next (the dashboard's shows in progress) over the shared 'progress' queries of
 * `@streamscout/widgets` and `@streamscout/tmdb/query`: `shows_in_progress` for the shows (most
 * recent activity first), then per show its details (`tv/{id}`, for title, poster, seasons and
 * where to watch), its regular seasons (`tv/{id}/season/{n}`) and its watched episodes.
 */
import { useQueries } from '@tanstack/react-query';
import { useProfile } from '@streamscout/session';
import { localToday, progressOf, type Episode, type ShowDetail } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { useShowsInProgress, useUserId, watchedEpisodesQuery } from '@streamscout/widgets';
import { useT } from '@streamscout/i18n';

/** One row of Up next: a show in progress and its next aired unwatched episode. */
export interface UpNextRow {
  /** The show's details (`tv/{id}`). */
  show: ShowDetail;
  /** The first aired, unwatched episode of a regular season. */
  next: Episode;
  /** Aired regular episodes watched, and their total. */
  watched: number;
  total: number;
}

/** Up next: `rows` in order of last activity; a show with every aired episode watched is left out. */
export interface UpNext {
  rows: UpNextRow[];
  /** True until the shows and every row's data have answered. */
  pending: boolean;
  /** True when a call failed (the shows, or a show's data). */
  failed: boolean;
  /** True when a call waits for the network to come back (TanStack's `fetchStatus: 'paused'`, offline). */
  offline: boolean;
  /** Asks the failed calls again. */
  retry: () => void;
}

/**
 * Up next of the signed-in user (nothing is asked while no profile is loaded).
 * @returns the rows, most recent activity first; `pending` while anything loads, `failed` when a call failed,
 *   `offline` when a call is paused until the browser is online again
 */
export function useUpNext(): UpNext {
  const signedIn = useProfile() !== null;
  const userId = useUserId();
  const shows = useShowsInProgress(signedIn);
  const ids = (shows.data ?? []).map((s) => s.showId);
  const { lang } = useT();
  const details = useQueries({ queries: ids.map((id) => tmdbQueries.details('tv', id, lang)) });
  const watched = useQueries({ queries: userId ? ids.map((id) => watchedEpisodesQuery(userId, id)) : [] });
  const seasonPairs = ids.flatMap((id, i) =>
    (details[i]?.data?.seasons ?? []).filter((s) => s.season_number > 0).map((s) => ({ id, n: s.season_number })),
  );
  const seasons = useQueries({ queries: seasonPairs.map(({ id, n }) => tmdbQueries.season(id, n, lang)) });

  const today = localToday();
  const rows: UpNextRow[] = [];
  ids.forEach((id, i) => {
    const show = details[i]?.data;
    const list = watched[i]?.data;
    if (!show || !list) return;
    const own = seasonPairs.map((p, j) => (p.id === id ? seasons[j] : undefined)).filter((q) => q !== undefined);
    if (own.some((q) => !q.data && (q.isPending || q.isError))) return;
    const progress = progressOf(own.map((q) => q.data!).filter(Boolean), list, today);
    if (progress.next) rows.push({ show, next: progress.next, watched: progress.watched, total: progress.total });
  });
  const all = [shows, ...details, ...watched, ...seasons];
  return {
    rows,
    pending: !signedIn || all.some((q) => q.isPending),
    failed: all.some((q) => q.isError),
    offline: all.some((q) => q.isPending && q.fetchStatus === 'paused'),
    retry: () => all.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}
