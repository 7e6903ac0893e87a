/**
 * The day groups of the alerts inbox. What an alert says (`alertChange`) and what each settings
 * checkbox means (`ALERT_KIND_LABELS`) are the availability model's words, shared with the bell and
 * the Atom feed (`@streamscout/tmdb`). Pure functions: no React, no session.
 */
import type { Alert } from '@streamscout/session';
import { translator, type Translator } from '@streamscout/i18n';

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
export function groupByDay(
  alerts: readonly Alert[],
  now: Date = new Date(),
  locale?: string,
  tr: Translator = translator('en'),
): AlertDay[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const days: AlertDay[] = [];
  for (const alert of alerts) {
    const at = new Date(alert.createdAt);
    const key = localDay(at);
    let day = days[days.length - 1];
    if (!day || day.key !== key) {
      day = {
        key,
        label:
          key === today ? tr.t('calendar.today', 'Today') : key === yesterday ? tr.t('alerts.yesterday', 'Yesterday') : long.format(at),
        alerts: [],
      };
      days.push(day);
    }
    day.alerts.push(alert);
  }
  return days;
}
