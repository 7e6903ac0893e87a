/**
 * The one parser of numbers in route segments (TMDB ids, season numbers). A route segment is
 * text anyone can type, so only the canonical decimal spelling of a safe integer is a number:
 * '42' is 42; '1.5', '01', '1e3', ' 1', '+1', '0x1' and '' are not (spec §2: a malformed id
 * shows the "no details" text and asks TMDB nothing). Every app and the host parse with these,
 * so a route's screen and its prefetch agree on which ids exist.
 */

/** Canonical decimal: '0' or digits without a leading zero. */
const CANONICAL = /^(0|[1-9][0-9]*)$/;

function parseRouteInteger(segment: string | undefined | null, min: number): number | null {
  if (typeof segment !== 'string' || !CANONICAL.test(segment)) return null;
  const n = Number(segment);
  return Number.isSafeInteger(n) && n >= min ? n : null;
}

/**
 * A TMDB id from a route segment (`/details/movie/:id`, `/details/actor/:id`, …).
 * @param segment the decoded segment, e.g. '42' (undefined when the route has none)
 * @returns the id, a positive safe integer; `null` for anything else ('0', '1.5', '01', '1e3',
 *   ' 1', '9007199254740993', 'abc', '', undefined)
 */
export function parseId(segment: string | undefined | null): number | null {
  return parseRouteInteger(segment, 1);
}

/**
 * A season number from a route segment (`/details/tv/:id/seasons/:num`): like {@link parseId}
 * but 0 is a season too (TMDB's "Specials").
 * @returns the number, a safe integer ≥ 0; `null` for anything else ('01', '-1', '1.5', '')
 */
export function parseSeasonNumber(segment: string | undefined | null): number | null {
  return parseRouteInteger(segment, 0);
}
