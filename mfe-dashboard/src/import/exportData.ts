/**
 * "Download my data" (spec §14 "Export"): one JSON with the profile, the lists (TMDB id, media type,
 * title, year and IMDb id where known), services, episode progress and alert settings, and one CSV
 * per list that a spreadsheet, Letterboxd's importer (`Title,Year,imdbID,tmdbID`) and IMDb-id
 * tools read. A CSV cell never starts a formula: a cell starting with `=`, `+`, `-` or `@` (or a
 * tab or carriage return) gets a leading `'`. No React: the page and the tests call it alike.
 * StreamScout's importer reads both back (`read.ts`), so an export round-trips.
 */
import { getTitleIds, type TitleIds } from '@streamscout/tmdb';
import {
  getAlertSettings,
  getAllWatchedEpisodes,
  LIST_NAMES,
  type AlertSettings,
  type ListName,
  type Profile,
  type WatchedEpisode,
} from '@streamscout/session';
import { STREAMSCOUT_EXPORT_FORMAT } from './read';
import type { MatchResult } from './match';

/** One list entry as exported. */
export interface ExportedTitle {
  media_type: 'movie' | 'tv';
  tmdb_id: number;
  /** null when TMDB could not be asked or does not know the id. */
  title: string | null;
  year: number | null;
  imdb_id: string | null;
}

/** The JSON export. */
export interface DataExport {
  format: typeof STREAMSCOUT_EXPORT_FORMAT;
  /** ISO 8601. */
  exported_at: string;
  profile: { username: string; email: string; country: string; adult: boolean };
  lists: Record<ListName, ExportedTitle[]>;
  /** TMDB provider ids of "My services". */
  services: number[];
  episode_progress: Array<{ show_id: number; season: number; episode: number; watched_at: string }>;
  alert_settings: { kinds: string[]; all_services: boolean } | null;
}

/** Titles looked up at once for the export. */
const EXPORT_CONCURRENCY = 8;

/**
 * Escapes one CSV cell: a leading `=`, `+`, `-`, `@`, tab or carriage return gets a `'` in front
 * (a spreadsheet then shows text, never runs a formula); a cell with a comma, quote or line break is
 * quoted (quotes doubled, RFC 4180).
 * @param value null and undefined give an empty cell
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV document: the header and rows, CRLF line ends (RFC 4180), every cell through {@link csvCell}. */
function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The rows no TMDB title was found for, as a CSV to download (`Title,Year,List,IMDb ID,File,Reason`).
 * @param results the preview's results (only `notFound` rows are written)
 */
export function notFoundCsv(results: readonly MatchResult[]): string {
  return toCsv(
    ['Title', 'Year', 'List', 'IMDb ID', 'File', 'Reason'],
    results.flatMap((r) =>
      r.status === 'notFound'
        ? [[r.row.title, r.row.year, r.row.list, r.row.ref.kind === 'imdb' ? r.row.ref.imdbId : '', r.row.file, r.reason]]
        : [],
    ),
  );
}

/**
 * One list as CSV: `Title,Year,imdbID,tmdbID,Type` — Letterboxd's importer reads Title, Year,
 * imdbID and tmdbID (and ignores Type; its tmdbID is a movie id, so it skips shows), IMDb-id tools
 * read imdbID, StreamScout's importer reads tmdbID and Type.
 */
export function listCsv(titles: readonly ExportedTitle[]): string {
  return toCsv(
    ['Title', 'Year', 'imdbID', 'tmdbID', 'Type'],
    titles.map((t) => [t.title, t.year, t.imdb_id, t.tmdb_id, t.media_type]),
  );
}

/**
 * Collects the signed-in user's data for the export: every list entry's title, year and IMDb id
 * from TMDB (`{type}/{id}?append_to_response=external_ids`, each distinct title once, a few at a
 * time), the episodes watched and the alert settings from the backend.
 * @param profile the signed-in user's profile (lists, services)
 * @param onProgress titles looked up so far, of how many
 * @returns the export; a title TMDB could not give keeps its id and type with `title: null`
 * @throws Error when the backend cannot give the episodes or the alert settings (then nothing is downloaded)
 */
export async function collectExport(profile: Profile, onProgress?: (done: number, total: number) => void): Promise<DataExport> {
  const entries = [...new Set(LIST_NAMES.flatMap((l) => profile[l]))];
  const found = new Map<string, TitleIds | null>();
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++];
      const [type, id] = entry.split('-');
      found.set(entry, await getTitleIds(type === 'tv' ? 'tv' : 'movie', id));
      onProgress?.(found.size, entries.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXPORT_CONCURRENCY, entries.length) }, worker));
  let episodes: Awaited<ReturnType<typeof getAllWatchedEpisodes>>;
  let alerts: AlertSettings;
  try {
    [episodes, alerts] = await Promise.all([getAllWatchedEpisodes(), getAlertSettings()]);
  } catch (error) {
    throw new Error('We could not read your episode progress and settings. Nothing was downloaded; try again.', { cause: error });
  }
  return buildExport(profile, found, episodes, alerts);
}

/**
 * The JSON export from what {@link collectExport} gathered (pure).
 * @param titles list entry ('movie-123') → its TMDB title ids, or null when unknown
 */
export function buildExport(
  profile: Profile,
  titles: ReadonlyMap<string, TitleIds | null>,
  episodes: readonly WatchedEpisode[],
  alerts: AlertSettings | null,
  now: Date = new Date(),
): DataExport {
  const entry = (key: string): ExportedTitle | null => {
    const m = /^(movie|tv)-([1-9][0-9]*)$/.exec(key);
    if (!m) return null;
    const t = titles.get(key);
    return {
      media_type: m[1] as 'movie' | 'tv',
      tmdb_id: Number(m[2]),
      title: t?.title ?? null,
      year: t?.year ?? null,
      imdb_id: t?.imdb_id ?? null,
    };
  };
  const lists = Object.fromEntries(
    LIST_NAMES.map((l) => [l, profile[l].map(entry).filter((e): e is ExportedTitle => e !== null)]),
  ) as Record<ListName, ExportedTitle[]>;
  return {
    format: STREAMSCOUT_EXPORT_FORMAT,
    exported_at: now.toISOString(),
    profile: { username: profile.username, email: profile.email, country: profile.country, adult: profile.adult },
    lists,
    services: profile.services ?? [],
    episode_progress: episodes.map((e) => ({ show_id: e.showId, season: e.season, episode: e.episode, watched_at: e.watchedAt })),
    alert_settings: alerts ? { kinds: alerts.kinds, all_services: alerts.allServices } : null,
  };
}
