/**
 * Availability alerts in words (spec §10 "my services"; the alerts themselves are written in SQL by
 * `apply_availability` when the job runner sees a title's `watch/providers` change). The kinds are
 * the SQL enum `public.alert_kind`, in its order; every place that says what an alert means — the
 * inbox and its settings, the header's bell, the private Atom feed — says it with these functions.
 */
import { msg, regionPhrase, translator, type MessageDescriptor, type Translator } from '@streamscout/i18n';

const EN = translator('en');

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

/** The settings' label of each kind, as messages. */
const KIND_LABELS: Readonly<Record<AlertKind, MessageDescriptor>> = {
  on_my_services: msg('alerts.kind.onMyServices', 'A title arrives on one of my services'),
  free: msg('alerts.kind.free', 'A title becomes free or free with ads'),
  left_my_services: msg('alerts.kind.leftMyServices', 'A title leaves one of my services'),
  new_season: msg('alerts.kind.newSeason', 'A new season of a show streams'),
  digital_release: msg('alerts.kind.digitalRelease', 'A movie in my queue can be rented or bought'),
};

/** The settings' label of each kind, in English ({@link alertKindLabel} in a language). */
export const ALERT_KIND_LABELS: Readonly<Record<AlertKind, string>> = Object.freeze(
  Object.fromEntries(ALERT_KINDS.map((k) => [k, KIND_LABELS[k].message])) as Record<AlertKind, string>,
);

/** The settings' label of a kind in `tr`'s language. */
export function alertKindLabel(kind: AlertKind, tr: Translator = EN): string {
  return tr.t(KIND_LABELS[kind]);
}

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
export function alertChange(alert: AlertFacts, tr: Translator = EN): string {
  const service = alert.providerName || tr.t('alerts.aService', 'a service');
  switch (alert.kind as AlertKind) {
    case 'on_my_services':
      return tr.t('alerts.change.onMyServices', 'Now on {service}', { service });
    case 'free':
      return tr.t('alerts.change.free', 'Now free or with ads on {service}', { service });
    case 'left_my_services':
      return tr.t('alerts.change.left', 'Left {service}', { service });
    case 'new_season':
      return alert.seasonNumber
        ? tr.t('alerts.change.season', 'Season {season} now on {service}', { season: alert.seasonNumber, service })
        : tr.t('alerts.change.newSeason', 'New season now on {service}', { service });
    case 'digital_release':
      return tr.t('alerts.change.digital', 'Digital release: rent or buy on {service}', { service });
    default:
      return tr.t('alerts.change.other', 'Availability changed');
  }
}

/** The title and what changed: "Dune: Now on Netflix" (an Atom entry's title; in `tr`'s language, English by default). */
export function alertHeadline(alert: AlertFacts & { title: string }, tr: Translator = EN): string {
  return tr.t('alerts.headline', '{title}: {change}', { title: alert.title, change: alertChange(alert, tr) });
}

/** The whole alert in one sentence: "Dune: Now on Netflix in the United Kingdom." (an Atom entry's text). */
export function alertSentence(alert: AlertFacts & { title: string; region: string }, tr: Translator = EN): string {
  return tr.t('alerts.sentence', '{headline} in {country}.', {
    headline: alertHeadline(alert, tr),
    country: regionPhrase(tr, alert.region),
  });
}

/**
 * The alerts bell's accessible name: "Alerts, 3 unread"; just "Alerts" when none is unread or the
 * count is not known (loading or failed).
 * @param count unread alerts, or undefined when unknown
 * @param tr the page's translator (default English)
 */
export function alertsBellLabel(count: number | undefined, tr: Translator = EN): string {
  return count ? tr.t('alerts.bell.unread', 'Alerts, {count} unread', { count }) : tr.t('alerts.bell', 'Alerts');
}
