/**
 * The one parser of a calendar request's query (`GET /api/calendar?region=GB&tv=1399,1396&movie=550`,
 * spec §12): what is asked, or the clear message of why it cannot be answered (a 400).
 */
import { knownRegion } from '@streamscout/region';
import { parseId } from '@streamscout/routes';
import { addDays, daysBetween, isCalendarDate } from './build';
import type { CalendarRequest } from './types';

/** At most this many ids (shows and movies together) in one calendar. */
export const MAX_CALENDAR_IDS = 500;
/** The longest window, in days between `from` and `to`. */
const MAX_CALENDAR_DAYS = 60;
/** The default window: this many days before today … */
export const DAYS_BEFORE = 7;
/** … to this many days after it. */
export const DAYS_AFTER = 30;

/** A comma list of TMDB ids ('1399,1396'); '' or absent → []. @returns the ids, or the first bad one */
function idList(value: string | undefined, name: string): number[] | { error: string } {
  if (value === undefined || value.trim() === '') return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = parseId(part.trim());
    if (id === null) return { error: `${name}: '${part.slice(0, 20)}' is not a TMDB id (a positive whole number)` };
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Reads a calendar request.
 * @param query the query string's parameters (`region` required; `tv`, `movie` comma lists of
 *   TMDB ids; `from`, `to` 'YYYY-MM-DD', default today − 7 … today + 30). A parameter given twice is refused.
 * @param today the server's today, 'YYYY-MM-DD'
 * @returns the request (ids deduplicated, region upper-cased), or `{ error }` with a message for
 *   the caller: unknown region, malformed ids, more than {@link MAX_CALENDAR_IDS} ids, a malformed
 *   date, `from` after `to`, or a window longer than {@link MAX_CALENDAR_DAYS} days
 */
export function parseCalendarQuery(query: Record<string, unknown>, today: string): CalendarRequest | { error: string } {
  const one = (name: string): string | undefined | { error: string } => {
    const v = query[name];
    if (v === undefined) return undefined;
    return typeof v === 'string' ? v : { error: `${name} must be given once` };
  };
  const values: Record<string, string | undefined> = {};
  for (const name of ['region', 'tv', 'movie', 'from', 'to']) {
    const v = one(name);
    if (v && typeof v === 'object') return v;
    values[name] = v;
  }
  const region = knownRegion(values.region);
  if (!region)
    return {
      error: values.region
        ? `region: '${values.region.slice(0, 20)}' is not a known region (an ISO 3166-1 code, e.g. GB)`
        : 'region is required (an ISO 3166-1 code, e.g. GB)',
    };
  const tv = idList(values.tv, 'tv');
  if (!Array.isArray(tv)) return tv;
  const movie = idList(values.movie, 'movie');
  if (!Array.isArray(movie)) return movie;
  if (tv.length + movie.length > MAX_CALENDAR_IDS)
    return { error: `too many titles: ${tv.length + movie.length} (at most ${MAX_CALENDAR_IDS} shows and movies in all)` };
  const from = values.from ?? addDays(today, -DAYS_BEFORE);
  const to = values.to ?? addDays(today, DAYS_AFTER);
  for (const [name, date] of [
    ['from', from],
    ['to', to],
  ]) {
    if (!isCalendarDate(date)) return { error: `${name}: '${String(date).slice(0, 20)}' is not a date (YYYY-MM-DD)` };
  }
  const span = daysBetween(from, to);
  if (span < 0) return { error: `from (${from}) is after to (${to})` };
  if (span > MAX_CALENDAR_DAYS) return { error: `the window is ${span} days long (at most ${MAX_CALENDAR_DAYS})` };
  return { region, from, to, tv, movie };
}
