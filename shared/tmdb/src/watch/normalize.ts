/**
 * A title's availability: the ONE reader of TMDB's `watch/providers` answers (on their own,
 * appended to a details call, or of one season). Everything else — the details page, list cards,
 * the calendar, the job runner — works on what {@link normalizeWatch} gives.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { arr, isObject, num, str, strOrNull } from '../normalize/common';
import type { TmdbProviderRaw, TmdbWatchProvidersRaw } from '../raw';
import type { Provider, RegionWatch, WatchByRegion, WatchProvider } from '../types';
import { WATCH_KINDS } from './ways';

/** The largest TMDB id: TMDB's ids, and the SQL columns that keep them, are 32-bit integers. */
export const MAX_TMDB_ID = 2_147_483_647;

/** Whether `value` is a TMDB id (of a title or a provider): a whole number from 1 to {@link MAX_TMDB_ID}. */
export function isTmdbId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_TMDB_ID;
}

/** Providers of one list: TMDB ids only, first of each id kept, by TMDB's `display_priority` (stable; 999 when missing). */
function watchProviders(list: TmdbProviderRaw[] | null | undefined): WatchProvider[] {
  const out: WatchProvider[] = [];
  const seen = new Set<number>();
  for (const p of arr(list)) {
    if (!isObject(p) || !isTmdbId(p.provider_id) || seen.has(p.provider_id)) continue;
    seen.add(p.provider_id);
    out.push({
      id: p.provider_id,
      name: str(p.provider_name),
      logo_path: strOrNull(p.logo_path),
      display_priority: num(p.display_priority, 999),
    });
  }
  return out.sort((a, b) => a.display_priority - b.display_priority);
}

/**
 * Every region and way to watch of a `watch/providers` payload (TMDB `results.XX = { link,
 * flatrate, free, ads, rent, buy }`): regions × {flatrate, free, ads, rent, buy}. Region codes are
 * upper-cased; a region without any provider, or with a code that is not two letters, is left out;
 * a provider without a TMDB id ({@link isTmdbId}) is skipped; `link` is kept only when it is an
 * http(s) URL. {} for a missing or malformed payload. Never throws.
 */
export function normalizeWatch(raw: TmdbWatchProvidersRaw | null | undefined): WatchByRegion {
  const out: WatchByRegion = {};
  const results = isObject(raw) && isObject(raw.results) ? raw.results : {};
  for (const [code, entry] of Object.entries(results)) {
    if (!/^[A-Za-z]{2}$/.test(code) || !isObject(entry)) continue;
    const region: RegionWatch = {
      link: typeof entry.link === 'string' && /^https?:\/\//.test(entry.link) ? entry.link : null,
      flatrate: [],
      free: [],
      ads: [],
      rent: [],
      buy: [],
    };
    for (const kind of WATCH_KINDS) region[kind] = watchProviders(entry[kind]);
    if (WATCH_KINDS.some((k) => region[k].length)) out[code.toUpperCase()] = region;
  }
  return out;
}

/**
 * The spec's providers of a title (spec §3 "Provider response"): the default region's flat-rate
 * services of a normalized availability, in display order. [] when it has none there.
 */
export function specProviders(watch: WatchByRegion): Provider[] {
  return (watch[DEFAULT_REGION]?.flatrate ?? []).map((p) => ({
    name: p.name,
    id: p.id,
    logo_path: p.logo_path,
    origin_country: DEFAULT_REGION,
  }));
}

/**
 * US flat-rate providers of a `watch/providers` payload (spec §3, §9: region US, flat-rate only;
 * rent, buy and other countries ignored): {@link specProviders} of {@link normalizeWatch}.
 * [] when there is no US entry or no flatrate list.
 */
export function normalizeProviders(raw: TmdbWatchProvidersRaw | null | undefined): Provider[] {
  return specProviders(normalizeWatch(raw));
}
