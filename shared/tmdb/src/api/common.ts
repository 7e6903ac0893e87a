/**
 * What every TMDB call of this package shares: the call options, the language, and the checks of
 * ids, season numbers and media types made before any request.
 */
import { DEFAULT_LANGUAGE, knownLanguage, tmdbLanguage } from '@streamscout/region';
import { parseId, parseSeasonNumber } from '@streamscout/routes';
import type { MediaType } from '../types';
import type { TmdbClient } from '../http';

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the request; the call then resolves to null. */
  signal?: AbortSignal;
  /**
   * Reject with a `TmdbRequestError` on a failure (5xx/429/408, unparseable body, network error,
   * timeout, abort) instead of resolving to null — what TanStack query functions ask for, so a
   * failure is retried and never cached as "nothing found". A 4xx answer (e.g. 404) stays null.
   */
  throwOnFailure?: boolean;
  /** The TMDB client to send with (`createTmdbClient`: a server consumer's own); default the page's default client. */
  client?: TmdbClient;
  /**
   * The reader's language (one of `LANGUAGES` of `@streamscout/region`; default English): titles,
   * overviews, taglines, genres and season and episode names come back in it (architecture §13).
   */
  language?: string;
}

/** The `language` of a call: TMDB's tag of the reader's language ('de' → 'de-DE'; 'en-US' by default, spec §7). */
export function languageOf(opts: Pick<CallOptions, 'language'>): string {
  return tmdbLanguage(opts.language);
}

/** Whether a call asks in another language than the spec's English (its requests then differ from the spec's). */
export function isTranslated(opts: Pick<CallOptions, 'language'>): boolean {
  const lang = knownLanguage(opts.language);
  return lang !== null && lang !== DEFAULT_LANGUAGE;
}

/**
 * The parameters of a call whose text and images follow the reader's language: in another language
 * than English, `language` and `include_image_language={lang},null` (posters and backdrops in the
 * language, else without text); in English, `language=en-US` where the spec's call sends it
 * (`withEnglish`), else nothing — the spec's requests exactly.
 */
export function languageParams(opts: Pick<CallOptions, 'language'>, withEnglish = true): Record<string, string> {
  if (!isTranslated(opts)) return withEnglish ? { language: languageOf(opts) } : {};
  return { language: languageOf(opts), include_image_language: `${languageOf(opts).split('-')[0]},null` };
}

/** A TMDB id: a positive safe integer, or a string in the one id syntax of the routes (`parseId`). */
export function toId(id: number | string): number | null {
  if (typeof id === 'string') return parseId(id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A season or episode number: a safe integer ≥ 0, or its canonical decimal string. */
export function toIndex(n: number | string): number | null {
  if (typeof n === 'string') return parseSeasonNumber(n);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Whether `type` is one of the two kinds of title the product keeps ('movie', 'tv'); checked before a request. */
export function isMediaType(type: unknown): type is MediaType {
  return type === 'movie' || type === 'tv';
}
