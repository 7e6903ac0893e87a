/**
 * The small readers every normalizer shares: they take what TMDB sent and never trust it, so a
 * missing or mistyped field gets a neutral value ('' / 0 / null / []) instead of an exception.
 */

/** Whether `value` is a plain object (not null, not an array). */
export function isObject<T>(value: T): value is T & object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number, else `fallback` (default 0). */
export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A string, else ''. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A non-empty string, else null (TMDB's image paths, dates). */
export function strOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** An array, else []. */
export function arr<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/**
 * A TMDB answer asked in another language, its empty texts filled from its English translation
 * (`append_to_response=translations`, architecture §13): TMDB answers "" for an overview nobody
 * translated, and the reader then gets the English text rather than an empty block. Names and
 * titles TMDB already falls back itself; they are filled too when empty. An answer without
 * translations (English, list results) is returned as it is.
 * @param raw the answer (movie, TV show, season, person)
 * @param fields the text fields to fill, e.g. ['title', 'overview']
 */
export function withEnglishTexts<T extends object>(raw: T, fields: ReadonlyArray<'title' | 'name' | 'overview' | 'biography'>): T {
  const list = (raw as { translations?: { translations?: unknown } }).translations?.translations;
  if (!Array.isArray(list)) return raw;
  const en = list.find((t) => isObject(t) && t.iso_639_1 === 'en') as { data?: Record<string, unknown> } | undefined;
  if (!en || !isObject(en.data)) return raw;
  const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const f of fields) {
    const own = out[f];
    const english = en.data[f];
    if ((typeof own !== 'string' || !own.trim()) && typeof english === 'string' && english.trim()) out[f] = english;
  }
  return out as T;
}
