import { useLocation, useParams } from '@streamscout/routes/router';
import type { MediaType } from '@streamscout/tmdb';

/**
 * A route segment as a TMDB id or index: digits only, else NaN (spec §2: a non-numeric id shows
 * the "no details" text without any request).
 * @param min smallest accepted value (1 for ids, 0 for season numbers: season 0 is the specials)
 */
export function parseRouteNumber(segment: string | undefined, min = 1): number {
  if (!/^[0-9]+$/.test(segment ?? '')) return NaN;
  const n = Number(segment);
  return Number.isSafeInteger(n) && n >= min ? n : NaN;
}

/**
 * Reads the show address of a details route: `/details/{movie|tv}/:id[...]`.
 * @returns `{ type, id }`, with id NaN when the segment is not a positive integer
 */
export function useShowAddress(): { type: MediaType; id: number } {
  const { id } = useParams();
  const { pathname } = useLocation();
  const type: MediaType = pathname.split('/')[2] === 'tv' ? 'tv' : 'movie';
  return { type, id: parseRouteNumber(id) };
}

/**
 * Reads `/details/tv/:id/seasons/:num`.
 * @returns `{ tvId, num }`: tvId NaN unless a positive integer, num NaN unless an integer ≥ 0
 */
export function useSeasonAddress(): { tvId: number; num: number } {
  const { id, num } = useParams();
  return { tvId: parseRouteNumber(id), num: parseRouteNumber(num, 0) };
}

/** Reads `/details/actor/:id`: the person id, NaN unless a positive integer. */
export function useActorId(): number {
  return parseRouteNumber(useParams().id);
}
