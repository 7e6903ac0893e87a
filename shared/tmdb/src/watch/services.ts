/**
 * "On my services" (spec §10), decided once: which providers of a title count as one of a viewer's
 * services in a region ({@link servicesIn}: subscription, free, with ads — what their services give
 * them without paying more), whether one of them is the viewer's ({@link isOnServices}: the "On your
 * services" badge and the "Only my services" filters of the details page, the list galleries, Up
 * next and the calendar), and the viewer's services first in a list ({@link mineFirst}).
 */
import type { WatchKind } from '../types';
import { SERVICE_KINDS } from './ways';

/** What the rule reads of a provider: its TMDB id. */
interface HasId {
  id: number;
}

/** One region's ways to watch as far as the rule reads them (a `RegionWatch` is one). */
type WaysLike<P extends HasId> = Partial<Record<WatchKind, readonly P[]>>;

/** Ways to watch by region (a `WatchByRegion` is one). */
type ByRegionLike<P extends HasId> = Readonly<Record<string, WaysLike<P> | undefined>>;

/**
 * The services a title can be watched on without paying more — subscription, free and with ads
 * ({@link SERVICE_KINDS}), each provider once, in that order and in TMDB's order within each way.
 * Either one region's ways (`servicesIn(entry)`: a season's or a calendar entry's) or every region
 * and the one to read (`servicesIn(watch, region)`: `ShowDetail.watch`).
 * @returns the providers as given; [] for null/undefined or a region with none
 */
export function servicesIn<P extends HasId>(entry: WaysLike<P> | null | undefined): P[];
export function servicesIn<P extends HasId>(watch: ByRegionLike<P> | null | undefined, region: string): P[];
export function servicesIn<P extends HasId>(watch: WaysLike<P> | ByRegionLike<P> | null | undefined, region?: string): P[] {
  const entry = region === undefined ? (watch as WaysLike<P> | null | undefined) : (watch as ByRegionLike<P> | null | undefined)?.[region];
  if (!entry) return [];
  const seen = new Set<number>();
  return SERVICE_KINDS.flatMap((kind) => entry[kind] ?? []).filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/**
 * The ids of {@link servicesIn} for every region that has any — what a list card keeps
 * (`ShowSummary.services_by_region`).
 * @returns region code → provider ids; regions without services left out
 */
export function serviceIdsByRegion<P extends HasId>(watch: ByRegionLike<P>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const region of Object.keys(watch)) {
    const ids = servicesIn(watch, region).map((p) => p.id);
    if (ids.length) out[region] = ids;
  }
  return out;
}

/**
 * Whether a title is on one of the viewer's `services`: one of {@link servicesIn} is among them.
 * Takes one region's ways, or the ids `servicesIn` gave (a list card's
 * `services_by_region[region]`), or every region and the one to read.
 * @param services TMDB provider ids (the profile's services); [] → false
 */
export function isOnServices(available: WaysLike<HasId> | readonly number[] | null | undefined, services: readonly number[]): boolean;
export function isOnServices(watch: ByRegionLike<HasId> | null | undefined, region: string, services: readonly number[]): boolean;
export function isOnServices(
  available: WaysLike<HasId> | ByRegionLike<HasId> | readonly number[] | null | undefined,
  regionOrServices: string | readonly number[],
  maybeServices?: readonly number[],
): boolean {
  const services = typeof regionOrServices === 'string' ? (maybeServices ?? []) : regionOrServices;
  if (services.length === 0 || !available) return false;
  const ids = isIdList(available)
    ? available
    : typeof regionOrServices === 'string'
      ? servicesIn(available as ByRegionLike<HasId>, regionOrServices).map((p) => p.id)
      : servicesIn(available as WaysLike<HasId>).map((p) => p.id);
  return ids.some((id) => services.includes(id));
}

function isIdList(value: unknown): value is readonly number[] {
  return Array.isArray(value);
}

/**
 * `providers` with the viewer's `services` first, each part in the given order (the where-to-watch
 * lists, the `.ics` feed's description).
 */
export function mineFirst<P extends HasId>(providers: readonly P[], services: readonly number[]): P[] {
  return [...providers.filter((p) => services.includes(p.id)), ...providers.filter((p) => !services.includes(p.id))];
}
