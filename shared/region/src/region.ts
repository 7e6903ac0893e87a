/**
 * The viewer's watch region (ISO 3166-1 alpha-2, e.g. 'GB'), as pure functions usable anywhere —
 * in the browser and on a server that only has the request's `Accept-Language`. No React, no
 * storage, no network: nothing but the country list.
 *
 * Which region: signed in, the profile's country; signed out, the region picked in the browser
 * (kept in storage), else the first language with a country (`en-GB` → GB), else
 * {@link DEFAULT_REGION} — the spec's region, so its viewer sees exactly what the spec describes.
 * A code outside the country list (typo, 'XX', a tampered storage value or URL) is ignored, never
 * a blank view.
 */
import { COUNTRIES } from './countries';

/**
 * The region of the spec (§3, §9: its where-to-watch, age ratings and platform rows are those of
 * the United States) and the fallback for every missing or unknown value. The one place the
 * product spells it.
 */
export const DEFAULT_REGION = 'US';

/** The type of {@link DEFAULT_REGION} (TMDB's `origin_country` of the spec's providers). */
export type DefaultRegion = typeof DEFAULT_REGION;

const byCode = new Map(COUNTRIES.map((c) => [c.abbrev, c.name]));
const byName = new Map(COUNTRIES.map((c) => [c.name, c.abbrev]));

/** The country preselected at signup (spec §3): the default region's name, 'United States of America'. */
export const DEFAULT_COUNTRY = byCode.get(DEFAULT_REGION) as string;

/**
 * The one validator of a region code: a known code, upper-cased and trimmed (' gb' → 'GB'), or
 * null when `code` is not the ISO 3166-1 alpha-2 code of a country of the country list (spec §3):
 * null, '', 'GBR', 'XX', '<script>'.
 */
export function knownRegion(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const c = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(c) && byCode.has(c) ? c : null;
}

/**
 * A region code as TMDB's `watch_region` takes it: {@link knownRegion}'s answer, else
 * {@link DEFAULT_REGION} ('gb' → 'GB', 'XX' or undefined → the default). Never empty.
 */
export function regionOrDefault(code: unknown): string {
  return knownRegion(code) ?? DEFAULT_REGION;
}

/** Whether `code` names the default region (after {@link regionOrDefault}: a missing or unknown code does). */
export function isDefaultRegion(code: unknown): boolean {
  return regionOrDefault(code) === DEFAULT_REGION;
}

/** The region of a profile's country: its name ('United Kingdom') or its code; null when not listed. */
export function regionOfCountry(country: unknown): string | null {
  if (typeof country !== 'string') return null;
  return byName.get(country) ?? knownRegion(country);
}

/**
 * The first known country of a list of BCP 47 language tags (`navigator.languages`, or
 * {@link parseAcceptLanguage}'s result): 'en-GB' → 'GB', 'zh-Hant-TW' → 'TW', 'es-419' is
 * skipped (a continent, not a country), 'en' alone is skipped.
 * @returns the code, or null when no tag names a known country
 */
export function regionFromLanguages(languages: ReadonlyArray<unknown> | null | undefined): string | null {
  for (const tag of languages ?? []) {
    if (typeof tag !== 'string') continue;
    // the region subtag is the first two-letter subtag after the language
    const parts = tag.trim().split(/[-_]/).slice(1);
    for (const part of parts) {
      if (part.length === 2) {
        const code = knownRegion(part);
        if (code) return code;
        break;
      }
    }
  }
  return null;
}

/**
 * The language tags of an `Accept-Language` header, most preferred first (by `q`, then order);
 * tags with `q=0` and `*` are dropped. `'en-GB,en;q=0.9,fr;q=0.8'` → `['en-GB', 'en', 'fr']`.
 * @returns [] for a missing or empty header
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((x) => x.tag);
}

/** What the region is resolved from; every part may be missing or wrong. */
export interface RegionInputs {
  /** Signed in: the profile's country name ('United Kingdom') or code; wins when known. */
  profileCountry?: string | null;
  /** Signed out: the region picked in the browser (storage); next when known. */
  stored?: string | null;
  /** `navigator.languages`, or the tags of `Accept-Language` on a server. */
  languages?: ReadonlyArray<string> | null;
}

/**
 * The viewer's region: profile country, else the stored pick, else the languages, else
 * {@link DEFAULT_REGION}. `resolveRegion({ languages: ['en-GB'] })` → 'GB';
 * `resolveRegion({ stored: 'XX' })` → the default.
 * @returns an upper-case code of the country list, never empty
 */
export function resolveRegion({ profileCountry, stored, languages }: RegionInputs = {}): string {
  return regionOfCountry(profileCountry) ?? knownRegion(stored) ?? regionFromLanguages(languages) ?? DEFAULT_REGION;
}

/** The country list's name of a region ('GB' → 'United Kingdom'); an unknown code gives the default's name. */
export function regionName(code: string): string {
  return byCode.get(knownRegion(code) ?? DEFAULT_REGION) as string;
}

/** Names read with 'the' in a sentence ("in the United Kingdom", "in the Netherlands"). */
const WITH_ARTICLE =
  /^(United |Netherlands|Philippines|Bahamas|Gambia|Maldives|Czech Republic|Dominican Republic|Central African Republic|Comoros|Marshall Islands|Solomon Islands|Seychelles|Congo|Democratic Republic|Republic of|Vatican|Ivory Coast)/;

/** A region's name as it reads after "in": 'the United Kingdom', 'the United States of America', 'Germany' (an unknown code: the default's). */
export function regionInSentence(code: string): string {
  const name = regionName(code);
  return WITH_ARTICLE.test(name) ? `the ${name}` : name;
}
