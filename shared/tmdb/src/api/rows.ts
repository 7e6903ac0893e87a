/**
 * The nine discover rows of spec §2 and §9: their names (the `/discover/{genre}` values) and
 * titles, in display order.
 */
import type { DiscoverRow } from '../types';

/** Rows of the discover screen in display order, with their titles (spec §2, §9). */
export const DISCOVER_ROWS: ReadonlyArray<{ key: DiscoverRow; title: string }> = Object.freeze([
  { key: 'trending', title: 'Trending' },
  { key: 'best', title: 'Highest Rated' },
  { key: 'new', title: 'Newly Added' },
  { key: 'action', title: 'Action & Adventure' },
  { key: 'comedy', title: 'Comedy' },
  { key: 'horror', title: 'Horror' },
  { key: 'netflix', title: 'Popular on Netflix' },
  { key: 'hulu', title: 'Popular on Hulu' },
  { key: 'prime', title: 'Popular on Prime' },
] as const);

/** True when `s` is one of the discover row keys (the allowed values of /discover/{genre}). */
export function isDiscoverRow(s: unknown): s is DiscoverRow {
  return typeof s === 'string' && DISCOVER_ROWS.some((r) => r.key === s);
}

/** Title of a row ('Highest Rated' for 'best'), or '' for an unknown key. */
export function discoverRowTitle(row: string): string {
  return DISCOVER_ROWS.find((r) => r.key === row)?.title ?? '';
}
