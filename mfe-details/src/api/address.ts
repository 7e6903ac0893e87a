/**
 * The addresses of the details routes, read from the route's params (`RouteDataContext.params`:
 * what `matchRoute` gives, with the details routes' static `type`) with the one id parser of
 * `@streamscout/routes`. The route data (`../routeData.ts`) and the screens read them alike, so a
 * malformed id (spec §2: the "no details" text, no request) is malformed for both.
 */
import { parseId, parseSeasonNumber } from '@streamscout/routes';
import type { MediaType } from '@streamscout/tmdb';
import type { RouteDataContext } from '@streamscout/tmdb/query';
import { useRouteDataContext } from '@streamscout/host/route-data';

type Params = RouteDataContext['params'];

/** A show: its media type and TMDB id. */
export interface ShowAddress {
  type: MediaType;
  id: number;
}

/** A season of a TV show: the show's TMDB id and the season number (0: specials). */
export interface SeasonAddress {
  tvId: number;
  num: number;
}

/**
 * The show of `/details/{movie|tv}/:id` (and `/details/tv/:id/seasons`, whose `type` is 'tv').
 * @returns null when the id is not a positive integer in canonical form or the type is missing
 */
export function showAddress(params: Params): ShowAddress | null {
  const id = parseId(params.id);
  const type = params.type === 'tv' || params.type === 'movie' ? params.type : null;
  return id === null || type === null ? null : { type, id };
}

/** The show of `/details/tv/:id/seasons`, or null for a malformed id. */
export function tvShowAddress(params: Params): ShowAddress | null {
  return showAddress({ ...params, type: 'tv' });
}

/** The season of `/details/tv/:id/seasons/:num`, or null when either segment is malformed. */
export function seasonAddress(params: Params): SeasonAddress | null {
  const tvId = parseId(params.id);
  const num = parseSeasonNumber(params.num);
  return tvId === null || num === null ? null : { tvId, num };
}

/** The person of `/details/actor/:id`, or null for a malformed id. */
export function actorId(params: Params): number | null {
  return parseId(params.id);
}

/*
 * The screens' view of the same addresses: a malformed segment is NaN, which the screens test
 * with `Number.isFinite` (no request, the "no details" text).
 */
const orNaN = (n: number | null | undefined): number => n ?? NaN;

/** `{ type, id }` of the current show route; id NaN when malformed. */
export function useShowAddress(): { type: MediaType; id: number } {
  const { params } = useRouteDataContext();
  const address = showAddress(params);
  return { type: address?.type ?? (params.type === 'tv' ? 'tv' : 'movie'), id: orNaN(address?.id) };
}

/** The TV show id of `/details/tv/:id/seasons`; NaN when malformed. */
export function useTvShowId(): number {
  return orNaN(tvShowAddress(useRouteDataContext().params)?.id);
}

/** `{ tvId, num }` of `/details/tv/:id/seasons/:num`; each NaN when malformed. */
export function useSeasonAddress(): { tvId: number; num: number } {
  const { params } = useRouteDataContext();
  return { tvId: orNaN(parseId(params.id)), num: orNaN(parseSeasonNumber(params.num)) };
}

/** The person id of `/details/actor/:id`; NaN when malformed. */
export function useActorId(): number {
  return orNaN(actorId(useRouteDataContext().params));
}
