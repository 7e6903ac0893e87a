/**
 * Episode progress of the details area: the season page's watched toggles and the TV details
 * page's progress, over the shared 'progress' queries of `@streamscout/widgets` (keys under
 * 'progress', invalidated after each change) and the seasons of `@streamscout/tmdb/query`.
 * Everything is asked only for a signed-in user (a loaded profile).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useProfile } from '@streamscout/session';
import { localToday, progressOf, type ShowProgressSummary } from '@streamscout/tmdb';
import { episodesUpTo, useEpisodeProgress, useShowSeasons, useWatchedEpisodes, type ProgressChange } from '@streamscout/widgets';
import { useT } from '@streamscout/i18n';

/** What a screen needs to show and change the progress of one show. */
export interface SeasonProgress {
  /** Watched episodes as 'season:episode' keys; null while unknown (signed out, loading, failed). */
  watched: ReadonlySet<string> | null;
  /** Mark/unmark episodes (optimistic). */
  change: (change: ProgressChange) => void;
  /** Mark every aired episode up to this one, earlier seasons included (specials never). */
  markUpTo: (season: number, episode: number) => void;
  /** True while a change is being saved. */
  saving: boolean;
  /** True when the last change failed (it was rolled back). */
  failed: boolean;
}

/**
 * The watched episodes of a show and the ways to change them, for a signed-in user; `null` when
 * nobody is signed in or the profile is still loading (so the server's HTML, rendered signed out,
 * is what the first browser render draws).
 * @param tvId TMDB tv id
 */
export function useSeasonProgress(tvId: number): SeasonProgress | null {
  const signedIn = useProfile() !== null;
  const client = useQueryClient();
  const watched = useWatchedEpisodes(tvId, signedIn);
  const mutation = useEpisodeProgress(tvId);
  const [lookupFailed, setLookupFailed] = useState(false);
  const { lang } = useT();
  if (!signedIn) return null;
  return {
    watched: watched.data ? new Set(watched.data.map((w) => `${w.season}:${w.episode}`)) : null,
    change: (c) => {
      setLookupFailed(false);
      mutation.mutate(c);
    },
    markUpTo: (season, episode) => {
      setLookupFailed(false);
      void episodesUpTo(client, tvId, { season, episode }, localToday(), lang).then(
        (episodes) => mutation.mutate({ action: 'mark', episodes }),
        () => setLookupFailed(true),
      );
    },
    saving: mutation.isPending,
    failed: mutation.isError || lookupFailed,
  };
}

/**
 * The progress of a TV show for its details page: `null` unless a user is signed in, has marked at
 * least one episode of it, and every regular season's episodes are known.
 * @param seasonNumbers the show's season numbers (`ShowDetail.seasons`)
 */
export function useShowProgress(tvId: number, seasonNumbers: readonly number[] | undefined): ShowProgressSummary | null {
  const signedIn = useProfile() !== null;
  const watched = useWatchedEpisodes(tvId, signedIn);
  const any = (watched.data?.length ?? 0) > 0;
  const seasons = useShowSeasons(tvId, seasonNumbers, signedIn && any);
  if (!signedIn || !any || !watched.data || seasons.pending || seasons.failed) return null;
  return progressOf(seasons.seasons, watched.data, localToday());
}
