/**
 * The ways to watch (spec §10 "Where to watch"), listed once: their order and their names. Every
 * list of them — the details page's where-to-watch block, the compact summary of a season or a
 * calendar entry, the `.ics` feed's description, the job runner's snapshots — reads this table.
 */
import { msg, translator, type MessageDescriptor, type Translator } from '@streamscout/i18n';
import type { WatchKind } from '../types';

/** One way to watch and its name as the product shows it. */
export interface WayToWatch {
  kind: WatchKind;
  /** 'Stream', 'Free', 'With ads', 'Rent', 'Buy'. */
  label: string;
}

/** The ways to watch in display order: subscription first, then free, with ads, rent and buy. */
export const WAYS_TO_WATCH: readonly WayToWatch[] = Object.freeze([
  { kind: 'flatrate', label: 'Stream' },
  { kind: 'free', label: 'Free' },
  { kind: 'ads', label: 'With ads' },
  { kind: 'rent', label: 'Rent' },
  { kind: 'buy', label: 'Buy' },
] as const);

/** Each way's name as a message (English: the product's). */
const WAY_LABELS: Readonly<Record<WatchKind, MessageDescriptor>> = {
  flatrate: msg('watch.way.flatrate', 'Stream'),
  free: msg('watch.way.free', 'Free'),
  ads: msg('watch.way.ads', 'With ads'),
  rent: msg('watch.way.rent', 'Rent'),
  buy: msg('watch.way.buy', 'Buy'),
};

/** A way to watch's name in `tr`'s language ('Stream', 'Streamen', …; English by default). */
export function wayLabel(kind: WatchKind, tr: Translator = translator('en')): string {
  return tr.t(WAY_LABELS[kind]);
}

/** The kinds of {@link WAYS_TO_WATCH}, in display order (TMDB's keys of a region in `watch/providers`). */
export const WATCH_KINDS: readonly WatchKind[] = Object.freeze(WAYS_TO_WATCH.map((w) => w.kind));

/**
 * The ways a viewer's services give without paying more — subscription, free, with ads — so the
 * ones that decide "On your services" and "Only my services" (`servicesIn`). The discover rows
 * ask TMDB for the same (`with_watch_monetization_types=flatrate|free|ads`), and SQL's alerts
 * count the same ways as streaming (`apply_availability`).
 */
export const SERVICE_KINDS: readonly WatchKind[] = Object.freeze(['flatrate', 'free', 'ads'] as const);
