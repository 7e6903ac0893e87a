/**
 * The shows of a personal list (spec §3 "Profile": entries like 'movie-123' / 'tv-456'), each
 * loaded by its prefix through the shared query cache (spec §7 "Watched-list pages load each item
 * by its prefix: tv- uses the TV detail call, otherwise the movie detail call").
 *
 * All entries load IN PARALLEL (`useQueries`, one `tmdbQueries.details` query per entry): a
 * 20-title list puts its 20 requests in flight at once; a title already in the cache (a revisit,
 * or a details page seen before) costs no request while fresh (30 minutes).
 */
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ListName } from '@streamscout/session';
import type { ShowDetail } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';

/** One list entry, parsed. */
interface ListEntry {
  /** The stored entry, e.g. 'tv-456'. */
  key: string;
  /** 'tv' for a 'tv-' prefix, otherwise 'movie' (spec §7). */
  type: 'movie' | 'tv';
  /** The TMDB id: what follows the first '-' (the whole entry when there is none). */
  id: string;
}

/**
 * Parses a list entry: `parseListEntry('tv-456')` → `{ key: 'tv-456', type: 'tv', id: '456' }`;
 * anything without the 'tv-' prefix is a movie ('movie-123' → movie '123').
 */
export function parseListEntry(key: string): ListEntry {
  const dash = key.indexOf('-');
  return { key, type: key.startsWith('tv-') ? 'tv' : 'movie', id: dash >= 0 ? key.slice(dash + 1) : key };
}

/**
 * The entries of a list, newest first (lists are appended to, so the newest is last).
 * @param limit keep only the newest `limit` entries (default all)
 */
export function newestFirst(entries: readonly string[], limit?: number): string[] {
  const newest = [...entries].reverse();
  return limit === undefined ? newest : newest.slice(0, Math.max(0, limit));
}

/** The state of one entry's show. */
export type ListShow =
  | { entry: ListEntry; status: 'loading' }
  | { entry: ListEntry; status: 'ready'; show: ShowDetail }
  /** The detail call failed or found nothing (spec §8: null); `retry` asks again. */
  | { entry: ListEntry; status: 'failed'; retrying: boolean; retry: () => void };

/**
 * Loads the shows of `entries` (in the given order) in parallel through the shared query cache.
 * @param entries list entries like 'movie-123', e.g. `newestFirst(profile.queue)`
 * @returns one {@link ListShow} per entry, same order: 'loading' until its detail call settles,
 *   then 'ready' with the normalized ShowDetail, or 'failed' (null result) with a retry.
 */
export function useListShows(entries: readonly string[]): ListShow[] {
  const parsed = useMemo(() => entries.map(parseListEntry), [entries]);
  const results = useQueries({ queries: parsed.map((e) => tmdbQueries.details(e.type, e.id)) });
  return parsed.map((entry, i): ListShow => {
    const r = results[i];
    if (!r || r.isPending) return { entry, status: 'loading' };
    if (r.data) return { entry, status: 'ready', show: r.data };
    return { entry, status: 'failed', retrying: r.isFetching, retry: () => void r.refetch() };
  });
}

/** Texts and labels of each list (spec §2 "Dashboard", §8), in the dashboard's section order. */
export const LIST_TEXTS: Record<
  ListName,
  {
    /** Section heading on the dashboard. */
    section: string;
    /** Label of its count on the dashboard. */
    count: string;
    /** Clear button. */
    clear: string;
    /** Dashboard empty message (exact, spec §2). */
    empty: string;
    /** What the gallery calls the list: title "{username}'s {noun}" (spec §2). */
    noun: string;
    /** The gallery's empty panel: 'Your {empty panel name} is empty!' (spec §2 'Your {list} is empty!'). */
    listName: string;
    /** The gallery's empty panel: how to fill the list. */
    hint: string;
  }
> = {
  queue: {
    section: 'Watch Queue',
    count: 'In Queue',
    clear: 'Clear Queue',
    empty: 'Your queue is empty! Add shows to your watch queue to view them here.',
    noun: 'watch queue',
    listName: 'watch queue',
    hint: 'Add shows to your watch queue to view them here.',
  },
  favorites: {
    section: 'Favorites',
    count: 'Favorites',
    clear: 'Clear Favorites',
    empty: "You don't have any favorites! Favorite shows to view them here.",
    noun: 'favorites',
    listName: 'favorites list',
    hint: 'Favorite shows to view them here.',
  },
  watched: {
    section: 'Watched List',
    count: 'Watched',
    clear: 'Clear Watched',
    empty: 'Your watched list is empty! Add shows to your watched list to view them here.',
    noun: 'watched list',
    listName: 'watched list',
    hint: 'Add shows to your watched list to view them here.',
  },
};
