/**
 * A title's availability kept small: provider ids per region and way, each provider's name and logo
 * once. What the calendar keeps per title in its cache for the day and what the job runner hands
 * to SQL (`apply_availability`'s `providers` and `names`). Made from {@link normalizeWatch}'s
 * answer, never from TMDB's raw one, and turned back into a `RegionWatch` where it is shown.
 */
import type { RegionWatch, WatchByRegion, WatchKind, WatchProvider } from '../types';
import { WATCH_KINDS } from './ways';

/** One region's ways to watch as provider ids (every way present, [] when none), in display order. */
export type RegionWatchIds = Record<WatchKind, number[]>;

/** A title's availability in every region, compact (JSON-safe). */
export interface CompactWatch {
  /** Region code → provider ids per way to watch. */
  regions: Record<string, RegionWatchIds>;
  /** Provider id → [name, logo path or null]. */
  names: Record<number, [string, string | null]>;
}

/** A region's ways with nothing in them (a region where a title is not available). */
function noWays(): RegionWatchIds {
  return Object.fromEntries(WATCH_KINDS.map((k) => [k, []])) as unknown as RegionWatchIds;
}

/**
 * The compact form of a normalized availability.
 * @param watch {@link normalizeWatch}'s answer
 * @param regions regions to list even where the title is not available (with every way empty):
 *   the job runner's snapshot must record "nowhere" to notice a service leaving
 */
export function compactWatch(watch: WatchByRegion, regions: readonly string[] = []): CompactWatch {
  const out: CompactWatch = { regions: {}, names: {} };
  for (const [code, entry] of Object.entries(watch)) {
    const ids = noWays();
    for (const kind of WATCH_KINDS) {
      ids[kind] = entry[kind].map((p) => {
        out.names[p.id] ??= [p.name, p.logo_path];
        return p.id;
      });
    }
    out.regions[code] = ids;
  }
  for (const code of regions) out.regions[code] ??= noWays();
  return out;
}

/**
 * One region of a compact availability as a `RegionWatch` (the model the widgets and the feeds
 * read): providers in the kept order (`display_priority` is their place), `link` null.
 * @returns every way empty when the region is not listed
 */
export function regionWatchOf(compact: CompactWatch, region: string): RegionWatch {
  const ids = compact.regions[region] ?? noWays();
  const out: RegionWatch = { link: null, flatrate: [], free: [], ads: [], rent: [], buy: [] };
  for (const kind of WATCH_KINDS) {
    out[kind] = ids[kind].map((id, i): WatchProvider => {
      const [name, logo_path] = compact.names[id] ?? ['', null];
      return { id, name, logo_path, display_priority: i };
    });
  }
  return out;
}
