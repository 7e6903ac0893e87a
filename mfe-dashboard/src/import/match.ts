/**
 * Matching an import's rows to TMDB titles (spec §14 "Matching"), through the shared TMDB client:
 * - an IMDb id → `find/{imdb_id}?external_source=imdb_id` (found → matched, else not found);
 * - a TMDB id (Trakt, StreamScout) → `{type}/{id}` (found → matched with TMDB's title, year and
 *   poster; a title TMDB deleted or merged, or a hand-edited id → not found; not a TMDB id at all
 *   → not found without a request);
 * - a title and year (Letterboxd) → `search/movie`: exactly one result with the same title and
 *   year → matched; several → ambiguous; none, but results with the same title in another year or
 *   a longer title of that year → ambiguous with those as candidates; nothing → not found.
 * Each distinct reference is asked once, at most {@link MATCH_CONCURRENCY} at a time (the client's
 * own limit of requests in flight applies too), with progress reported as references finish.
 * No React: the page and the bench call it alike.
 */
import { findByImdbId, getTitle, isTmdbId, searchTitles, type Show } from '@streamscout/tmdb';
import type { ListName } from '@streamscout/session';
import { refKey, type ImportRow } from './read';

/** References looked up at once. */
const MATCH_CONCURRENCY = 8;

/** A TMDB title as the preview shows it and apply_import stores it. */
export interface MatchedTitle {
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  /** Year of the release or first air date, or null. */
  year: number | null;
  poster_path: string | null;
}

/** One row of the preview. */
export type MatchResult =
  | { status: 'matched'; row: ImportRow; title: MatchedTitle }
  | { status: 'ambiguous'; row: ImportRow; candidates: MatchedTitle[] }
  | { status: 'notFound'; row: ImportRow; reason: string };

/** What {@link matchRows} reports as it goes. */
export interface MatchProgress {
  done: number;
  total: number;
}

/** Options of {@link matchRows}. */
export interface MatchOptions {
  onProgress?: (progress: MatchProgress) => void;
  signal?: AbortSignal;
  concurrency?: number;
}

const normTitle = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function toTitle(show: Show): MatchedTitle {
  const year = Number.parseInt(show.release_date.slice(0, 4), 10);
  return {
    media_type: show.media_type,
    id: show.id,
    title: show.title,
    year: Number.isSafeInteger(year) ? year : null,
    poster_path: show.poster_path,
  };
}

type Lookup = { kind: 'one'; title: MatchedTitle } | { kind: 'many'; candidates: MatchedTitle[] } | { kind: 'none'; reason: string };

async function lookUp(row: ImportRow, signal?: AbortSignal): Promise<Lookup> {
  const ref = row.ref;
  if (ref.kind === 'tmdb') {
    if (!isTmdbId(ref.tmdbId)) return { kind: 'none', reason: `not a TMDB id: ${ref.tmdbId}` };
    const show = await getTitle(ref.mediaType, ref.tmdbId, { signal, throwOnFailure: true });
    if (show) return { kind: 'one', title: toTitle(show) };
    return { kind: 'none', reason: `no TMDB ${ref.mediaType === 'tv' ? 'show' : 'movie'} has the id ${ref.tmdbId}` };
  }
  if (ref.kind === 'imdb') {
    if (!/^tt[0-9]{7,10}$/i.test(ref.imdbId.trim())) return { kind: 'none', reason: 'not an IMDb id' };
    const show = await findByImdbId(ref.imdbId, { signal, throwOnFailure: true });
    return show ? { kind: 'one', title: toTitle(show) } : { kind: 'none', reason: 'no TMDB title has this IMDb id' };
  }
  const results = (await searchTitles('movie', ref.title, ref.year, { signal, throwOnFailure: true })) ?? [];
  const wanted = normTitle(ref.title);
  const titles = results.map(toTitle);
  const sameTitle = titles.filter((t) => normTitle(t.title) === wanted);
  const exact = ref.year === null ? sameTitle : sameTitle.filter((t) => t.year === ref.year);
  if (exact.length === 1) return { kind: 'one', title: exact[0] };
  if (exact.length > 1) return { kind: 'many', candidates: exact.slice(0, 5) };
  const close = [
    ...sameTitle,
    ...titles.filter(
      (t) =>
        !sameTitle.includes(t) &&
        ref.year !== null &&
        t.year !== null &&
        Math.abs(t.year - ref.year) <= 1 &&
        normTitle(t.title).includes(wanted),
    ),
  ];
  if (close.length > 0) return { kind: 'many', candidates: close.slice(0, 5) };
  return { kind: 'none', reason: 'no TMDB movie has this title and year' };
}

/**
 * Matches every row (spec §14).
 * @param rows what {@link readImportFile} gave
 * @returns one result per row, in the rows' order
 * @throws TmdbRequestError when TMDB fails for a reference (after the client's own retry), or an
 *   AbortError-like rejection when `signal` aborts: the page then shows the failure with "Try again"
 */
export async function matchRows(rows: readonly ImportRow[], options: MatchOptions = {}): Promise<MatchResult[]> {
  const keys = [...new Set(rows.map((r) => refKey(r.ref)))];
  const firstRow = new Map<string, ImportRow>();
  for (const r of rows) if (!firstRow.has(refKey(r.ref))) firstRow.set(refKey(r.ref), r);
  const found = new Map<string, Lookup>();
  let next = 0;
  let done = 0;
  options.onProgress?.({ done, total: keys.length });
  const worker = async () => {
    while (next < keys.length) {
      if (options.signal?.aborted) throw new Error('The import was cancelled.');
      const key = keys[next++];
      found.set(key, await lookUp(firstRow.get(key)!, options.signal));
      done += 1;
      options.onProgress?.({ done, total: keys.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? MATCH_CONCURRENCY, keys.length) }, worker));
  return rows.map((row) => {
    const hit = found.get(refKey(row.ref))!;
    if (hit.kind === 'one') return { status: 'matched', row, title: hit.title };
    if (hit.kind === 'many') return { status: 'ambiguous', row, candidates: hit.candidates };
    return { status: 'notFound', row, reason: hit.reason };
  });
}

/** One entry for apply_import. */
export interface ImportItem {
  list: ListName;
  show_id: string;
}

/**
 * The items to apply: matched rows, ambiguous rows the user resolved (`picks`: row index → the
 * chosen candidate), each to the list of its group (`lists`: the list a file's rows go to,
 * changeable per group on the page). Not-found and unresolved rows are left out.
 * @param results what {@link matchRows} gave
 * @param picks row index → chosen candidate (or null for "none of these")
 * @param lists per list the file named, the list the user chose for it
 * @returns items in the file's order; an entry twice (same list) once
 */
export function itemsToApply(
  results: readonly MatchResult[],
  picks: ReadonlyMap<number, MatchedTitle | null>,
  lists: Readonly<Record<ListName, ListName>>,
): ImportItem[] {
  const seen = new Set<string>();
  const items: ImportItem[] = [];
  results.forEach((r, i) => {
    const title = r.status === 'matched' ? r.title : r.status === 'ambiguous' ? picks.get(i) : null;
    if (!title) return;
    const item = { list: lists[r.row.list], show_id: `${title.media_type}-${title.id}` };
    const key = `${item.list}|${item.show_id}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push(item);
  });
  return items;
}
