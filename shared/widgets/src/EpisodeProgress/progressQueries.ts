/**
 * Server state of episode progress over TanStack Query, for every screen that shows or changes it
 * (season page, TV details, the dashboard's Up next). Keys live under the user's
 * `['user', userId, 'progress']` (userData.ts: another account never reads them, and a change
 * invalidates them all at once); the data comes from `@streamscout/session` (`episode_progress`
 * and its RPCs, which throw `BackendError` on failure) and TMDB seasons from `@streamscout/tmdb/query`.
 */
import { queryOptions, useMutation, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getShowsInProgress,
  getWatchedEpisodes,
  markEpisodes,
  refusalOr,
  unmarkEpisodes,
  type EpisodeRef,
  type ShowProgress,
  type WatchedEpisode,
} from '@streamscout/session';
import { airedUpTo, type Season } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { userQueryKey, useUserId, useUserQuery } from '../userData';
import { msg, useT } from '@streamscout/i18n';

/** Short text shown when a change of progress could not be saved (the change is rolled back). */
const SAVE_FAILED = msg('progress.saveFailed', "Couldn't save your progress. Please try again.");
/** What a failed save of progress says (English; `useProgressSaveFailed` in the page's language). */
export const PROGRESS_SAVE_FAILED = SAVE_FAILED.message;

/** {@link PROGRESS_SAVE_FAILED} in the page's language. */
export function useProgressSaveFailed(): string {
  return useT().t(SAVE_FAILED);
}

/** Query keys of one user's episode progress, all under `['user', userId, 'progress']`. */
const progressKeys = {
  all: (userId: string) => userQueryKey(userId, 'progress'),
  /** The watched episodes of one show. */
  show: (userId: string, showId: number) => userQueryKey(userId, 'progress', 'show', showId),
};

/**
 * Query options of one show's watched episodes for `userId` (`getWatchedEpisodes`; a failure
 * throws `BackendError`). For `useQueries` over many shows (Up next).
 * @param userId the signed-in user's id ({@link useUserId}); the call reads the session's own rows
 * @param showId TMDB tv id
 */
export function watchedEpisodesQuery(userId: string, showId: number) {
  return queryOptions({ queryKey: progressKeys.show(userId, showId), queryFn: () => getWatchedEpisodes(showId) });
}

/**
 * The signed-in user's watched episodes of one show (`getWatchedEpisodes`).
 * @param showId TMDB tv id; NaN disables the query
 * @param enabled false asks nothing (nothing is asked signed out either way)
 * @returns TanStack's result: `data` the watched episodes in season/episode order; a failed call is `isError`
 */
export function useWatchedEpisodes(showId: number, enabled: boolean) {
  return useUserQuery(['progress', 'show', showId], () => getWatchedEpisodes(showId), { enabled: enabled && Number.isFinite(showId) });
}

/**
 * The shows the signed-in user has marked episodes of, most recent activity first (`shows_in_progress`).
 * @param enabled false asks nothing (nothing is asked signed out either way)
 */
export function useShowsInProgress(enabled: boolean) {
  return useUserQuery<ShowProgress[]>(['progress', 'shows'], () => getShowsInProgress(), { enabled });
}

/** The regular seasons of a show with their episodes, as far as TMDB has answered. */
export interface ShowSeasons {
  /** Seasons answered so far (each `tv/{id}/season/{n}`, shared cache with the season page). */
  seasons: Season[];
  /** True while any season call runs. */
  pending: boolean;
  /** True when any season call failed. */
  failed: boolean;
}

/**
 * The episodes of every regular season of a show: one `tv/{id}/season/{n}` call per season ≥ 1
 * (specials are never counted), cached with the season page's calls.
 * @param seasonNumbers the show's season numbers (`ShowDetail.seasons`); undefined or `enabled` false asks nothing
 */
export function useShowSeasons(tvId: number, seasonNumbers: readonly number[] | undefined, enabled = true): ShowSeasons {
  const numbers = enabled ? (seasonNumbers ?? []).filter((n) => n > 0) : [];
  const { lang } = useT();
  return useQueries({
    queries: numbers.map((n) => tmdbQueries.season(tvId, n, lang)),
    combine: (results) => ({
      seasons: results.map((r) => r.data).filter((s): s is Season => !!s),
      pending: results.some((r) => r.isPending),
      failed: results.some((r) => r.isError),
    }),
  });
}

/** One change of progress: mark or unmark these episodes of the show. */
export interface ProgressChange {
  action: 'mark' | 'unmark';
  episodes: ReadonlyArray<EpisodeRef>;
}

const keyOf = (e: EpisodeRef) => `${e.season}:${e.episode}`;

/** The watched list after a change, as the database will have it (optimistic). */
function applyChange(list: readonly WatchedEpisode[], showId: number, change: ProgressChange): WatchedEpisode[] {
  const keys = new Set(change.episodes.map(keyOf));
  if (change.action === 'unmark') return list.filter((w) => !keys.has(keyOf(w)));
  const have = new Set(list.map(keyOf));
  const now = new Date().toISOString();
  const added = change.episodes
    .filter((e) => !have.has(keyOf(e)))
    .map((e) => ({ showId, season: e.season, episode: e.episode, watchedAt: now }));
  return [...list, ...added].sort((a, b) => a.season - b.season || a.episode - b.episode);
}

/**
 * Marks or unmarks episodes of one show (`mark_episodes` / `unmark_episodes`), optimistically: the
 * show's watched list changes at once; on a failure (refusal, backend or network error) it is put
 * back and `isError` is set (show {@link PROGRESS_SAVE_FAILED}). Every 'progress' query is
 * invalidated afterwards, so progress and Up next follow.
 * @example const change = useEpisodeProgress(tvId); change.mutate({ action: 'mark', episodes: [{ season: 1, episode: 3 }] });
 */
export function useEpisodeProgress(showId: number) {
  const client = useQueryClient();
  const userId = useUserId() ?? '';
  const failed = useProgressSaveFailed();
  return useMutation({
    mutationFn: async (change: ProgressChange) => {
      try {
        return change.action === 'mark' ? await markEpisodes(showId, change.episodes) : await unmarkEpisodes(showId, change.episodes);
      } catch (error) {
        throw new Error(refusalOr(error, failed), { cause: error });
      }
    },
    onMutate: async (change) => {
      const key = progressKeys.show(userId, showId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<WatchedEpisode[]>(key);
      client.setQueryData<WatchedEpisode[]>(key, applyChange(before ?? [], showId, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      client.setQueryData(progressKeys.show(userId, showId), context?.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: progressKeys.all(userId) }),
  });
}

/**
 * "Watched up to here": the aired episodes of regular seasons up to `target`, earlier seasons
 * included (specials never), read through the shared cache: the show's details for its season
 * list (`tv/{id}`), then `tv/{id}/season/{n}` for each season up to the target's — in the page's
 * language `lang` (the answers the page has cached already; default English).
 * @throws when TMDB cannot answer one of these calls (nothing is marked then)
 */
export async function episodesUpTo(
  client: QueryClient,
  tvId: number,
  target: EpisodeRef,
  today: string,
  lang?: string,
): Promise<EpisodeRef[]> {
  if (target.season === 0) {
    const specials = await client.fetchQuery(tmdbQueries.season(tvId, 0, lang));
    return airedUpTo(specials ? [specials] : [], target, today);
  }
  const show = await client.fetchQuery(tmdbQueries.details('tv', tvId, lang));
  const numbers = new Set((show?.seasons ?? []).map((s) => s.season_number).filter((n) => n > 0 && n < target.season));
  numbers.add(target.season);
  const seasons = await Promise.all([...numbers].map((n) => client.fetchQuery(tmdbQueries.season(tvId, n, lang))));
  return airedUpTo(
    seasons.filter((s): s is Season => !!s),
    target,
    today,
  );
}
