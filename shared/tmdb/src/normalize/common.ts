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
