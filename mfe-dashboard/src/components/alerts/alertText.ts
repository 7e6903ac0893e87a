/**
 * The words of the alerts inbox (issue 25 §1): what changed, per kind of the SQL's `notifications`
 * (supabase/migrations/…_availability_alerts.sql), what each settings checkbox means, and the day
 * groups of the inbox. Pure functions: no React, no session.
 */
import type { Alert, AlertKind } from '@streamscout/session';

/**
 * What changed, in a few words: "Now on Netflix", "Now free or with ads on Pluto TV", "Left
 * Netflix", "Season 4 now on Netflix", "Digital release: rent or buy on Apple TV". A change whose
 * service has no name (TMDB gave none) says "a service".
 * @param alert its kind, the service's name (null when unknown) and, for a new season, its number
 */
export function alertChange(alert: Pick<Alert, 'kind' | 'providerName' | 'seasonNumber'>): string {
  const service = alert.providerName || 'a service';
  switch (alert.kind) {
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
  }
}

/** The settings' label of each kind (the order of `ALERT_KINDS`). */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  on_my_services: 'A title arrives on one of my services',
  free: 'A title becomes free or free with ads',
  left_my_services: 'A title leaves one of my services',
  new_season: 'A new season of a show streams',
  digital_release: 'A movie in my queue can be rented or bought',
};

/** One day of the inbox: its heading and its alerts (newest first, as given). */
export interface AlertDay {
  /** The local day, 'YYYY-MM-DD'. */
  key: string;
  /** 'Today', 'Yesterday', or the date in words ("Monday, 23 November 2026"). */
  label: string;
  alerts: Alert[];
}

/** 'YYYY-MM-DD' of a date in the browser's time zone. */
function localDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Groups alerts by the local day they were written on, keeping their order (newest first).
 * @param alerts newest first (as `getAlerts` answers)
 * @param now today, for the 'Today' and 'Yesterday' headings (default the current time)
 * @param locale for the other days' headings (default the browser's)
 */
export function groupByDay(alerts: readonly Alert[], now: Date = new Date(), locale?: string): AlertDay[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const days: AlertDay[] = [];
  for (const alert of alerts) {
    const at = new Date(alert.createdAt);
    const key = localDay(at);
    let day = days[days.length - 1];
    if (!day || day.key !== key) {
      day = { key, label: key === today ? 'Today' : key === yesterday ? 'Yesterday' : long.format(at), alerts: [] };
      days.push(day);
    }
    day.alerts.push(alert);
  }
  return days;
}
