/**
 * Availability alerts of the signed-in user (SQL: `notifications`, `alert_settings`,
 * `mark_alerts_read`, `mark_all_alerts_read`, `set_alert_settings`; supabase/README.md
 * "Availability alerts"). The alerts themselves are written by the job runner, never by a client.
 *
 * Every call resolves to its answer or throws a `BackendError` (dataClient.ts): a setting the
 * database refuses is `refused` with its message; a backend or network error, being signed out or
 * having no client is a failure — never an empty answer.
 */
import { ALERT_KINDS, type AlertKind } from '@streamscout/tmdb';
import { backendError, callBackend } from './dataClient';

// The kinds are the availability model's (SQL enum `public.alert_kind`), said once in @streamscout/tmdb.
export { ALERT_KINDS, type AlertKind };

/** One alert about one title in the user's region. */
export interface Alert {
  id: number;
  kind: AlertKind;
  mediaType: 'movie' | 'tv';
  /** TMDB id of the movie or show. */
  tmdbId: number;
  /** ISO 3166-1 region the change happened in. */
  region: string;
  title: string;
  /** TMDB provider id and name of the service (null when the change names none). */
  providerId: number | null;
  providerName: string | null;
  /** The new season's number (new_season only). */
  seasonNumber: number | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, or null while unread. */
  readAt: string | null;
}

/** Which alerts the user wants. No saved settings: every kind, my services only. */
export interface AlertSettings {
  kinds: AlertKind[];
  /** Also alert about services the user does not have (for the "my services" kinds). */
  allServices: boolean;
}

interface AlertRow {
  id: number | string;
  kind: AlertKind;
  media_type: 'movie' | 'tv';
  tmdb_id: number;
  region: string;
  title: string;
  provider_id: number | null;
  provider_name: string | null;
  season_number: number | null;
  created_at: string;
  read_at: string | null;
}

const toAlert = (r: AlertRow): Alert => ({
  id: Number(r.id),
  kind: r.kind,
  mediaType: r.media_type,
  tmdbId: r.tmdb_id,
  region: r.region,
  title: r.title,
  providerId: r.provider_id,
  providerName: r.provider_name,
  seasonNumber: r.season_number,
  createdAt: r.created_at,
  readAt: r.read_at,
});

/** A `{ data, error }` answer's data, or the error thrown as a {@link BackendError}. */
function dataOf<T>(answer: { data: T; error: { message?: string; code?: string } | null }, what: string): T {
  if (answer.error) throw backendError(answer.error, what);
  return answer.data;
}

const settingsOf = (row: { kinds: AlertKind[]; all_services: boolean } | null): AlertSettings | undefined =>
  row ? { kinds: row.kinds, allServices: row.all_services } : undefined;

/**
 * The user's alerts, newest first.
 * @param limit at most this many (default 100)
 * @returns the alerts (`[]` for none)
 * @throws BackendError when they cannot be read (dataClient.ts)
 */
export function getAlerts(limit = 100): Promise<Alert[]> {
  return callBackend('Alerts', async (supabase) => {
    const data = dataOf(
      await supabase
        .from('notifications')
        .select('id, kind, media_type, tmdb_id, region, title, provider_id, provider_name, season_number, created_at, read_at')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit),
      'Alerts',
    );
    return Array.isArray(data) ? (data as AlertRow[]).map(toAlert) : undefined;
  });
}

/**
 * How many alerts are unread (the bell's count).
 * @throws BackendError when it cannot be read
 */
export function getUnreadAlertCount(): Promise<number> {
  return callBackend('Unread alerts', async (supabase) => {
    const { count, error } = await supabase.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
    if (error) throw backendError(error, 'Unread alerts');
    return typeof count === 'number' ? count : undefined;
  });
}

/**
 * Marks some of the user's alerts read (ids of other users' alerts are ignored).
 * @returns how many changed
 * @throws BackendError when nothing could be marked
 */
export function markAlertsRead(ids: ReadonlyArray<number>): Promise<number> {
  return callBackend('Read alerts', async (supabase) => {
    const data: unknown = dataOf(await supabase.rpc('mark_alerts_read', { ids: [...ids] }), 'Read alerts');
    return typeof data === 'number' ? data : undefined;
  });
}

/**
 * Marks every alert of the user read.
 * @returns how many changed
 * @throws BackendError when nothing could be marked
 */
export function markAllAlertsRead(): Promise<number> {
  return callBackend('Read alerts', async (supabase) => {
    const data: unknown = dataOf(await supabase.rpc('mark_all_alerts_read'), 'Read alerts');
    return typeof data === 'number' ? data : undefined;
  });
}

/**
 * The user's alert settings (the defaults — every kind, my services only — when never saved).
 * @throws BackendError when they cannot be read
 */
export function getAlertSettings(): Promise<AlertSettings> {
  return callBackend('Alert settings', async (supabase) => {
    const data = dataOf(await supabase.from('alert_settings').select('kinds, all_services').maybeSingle(), 'Alert settings');
    return settingsOf(data as { kinds: AlertKind[]; all_services: boolean } | null) ?? { kinds: [...ALERT_KINDS], allServices: false };
  });
}

/**
 * Saves the user's alert settings.
 * @returns the saved settings
 * @throws BackendError — `refused` with the database's message for a refused value (an unknown
 *   kind), else a failure (nothing saved)
 */
export function saveAlertSettings(settings: AlertSettings): Promise<AlertSettings> {
  return callBackend('Alert settings', async (supabase) => {
    const data = dataOf(
      await supabase.rpc('set_alert_settings', { kinds: settings.kinds, all_services: settings.allServices }),
      'Alert settings',
    );
    return settingsOf(data as { kinds: AlertKind[]; all_services: boolean } | null);
  });
}
