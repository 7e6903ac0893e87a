/**
 * Where the server's calendars get their TMDB answers (architecture §5c): ONE shared answer per title
 * per UTC day, so what calendars and feeds cost grows with the distinct titles followed, not with
 * users × titles.
 *
 * - A show costs one request a day, `tv/{id}?append_to_response=watch/providers,season/{k},…`:
 *   the seasons appended are the ones the show needed the day before (kept per show, with the
 *   next one after its last known `number_of_seasons`, should a new season be announced); the
 *   first time a show is seen, seasons 0–18 (TMDB takes 20 appended parts; seasons a show lacks
 *   are left out of its answer). Only when that guess misses a season the window needs does a
 *   second request ask for it (`tv/{id}?append_to_response=season/{n}`).
 * - A movie costs one request a day: `movie/{id}?append_to_response=release_dates,watch/providers`.
 * - Answers are kept cut down to what a calendar reads ({@link pruneShow}) in an LRU (`lru-cache`)
 *   bounded in bytes and entries, keyed by (title, day); concurrent requests for the same title
 *   share one fetch; TMDB's 404 (an unknown id) is kept too, a failure never is.
 * - Every request sent is counted ({@link CalendarSource.stats}) so the bench can report the cost.
 */
import { LRUCache } from 'lru-cache';
import { tmdbGet, type TmdbClient } from '../http';
import {
  addDays,
  calendarDays,
  missingSeasons,
  movieEntries,
  pruneMovie,
  pruneShow,
  seasonsForWindow,
  showEntries,
  withSeasons,
  type MovieAnswer,
  type ShowAnswer,
} from './build';
import { DAYS_AFTER, DAYS_BEFORE } from './request';
import type { CalendarEntry, CalendarRequest, CalendarResponse } from './types';

/** TMDB's limit of appended parts per request. */
const APPEND_LIMIT = 20;
/** Seasons asked for the first time a show is seen: 0–18 (with watch/providers, 20 parts). */
const FIRST_GUESS = Array.from({ length: APPEND_LIMIT - 1 }, (_, n) => n);
/** Seasons kept of a show's answer: those whose episodes may fall within this many days of today. */
const KEEP_DAYS = 90;

/** Settings of {@link createCalendarSource}. */
export interface CalendarSourceOptions {
  /** The server's today, 'YYYY-MM-DD' (the UTC date, or `STREAMSCOUT_TODAY`): the cache's day. */
  today: () => string;
  /** Bytes of kept answers at most (JSON length; default 64 MB). 0: keep none (concurrent requests still share). */
  maxBytes?: number;
  /** Kept answers at most (default 50,000). */
  maxEntries?: number;
  /**
   * The TMDB client its requests go through (the server's calendar and feeds make their own,
   * `createTmdbClient`: 5 s, 16 in flight); default the process's default client.
   */
  client?: TmdbClient;
}

/** What a source has done since it was made. */
interface CalendarSourceStats {
  /** TMDB requests sent (answered or failed). */
  tmdbRequests: number;
  /** Title lookups answered from the cache or a fetch already under way. */
  hits: number;
  /** Title lookups that sent a request. */
  misses: number;
  /** Answers kept now, and their size in bytes (JSON length). */
  entries: number;
  bytes: number;
}

/** A calendar's TMDB answers, shared and cached. */
export interface CalendarSource {
  /**
   * The calendar of a request: its entries grouped by day ({@link CalendarResponse}).
   * @throws TmdbRequestError when TMDB failed for a title (5xx, 429, timeout, network): nothing is kept of that title
   */
  calendar(request: CalendarRequest): Promise<CalendarResponse>;
  /** The entries of a request, unsorted (the `.ics` feed writes them). @throws TmdbRequestError as {@link calendar} */
  entries(request: CalendarRequest): Promise<CalendarEntry[]>;
  stats(): CalendarSourceStats;
}

type Kept = { show: ShowAnswer | null } | { movie: MovieAnswer | null };

/**
 * Makes a source (one per server process).
 * @see CalendarSource
 */
export function createCalendarSource(options: CalendarSourceOptions): CalendarSource {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 50_000;
  /**
   * The kept answers, and the fetches under way (`lru-cache`'s `fetch`: everyone asking for a key
   * while its fetch is under way shares it; a fetch evicted meanwhile still answers its askers).
   * With `maxBytes` 0 no answer is small enough to be kept (a fetch under way counts as 1 byte).
   */
  const cache = new LRUCache<string, Kept, () => Promise<Kept>>({
    max: maxEntries,
    maxSize: maxBytes > 0 ? maxBytes : maxEntries,
    ...(maxBytes > 0 ? {} : { maxEntrySize: 1 }),
    sizeCalculation: (v) => JSON.stringify(v).length + 64,
    fetchMethod: (_key, _stale, { context }) => context(),
    ignoreFetchAbort: true,
  });
  /** The seasons a show needed last time (its next request appends them): show id → season numbers. */
  const hints = new LRUCache<number, number[]>({ max: 200_000 });
  const counts = { tmdbRequests: 0, hits: 0, misses: 0 };

  const get = <T>(path: string, append: string): Promise<T | null> => {
    counts.tmdbRequests += 1;
    return tmdbGet<T>(path, { append_to_response: append }, { throwOnFailure: true, client: options.client });
  };

  /** One kept answer, fetched once for everyone who asks at the same time; a failure is kept by no one. */
  const shared = async (key: string, fetch: () => Promise<Kept>): Promise<Kept> => {
    const status: LRUCache.Status<string, Kept, () => Promise<Kept>> = {};
    const kept = await cache.fetch(key, { context: fetch, status });
    if (status.fetch === 'miss') counts.misses += 1;
    else counts.hits += 1;
    return kept!;
  };

  /** Keeps the seasons near today (and the hint for tomorrow's request). */
  const trimmed = (answer: ShowAnswer, today: string): ShowAnswer => {
    const keep = new Set(seasonsForWindow(answer.seasons, addDays(today, -KEEP_DAYS), addDays(today, KEEP_DAYS)));
    const episodes: ShowAnswer['episodes'] = {};
    for (const [n, list] of Object.entries(answer.episodes)) if (keep.has(Number(n))) episodes[Number(n)] = list;
    const next = seasonsForWindow(answer.seasons, addDays(today, 1 - DAYS_BEFORE), addDays(today, 1 + DAYS_AFTER));
    const announced = answer.number_of_seasons + 1;
    hints.set(answer.id, [...new Set([...next, announced])].slice(0, APPEND_LIMIT - 1));
    return { ...answer, episodes };
  };

  const show = async (id: number, request: CalendarRequest, today: string): Promise<ShowAnswer | null> => {
    const key = `tv:${id}:${today}`;
    const kept = (await shared(key, async () => {
      const asked = hints.get(id) ?? FIRST_GUESS;
      const raw = await get<Record<string, unknown>>(`tv/${id}`, ['watch/providers', ...asked.map((n) => `season/${n}`)].join(','));
      const answer = pruneShow(raw, asked);
      return { show: answer && trimmed(answer, today) };
    })) as { show: ShowAnswer | null };
    const answer = kept.show;
    if (!answer) return null;
    const missing = missingSeasons(answer, request.from, request.to).slice(0, APPEND_LIMIT);
    if (!missing.length) return answer;
    const extraKey = `${key}+${missing.join(',')}`;
    const more = (await shared(extraKey, async () => {
      const raw = await get<Record<string, unknown>>(`tv/${id}`, missing.map((n) => `season/${n}`).join(','));
      return { show: withSeasons(answer, raw, missing) };
    })) as { show: ShowAnswer };
    // the day's answer now holds those seasons too (for the next request of this window), kept once
    cache.delete(extraKey);
    cache.set(key, more);
    hints.set(id, [...new Set([...(hints.get(id) ?? []), ...missing])].slice(0, APPEND_LIMIT - 1));
    return more.show;
  };

  const movie = async (id: number, today: string): Promise<MovieAnswer | null> => {
    const kept = (await shared(`movie:${id}:${today}`, async () => ({
      movie: pruneMovie(await get<Record<string, unknown>>(`movie/${id}`, 'release_dates,watch/providers')),
    }))) as { movie: MovieAnswer | null };
    return kept.movie;
  };

  const entries = async (request: CalendarRequest): Promise<CalendarEntry[]> => {
    const today = options.today();
    const lists = await Promise.all([
      ...request.tv.map(async (id) => {
        const answer = await show(id, request, today);
        return answer ? showEntries(answer, request.region, request.from, request.to) : [];
      }),
      ...request.movie.map(async (id) => {
        const answer = await movie(id, today);
        return answer ? movieEntries(answer, request.region, request.from, request.to) : [];
      }),
    ]);
    return lists.flat();
  };

  return {
    entries,
    async calendar(request) {
      const days = calendarDays(await entries(request));
      return { region: request.region, today: options.today(), from: request.from, to: request.to, days };
    },
    stats: () => ({ ...counts, entries: cache.size, bytes: cache.calculatedSize }),
  };
}
