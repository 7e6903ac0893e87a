/**
 * The nine discover rows of spec §2 and §9: their names (the `/discover/{genre}` values) and
 * titles, in display order.
 */
import { msg, translator, type MessageDescriptor, type Translator } from '@streamscout/i18n';
import type { DiscoverRow } from '../types';

/** Each row's title as a message (English: the spec's). */
const ROW_TITLES: Readonly<Record<DiscoverRow, MessageDescriptor>> = {
  trending: msg('rows.trending', 'Trending'),
  best: msg('rows.best', 'Highest Rated'),
  new: msg('rows.new', 'Newly Added'),
  action: msg('rows.action', 'Action & Adventure'),
  comedy: msg('rows.comedy', 'Comedy'),
  horror: msg('rows.horror', 'Horror'),
  netflix: msg('rows.netflix', 'Popular on Netflix'),
  hulu: msg('rows.hulu', 'Popular on Hulu'),
  prime: msg('rows.prime', 'Popular on Prime'),
};

/** Rows of the discover screen in display order, with their titles in English (spec §2, §9; {@link discoverRowTitle} in a language). */
export const DISCOVER_ROWS: ReadonlyArray<{ key: DiscoverRow; title: string }> = Object.freeze(
  (['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix', 'hulu', 'prime'] as const).map((key) => ({
    key,
    title: ROW_TITLES[key].message,
  })),
);

/** True when `s` is one of the discover row keys (the allowed values of /discover/{genre}). */
export function isDiscoverRow(s: unknown): s is DiscoverRow {
  return typeof s === 'string' && DISCOVER_ROWS.some((r) => r.key === s);
}

/**
 * Title of a row ('Highest Rated' for 'best'; 'Am besten bewertet' in German), or '' for an unknown key.
 * @param tr the page's translator (default English)
 */
export function discoverRowTitle(row: string, tr: Translator = translator('en')): string {
  return isDiscoverRow(row) ? tr.t(ROW_TITLES[row]) : '';
}
