/**
 * What every TMDB call of this package shares: the call options, the language, and the checks of
 * ids, season numbers and media types made before any request.
 */
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
}

/** The `language` every TMDB call asks for (spec §7: English titles and overviews). */
export const LANGUAGE = 'en-US';

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
