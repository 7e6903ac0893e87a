/**
 * The calendar page's data (spec §12) over TanStack Query: which titles the signed-in user
 * follows — TV shows in the queue or favorites or with an episode watched (`shows_in_progress`
 * through `@streamscout/widgets`), movies in the queue — and their calendar in the viewer's
 * region from the app's own server (`getCalendar` of `@streamscout/tmdb`, `GET /api/calendar`).
 */
import { parseId } from '@streamscout/routes';
import { useIsSignedIn, useProfile, useRegion, type Profile } from '@streamscout/session';
import { getCalendar, type CalendarResponse } from '@streamscout/tmdb';
import { useShowsInProgress, useUserQuery } from '@streamscout/widgets';
import { parseListEntry } from './lists';

/** The followed titles: TMDB ids, ascending, each once. */
export interface Followed {
  tv: number[];
  movie: number[];
}

/**
 * The titles a calendar follows (spec §12): TV shows of the queue and favorites plus
 * `progressShows` (shows with an episode watched); movies of the queue only (favorites and the
 * watched list are not waiting for a release). Entries whose id is malformed are skipped.
 * @param profile the lists (`queue`, `favorites`: 'tv-1399', 'movie-550')
 * @param progressShows TMDB tv ids with watched episodes
 */
export function followedTitles(profile: Pick<Profile, 'queue' | 'favorites'>, progressShows: readonly number[]): Followed {
  const tv = new Set<number>(progressShows);
  const movie = new Set<number>();
  for (const [list, entries] of [
    ['queue', profile.queue],
    ['favorites', profile.favorites],
  ] as const) {
    for (const key of entries) {
      const { type, id } = parseListEntry(key);
      const n = parseId(id);
      if (n === null) continue;
      if (type === 'tv') tv.add(n);
      else if (list === 'queue') movie.add(n);
    }
  }
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { tv: sorted(tv), movie: sorted(movie) };
}

/** The calendar page's state. */
export interface CalendarData {
  /** The server's answer; an empty calendar (no request) when nothing is followed; undefined while loading or failed. */
  data: CalendarResponse | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** Asks again whatever failed (the shows in progress, the calendar). */
  refetch: () => void;
  /** The titles asked for. */
  followed: Followed;
}

/**
 * The signed-in user's calendar in their region (`useRegion`), the server's default window
 * (today − 7 … today + 30). Pending until the profile and the shows in progress are known (both
 * asked at once, as soon as there is a session); failed when the shows in progress or the calendar
 * could not be loaded (never shown as empty). Query key `['user', userId, 'calendar', region, tv, movie]`.
 */
export function useCalendar(): CalendarData {
  const profile = useProfile();
  const region = useRegion();
  // asked as soon as there is a session, alongside the profile (not after it: architecture §7's first-content budget)
  const progress = useShowsInProgress(useIsSignedIn());
  const followed = followedTitles(
    profile ?? { queue: [], favorites: [] },
    (progress.data ?? []).map((s) => s.showId),
  );
  const none = followed.tv.length === 0 && followed.movie.length === 0;
  const calendar = useUserQuery(
    ['calendar', region, followed.tv, followed.movie],
    ({ signal }) => getCalendar({ region, ...followed }, { signal }),
    {
      enabled: profile !== null && progress.isSuccess && !none,
      staleTime: 5 * 60 * 1000,
    },
  );
  // empty only once both the lists and the shows in progress are known
  const empty: CalendarResponse | undefined =
    profile !== null && progress.isSuccess && none ? { region, today: '', from: '', to: '', days: [] } : undefined;
  const isError = progress.isError || calendar.isError;
  return {
    data: empty ?? calendar.data,
    isPending: !empty && !isError && (progress.isPending || calendar.isPending),
    isError,
    isFetching: progress.isFetching || calendar.isFetching,
    refetch: () => {
      if (progress.isError) void progress.refetch();
      else void calendar.refetch();
    },
    followed,
  };
}
