/**
 * A title's availability: TMDB's `watch/providers` answer (on its own, appended to a details call,
 * or of one season) normalized.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { arr, isObject, num, str, strOrNull } from '../normalize/common';
import type { TmdbProviderRaw, TmdbWatchProvidersRaw } from '../raw';
import type { Provider, RegionWatch, WatchByRegion, WatchProvider } from '../types';
import { WATCH_KINDS } from '../types';

/**
 * US flat-rate providers of a watch/providers payload (spec §3, §9: region US, flat-rate only;
 * rent, buy and other countries ignored). [] when there is no US entry or no flatrate list.
 */
export function normalizeProviders(raw: TmdbWatchProvidersRaw | null | undefined): Provider[] {
  const us = isObject(raw) && isObject(raw.results) ? raw.results[DEFAULT_REGION] : undefined;
  const out: Provider[] = [];
  const seen = new Set<number>();
  for (const p of arr(us?.flatrate)) {
    if (!isObject(p) || typeof p.provider_id !== 'number' || seen.has(p.provider_id)) continue;
    seen.add(p.provider_id);
    out.push({ name: str(p.provider_name), id: p.provider_id, logo_path: strOrNull(p.logo_path), origin_country: DEFAULT_REGION });
  }
  return out;
}

/** Providers of one list: numeric ids only, first of each id kept, in TMDB's display order (stable). */
function watchProviders(list: TmdbProviderRaw[] | null | undefined): WatchProvider[] {
  const out: WatchProvider[] = [];
  const seen = new Set<number>();
  for (const p of arr(list)) {
    if (!isObject(p) || typeof p.provider_id !== 'number' || seen.has(p.provider_id)) continue;
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
 * Every region and way to watch of a watch/providers payload (TMDB `results.XX = { link,
 * flatrate, free, ads, rent, buy }`). Region codes are upper-cased; a region without any
 * provider, or with a code that is not two letters, is left out. {} for a missing payload.
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
 * Flat-rate provider ids per region of a watch/providers payload (`results.{CC}.flatrate[].provider_id`),
 * each list without repeats; regions with no flat-rate entry are left out. {} when there are none.
 */
export function normalizeFlatrateByRegion(raw: TmdbWatchProvidersRaw | null | undefined): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  if (!isObject(raw) || !isObject(raw.results)) return out;
  for (const [region, entry] of Object.entries(raw.results)) {
    if (!/^[A-Z]{2}$/.test(region) || !isObject(entry)) continue;
    const ids = [...new Set(arr(entry.flatrate).map((p) => (isObject(p) ? p.provider_id : undefined)))].filter(
      (id): id is number => typeof id === 'number',
    );
    if (ids.length) out[region] = ids;
  }
  return out;
}
