/**
 * List import and data export of the signed-in user (issue 25 §3–4; SQL: `imports`,
 * `apply_import`, `undo_import` of supabase/migrations/20261221000000_import.sql, and
 * `episode_progress`). The file reading and TMDB matching live in the dashboard
 * (`mfe-dashboard/src/import/`); these are the backend calls.
 *
 * A refusal the database explains (bad input 22023, a full list 23514) comes back as `{ error }`
 * with its message, so the page can say what happened; a network or backend failure, being signed
 * out, or no client gives null. Either way nothing was changed: apply_import is one transaction.
 */
import { getSupabase } from './config';
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

const explained = (code: string | undefined) => code === '22023' || code === '23514' || code === 'PT404';

/**
 * Calls one of the import RPCs (`apply_import`, `undo_import`), then reloads the profile.
 * @returns the import record it answers, `{ error }` with the database's message when it refused,
 *   or null (network, backend, signed out, no client, an answer without a record)
 */
async function importRpc(
  fn: 'apply_import' | 'undo_import',
  args: Record<string, unknown>,
): Promise<ImportRecord | { error: string } | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase.rpc(fn, args);
    if (error) return explained(error.code) ? { error: error.message } : null;
    const row = (Array.isArray(data) ? data[0] : data) as ImportRow | null;
    if (!row || typeof row.id !== 'string') return null;
    await reloadProfile();
    return toRecord(row);
  } catch {
    return null;
  }
}

/**
 * Adds the entries to the user's lists in one transaction (`apply_import`): only what is not there
 * yet, within the cap of 2000 a list; then reloads the profile into the store.
 * @param entries at most 6000 `{ list, show_id }`
 * @param source what the file was ('imdb', 'letterboxd', 'trakt', 'streamscout')
 * @returns the import record (its `added` says what changed), `{ error }` with the database's
 *   message when it refused (nothing stored: bad entry, a list would pass 2000), or null (network,
 *   backend, signed out, no client)
 */
export async function applyImport(
  entries: ReadonlyArray<ImportEntry>,
  source: ImportOrigin,
): Promise<ImportRecord | { error: string } | null> {
  return importRpc('apply_import', { items: entries, source });
}

/**
 * Removes from the user's lists exactly what one import added (`undo_import`), then reloads the
 * profile. Undoing an import twice removes nothing more.
 * @param importId the record's id
 * @returns the record (now with `undoneAt`), `{ error: 'import not found' }` for an id that is not
 *   one of the user's imports, or null (network, backend, signed out, no client)
 */
export async function undoImport(importId: string): Promise<ImportRecord | { error: string } | null> {
  return importRpc('undo_import', { import_id: importId });
}

/**
 * Every episode the user marked watched, for the data export: by show, season and episode.
 * Read in pages of 1000 rows (PostgREST's default limit).
 * @returns the episodes (`[]` for none), or null (error, signed out, no client)
 */
export async function getAllWatchedEpisodes(): Promise<WatchedEpisode[] | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  const out: WatchedEpisode[] = [];
  try {
    for (let from = 0; ; from += 1000) {
      const { data, error } = await supabase
        .from('episode_progress')
        .select('show_id, season_number, episode_number, watched_at')
        .order('show_id')
        .order('season_number')
        .order('episode_number')
        .range(from, from + 999);
      if (error || !Array.isArray(data)) return null;
      const rows = data as Array<{ show_id: number; season_number: number; episode_number: number; watched_at: string }>;
      for (const r of rows) out.push({ showId: r.show_id, season: r.season_number, episode: r.episode_number, watchedAt: r.watched_at });
      if (rows.length < 1000) return out;
    }
  } catch {
    return null;
  }
}
