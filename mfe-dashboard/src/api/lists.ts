/**
 * The shows of a personal list (spec §3 "Profile": entries like 'movie-123' / 'tv-456'), each
 * loaded by its prefix (spec §7: tv- uses the TV call, otherwise the movie call) through the light
 * card call `tmdbQueries.summary` (title, poster, rating, year, providers — not the details page's
 * credits, images and recommendations) and the shared query cache.
 *
 * Only the entries a screen actually shows are asked for: the dashboard's newest 10, the cards of
 * a gallery on or near the screen. The TMDB client keeps at most 6 requests in flight per page, and
 * card data stays cached for the session, so a revisit costs no request.
 */
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ListName } from '@streamscout/session';
import { isOnServices, titleCollator, type ShowSummary } from '@streamscout/tmdb';
import { queryFailed, tmdbQueries } from '@streamscout/tmdb/query';
import { msg, translator, useT, type MessageDescriptor, type Translator } from '@streamscout/i18n';

/** How many shows a dashboard section shows (the newest); 'View All' opens the whole list. */
export const SECTION_LIMIT = 10;

/**
 * Cards a server-rendered gallery draws before the browser has measured it (two rows of six, a
 * phone screen and more): what the server fetches first for a public list (spec §17).
 */
export const FIRST_CARDS = 12;

/** One list entry, parsed. */
export interface ListEntry {
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

/** The state of one entry's card data. */
export type ListShow =
  | { entry: ListEntry; status: 'loading' }
  | { entry: ListEntry; status: 'ready'; show: ShowSummary }
  /** TMDB answered that it has no such title (404): an answer, not a fault; asking again would not help. */
  | { entry: ListEntry; status: 'missing' }
  /** The request failed (5xx, malformed body, network, timeout; retried twice already); `retry` asks again. */
  | { entry: ListEntry; status: 'failed'; retrying: boolean; retry: () => void };

type SummaryResult = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: ShowSummary | null | undefined;
  refetch: () => Promise<unknown>;
};

function toListShow(entry: ListEntry, r: SummaryResult | undefined): ListShow {
  if (!r || (r.isPending && !r.isError)) return { entry, status: 'loading' };
  if (r.data) return { entry, status: 'ready', show: r.data };
  if (queryFailed(r)) return { entry, status: 'failed', retrying: r.isFetching, retry: () => void r.refetch() };
  return { entry, status: 'missing' };
}

/**
 * Card data of one entry (a gallery card asks for its own, so only mounted cards cost requests).
 * @returns 'loading' until the call settles, then 'ready' with the {@link ShowSummary},
 *   'missing' (TMDB has no such title) or 'failed' with a retry of just this entry; the same
 *   object while none of that changes (a re-render of the card leaves a memoized card alone)
 */
export function useListShow(entry: ListEntry): ListShow {
  const result = useQuery(tmdbQueries.summary(entry.type, entry.id, useT().lang));
  const { isPending, isError, isFetching, data, refetch } = result;
  return useMemo(
    () => toListShow(entry, { isPending, isError, isFetching, data, refetch }),
    [entry, isPending, isError, isFetching, data, refetch],
  );
}

/**
 * Card data of `entries` (in the given order), requested together (the client queues them 6 at a
 * time). For short lists only, e.g. the dashboard's newest 10.
 * @param entries list entries like 'movie-123', e.g. `newestFirst(profile.queue, 10)`
 * @returns one {@link ListShow} per entry, same order
 */
export function useListShows(entries: readonly string[]): ListShow[] {
  const parsed = useMemo(() => entries.map(parseListEntry), [entries]);
  const { lang } = useT();
  const results = useQueries({ queries: parsed.map((e) => tmdbQueries.summary(e.type, e.id, lang)) });
  return parsed.map((entry, i) => toListShow(entry, results[i]));
}

/** Orders of a gallery: recently added (the default, the list's own order), title, rating, release. */
export type GallerySort = 'added' | 'title' | 'rating' | 'release';

/** The sort control's choices, in order, with their labels. */
const SORT_LABELS: ReadonlyArray<{ value: GallerySort; label: MessageDescriptor }> = [
  { value: 'added', label: msg('gallery.sort.added', 'Recently added') },
  { value: 'title', label: msg('gallery.sort.title', 'Title') },
  { value: 'rating', label: msg('gallery.sort.rating', 'Rating') },
  { value: 'release', label: msg('gallery.sort.release', 'Release') },
];
const GALLERY_SORTS: ReadonlyArray<{ value: GallerySort; label: string }> = SORT_LABELS.map((o) => ({
  value: o.value,
  label: o.label.message,
}));

/** The sort control's choices with their labels in `tr`'s language. */
export function gallerySorts(tr: Translator): Array<{ value: GallerySort; label: string }> {
  return SORT_LABELS.map((o) => ({ value: o.value, label: tr.t(o.label) }));
}

/** True when `s` is one of the {@link GallerySort} values. */
export function isGallerySort(s: unknown): s is GallerySort {
  return GALLERY_SORTS.some((o) => o.value === s);
}

/**
 * Compares two loaded titles for `sort` (not 'added'): title A→Z (case and accents ignored,
 * numbers by value); rating highest first (then more votes first); release newest first (titles
 * without a date after the dated ones). Ties keep the list's order (the sort is stable).
 */
export function compareShows(sort: Exclude<GallerySort, 'added'>, a: ShowSummary, b: ShowSummary): number {
  if (sort === 'title') return titleCollator().compare(a.title, b.title);
  if (sort === 'rating') return b.vote_average - a.vote_average || b.vote_count - a.vote_count;
  const da = a.release_date || '';
  const db = b.release_date || '';
  if (!da || !db) return da ? -1 : db ? 1 : 0;
  return da < db ? 1 : da > db ? -1 : 0;
}

/**
 * Sorts `entries` (newest first) by `sort` from the card data in `shows` (entry key → summary,
 * or nothing when it is not known). 'added' is the given order. Entries without data (missing
 * or failed titles) go last, in the given order.
 */
export function sortEntries(entries: readonly ListEntry[], sort: GallerySort, shows: ReadonlyMap<string, ShowSummary>): ListEntry[] {
  if (sort === 'added') return [...entries];
  const known = entries.filter((e) => shows.has(e.key));
  const unknown = entries.filter((e) => !shows.has(e.key));
  known.sort((a, b) => compareShows(sort, shows.get(a.key)!, shows.get(b.key)!));
  return [...known, ...unknown];
}

/** What {@link useGalleryOrder} returns. */
export interface GalleryOrder {
  /** The entries in the order to show (the given array itself while a sort's data is arriving). */
  entries: readonly ListEntry[];
  /**
   * While the card data a sort needs is still arriving: how many titles have answered (loaded,
   * missing or failed) out of `total`; `null` when the order is final.
   */
  progress: { settled: number; total: number } | null;
}

/**
 * The order of a gallery (newest-first `entries`, parsed) for `sort`.
 *
 * 'Recently added' is what the list itself knows (its stored order), so it costs no request and
 * the gallery shows only the cards on screen. Title, rating and release need every card's data:
 * choosing one of them asks for the light card data of the whole list (at most 6 requests in
 * flight, so a 1,000-title list takes a while on the real TMDB at ~50 requests/s and never floods
 * it), reports progress meanwhile and keeps the list's order, then shows the sorted order once
 * every title has answered, so cards never jump around under the reader. Data already cached
 * (cards seen before, an earlier sort) costs nothing; failed titles go last. With `only` ("Only my
 * services") it also needs every card's data, then keeps the titles streaming on those services
 * in that region ({@link onServices}).
 */
export function useGalleryOrder(entries: readonly ListEntry[], sort: GallerySort, only: ServiceFilter | null = null): GalleryOrder {
  const needAll = sort !== 'added' || only !== null;
  const { lang } = useT();
  const combined = useQueries({
    queries: needAll ? entries.map((e) => tmdbQueries.summary(e.type, e.id, lang)) : [],
    combine: (results) => {
      const shows = new Map<string, ShowSummary>();
      let settled = 0;
      results.forEach((r, i) => {
        if (!r.isPending || r.isError) settled += 1;
        const key = entries[i]?.key;
        if (key && r.data) shows.set(key, r.data);
      });
      return { settled, shows };
    },
  });
  return useMemo(() => {
    if (!needAll) return { entries, progress: null };
    if (combined.settled < entries.length) return { entries, progress: { settled: combined.settled, total: entries.length } };
    const kept = only ? onServices(entries, combined.shows, only) : entries;
    return { entries: sortEntries(kept, sort, combined.shows), progress: null };
  }, [needAll, entries, sort, combined, only]);
}

/** "Only my services" of a list: the viewer's region and the provider ids of their services. */
export interface ServiceFilter {
  /** ISO 3166-1 code, e.g. 'GB'. */
  region: string;
  /** TMDB provider ids (non-empty). */
  services: readonly number[];
}

/**
 * The entries on one of `only.services` in `only.region` (`isOnServices` of the card data's
 * services there), in the given order; entries without card data (missing, failed) are left out,
 * as nothing says they stream there.
 */
function onServices(entries: readonly ListEntry[], shows: ReadonlyMap<string, ShowSummary>, only: ServiceFilter): ListEntry[] {
  return entries.filter((e) => isOnServices(shows.get(e.key)?.services_by_region[only.region], only.services));
}

/** What a list's texts are (spec §2 "Dashboard", §8). */
interface ListTexts {
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

/** Each list's texts as messages (the English is the spec's). */
const LIST_MESSAGES: Record<ListName, Record<keyof ListTexts, MessageDescriptor>> = {
  queue: {
    section: msg('lists.queue.section', 'Watch Queue'),
    count: msg('lists.queue.count', 'In Queue'),
    clear: msg('lists.queue.clear', 'Clear Queue'),
    empty: msg('lists.queue.empty', 'Your queue is empty! Add shows to your watch queue to view them here.'),
    noun: msg('lists.queue.noun', 'watch queue'),
    listName: msg('lists.queue.listName', 'watch queue'),
    hint: msg('lists.queue.hint', 'Add shows to your watch queue to view them here.'),
  },
  favorites: {
    section: msg('lists.favorites.section', 'Favorites'),
    count: msg('lists.favorites.count', 'Favorites'),
    clear: msg('lists.favorites.clear', 'Clear Favorites'),
    empty: msg('lists.favorites.empty', "You don't have any favorites! Favorite shows to view them here."),
    noun: msg('lists.favorites.noun', 'favorites'),
    listName: msg('lists.favorites.listName', 'favorites list'),
    hint: msg('lists.favorites.hint', 'Favorite shows to view them here.'),
  },
  watched: {
    section: msg('lists.watched.section', 'Watched List'),
    count: msg('lists.watched.count', 'Watched'),
    clear: msg('lists.watched.clear', 'Clear Watched'),
    empty: msg('lists.watched.empty', 'Your watched list is empty! Add shows to your watched list to view them here.'),
    noun: msg('lists.watched.noun', 'watched list'),
    listName: msg('lists.watched.listName', 'watched list'),
    hint: msg('lists.watched.hint', 'Add shows to your watched list to view them here.'),
  },
};

/** A list's texts in `tr`'s language (English by default). */
export function listTexts(list: ListName, tr: Translator = translator('en')): ListTexts {
  const m = LIST_MESSAGES[list];
  return Object.fromEntries(Object.entries(m).map(([k, d]) => [k, tr.t(d)])) as unknown as ListTexts;
}
