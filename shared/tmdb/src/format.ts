/**
 * Pure display helpers of the spec (§2 "Cards and posters", §5, §9 "Rules and text formats").
 * Dates are handled as calendar dates ('YYYY-MM-DD' split into numbers), never through `Date`
 * parsing, so '2020-01-01' is January 1st in every time zone.
 */
import type { Translator } from '@streamscout/i18n';
import type { MediaType, Person, Season, Show, ShowDetail } from './types';
import type { TmdbCreditRaw } from './raw';

/** Whether a translator writes another language than English (English keeps the spec's own formats, exactly). */
const translated = (tr: Translator | undefined): tr is Translator => tr !== undefined && tr.lang !== 'en';

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Merges cast or crew entries that share the same name (spec §2 "Show details"): the first
 * entry keeps its place, id and profile_path (the first non-null one); its `character` values
 * and its `job` values are each joined with ', ' (empty and repeated values left out).
 * Entries without a name are dropped. Works for cast (character), crew (job) and guest stars.
 * @param entries TMDB credit entries (credits.cast / credits.crew / guest_stars) or Persons.
 * @returns new Person objects; `character` is set only if some merged entry had one, likewise `job`.
 */
export function mergeCredits(entries: ReadonlyArray<TmdbCreditRaw | Person> | null | undefined): Person[] {
  if (!Array.isArray(entries)) return [];
  const byName = new Map<string, { person: Person; characters: string[]; jobs: string[]; hasCharacter: boolean; hasJob: boolean }>();
  const order: string[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const name = cleanText(entry.name);
    if (!name) continue;
    let slot = byName.get(name);
    if (!slot) {
      slot = {
        person: {
          id: typeof entry.id === 'number' ? entry.id : 0,
          name,
          profile_path: typeof entry.profile_path === 'string' && entry.profile_path ? entry.profile_path : null,
        },
        characters: [],
        jobs: [],
        hasCharacter: false,
        hasJob: false,
      };
      byName.set(name, slot);
      order.push(name);
    } else if (!slot.person.profile_path && typeof entry.profile_path === 'string' && entry.profile_path) {
      slot.person.profile_path = entry.profile_path;
    }
    if (typeof entry.character === 'string') {
      slot.hasCharacter = true;
      // a character can itself be "A / B": keep the text as TMDB sends it
      const c = entry.character.trim();
      if (c && !slot.characters.includes(c)) slot.characters.push(c);
    }
    if (typeof entry.job === 'string') {
      slot.hasJob = true;
      const j = entry.job.trim();
      if (j && !slot.jobs.includes(j)) slot.jobs.push(j);
    }
  }
  return order.map((name) => {
    const slot = byName.get(name)!;
    const out: Person = { ...slot.person };
    if (slot.hasCharacter) out.character = slot.characters.join(', ');
    if (slot.hasJob) out.job = slot.jobs.join(', ');
    return out;
  });
}

/** A calendar date split into numbers (month 1–12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Parses the leading 'YYYY-MM-DD' of a string as a calendar date (no time zone involved).
 * @returns null when the string is missing or not a real date (e.g. '2021-02-30', '', '2020').
 */
export function parseCalendarDate(date: string | null | undefined): CalendarDate | null {
  if (typeof date !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 4 → '4th', 11–13 → 'th', 21 → '21st', 111 → '111th'. */
export function ordinal(n: number): string {
  const abs = Math.abs(Math.trunc(n));
  const mod100 = abs % 100;
  let suffix = 'th';
  if (mod100 < 11 || mod100 > 13) {
    const mod10 = abs % 10;
    if (mod10 === 1) suffix = 'st';
    else if (mod10 === 2) suffix = 'nd';
    else if (mod10 === 3) suffix = 'rd';
  }
  return `${Math.trunc(n)}${suffix}`;
}

/**
 * '2020-01-01' → 'January 1st, 2020' (spec §9 long format); '' when not a valid date. With a
 * translator of another language, that language's long date from its catalog ('1. Januar 2020',
 * '2020年1月1日'): written by a message, month names included, so no ICU is loaded (architecture §13).
 */
export function formatDateLong(date: string | null | undefined, tr?: Translator): string {
  const d = parseCalendarDate(date);
  if (!d) return '';
  if (translated(tr))
    return tr.t(
      'date.long',
      '{month, select, 1 {January} 2 {February} 3 {March} 4 {April} 5 {May} 6 {June} 7 {July} 8 {August} 9 {September} 10 {October} 11 {November} other {December}} {day}, {year}',
      { ...d, month: String(d.month) },
    );
  return `${MONTHS_LONG[d.month - 1]} ${ordinal(d.day)}, ${d.year}`;
}

/** '2020-01-01' → 'Jan 1st, 2020' (spec §9 medium format, show cards); '' when not a valid date. Another language: its medium date ('1. Jan. 2020'). */
export function formatDateMedium(date: string | null | undefined, tr?: Translator): string {
  const d = parseCalendarDate(date);
  if (!d) return '';
  if (translated(tr))
    return tr.t(
      'date.medium',
      '{month, select, 1 {Jan} 2 {Feb} 3 {Mar} 4 {Apr} 5 {May} 6 {Jun} 7 {Jul} 8 {Aug} 9 {Sep} 10 {Oct} 11 {Nov} other {Dec}} {day}, {year}',
      { ...d, month: String(d.month) },
    );
  return `${MONTHS_SHORT[d.month - 1]} ${ordinal(d.day)}, ${d.year}`;
}

/** '2020-01-05' → '1-5-2020' (spec §9 short format 'M-D-YYYY'); '' when not a valid date. Another language: its short date ('5.1.2020', '5/1/2020', '2020/1/5'). */
export function formatDateShort(date: string | null | undefined, tr?: Translator): string {
  const d = parseCalendarDate(date);
  if (!d) return '';
  if (translated(tr))
    return tr.t('date.short', '{month}-{day}-{year}', { day: String(d.day), month: String(d.month), year: String(d.year) });
  return `${d.month}-${d.day}-${d.year}`;
}

/** The 4-digit year of a 'YYYY-MM-DD…' date, or '' when there is none. */
export function yearOf(date: string | null | undefined): string {
  if (typeof date !== 'string') return '';
  const m = /^(\d{4})/.exec(date.trim());
  return m ? m[1] : '';
}

/** Output formats of {@link showReleaseDate}. */
export type ReleaseDateFormat = 'iso' | 'long' | 'medium' | 'short';

/**
 * Spec §5: a release date is shown only if it is exactly 10 characters long (YYYY-MM-DD).
 * @param date the Show's release_date.
 * @param format 'iso' (default) returns the date unchanged; 'long' | 'medium' | 'short' format it.
 * @param tr the reader's translator: another language than English formats in its own way.
 * @returns the date to show, or '' when it must not be shown.
 */
export function showReleaseDate(date: string | null | undefined, format: ReleaseDateFormat = 'iso', tr?: Translator): string {
  if (typeof date !== 'string' || date.length !== 10) return '';
  switch (format) {
    case 'long':
      return formatDateLong(date, tr);
    case 'medium':
      return formatDateMedium(date, tr);
    case 'short':
      return formatDateShort(date, tr);
    default:
      return date;
  }
}

/** Spec §5: number of seasons with season_number ≠ 0 and an air_date. 0 for a missing list. */
export function countSeasons(seasons: ReadonlyArray<Pick<Season, 'season_number' | 'air_date'>> | null | undefined): number {
  if (!Array.isArray(seasons)) return 0;
  return seasons.filter((s) => s && s.season_number !== 0 && Boolean(s.air_date)).length;
}

/**
 * Spec §5/§9: stars for a 0–10 vote average: vote / 2 rounded to the nearest 0.5, clamped to 0..5.
 * Non-numbers give 0. E.g. 7.3 → 3.5, 7.6 → 4, 10 → 5.
 */
export function ratingStars(voteAverage: number | null | undefined): number {
  if (typeof voteAverage !== 'number' || !Number.isFinite(voteAverage)) return 0;
  const stars = Math.round(voteAverage) / 2; // (v / 2) to the nearest half = round(v) / 2
  return Math.min(5, Math.max(0, stars));
}

/**
 * Spec §9: TV date range: 'YYYY - Present' when a next air date exists, else 'start - end'
 * (end from end_date, the last aired episode). Only the start year when no end is known;
 * '' when the start year is unknown.
 */
export function tvDateRange(
  detail: Pick<ShowDetail, 'release_date'> & Partial<Pick<ShowDetail, 'end_date' | 'next_air_date'>>,
  tr?: Translator,
): string {
  const start = yearOf(detail.release_date);
  if (!start) return '';
  if (detail.next_air_date) return translated(tr) ? tr.t('date.ongoing', '{start} - Present', { start }) : `${start} - Present`;
  const end = yearOf(detail.end_date);
  return end ? `${start} - ${end}` : start;
}

/**
 * Spec §5 plurals: '1 minute', '0 minutes', '2 minutes' — singular only for exactly 1.
 * @param pluralWord defaults to `${word}s`.
 */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

/**
 * Minutes → '90 minutes' / '1 minute'; 'No runtime available' for null, 0 or not a number (spec §9).
 * With a translator of another language, its words and plural forms ('90 Minuten').
 */
export function formatRuntime(minutes: number | null | undefined, tr?: Translator): string {
  const none = typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0;
  if (translated(tr))
    return none
      ? tr.t('runtime.none', 'No runtime available')
      : tr.t('runtime.minutes', '{minutes, plural, one {# minute} other {# minutes}}', { minutes: minutes as number });
  if (none) return 'No runtime available';
  return plural(minutes as number, 'minute');
}

/** Sort orders: rating = highest vote_average first; release = newest first; alpha = title A→Z; rev = Z→A; none = unchanged. */
export type ShowSort = 'rating' | 'release' | 'alpha' | 'rev' | 'none';
/** Type filters of the search screen (spec §4). */
export type ShowFilter = MediaType | 'none';

function dateKey(date: string): number {
  const d = parseCalendarDate(date);
  return d ? d.year * 10000 + d.month * 100 + d.day : Number.NEGATIVE_INFINITY;
}

/** Strings {@link compareEnglish} orders without ICU: ASCII letters, digits, spaces and `+`. */
const PLAIN = /^[A-Za-z0-9 +]*$/;

/**
 * Compares two names as `a.localeCompare(b, 'en')` does (negative, 0 or positive), without
 * touching ICU when both are plain: ASCII letters, digits, spaces and `+` ("United Kingdom",
 * "Disney+"). For those, English collation is the code-point order of the lower-cased strings
 * (space, then `+`, then digits, then letters), ties broken at the first difference in case,
 * lower case first. Anything else ("Côte d'Ivoire", "St. Lucia") goes to `localeCompare`.
 *
 * Why: a page's first use of ICU collation loads its data, ~20 ms of a phone's main thread (~77 ms
 * at Lighthouse's 4× CPU) inside whatever task asked — on the details pages, a hydration step
 * sorting the where-to-watch regions (architecture §7 "No ICU on a page's first render").
 * @param a @param b the names
 * @returns < 0 when `a` comes first, 0 when equal, > 0 when `b` comes first
 */
export function compareEnglish(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) return a.localeCompare(b, 'en');
  if (a === b) return 0;
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] === la[i] ? -1 : 1;
  }
  return 0;
}

/**
 * A whole number with en-US digit grouping, as `n.toLocaleString('en-US')` writes it: 1000 →
 * '1,000', -12345 → '-12,345'. Without ICU: a page's first number format costs ~25 ms of a phone's
 * main thread (~110 ms at 4× CPU; the dashboard's gallery wrote its count with one while
 * rendering). A number that is not a safe integer (a fraction, NaN, Infinity) goes to
 * `toLocaleString('en-US')`.
 * @param n e.g. a count of titles
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

let collator: Intl.Collator | null = null;

/**
 * The collator titles are sorted with: English, case and accents ignored, numbers by value
 * ("Rocky 2" before "Rocky 10"). Created on first use, not when the module loads: building an
 * `Intl.Collator` costs ~15 ms of a phone's main thread (~65 ms at Lighthouse's 4× CPU), and every
 * page loads this module while most never sort by title (architecture §7).
 * @returns the same collator on every call
 */
export function titleCollator(): Intl.Collator {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator;
}

/**
 * Returns a new sorted array (the input is not touched; the sort is stable).
 * 'rating': highest vote_average first; 'release': newest release_date first, unknown dates last;
 * 'alpha': title A→Z (case-insensitive); 'rev': title Z→A; 'none': same order.
 */
export function sortShows<T extends Show>(shows: ReadonlyArray<T> | null | undefined, sort: ShowSort): T[] {
  const list = Array.isArray(shows) ? [...shows] : [];
  switch (sort) {
    case 'rating':
      return list.sort((a, b) => (b.vote_average || 0) - (a.vote_average || 0));
    case 'release':
      return list.sort((a, b) => {
        const ka = dateKey(a.release_date);
        const kb = dateKey(b.release_date);
        if (ka === kb) return 0;
        return kb > ka ? 1 : -1;
      });
    case 'alpha':
      return list.sort((a, b) => titleCollator().compare(a.title || '', b.title || ''));
    case 'rev':
      return list.sort((a, b) => titleCollator().compare(b.title || '', a.title || ''));
    default:
      return list;
  }
}

/** Returns a new array with only 'tv' or only 'movie' shows; 'none' keeps all (spec §4 "Type filter"). */
export function filterShows<T extends Show>(shows: ReadonlyArray<T> | null | undefined, filter: ShowFilter): T[] {
  const list = Array.isArray(shows) ? [...shows] : [];
  return filter === 'tv' || filter === 'movie' ? list.filter((s) => s.media_type === filter) : list;
}
