/**
 * TMDB's lists of watch regions and of one region's providers (the region picker, the services
 * picker, the platform rows' stand-ins) — not a title's availability, which is `../watch`.
 */
import { compareEnglish } from '../format';
import type { TmdbRegionProvidersRaw, TmdbWatchRegionsRaw } from '../raw';
import type { RegionProvider, WatchRegion } from '../types';
import { arr, isObject, num, str, strOrNull } from './common';

/** watch/providers/regions → regions sorted by English name (entries without a two-letter code dropped). */
export function normalizeWatchRegions(raw: TmdbWatchRegionsRaw | null | undefined): WatchRegion[] {
  const out: WatchRegion[] = [];
  for (const r of arr(isObject(raw) ? raw.results : undefined)) {
    if (!isObject(r) || typeof r.iso_3166_1 !== 'string' || !/^[A-Za-z]{2}$/.test(r.iso_3166_1)) continue;
    const code = r.iso_3166_1.toUpperCase();
    out.push({ code, name: str(r.english_name) || code, native_name: str(r.native_name) || str(r.english_name) || code });
  }
  return out.sort((a, b) => compareEnglish(a.name, b.name));
}

/**
 * watch/providers/movie|tv?watch_region=XX → the region's providers, most prominent first:
 * `display_priorities[XX]` when given, else `display_priority`; ties by name.
 */
export function normalizeRegionProviders(raw: TmdbRegionProvidersRaw | null | undefined, region: string): RegionProvider[] {
  const out: RegionProvider[] = [];
  const seen = new Set<number>();
  for (const p of arr(isObject(raw) ? raw.results : undefined)) {
    if (!isObject(p) || typeof p.provider_id !== 'number' || seen.has(p.provider_id)) continue;
    seen.add(p.provider_id);
    const ranked = isObject(p.display_priorities) ? p.display_priorities[region] : undefined;
    out.push({
      id: p.provider_id,
      name: str(p.provider_name),
      logo_path: strOrNull(p.logo_path),
      display_priority: typeof ranked === 'number' ? ranked : num(p.display_priority, 999),
    });
  }
  return out.sort((a, b) => a.display_priority - b.display_priority || compareEnglish(a.name, b.name));
}
