/**
 * The one parser of a plan request's JSON body (`POST /api/plan`, architecture §5e): what is
 * asked, or the clear message of why it cannot be answered (a 400).
 */
import { knownRegion } from '@streamscout/region';
import { isTmdbId } from '../watch/normalize';
import type { PlanRequest } from './types';

/** At most this many titles (shows and movies together) in one request: a list's cap (2000). */
export const MAX_PLAN_IDS = 2000;

/** A list of TMDB ids, deduplicated in order; the first bad entry refuses the whole list. */
function idList(value: unknown, name: string): number[] | { error: string } {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return { error: `${name} must be a list of TMDB ids` };
  const seen = new Set<number>();
  for (const id of value) {
    if (!isTmdbId(id)) return { error: `${name}: '${String(id).slice(0, 20)}' is not a TMDB id (a positive whole number)` };
    seen.add(id);
  }
  return [...seen];
}

/**
 * Reads a plan request.
 * @param body the parsed JSON body: `{ region: 'GB', tv: [1399], movie: [550] }` (`tv`, `movie` optional)
 * @returns the request (region upper-cased, ids deduplicated), or `{ error }`: not an object, an
 *   unknown region, malformed ids, more than {@link MAX_PLAN_IDS} titles
 */
export function parsePlanRequest(body: unknown): PlanRequest | { error: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'the body must be a JSON object' };
  const b = body as Record<string, unknown>;
  const region = typeof b.region === 'string' ? knownRegion(b.region) : null;
  if (!region) return { error: 'region: an ISO 3166-1 code is required (e.g. GB)' };
  const tv = idList(b.tv, 'tv');
  if (!Array.isArray(tv)) return tv;
  const movie = idList(b.movie, 'movie');
  if (!Array.isArray(movie)) return movie;
  if (tv.length + movie.length > MAX_PLAN_IDS) return { error: `too many titles: ${tv.length + movie.length} (at most ${MAX_PLAN_IDS})` };
  return { region, tv, movie };
}
