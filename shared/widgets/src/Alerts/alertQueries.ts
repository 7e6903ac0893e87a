/**
 * Server state of the signed-in user's availability alerts over TanStack Query (issue 25 §1), for
 * the header's bell and the dashboard's inbox: both read the same keys, so marking an alert read in
 * the inbox updates the bell's count at once. Keys live under ['alerts', userId] (another user's
 * alerts never show from the cache); the data comes from `@streamscout/session` (`notifications`,
 * `alert_settings` and their RPCs). A call that answers null (backend or network error) is a
 * failure (`isError`), never "no alerts".
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAlertSettings,
  getAlerts,
  getUnreadAlertCount,
  markAlertsRead,
  markAllAlertsRead,
  saveAlertSettings,
  useSession,
  type Alert,
  type AlertSettings,
} from '@streamscout/session';

/** Query keys of alerts, all under ['alerts', userId]. */
const alertKeys = {
  /** Every alert query of one user (what a change invalidates). */
  all: (userId: string) => ['alerts', userId] as const,
  /** The unread count (the bell). */
  unread: (userId: string) => ['alerts', userId, 'unread'] as const,
  /** The inbox, newest first. */
  list: (userId: string) => ['alerts', userId, 'list'] as const,
  /** The alert settings. */
  settings: (userId: string) => ['alerts', userId, 'settings'] as const,
};

/** A call that answered null (signed out, backend or network error) is a failure, not "nothing". */
function orThrow<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} could not be loaded`);
  return value;
}

/** The signed-in user's id, or null signed out. */
function useUserId(): string | null {
  return useSession((s) => s.session?.user.id ?? null);
}

/**
 * How many of the signed-in user's alerts are unread (`getUnreadAlertCount`). Nothing is asked
 * signed out (`data` stays undefined). Asked again when the window regains focus and whenever a
 * caller invalidates {@link alertKeys}.
 * @returns TanStack's result: `data` a count ≥ 0; a failed call is `isError`
 */
export function useUnreadAlertCount() {
  const userId = useUserId();
  return useQuery({
    queryKey: alertKeys.unread(userId ?? ''),
    queryFn: async () => orThrow(await getUnreadAlertCount(), 'Unread alerts'),
    enabled: userId !== null,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/**
 * The signed-in user's alerts, newest first (`getAlerts`, at most 100).
 * @returns TanStack's result: `data` the alerts (`[]` for none); a failed call is `isError`
 */
export function useAlerts() {
  const userId = useUserId();
  return useQuery<Alert[]>({
    queryKey: alertKeys.list(userId ?? ''),
    queryFn: async () => orThrow(await getAlerts(), 'Alerts'),
    enabled: userId !== null,
    refetchOnWindowFocus: true,
  });
}

/**
 * Marks alerts read: `{ ids }` some (`markAlertsRead`), `'all'` every one (`markAllAlertsRead`).
 * On success every alert query of the user is invalidated (the inbox and the bell's count follow).
 * A failed call rejects with an Error (the mutation's `error`).
 */
export function useMarkAlertsRead() {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (what: { ids: number[] } | 'all') => {
      const n = what === 'all' ? await markAllAlertsRead() : await markAlertsRead(what.ids);
      if (n === null) throw new Error("Couldn't mark your alerts read. Please try again.");
      return n;
    },
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all(userId ?? '') }),
  });
}

/**
 * The signed-in user's alert settings (`getAlertSettings`; the defaults when never saved).
 * @returns TanStack's result: `data` `{ kinds, allServices }`; a failed call is `isError`
 */
export function useAlertSettings() {
  const userId = useUserId();
  return useQuery<AlertSettings>({
    queryKey: alertKeys.settings(userId ?? ''),
    queryFn: async () => orThrow(await getAlertSettings(), 'Alert settings'),
    enabled: userId !== null,
  });
}

/**
 * Saves the alert settings (`saveAlertSettings`). Resolves to the saved settings, which replace the
 * cached ones; rejects with the database's message for a refused value, or a generic one on failure.
 */
export function useSaveAlertSettings() {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AlertSettings) => {
      const res = await saveAlertSettings(settings);
      if (res === null) throw new Error("Couldn't save your alert settings. Please try again.");
      if ('error' in res) throw new Error(res.error);
      return res;
    },
    networkMode: 'always',
    onSuccess: (saved) => client.setQueryData(alertKeys.settings(userId ?? ''), saved),
  });
}
