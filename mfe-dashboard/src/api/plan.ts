/**
 * The planner's and "Pick for us"' data (spec §19, §20) over TanStack Query: where the titles of
 * one or more lists stream in a region, from the app's own server (`getPlanTitles` of
 * `@streamscout/tmdb`, `POST /api/plan`: one cached TMDB answer per title per day, whoever asks).
 */
import { parseId } from '@streamscout/routes';
import { getPlanTitles, type PlanResponse } from '@streamscout/tmdb';
import { useUserQuery } from '@streamscout/widgets';
import { parseListEntry } from './lists';

/** The TMDB ids of list entries by type, ascending, each once; malformed entries skipped. */
function idsOf(entries: Iterable<string>): { tv: number[]; movie: number[] } {
  const tv = new Set<number>();
  const movie = new Set<number>();
  for (const key of entries) {
    const { type, id } = parseListEntry(key);
    const n = parseId(id);
    if (n !== null) (type === 'tv' ? tv : movie).add(n);
  }
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { tv: sorted(tv), movie: sorted(movie) };
}

/**
 * Where `entries` stream in `region` (query key `['user', userId, 'plan', region, tv, movie]`):
 * an empty answer without a request when there are no entries.
 * @param entries list entries ('tv-1399', 'movie-550'), at most 2000
 * @param enabled false asks nothing (e.g. while the profile is not known)
 * @returns TanStack's result; a failure is `isError`, never an empty plan
 */
export function usePlanTitles(entries: readonly string[], region: string, enabled = true) {
  const ids = idsOf(entries);
  const none = ids.tv.length + ids.movie.length === 0;
  return useUserQuery<PlanResponse>(
    ['plan', region, ids.tv, ids.movie],
    ({ signal }) =>
      none ? Promise.resolve({ region, today: '', titles: [], providers: {} }) : getPlanTitles({ region, ...ids }, { signal }),
    { enabled, staleTime: 5 * 60 * 1000 },
  );
}
