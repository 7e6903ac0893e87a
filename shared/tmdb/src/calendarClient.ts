/**
 * The browser's side of the calendar (spec §12): reading `GET /api/calendar` of the app's own
 * server (the JSON contract is `CalendarResponse` of `@streamscout/tmdb/calendar`, whose builder
 * runs on the server) and the display helpers any screen or feed showing an entry needs. Framework-free,
 * browser-safe: no cache, no `lru-cache` (that stays in the server-only `./calendar` subpath).
 */
import { translator, type Translator } from '@streamscout/i18n';
import { requestAppJson } from './appRequest';
import type { CalendarEntry, CalendarResponse } from './calendar/types';

export type { CalendarDay, CalendarEntry, CalendarResponse } from './calendar/types';
import { episodeCode } from './progress';

/** How long a calendar request may take before it counts as failed, ms (the server asks TMDB meanwhile). */
const CALENDAR_TIMEOUT_MS = 20_000;

/** What the page asks the calendar for: a region and the followed titles (window: the server's default unless given). */
export interface CalendarQuery {
  /** ISO 3166-1 alpha-2. */
  region: string;
  /** TMDB ids of followed TV shows. */
  tv: readonly number[];
  /** TMDB ids of queued movies. */
  movie: readonly number[];
  /** First day, 'YYYY-MM-DD' (default: the server's today − 7). */
  from?: string;
  /** Last day, included (default: the server's today + 30). */
  to?: string;
}

/** A calendar request that failed: the server's 400/503 `{error}` message, a bad body, a network error or the timeout. */
export class CalendarRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'CalendarRequestError';
  }
}

/**
 * The URL of a calendar request: `{base}/api/calendar?region=GB&tv=1399,1396&movie=550` (ids in
 * ascending order, so the same titles make the same URL and share the server's and browser's caches).
 * @param base the app server's origin; '' (default) for the page's own (a relative URL)
 */
export function calendarUrl(q: CalendarQuery, base = ''): string {
  const ids = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b).join(',');
  const params = new URLSearchParams({ region: q.region });
  if (q.tv.length) params.set('tv', ids(q.tv));
  if (q.movie.length) params.set('movie', ids(q.movie));
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  return `${base}/api/calendar?${params.toString()}`;
}

/**
 * Reads a calendar from the app's own server (`GET /api/calendar`).
 * @param base the server's origin; '' (default) in a browser page served by it
 * @returns the server's answer: days with entries only, ascending
 * @throws CalendarRequestError on a 4xx/5xx (with the server's `error` message), a body that is
 *   not a calendar, a network error, the 20 s timeout, or `signal` aborting
 */
export async function getCalendar(q: CalendarQuery, opts: { signal?: AbortSignal; base?: string } = {}): Promise<CalendarResponse> {
  return requestAppJson<CalendarResponse>(calendarUrl(q, opts.base), {
    timeoutMs: CALENDAR_TIMEOUT_MS,
    signal: opts.signal,
    name: 'The calendar',
    shape: 'a calendar',
    isShape: (body) => !!body && typeof body === 'object' && Array.isArray((body as CalendarResponse).days),
    fail: (message, status) => new CalendarRequestError(message, status),
  });
}

/**
 * One line naming an entry: 'Show — S2E5 Episode title' (no title: 'Show — S2E5'), or a movie's
 * 'Movie (digital release)' / 'Movie (theatrical release)' — the page's and the feed's summary.
 */
export function calendarEntrySummary(
  e: Pick<CalendarEntry, 'kind' | 'title' | 'season_number' | 'episode_number' | 'episode_name' | 'release'>,
  tr: Translator = translator('en'),
): string {
  if (e.kind === 'movie') {
    if (e.release === 'digital') return tr.t('calendar.release.digital', '{title} (digital release)', { title: e.title });
    if (e.release) return tr.t('calendar.release.theatrical', '{title} (theatrical release)', { title: e.title });
    return e.title;
  }
  const code = episodeCode(e.season_number ?? 0, e.episode_number ?? 0);
  return `${e.title} — ${code}${e.episode_name ? ` ${e.episode_name}` : ''}`;
}

/**
 * 'Wednesday 3 December' (English, no time zone involved) for a 'YYYY-MM-DD' calendar day; '' when
 * it is not a date. With a language, that language's (`Intl`: the calendar page is drawn in the
 * browser after the session, never on a first render the server sent).
 */
export function calendarDayLabel(date: string, lang = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) return '';
  const locale = lang === 'en' ? 'en-GB' : lang === 'ar' ? 'ar-u-nu-latn' : lang;
  return d.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}
