/**
 * Reading an import file (spec §14): an IMDb list or ratings CSV, a Letterboxd export (its ZIP
 * or one of its CSVs), a Trakt JSON export (one file or its ZIP), or StreamScout's own export (JSON
 * or a per-list CSV), into rows to match. No React and no network: runs in the browser and in
 * Node (tests, bench).
 *
 * Every refusal is an {@link ImportFileError} whose message is the text the page shows; a refused
 * file changes nothing. Limits: {@link MAX_FILE_BYTES} checked on the file's size before a byte is
 * read; a ZIP's entries are inflated as a stream and stopped past 20 MB (`./unzip.ts`; their
 * declared sizes are checked first); at most {@link MAX_COLUMNS} columns a row and
 * {@link MAX_ROWS} rows. Cells are text, never evaluated: a cell starting with '=' is a title like
 * any other (and finds nothing).
 */
import Papa from 'papaparse';
import type { ListName } from '@streamscout/session';
import { ImportFileError } from './errors';
import { msg } from '@streamscout/i18n';
import { isZip, unzipText } from './unzip';

export { ImportFileError };
export { importErrorText } from './errors';

/** Largest file accepted (bytes): a Letterboxd or Trakt export of 10,000 titles is well under 5 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Most columns a CSV row may have (IMDb's exports have 18, Letterboxd's at most 12). */
const MAX_COLUMNS = 100;
/** Most title rows one import may hold (three lists of at most 2000 each). */
const MAX_ROWS = 6000;

/** The file formats recognised, as the page names them. */
export type ImportFormat = 'imdb-list' | 'imdb-ratings' | 'letterboxd' | 'trakt' | 'streamscout';

/** The source recorded with an applied import (apply_import's `source`). */
type ImportSource = 'imdb' | 'letterboxd' | 'trakt' | 'streamscout';

/** How a row names its title: an IMDb id, TMDB ids, or a title and year. */
export type TitleRef =
  | { kind: 'imdb'; imdbId: string }
  | { kind: 'tmdb'; mediaType: 'movie' | 'tv'; tmdbId: number }
  | { kind: 'title'; mediaType: 'movie'; title: string; year: number | null };

/** One title of the file and the list it goes to by what the file says. */
export interface ImportRow {
  ref: TitleRef;
  list: ListName;
  /** The title as the file spells it (for the preview and the not-found CSV); may be ''. */
  title: string;
  /** The year as the file says it, or null. */
  year: number | null;
  /** Where it came from: the file name inside the ZIP, or the uploaded file's name. */
  file: string;
}

/** What {@link readImportFile} found. */
export interface ParsedImport {
  format: ImportFormat;
  source: ImportSource;
  rows: ImportRow[];
}

/** What the page hands over: the browser's File has all three. */
export interface ImportFileLike {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const MB = 1024 * 1024;
const mb = (n: number) => Math.round(n / MB);

/**
 * Reads, checks and parses an import file.
 * @returns the format, the source to record and the rows (in file order, one per title and list:
 *   a title twice in the same list is kept once)
 * @throws ImportFileError (message for the user): too big (checked before reading), empty, not
 *   UTF-8, a ZIP that inflates past the limit or holds nothing importable, a row of too many
 *   columns, too many rows, or a layout that is none of the formats
 */
export async function readImportFile(file: ImportFileLike): Promise<ParsedImport> {
  if (file.size > MAX_FILE_BYTES) {
    throw new ImportFileError(
      msg('import.error.tooBig', 'This file is {size} MB; the largest file we take is {max} MB. Nothing was imported.'),
      { size: mb(file.size), max: mb(MAX_FILE_BYTES) },
    );
  }
  if (file.size === 0) throw new ImportFileError(msg('import.error.empty', 'This file is empty. Nothing was imported.'));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) {
    throw new ImportFileError(msg('import.error.larger', 'This file is larger than {max} MB. Nothing was imported.'), {
      max: mb(MAX_FILE_BYTES),
    });
  }
  const parsed = isZip(bytes) ? fromZip(bytes) : fromText(file.name, decodeUtf8(bytes, file.name));
  if (parsed.rows.length > MAX_ROWS) {
    throw new ImportFileError(
      msg(
        'import.error.tooManyRows',
        'This file lists {count, number} titles; one import takes at most {max, number}. Nothing was imported.',
      ),
      { count: parsed.rows.length, max: MAX_ROWS },
    );
  }
  return { ...parsed, rows: dedupe(parsed.rows) };
}

/** UTF-8 text (a BOM dropped), or the error for anything else (UTF-16, Latin-1, binary). */
function decodeUtf8(bytes: Uint8Array, name: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(
      msg(
        'import.error.notUtf8',
        '{name} is not UTF-8 text. Export it again from the service (its exports are UTF-8), or save it as UTF-8. Nothing was imported.',
      ),
      { name },
    );
  }
  if (text.includes('\u0000'))
    throw new ImportFileError(msg('import.error.notText', '{name} is not a text file. Nothing was imported.'), { name });
  return text.replace(/^\uFEFF/, '');
}

/** The Letterboxd export's files we import and the list each goes to. */
const LETTERBOXD_FILES: ReadonlyArray<[RegExp, ListName]> = [
  [/(^|\/)watchlist\.csv$/i, 'queue'],
  [/(^|\/)watched\.csv$/i, 'watched'],
  [/(^|\/)ratings\.csv$/i, 'watched'],
  [/(^|\/)diary\.csv$/i, 'watched'],
  [/(^|\/)likes\/films\.csv$/i, 'favorites'],
];

function fromZip(bytes: Uint8Array): Omit<ParsedImport, 'rows'> & { rows: ImportRow[] } {
  const files = unzipText(bytes, (name) => !name.endsWith('/') && /\.(csv|json)$/i.test(name) && !/(^|\/)__MACOSX\//.test(name));
  const rows: ImportRow[] = [];
  let format: ImportFormat | null = null;
  let source: ImportSource | null = null;
  for (const [name, data] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const isLetterboxd = LETTERBOXD_FILES.some(([re]) => re.test(name));
    const isTraktJson = /\.json$/i.test(name) && /(watchlist|watched|ratings|history|favorites)/i.test(name);
    if (!isLetterboxd && !isTraktJson) continue;
    const parsed = fromText(name, decodeUtf8(data, name));
    format ??= parsed.format;
    source ??= parsed.source;
    rows.push(...parsed.rows);
  }
  if (!format || !source) {
    throw new ImportFileError(
      msg(
        'import.error.zipNothing',
        'This ZIP holds none of the files we import (Letterboxd: watched.csv, watchlist.csv, ratings.csv, likes/films.csv; Trakt: watchlist, watched or ratings JSON). Nothing was imported.',
      ),
    );
  }
  return { format, source, rows };
}

function listFromName(name: string, fallback: ListName): ListName {
  const base = name.toLowerCase();
  if (/watchlist|queue/.test(base)) return 'queue';
  if (/like|fav/.test(base)) return 'favorites';
  if (/watched|rating|diary|history|seen/.test(base)) return 'watched';
  return fallback;
}

function fromText(name: string, text: string): ParsedImport {
  const start = text.trimStart()[0];
  if (start === '[' || start === '{') return fromJson(name, text);
  return fromCsv(name, text);
}

const WRONG_FORMAT = msg(
  'import.error.wrongFormat',
  'We could not recognise this file. Upload an IMDb list or ratings CSV, a Letterboxd export (its ZIP or a CSV from it), a Trakt JSON export or a StreamScout export. Nothing was imported.',
);

const yearOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isSafeInteger(n) && n > 1800 && n < 3000 ? n : null;
};

const tmdbIdOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : /^[1-9][0-9]{0,9}$/.test(String(value ?? '').trim()) ? Number(String(value).trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n < 1e10 ? n : null;
};

function fromCsv(name: string, text: string): ParsedImport {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const table = result.data;
  if (table.length === 0) throw new ImportFileError(msg('import.error.noRows', '{name} has no rows. Nothing was imported.'), { name });
  const wide = table.findIndex((r) => r.length > MAX_COLUMNS);
  if (wide >= 0) {
    throw new ImportFileError(
      msg('import.error.tooWide', 'Row {row} of {name} has {count, number} columns; an export has at most {max}. Nothing was imported.'),
      { row: wide + 1, name, count: table[wide].length, max: MAX_COLUMNS },
    );
  }
  if (table.length - 1 > MAX_ROWS) {
    throw new ImportFileError(
      msg(
        'import.error.fileTooManyRows',
        '{name} lists {count, number} titles; one import takes at most {max, number}. Nothing was imported.',
      ),
      { name, count: table.length - 1, max: MAX_ROWS },
    );
  }
  const header = table[0].map((h) => h.trim());
  const col = (label: string) => header.findIndex((h) => h.toLowerCase() === label.toLowerCase());
  const body = table.slice(1);
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');

  // IMDb: list exports (Position, Const, …, Title Type, …) and ratings exports (Const, Your Rating, …).
  if (col('Const') >= 0 && col('Title Type') >= 0) {
    const ratings = col('Your Rating') >= 0 && col('Position') < 0;
    const list = ratings ? 'watched' : listFromName(name, 'queue');
    const [c, t, y] = [col('Const'), col('Title'), col('Year')];
    return {
      format: ratings ? 'imdb-ratings' : 'imdb-list',
      source: 'imdb',
      rows: body.map((r) => ({ ref: { kind: 'imdb', imdbId: cell(r, c) }, list, title: cell(r, t), year: yearOf(cell(r, y)), file: name })),
    };
  }
  // StreamScout's own per-list CSV (Title, Year, imdbID, tmdbID, Type).
  if (col('tmdbID') >= 0 && col('Type') >= 0) {
    const list = listFromName(name, 'queue');
    const [t, y, tm, im, ty] = [col('Title'), col('Year'), col('tmdbID'), col('imdbID'), col('Type')];
    return {
      format: 'streamscout',
      source: 'streamscout',
      rows: body.map((r) => {
        const tmdbId = tmdbIdOf(cell(r, tm));
        const type = cell(r, ty) === 'tv' ? 'tv' : 'movie';
        const ref: TitleRef = tmdbId ? { kind: 'tmdb', mediaType: type, tmdbId } : { kind: 'imdb', imdbId: cell(r, im) };
        return { ref, list, title: cell(r, t), year: yearOf(cell(r, y)), file: name };
      }),
    };
  }
  // Letterboxd: Date, Name, Year, Letterboxd URI (+ Rating in ratings.csv, + Watched Date in diary.csv).
  if (col('Name') >= 0 && col('Letterboxd URI') >= 0) {
    const list = LETTERBOXD_FILES.find(([re]) => re.test(name))?.[1] ?? (col('Rating') >= 0 ? 'watched' : listFromName(name, 'watched'));
    const [n, y] = [col('Name'), col('Year')];
    return {
      format: 'letterboxd',
      source: 'letterboxd',
      rows: body
        .filter((r) => cell(r, n) !== '')
        .map((r) => {
          const year = yearOf(cell(r, y));
          return { ref: { kind: 'title', mediaType: 'movie', title: cell(r, n), year }, list, title: cell(r, n), year, file: name };
        }),
    };
  }
  throw new ImportFileError(WRONG_FORMAT);
}

interface TraktItem {
  type?: string;
  movie?: TraktTitle;
  show?: TraktTitle;
  rating?: unknown;
  listed_at?: unknown;
  last_watched_at?: unknown;
  watched_at?: unknown;
  plays?: unknown;
}
interface TraktTitle {
  title?: unknown;
  year?: unknown;
  ids?: { tmdb?: unknown; imdb?: unknown };
}

interface StreamScoutExport {
  format?: unknown;
  lists?: Record<string, Array<{ media_type?: unknown; tmdb_id?: unknown; title?: unknown; year?: unknown }>>;
}

function fromJson(name: string, text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError(msg('import.error.notJson', '{name} is not valid JSON. Nothing was imported.'), { name });
  }
  if (data && typeof data === 'object' && !Array.isArray(data) && (data as StreamScoutExport).format === STREAMSCOUT_EXPORT_FORMAT) {
    const lists = (data as StreamScoutExport).lists ?? {};
    const rows: ImportRow[] = [];
    for (const list of ['queue', 'favorites', 'watched'] as const) {
      const entries = lists[list];
      if (!Array.isArray(entries)) continue;
      for (const e of entries) {
        const tmdbId = tmdbIdOf(e?.tmdb_id);
        if (!tmdbId || (e.media_type !== 'movie' && e.media_type !== 'tv')) continue;
        rows.push({
          ref: { kind: 'tmdb', mediaType: e.media_type, tmdbId },
          list,
          title: typeof e.title === 'string' ? e.title : '',
          year: yearOf(e.year),
          file: name,
        });
      }
    }
    return { format: 'streamscout', source: 'streamscout', rows };
  }
  if (!Array.isArray(data) || !data.every((x) => x && typeof x === 'object' && ((x as TraktItem).movie || (x as TraktItem).show))) {
    throw new ImportFileError(WRONG_FORMAT);
  }
  const items = data as TraktItem[];
  const sample = items[0];
  const list: ListName = /watchlist|watched|rating|history|fav|like/i.test(name)
    ? listFromName(name, 'queue')
    : sample &&
        (sample.rating !== undefined ||
          sample.last_watched_at !== undefined ||
          sample.watched_at !== undefined ||
          sample.plays !== undefined)
      ? 'watched'
      : 'queue';
  const rows: ImportRow[] = [];
  for (const item of items) {
    const isShow = !item.movie && !!item.show;
    const t = (item.movie ?? item.show)!;
    const title = typeof t.title === 'string' ? t.title : '';
    const year = yearOf(t.year);
    const tmdbId = tmdbIdOf(t.ids?.tmdb);
    const imdb = typeof t.ids?.imdb === 'string' ? t.ids.imdb : '';
    const ref: TitleRef = tmdbId
      ? { kind: 'tmdb', mediaType: isShow ? 'tv' : 'movie', tmdbId }
      : imdb
        ? { kind: 'imdb', imdbId: imdb }
        : { kind: 'title', mediaType: 'movie', title, year };
    rows.push({ ref, list, title, year, file: name });
  }
  return { format: 'trakt', source: 'trakt', rows };
}

/** The `format` field of StreamScout's JSON export (see `exportData.ts`). */
export const STREAMSCOUT_EXPORT_FORMAT = 'streamscout-export-v1';

/** A stable key of a row's title reference (rows with the same key are looked up once). */
export function refKey(ref: TitleRef): string {
  if (ref.kind === 'imdb') return `imdb:${ref.imdbId.toLowerCase()}`;
  if (ref.kind === 'tmdb') return `tmdb:${ref.mediaType}-${ref.tmdbId}`;
  return `title:${ref.title.toLowerCase()}|${ref.year ?? ''}`;
}

function dedupe(rows: ImportRow[]): ImportRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.list}|${refKey(r.ref)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
