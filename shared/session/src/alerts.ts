/**
 * Availability alerts of the signed-in user (SQL: `notifications`, `alert_settings`,
 * `mark_alerts_read`, `mark_all_alerts_read`, `set_alert_settings`; supabase/README.md
 * "Availability alerts"). The alerts themselves are written by the job runner, never by a client.
 *
 * Every call returns its answer, or `null` on a backend or network error, when nobody is signed in,
 * or without a client. A setting the database refuses comes back as `{ error }` with its message.
 */
import { ALERT_KINDS, type AlertKind } from '@streamscout/tmdb';
import { getSupabase } from './config';

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

async function call<T>(run: (supabase: NonNullable<Awaited<ReturnType<typeof getSupabase>>>) => Promise<T | null>): Promise<T | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    return await run(supabase);
  } catch {
    return null;
  }
}

/**
 * The user's alerts, newest first.
 * @param limit at most this many (default 100)
 * @returns the alerts (`[]` for none), or null.
 */
export function getAlerts(limit = 100): Promise<Alert[] | null> {
  return call(async (supabase) => {
    const { data, error } = await supabase
      .from('notifications')
      .select('id, kind, media_type, tmdb_id, region, title, provider_id, provider_name, season_number, created_at, read_at')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(limit);
    return error || !Array.isArray(data) ? null : (data as AlertRow[]).map(toAlert);
  });
}

/** How many alerts are unread (the bell's count), or null. */
export function getUnreadAlertCount(): Promise<number | null> {
  return call(async (supabase) => {
    const { count, error } = await supabase.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
    return error || typeof count !== 'number' ? null : count;
  });
}

/**
 * Marks some of the user's alerts read (ids of other users' alerts are ignored).
 * @returns how many changed, or null.
 */
export function markAlertsRead(ids: ReadonlyArray<number>): Promise<number | null> {
  return call(async (supabase) => {
    const { data, error } = await supabase.rpc('mark_alerts_read', { ids: [...ids] });
    return error || typeof data !== 'number' ? null : data;
  });
}

/** Marks every alert of the user read. @returns how many changed, or null. */
export function markAllAlertsRead(): Promise<number | null> {
  return call(async (supabase) => {
    const { data, error } = await supabase.rpc('mark_all_alerts_read');
    return error || typeof data !== 'number' ? null : data;
  });
}

/** The user's alert settings (the defaults when never saved), or null. */
export function getAlertSettings(): Promise<AlertSettings | null> {
  return call(async (supabase) => {
    const { data, error } = await supabase.from('alert_settings').select('kinds, all_services').maybeSingle();
    if (error) return null;
    const row = data as { kinds: AlertKind[]; all_services: boolean } | null;
    return row ? { kinds: row.kinds, allServices: row.all_services } : { kinds: [...ALERT_KINDS], allServices: false };
  });
}

/**
 * Saves the user's alert settings.
 * @returns the saved settings, `{ error }` with the database's message for a refused value, or null.
 */
export function saveAlertSettings(settings: AlertSettings): Promise<AlertSettings | { error: string } | null> {
  return call(async (supabase) => {
    const { data, error } = await supabase.rpc('set_alert_settings', { kinds: settings.kinds, all_services: settings.allServices });
    if (error) return error.code === '22023' ? { error: error.message } : null;
    const row = data as { kinds: AlertKind[]; all_services: boolean } | null;
    return row ? { kinds: row.kinds, allServices: row.all_services } : null;
  });
}
