/**
 * The platform rows (Netflix, Hulu, Prime) and which service each shows in a region: the spec's
 * own, or a stand-in for one the region lacks.
 */
import { isDefaultRegion } from '@streamscout/region';
import { translator, type Translator } from '@streamscout/i18n';
import type { RegionProvider } from '../types';
import { discoverRowTitle } from './rows';

/** US provider ids of the platform rows (spec §9: netflix 8, prime 9, hulu 15). */
export const PROVIDER_IDS = Object.freeze({ netflix: 8, prime: 9, hulu: 15 } as const);

/** The discover rows of one streaming service. */
export type PlatformRow = keyof typeof PROVIDER_IDS;

/** Names of the platform rows' own services (spec §9). */
const PLATFORM_NAMES: Record<PlatformRow, string> = { netflix: 'Netflix', hulu: 'Hulu', prime: 'Prime' };

/** True for the rows of one service (netflix, hulu, prime). */
export function isPlatformRow(row: unknown): row is PlatformRow {
  return typeof row === 'string' && Object.prototype.hasOwnProperty.call(PROVIDER_IDS, row);
}

/** The service a platform row shows in a region. */
export interface PlatformService {
  /** TMDB provider id sent as `with_watch_providers`. */
  id: number;
  /** Name for the row's title ('Netflix', or the stand-in's TMDB name). */
  name: string;
  /** True when the row's own service does not exist in the region and this one stands in. */
  standIn: boolean;
}

/**
 * Which service a platform row shows in a region (pure). In the US, or while the region's list
 * is unknown (null), the spec's own service. A region that carries the row's service keeps it;
 * one that lacks it gets the region's most prominent service that no other platform row shows
 * (rows resolved in the order netflix, hulu, prime), so `/discover/hulu` in the United Kingdom is
 * never an empty row. An empty list (a region with no services) keeps the spec's service.
 * @param regionProviders `watch/providers/movie?watch_region=XX`, most prominent first
 */
export function platformService(row: PlatformRow, region: string, regionProviders: ReadonlyArray<RegionProvider> | null): PlatformService {
  const own: PlatformService = { id: PROVIDER_IDS[row], name: PLATFORM_NAMES[row], standIn: false };
  if (isDefaultRegion(region) || !regionProviders || regionProviders.length === 0) return own;
  const carried = new Set(regionProviders.map((p) => p.id));
  const used = new Set<number>(Object.values(PROVIDER_IDS).filter((id) => carried.has(id)));
  for (const r of ['netflix', 'hulu', 'prime'] as const) {
    if (carried.has(PROVIDER_IDS[r])) {
      if (r === row) return own;
      continue;
    }
    const pick = regionProviders.find((p) => !used.has(p.id));
    if (!pick) return own;
    used.add(pick.id);
    if (r === row) return { id: pick.id, name: pick.name, standIn: true };
  }
  return own;
}

/**
 * Title of a platform row for the service it shows: the spec's own title, or 'Popular on {stand-in}'.
 * @param tr the page's translator (default English)
 */
export function platformRowTitle(row: PlatformRow, service: PlatformService, tr: Translator = translator('en')): string {
  return service.standIn ? tr.t('rows.popularOn', 'Popular on {service}', { service: service.name }) : discoverRowTitle(row, tr);
}
