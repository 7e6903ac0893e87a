/**
 * The calendar builder (spec §12): pure functions from TMDB answers to calendar entries. A show
 * is read from `tv/{id}?append_to_response=watch/providers,season/{n},…` (its seasons' episodes and
 * where it streams), a movie from `movie/{id}?append_to_response=release_dates,watch/providers`.
 * The answers are first cut down to what a calendar reads ({@link pruneShow}, {@link pruneMovie}:
 * a few KB per title, kept in the server's cache for the day), then turned into the entries of a
 * region and a window ({@link showEntries}, {@link movieEntries}) and grouped by day
 * ({@link calendarDays}). Dates are calendar dates ('YYYY-MM-DD'), compared as strings.
 */
import { paths } from '@streamscout/routes';
import type { TmdbShowDetailRaw, TmdbWatchProvidersRaw } from '../raw';
import { compactWatch, regionWatchOf, type CompactWatch } from '../watch/compact';
import { normalizeWatch } from '../watch/normalize';
import type { CalendarDay, CalendarEntry } from './types';

/** One episode as the calendar keeps it. */
interface EpisodeLite {
  season_number: number;
  episode_number: number;
  name: string;
  air_date: string;
}

/** What the calendar keeps of a show's answer (JSON-safe: its size is what the cache counts). */
export interface ShowAnswer {
  id: number;
  name: string;
  poster_path: string | null;
  /** TMDB's `number_of_seasons` (regular seasons). */
  number_of_seasons: number;
  /** The show's seasons (TMDB `seasons[]`, specials included) with their first air date. */
  seasons: Array<{ season_number: number; air_date: string | null }>;
  /** Seasons already asked for (answered or not): season number → its dated episodes. */
  episodes: Record<number, EpisodeLite[]>;
  /** Where it streams (the compact form of the one availability model). */
  watch: CompactWatch;
}

/** What the calendar keeps of a movie's answer. */
export interface MovieAnswer {
  id: number;
  title: string;
  poster_path: string | null;
  /** Theatrical (3) and digital (4) releases per region (ISO 3166-1), earliest first. */
  releases: Record<string, Array<{ type: 3 | 4; date: string; note: string }>>;
  /** Where it streams (the compact form of the one availability model). */
  watch: CompactWatch;
}

/** A TMDB season detail as appended under `season/{n}` (only what is read). */
interface SeasonPartRaw {
  season_number?: number;
  episodes?: Array<{ season_number?: number; episode_number?: number; name?: string; air_date?: string | null }>;
}

/** The TV detail with the parts this module appends. */
type ShowDetailRaw = TmdbShowDetailRaw & { number_of_seasons?: number } & Record<string, unknown>;

/** TMDB `release_dates` with the `note` (not in the package's shared raw type). */
interface ReleaseDatesRaw {
  results?: Array<{ iso_3166_1?: string; release_dates?: Array<{ type?: number; release_date?: string; note?: string }> }>;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** 'YYYY-MM-DD' of a TMDB date or date-time, or null. */
const dayOf = (value: unknown): string | null => (typeof value === 'string' && DATE.test(value) ? value.slice(0, 10) : null);

/**
 * A calendar date moved by whole days (UTC arithmetic: no time zone or daylight-saving shift).
 * @param iso 'YYYY-MM-DD' @param days may be negative
 */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to` ('YYYY-MM-DD' each; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

/** TMDB's `watch/providers` as the calendar keeps it: normalized by the one reader, then compact. */
function pruneWatch(raw: TmdbWatchProvidersRaw | undefined): CompactWatch {
  return compactWatch(normalizeWatch(raw));
}

/** The appended `season/{n}` parts of a TV answer: season number → its dated episodes. */
function appendedSeasons(raw: Record<string, unknown>): Record<number, EpisodeLite[]> {
  const out: Record<number, EpisodeLite[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    const m = /^season\/(\d+)$/.exec(key);
    if (!m || !value || typeof value !== 'object') continue;
    const part = value as SeasonPartRaw;
    const n = Number(m[1]);
    out[n] = (part.episodes ?? []).flatMap((e) => {
      const air = dayOf(e.air_date);
      if (!air || !Number.isSafeInteger(e.episode_number)) return [];
      return [
        { season_number: n, episode_number: e.episode_number as number, name: typeof e.name === 'string' ? e.name : '', air_date: air },
      ];
    });
  }
  return out;
}

/**
 * What the calendar keeps of `tv/{id}?append_to_response=watch/providers,season/{n},…`.
 * @param raw TMDB's answer (null: TMDB does not know the show)
 * @param asked the season numbers appended to the request: those missing from the answer are
 *   recorded as asked (with no episodes), so they are not asked again the same day
 * @returns the pruned answer, or null when `raw` is not a show
 */
export function pruneShow(raw: ShowDetailRaw | null, asked: readonly number[]): ShowAnswer | null {
  if (!raw || typeof raw !== 'object' || !Number.isSafeInteger(raw.id)) return null;
  const episodes = appendedSeasons(raw);
  for (const n of asked) episodes[n] ??= [];
  return {
    id: raw.id as number,
    name: typeof raw.name === 'string' ? raw.name : '',
    poster_path: typeof raw.poster_path === 'string' ? raw.poster_path : null,
    number_of_seasons: Number.isSafeInteger(raw.number_of_seasons) ? (raw.number_of_seasons as number) : 0,
    seasons: (raw.seasons ?? [])
      .filter((s) => Number.isSafeInteger(s.season_number))
      .map((s) => ({ season_number: s.season_number as number, air_date: dayOf(s.air_date) })),
    episodes,
    watch: pruneWatch(raw['watch/providers']),
  };
}

/**
 * A show's answer with more seasons: the `season/{n}` parts of a second request
 * (`tv/{id}?append_to_response=season/{a},season/{b}`) added to the kept ones.
 * @param asked the season numbers that request appended (missing ones recorded as empty)
 * @returns a new answer (the given one is not changed)
 */
export function withSeasons(answer: ShowAnswer, raw: Record<string, unknown> | null, asked: readonly number[]): ShowAnswer {
  const more = raw && typeof raw === 'object' ? appendedSeasons(raw) : {};
  const episodes = { ...answer.episodes, ...more };
  for (const n of asked) episodes[n] ??= [];
  return { ...answer, episodes };
}

/**
 * The seasons whose episodes may air in a window: every regular season that premiered by `to`
 * and was not followed by another that premiered before `from`, the latest regular season when
 * it has no date yet (an announced one is dated by its episodes), and the specials (season 0),
 * which air at any time.
 * @param seasons TMDB's `seasons[]` of the show (number and first air date)
 * @returns season numbers, ascending
 */
export function seasonsForWindow(seasons: ShowAnswer['seasons'], from: string, to: string): number[] {
  const regular = seasons.filter((s) => s.season_number > 0).sort((a, b) => a.season_number - b.season_number);
  const out = new Set<number>();
  if (seasons.some((s) => s.season_number === 0)) out.add(0);
  regular.forEach((s, i) => {
    const next = regular.slice(i + 1).find((x) => x.air_date !== null);
    if (s.air_date === null) {
      if (i === regular.length - 1 || !next) out.add(s.season_number);
      return;
    }
    if (s.air_date <= to && (!next || (next.air_date as string) > from)) out.add(s.season_number);
  });
  return [...out].sort((a, b) => a - b);
}

/** The seasons of {@link seasonsForWindow} not asked for yet. */
export function missingSeasons(answer: ShowAnswer, from: string, to: string): number[] {
  return seasonsForWindow(answer.seasons, from, to).filter((n) => !(n in answer.episodes));
}

/**
 * The episodes of a show airing in a window, each with where the show streams in `region`
 * (TMDB's show-level `watch/providers`: a season's own availability is on the seasons page).
 * Specials (season 0) are listed with `season_number: 0`.
 * @param from 'YYYY-MM-DD', included @param to 'YYYY-MM-DD', included
 */
export function showEntries(answer: ShowAnswer, region: string, from: string, to: string): CalendarEntry[] {
  const providers = regionWatchOf(answer.watch, region);
  const path = paths.details.tv(answer.id);
  return Object.values(answer.episodes)
    .flat()
    .filter((e) => e.air_date >= from && e.air_date <= to)
    .map((e) => ({
      uid: `tv-${answer.id}-s${e.season_number}e${e.episode_number}@streamscout`,
      kind: 'episode' as const,
      media_type: 'tv' as const,
      tmdb_id: answer.id,
      title: answer.name,
      date: e.air_date,
      season_number: e.season_number,
      episode_number: e.episode_number,
      episode_name: e.name,
      poster_path: answer.poster_path,
      path,
      providers,
    }));
}

/**
 * What the calendar keeps of `movie/{id}?append_to_response=release_dates,watch/providers`: the
 * earliest theatrical (type 3) and digital (type 4) release per region, with TMDB's `note`.
 * @returns the pruned answer, or null when `raw` is not a movie
 */
export function pruneMovie(raw: (TmdbShowDetailRaw & Record<string, unknown>) | null): MovieAnswer | null {
  if (!raw || typeof raw !== 'object' || !Number.isSafeInteger(raw.id)) return null;
  const releases: MovieAnswer['releases'] = {};
  for (const country of (raw.release_dates as ReleaseDatesRaw | undefined)?.results ?? []) {
    const code = country.iso_3166_1;
    if (typeof code !== 'string' || !/^[A-Z]{2}$/.test(code)) continue;
    const list: MovieAnswer['releases'][string] = [];
    for (const type of [3, 4] as const) {
      const first = (country.release_dates ?? [])
        .filter((d) => d.type === type && dayOf(d.release_date))
        .sort((a, b) => String(a.release_date).localeCompare(String(b.release_date)))[0];
      if (first)
        list.push({ type, date: dayOf(first.release_date) as string, note: typeof first.note === 'string' ? first.note.trim() : '' });
    }
    if (list.length) releases[code] = list;
  }
  return {
    id: raw.id as number,
    title: typeof raw.title === 'string' ? raw.title : '',
    poster_path: typeof raw.poster_path === 'string' ? raw.poster_path : null,
    releases,
    watch: pruneWatch(raw['watch/providers']),
  };
}

/**
 * The theatrical and digital releases of a movie in a window, in `region`: the region's own
 * release dates, or the US ones when TMDB lists none for the region (TMDB's release dates are
 * often US-only); each with where the movie can be watched in `region`.
 */
export function movieEntries(answer: MovieAnswer, region: string, from: string, to: string): CalendarEntry[] {
  const releases = answer.releases[region] ?? answer.releases.US ?? [];
  const providers = regionWatchOf(answer.watch, region);
  const path = paths.details.movie(answer.id);
  return releases
    .filter((r) => r.date >= from && r.date <= to)
    .map((r) => {
      const release = r.type === 3 ? ('theatrical' as const) : ('digital' as const);
      return {
        uid: `movie-${answer.id}-${release}@streamscout`,
        kind: 'movie' as const,
        media_type: 'movie' as const,
        tmdb_id: answer.id,
        title: answer.title,
        date: r.date,
        release,
        ...(r.note ? { note: r.note } : {}),
        poster_path: answer.poster_path,
        path,
        providers,
      };
    });
}

/** Entry order within a day: episodes before movies, then title, season, episode, release. */
function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  return (
    (a.kind === b.kind ? 0 : a.kind === 'episode' ? -1 : 1) ||
    a.title.localeCompare(b.title) ||
    a.tmdb_id - b.tmdb_id ||
    (a.season_number ?? 0) - (b.season_number ?? 0) ||
    (a.episode_number ?? 0) - (b.episode_number ?? 0) ||
    String(a.release).localeCompare(String(b.release))
  );
}

/** Entries grouped by day: days ascending, days without entries left out, each day's entries ordered. */
export function calendarDays(entries: readonly CalendarEntry[]): CalendarDay[] {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of entries) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);
  return [...byDay.keys()].sort().map((date) => ({ date, entries: (byDay.get(date) as CalendarEntry[]).sort(compareEntries) }));
}
