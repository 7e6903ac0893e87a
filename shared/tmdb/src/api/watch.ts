/**
 * Regions and providers: where a title streams (the spec's region, or every region and way to
 * watch), the regions TMDB knows and one region's providers.
 */
import { regionOrDefault } from '@streamscout/region';
import { tmdbGet } from '../http';
import { normalizeRegionProviders, normalizeWatchRegions } from '../normalize';
import { normalizeProviders, normalizeWatch } from '../watch/normalize';
import type { TmdbRegionProvidersRaw, TmdbWatchProvidersRaw, TmdbWatchRegionsRaw } from '../raw';
import type { MediaType, Provider, RegionProvider, WatchByRegion, WatchRegion } from '../types';
import { isMediaType, languageOf, toId, toIndex, type CallOptions } from './common';

/**
 * Where to watch. TMDB: `GET {type}/{id}/watch/providers`.
 * @returns US flat-rate providers only ([] when none in the US), or null on failure / bad type.
 */
export async function getWatchProviders(type: MediaType, id: number | string, opts: CallOptions = {}): Promise<Provider[] | null> {
  const sid = toId(id);
  if (sid === null || !isMediaType(type)) return null;
  const raw = await tmdbGet<TmdbWatchProvidersRaw>(`${type}/${sid}/watch/providers`, {}, opts);
  return raw && typeof raw === 'object' ? normalizeProviders(raw) : null;
}

/**
 * Every region and way to watch of a title. TMDB: `GET {type}/{id}/watch/providers`.
 * (The details call already carries the same data as `ShowDetail.watch`; this is for callers without it.)
 * @returns region code → {@link RegionWatch} ({} when nowhere), or null on failure / bad id or type.
 */
export async function getTitleWatch(type: MediaType, id: number | string, opts: CallOptions = {}): Promise<WatchByRegion | null> {
  const sid = toId(id);
  if (sid === null || !isMediaType(type)) return null;
  const raw = await tmdbGet<TmdbWatchProvidersRaw>(`${type}/${sid}/watch/providers`, {}, opts);
  return raw && typeof raw === 'object' ? normalizeWatch(raw) : null;
}

/**
 * Where one season of a show can be watched, every region and way (spec §10: seasons of a show
 * may stream in different places). TMDB: `GET tv/{tvId}/season/{n}/watch/providers`.
 * @param tvId TMDB tv id (number, or its canonical decimal string)
 * @param n season number ≥ 0 (0: specials)
 * @returns region code → {@link RegionWatch} (`{}` when nowhere — e.g. a season not out yet), or
 *   null for a bad id or number (no request), an unknown show or season (404), or a failure
 *   (rejects instead with `throwOnFailure`)
 */
export async function getSeasonWatch(tvId: number | string, n: number | string, opts: CallOptions = {}): Promise<WatchByRegion | null> {
  const tid = toId(tvId);
  const sn = toIndex(n);
  if (tid === null || sn === null) return null;
  const raw = await tmdbGet<TmdbWatchProvidersRaw>(`tv/${tid}/season/${sn}/watch/providers`, {}, opts);
  return raw && typeof raw === 'object' ? normalizeWatch(raw) : null;
}

/**
 * The regions TMDB has watch providers for (the region picker's list).
 * TMDB: `GET watch/providers/regions?language=en-US`.
 * @returns regions sorted by English name, or null on failure or an empty list.
 */
export async function getWatchRegions(opts: CallOptions = {}): Promise<WatchRegion[] | null> {
  const raw = await tmdbGet<TmdbWatchRegionsRaw>('watch/providers/regions', { language: languageOf({}) }, opts);
  const regions = normalizeWatchRegions(raw);
  return regions.length ? regions : null;
}

/**
 * The providers one region carries for movies or shows, most prominent first (the services
 * picker's grid, and the stand-in for a platform row whose service the region lacks).
 * TMDB: `GET watch/providers/{type}?watch_region={region}&language=en-US`.
 * @param region ISO 3166-1 code (an unknown one → the default region: `regionOrDefault` of `@streamscout/region`)
 * @returns the providers ([] when the region has none), or null on failure / bad type.
 */
export async function getRegionProviders(type: MediaType, region: string, opts: CallOptions = {}): Promise<RegionProvider[] | null> {
  if (!isMediaType(type)) return null;
  const code = regionOrDefault(region);
  const raw = await tmdbGet<TmdbRegionProvidersRaw>(`watch/providers/${type}`, { watch_region: code, language: languageOf({}) }, opts);
  return raw && typeof raw === 'object' ? normalizeRegionProviders(raw, code) : null;
}
