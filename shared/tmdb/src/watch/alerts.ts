/**
 * Availability alerts in words (spec §10 "my services"; the alerts themselves are written in SQL by
 * `apply_availability` when the job runner sees a title's `watch/providers` change). The kinds are
 * the SQL enum `public.alert_kind`, in its order; every place that says what an alert means — the
 * inbox and its settings, the header's bell, the private Atom feed — says it with these functions.
 */
import { regionInSentence } from '@streamscout/region';

/** What changed (SQL `public.alert_kind`): a new flat-rate service of mine, free or with ads, left my service, a new season, a digital release. */
export type AlertKind = 'on_my_services' | 'free' | 'left_my_services' | 'new_season' | 'digital_release';

/** Every kind, in the SQL enum's order (the order the settings list them). */
export const ALERT_KINDS: readonly AlertKind[] = Object.freeze([
  'on_my_services',
  'free',
  'left_my_services',
  'new_season',
  'digital_release',
] as const);

/** The settings' label of each kind. */
export const ALERT_KIND_LABELS: Readonly<Record<AlertKind, string>> = Object.freeze({
  on_my_services: 'A title arrives on one of my services',
  free: 'A title becomes free or free with ads',
  left_my_services: 'A title leaves one of my services',
  new_season: 'A new season of a show streams',
  digital_release: 'A movie in my queue can be rented or bought',
});

/** What an alert's words are made of (the inbox's `Alert` and the feed's row both carry it). */
export interface AlertFacts {
  /** An {@link AlertKind}; anything else reads 'Availability changed'. */
  kind: string;
  /** The service's name; null or '' → 'a service' (TMDB gave none). */
  providerName: string | null;
  /** The new season's number (new_season only), else null. */
  seasonNumber: number | null;
}

/**
 * What changed, in a few words: "Now on Netflix", "Now free or with ads on Pluto TV", "Left
 * Netflix", "Season 4 now on Netflix", "Digital release: rent or buy on Apple TV".
 */
export function alertChange(alert: AlertFacts): string {
  const service = alert.providerName || 'a service';
  switch (alert.kind as AlertKind) {
    case 'on_my_services':
      return `Now on ${service}`;
    case 'free':
      return `Now free or with ads on ${service}`;
    case 'left_my_services':
      return `Left ${service}`;
    case 'new_season':
      return alert.seasonNumber ? `Season ${alert.seasonNumber} now on ${service}` : `New season now on ${service}`;
    case 'digital_release':
      return `Digital release: rent or buy on ${service}`;
    default:
      return 'Availability changed';
  }
}

/** The title and what changed: "Dune: Now on Netflix" (an Atom entry's title). */
export function alertHeadline(alert: AlertFacts & { title: string }): string {
  return `${alert.title}: ${alertChange(alert)}`;
}

/** The whole alert in one sentence: "Dune: Now on Netflix in the United Kingdom." (an Atom entry's text). */
export function alertSentence(alert: AlertFacts & { title: string; region: string }): string {
  return `${alertHeadline(alert)} in ${regionInSentence(alert.region)}.`;
}

/**
 * The alerts bell's accessible name: "Alerts, 3 unread"; just "Alerts" when none is unread or the
 * count is not known (loading or failed).
 * @param count unread alerts, or undefined when unknown
 */
export function alertsBellLabel(count: number | undefined): string {
  return count ? `Alerts, ${count} unread` : 'Alerts';
}
