/**
 * List import and data export of the signed-in user (spec §14; SQL: `imports`,
 * `apply_import`, `undo_import` of supabase/migrations/20261221000000_import.sql, and
 * `episode_progress`). The file reading and TMDB matching live in the dashboard
 * (`mfe-dashboard/src/import/`); these are the backend calls.
 *
 * Every call resolves to its answer or throws a `BackendError` (dataClient.ts): a refusal the
 * database explains (bad input 22023, a full list 23514, an import that is not yours PT404) is
 * `refused` with its message, so the page can say what happened; a network or backend failure,
 * being signed out or no client is a failure. Either way nothing was changed: apply_import is one
 * transaction.
 */
import { backendError, callBackend } from './dataClient';
import { reloadProfile } from './profileLoad';
import type { ListName } from './types';
import type { WatchedEpisode } from './progress';

/** One entry to add: the list and the entry ('movie-123', 'tv-456'). */
export interface ImportEntry {
  list: ListName;
  show_id: string;
}

/** Where an import came from (apply_import's `source`). */
export type ImportOrigin = 'imdb' | 'letterboxd' | 'trakt' | 'streamscout' | 'file';

/** An applied import as the database recorded it. */
export interface ImportRecord {
  /** uuid; what {@link undoImport} takes. */
  id: string;
  source: ImportOrigin;
  /** Exactly the entries this import added (entries already on a list are not in it). */
  added: ImportEntry[];
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601 once undone, else null. */
  undoneAt: string | null;
}

interface ImportRow {
  id: string;
  source: ImportOrigin;
  added: ImportEntry[];
  created_at: string;
  undone_at: string | null;
}

const toRecord = (r: ImportRow): ImportRecord => ({
  id: r.id,
  source: r.source,
  added: r.added,
  createdAt: r.created_at,
  undoneAt: r.undone_at,
});

/**
 * Calls one of the import RPCs (`apply_import`, `undo_import`), then reloads the profile.
 * @returns the import record it answers
 * @throws BackendError — `refused` with the database's message, else a failure
 */
function importRpc(fn: 'apply_import' | 'undo_import', args: Record<string, unknown>): Promise<ImportRecord> {
  return callBackend('Import', async (supabase) => {
    const { data, error } = await supabase.rpc(fn, args);
    if (error) throw backendError(error, 'Import');
    const row = (Array.isArray(data) ? data[0] : data) as ImportRow | null;
    if (!row || typeof row.id !== 'string') return undefined;
    await reloadProfile();
    return toRecord(row);
  });
}

/**
 * Adds the entries to the user's lists in one transaction (`apply_import`): only what is not there
 * yet, within the cap of 2000 a list; then reloads the profile into the store.
 * @param entries at most 6000 `{ list, show_id }`
 * @param source what the file was ('imdb', 'letterboxd', 'trakt', 'streamscout')
 * @returns the import record (its `added` says what changed)
 * @throws BackendError — `refused` with the database's message (nothing stored: bad entry, a list
 *   would pass 2000), else a failure (network, backend, signed out, no client)
 */
export function applyImport(entries: ReadonlyArray<ImportEntry>, source: ImportOrigin): Promise<ImportRecord> {
  return importRpc('apply_import', { items: entries, source });
}

/**
 * Removes from the user's lists exactly what one import added (`undo_import`), then reloads the
 * profile. Undoing an import twice removes nothing more.
 * @param importId the record's id
 * @returns the record (now with `undoneAt`)
 * @throws BackendError — `refused` ('import not found', PT404: HTTP 404) for an id that is not one of the
 *   user's imports, else a failure (network, backend, signed out, no client)
 */
export function undoImport(importId: string): Promise<ImportRecord> {
  return importRpc('undo_import', { import_id: importId });
}

/**
 * Every episode the user marked watched, for the data export: by show, season and episode.
 * Read in pages of 1000 rows (PostgREST's default limit).
 * @returns the episodes (`[]` for none)
 * @throws BackendError when a page cannot be read
 */
export function getAllWatchedEpisodes(): Promise<WatchedEpisode[]> {
  return callBackend('Episode progress', async (supabase) => {
    const out: WatchedEpisode[] = [];
    for (let from = 0; ; from += 1000) {
      const { data, error } = await supabase
        .from('episode_progress')
        .select('show_id, season_number, episode_number, watched_at')
        .order('show_id')
        .order('season_number')
        .order('episode_number')
        .range(from, from + 999);
      if (error) throw backendError(error, 'Episode progress');
      if (!Array.isArray(data)) return undefined;
      const rows = data as Array<{ show_id: number; season_number: number; episode_number: number; watched_at: string }>;
      for (const r of rows) out.push({ showId: r.show_id, season: r.season_number, episode: r.episode_number, watchedAt: r.watched_at });
      if (rows.length < 1000) return out;
    }
  });
}
