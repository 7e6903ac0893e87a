/**
 * Server state of the signed-in user's availability alerts over TanStack Query (spec §13), for
 * the header's bell and the dashboard's inbox: both read the same keys, so marking an alert read in
 * the inbox updates the bell's count at once. Keys live under `['user', userId, 'alerts']`
 * (userData.ts: another account never reads them); the data comes from `@streamscout/session`
 * (`notifications`, `alert_settings` and their RPCs), whose calls throw `BackendError` on a
 * backend or network error — a failure (`isError`), never "no alerts".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getAlertSettings,
  getAlerts,
  getUnreadAlertCount,
  markAlertsRead,
  markAllAlertsRead,
  refusalOr,
  saveAlertSettings,
  type Alert,
  type AlertSettings,
} from '@streamscout/session';
import { userQueryKey, useUserId, useUserQuery } from '../userData';
import { msg, useT } from '@streamscout/i18n';

/** What a failed "Mark read" / "Mark all read" says. */
const MARK_READ_FAILED = msg('alerts.markReadFailed', "Couldn't mark your alerts read. Please try again.");
/** What a failed save of the alert settings says (unless the database refused a value: its sentence then). */
const SETTINGS_SAVE_FAILED = msg('alerts.settingsFailed', "Couldn't save your alert settings. Please try again.");

/**
 * How many of the signed-in user's alerts are unread (`getUnreadAlertCount`). Nothing is asked
 * signed out (`data` stays undefined). Asked again when the window regains focus and whenever an
 * alert changes (every alert query of the user is invalidated then).
 * @returns TanStack's result: `data` a count ≥ 0; a failed call is `isError`
 */
export function useUnreadAlertCount() {
  return useUserQuery(['alerts', 'unread'], () => getUnreadAlertCount(), { refetchOnWindowFocus: true, retry: 1 });
}

/**
 * The signed-in user's alerts, newest first (`getAlerts`, at most 100).
 * @returns TanStack's result: `data` the alerts (`[]` for none); a failed call is `isError`
 */
export function useAlerts() {
  return useUserQuery<Alert[]>(['alerts', 'list'], () => getAlerts(), { refetchOnWindowFocus: true });
}

/**
 * Marks alerts read: `{ ids }` some (`markAlertsRead`), `'all'` every one (`markAllAlertsRead`).
 * Afterwards every alert query of the user is invalidated (the inbox and the bell's count follow).
 * A failed call rejects with an Error saying so (the mutation's `error`).
 */
export function useMarkAlertsRead() {
  const i18n = useT();
  const userId = useUserId() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (what: { ids: number[] } | 'all') => {
      try {
        return what === 'all' ? await markAllAlertsRead() : await markAlertsRead(what.ids);
      } catch (error) {
        throw new Error(i18n.t(MARK_READ_FAILED), { cause: error });
      }
    },
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: userQueryKey(userId, 'alerts') }),
  });
}

/**
 * The signed-in user's alert settings (`getAlertSettings`; the defaults when never saved).
 * @returns TanStack's result: `data` `{ kinds, allServices }`; a failed call is `isError`
 */
export function useAlertSettings() {
  return useUserQuery<AlertSettings>(['alerts', 'settings'], () => getAlertSettings());
}

/**
 * Saves the alert settings (`saveAlertSettings`). Resolves to the saved settings, which replace the
 * cached ones; rejects with the database's sentence for a refused value, or a generic one on failure.
 */
export function useSaveAlertSettings() {
  const i18n = useT();
  const userId = useUserId() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AlertSettings) => {
      try {
        return await saveAlertSettings(settings);
      } catch (error) {
        throw new Error(refusalOr(error, i18n.t(SETTINGS_SAVE_FAILED)), { cause: error });
      }
    },
    networkMode: 'always',
    onSuccess: (saved) => client.setQueryData(userQueryKey(userId, 'alerts', 'settings'), saved),
  });
}
