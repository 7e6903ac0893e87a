/**
 * Regions and providers: where a title streams (the spec's region, or every region and way to
 * watch), the regions TMDB knows and one region's providers.
 */
import { regionOrDefault } from '@streamscout/region';
import { tmdbGet } from '../http';
import { normalizeProviders, normalizeRegionProviders, normalizeWatch, normalizeWatchRegions } from '../normalize';
import type { TmdbRegionProvidersRaw, TmdbWatchProvidersRaw, TmdbWatchRegionsRaw } from '../raw';
import type { MediaType, Provider, RegionProvider, WatchByRegion, WatchRegion } from '../types';
import { isMediaType, LANGUAGE, toId, type CallOptions } from './common';

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
 * The regions TMDB has watch providers for (the region picker's list).
 * TMDB: `GET watch/providers/regions?language=en-US`.
 * @returns regions sorted by English name, or null on failure or an empty list.
 */
export async function getWatchRegions(opts: CallOptions = {}): Promise<WatchRegion[] | null> {
  const raw = await tmdbGet<TmdbWatchRegionsRaw>('watch/providers/regions', { language: LANGUAGE }, opts);
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
  const raw = await tmdbGet<TmdbRegionProvidersRaw>(`watch/providers/${type}`, { watch_region: code, language: LANGUAGE }, opts);
  return raw && typeof raw === 'object' ? normalizeRegionProviders(raw, code) : null;
}
