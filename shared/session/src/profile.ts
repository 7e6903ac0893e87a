/**
 * Profile and list operations of spec §7 "Hosted backend: database and procedures", and the
 * store-level list actions of spec §4.
 *
 * Every call returns the updated {@link Profile} (the backend answers with the whole row) or
 * `null`: on a backend error, a network error, an invalid argument, or when the client is
 * unavailable (then 'Supabase client not found' is logged, spec §6/§8). Backend errors are not
 * logged (spec §8 "Logging is disabled"). Lists are only ever changed through the RPCs
 * `add_item`, `remove_item`, `remove_all` (never select-then-update, architecture §8).
 */
import { getSupabase } from './config';
import { asProfile, callListRpc, withClient } from './listRpc';
import { navigateTo, withoutSignedOutNavigation } from './nav';
import { clearSession, sessionStore, setListClearing, setListLoading, setProfile } from './store';
import { clearOfflineData, queueListToggle } from './offline';
import { reloadProfile } from './profileLoad';
import { LIST_NAMES } from './types';
import type { ListableShow, ListName, NavigateFn, Profile } from './types';
import { SESSION_MESSAGES } from './messages';

const TABLE = 'profiles';

/** Whether `which` is one of 'queue' | 'favorites' | 'watched'. */
export function isListName(which: unknown): which is ListName {
  return typeof which === 'string' && (LIST_NAMES as readonly string[]).includes(which);
}

/**
 * The list entry of a show (spec §3): `showKey('movie', 123)` → 'movie-123'.
 * @param media_type 'movie' or 'tv'
 * @param id the TMDB id
 */
export function showKey(media_type: string, id: number | string): string {
  return `${media_type}-${id}`;
}

/**
 * Whether `key` (like 'tv-456') is in list `which` of `profile`.
 * @returns false when the profile is null/undefined or the list is missing.
 */
export function isInList(profile: Profile | null | undefined, which: ListName, key: string): boolean {
  const list = profile?.[which];
  return Array.isArray(list) && list.includes(key);
}

/**
 * Select profile by id, single row (spec §7).
 * @param id the user's uuid
 * @returns the profile, or null (no such row / not allowed / error / no client).
 */
export function getProfile(id: string): Promise<Profile | null> {
  return withClient(async (supabase) => {
    const { data, error } = await supabase.from(TABLE).select('*').eq('id', id).single();
    return error ? null : asProfile(data);
  });
}

async function updateProfile(id: string, patch: Partial<Pick<Profile, 'username' | 'adult' | 'country' | 'language'>>) {
  return withClient(async (supabase) => {
    const { data, error } = await supabase.from(TABLE).update(patch).eq('id', id).select('*').single();
    return error ? null : asProfile(data);
  });
}

/**
 * Update the profile username by id (spec §7). Validate first with `validateUsername` (spec §5).
 * @returns the updated profile, or null (e.g. username taken, error, no client).
 */
export function updateUsername(id: string, username: string): Promise<Profile | null> {
  return updateProfile(id, { username });
}

/**
 * Update the adult flag by id to exactly `adult` (spec §7). See {@link toggleAdult}.
 * @returns the updated profile, or null.
 */
export function updateAdult(id: string, adult: boolean): Promise<Profile | null> {
  return updateProfile(id, { adult });
}

/**
 * Update the adult flag by id with the inverted boolean (spec §7): sends `!profile.adult`.
 * @returns the updated profile, or null.
 */
export function toggleAdult(profile: Pick<Profile, 'id' | 'adult'>): Promise<Profile | null> {
  return updateAdult(profile.id, !profile.adult);
}

/**
 * Update the country by id (spec §7); `country` is the country name ('Canada'), checked first
 * with `validateCountry` (spec §5).
 * @returns the updated profile, or null.
 */
export function updateCountry(id: string, country: string): Promise<Profile | null> {
  return updateProfile(id, { country });
}

/**
 * Update the profile's language by id (architecture §13): one of `LANGUAGES` of
 * `@streamscout/region` (the SQL refuses any other).
 * @returns the updated profile, or null.
 */
export function updateLanguage(id: string, language: string): Promise<Profile | null> {
  return updateProfile(id, { language });
}

/**
 * Select one list column by profile id (spec §7).
 * @returns the array of entries ('movie-123', …), or null (invalid list name, error, no client).
 */
export function getList(id: string, which: ListName): Promise<string[] | null> {
  if (!isListName(which)) return Promise.resolve(null);
  return withClient(async (supabase) => {
    const { data, error } = await supabase.from(TABLE).select(which).eq('id', id).single();
    if (error || !data) return null;
    const list = (data as unknown as Record<string, unknown>)[which];
    return Array.isArray(list) ? (list as string[]) : null;
  });
}

/**
 * Procedure add_item {profile_id, show_id, which_col} (spec §7). Adding an entry already in the
 * list leaves it once (the SQL never duplicates).
 * @param showId an entry like 'movie-123' (see {@link showKey})
 * @returns the updated profile, or null.
 */
export function addItem(profileId: string, showId: string, which: ListName): Promise<Profile | null> {
  if (!isListName(which)) return Promise.resolve(null);
  return callListRpc('add_item', { profile_id: profileId, show_id: showId, which_col: which });
}

/**
 * Procedure remove_item {profile_id, show_id, which_col} (spec §7).
 * @returns the updated profile, or null.
 */
export function removeItem(profileId: string, showId: string, which: ListName): Promise<Profile | null> {
  if (!isListName(which)) return Promise.resolve(null);
  return callListRpc('remove_item', { profile_id: profileId, show_id: showId, which_col: which });
}

/**
 * Procedure remove_all {profile_id, which_col}: empties one list (spec §7).
 * @returns the updated profile, or null.
 */
export function removeAll(profileId: string, which: ListName): Promise<Profile | null> {
  if (!isListName(which)) return Promise.resolve(null);
  return callListRpc('remove_all', { profile_id: profileId, which_col: which });
}

/** Why saving services failed: the backend's message for a refused list ('too many services: at most 50'), else a network/backend failure. */
export type SaveServicesResult = { ok: true; profile: Profile } | { ok: false; error: string };

/** The message shown when saving services fails for another reason than a refused list. */
export const SERVICES_SAVE_FAILED = SESSION_MESSAGES.servicesSaveFailed.message;

/**
 * Procedure set_services {profile_id, services}: "My services" of the signed-in user, replaced
 * as a whole (TMDB provider ids, in the order given; at most 50, no repeats — checked in SQL).
 * On success the returned profile becomes the current one, so every view follows at once.
 * @param services provider ids, e.g. [8, 9, 337]
 * @returns `{ ok: true, profile }`, or `{ ok: false, error }`: the backend's clear message for a
 *   refused list (22023/23514), {@link SERVICES_SAVE_FAILED} otherwise (network, signed out).
 */
export async function saveServices(services: ReadonlyArray<number>): Promise<SaveServicesResult> {
  const { profile } = sessionStore.getState();
  if (!profile) return { ok: false, error: SERVICES_SAVE_FAILED };
  const outcome = await withClient<SaveServicesResult>(async (supabase) => {
    const { data, error } = await supabase.rpc('set_services', { profile_id: profile.id, services: [...services] });
    if (error) return { ok: false, error: error.code === '22023' || error.code === '23514' ? error.message : SERVICES_SAVE_FAILED };
    const updated = asProfile(data);
    return updated ? { ok: true, profile: updated } : { ok: false, error: SERVICES_SAVE_FAILED };
  });
  if (!outcome) return { ok: false, error: SERVICES_SAVE_FAILED };
  if (outcome.ok && sessionStore.getState().profile?.id === outcome.profile.id) setProfile(outcome.profile);
  return outcome;
}

/**
 * Store action: list membership toggle of spec §4 for the signed-in user's profile.
 * Not in list → add_item; in list → remove_item. While the call runs, the button's flag
 * `loading[which][showKey]` is on; on success the returned profile replaces the current one and
 * the flag resets; on failure (null) the flag stays on (spec §4). A second click while the
 * flag is on does nothing. Offline (spec §15) the press is queued instead: the profile changes
 * at once, the button is marked pending (`pending[which][showKey]`) and the call is made when the
 * browser is back online (offline.ts).
 * @param show `{ id, media_type }` of a movie or TV show
 * @returns the updated profile, or null (signed out, already loading, failure).
 */
export async function toggleListItem(show: ListableShow, which: ListName): Promise<Profile | null> {
  const { profile, loading } = sessionStore.getState();
  if (!profile || !isListName(which)) return null;
  const key = showKey(show.media_type, show.id);
  if (loading[which][key]) return null;
  const present = !isInList(profile, which, key);
  // offline (or the call failed because the network just went): queued, sent when back online
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline()) return queueListToggle(profile, which, key, present);
  setListLoading(which, key, true);
  const updated = present ? await addItem(profile.id, key, which) : await removeItem(profile.id, key, which);
  if (!updated && offline() && sessionStore.getState().profile?.id === profile.id) {
    setListLoading(which, key, false);
    return queueListToggle(profile, which, key, present);
  }
  if (!updated) return null;
  if (isCurrentRow(updated)) setProfile(updated);
  setListLoading(which, key, false);
  return updated;
}

/**
 * Whether `updated` (a row an RPC or select answered) may replace the store's profile: the same
 * user's, and not older than the row the store holds. Two list presses made at once each answer
 * with the whole row after their own change; when the answers arrive in the other order, the
 * first change's row (without the second change) must not replace the second's. The backend sets
 * `updated_at` on every write; a row without it (an older backend) is taken as it comes.
 * @returns true when the store should take `updated`
 */
function isCurrentRow(updated: Profile): boolean {
  const current = sessionStore.getState().profile;
  if (current?.id !== updated.id) return false;
  const stamp = (row: Profile) => (row as Profile & { updated_at?: string }).updated_at;
  const [was, now] = [stamp(current), stamp(updated)];
  return !was || !now || Date.parse(now) >= Date.parse(was);
}

/**
 * Store action: clear list `which` of the signed-in user (spec §4 "Clear list") and replace the
 * profile with the returned one. `clearing[which]` is on while the call runs.
 * @returns the updated profile, or null (signed out, failure).
 */
export async function clearList(which: ListName): Promise<Profile | null> {
  const { profile } = sessionStore.getState();
  if (!profile || !isListName(which)) return null;
  setListClearing(which, true);
  try {
    const updated = await removeAll(profile.id, which);
    if (updated && isCurrentRow(updated)) setProfile(updated);
    return updated;
  } finally {
    setListClearing(which, false);
  }
}

/**
 * Store action: run an update (e.g. `updateUsername(id, name)`) and, when it returns a profile,
 * make it the current one.
 * @returns what `run` returned.
 */
export async function applyProfileUpdate(run: Promise<Profile | null>): Promise<Profile | null> {
  const updated = await run;
  if (updated && sessionStore.getState().profile?.id === updated.id) setProfile(updated);
  return updated;
}

/**
 * Store action: reload the signed-in user's profile from the backend into the store — also the
 * "Try again" of a profile that failed to load (`useProfileStatus() === 'error'`): it updates
 * `profileStatus` and resets the automatic retries' backoff (profileLoad.ts).
 * @returns the profile, or null (signed out, failure; the stored profile is then kept).
 */
export function refreshProfile(): Promise<Profile | null> {
  return reloadProfile();
}

/**
 * Delete profile (spec §4, §7): ONE call, procedure `delete_user({ user_id })`, which deletes the
 * caller's auth user; the profile row goes with it by `on delete cascade` in the same statement
 * (architecture §4), so the account is never half deleted. Then local storage is cleared, profile
 * and session in the store are cleared, and the app navigates to '/'. The supabase client's own
 * session is dropped too (a local sign-out; the server's answer for the deleted user is ignored)
 * so nothing can restore it.
 * @param options.navigate overrides the navigate registered by `initSession`.
 * @returns true when the user was deleted; false (nothing cleared, the user stays signed in) when
 * signed out, the client is unavailable, or the call failed (backend error, network error).
 */
export async function deleteProfile(options: { navigate?: NavigateFn } = {}): Promise<boolean> {
  const supabase = await getSupabase();
  if (!supabase) return false;
  const { profile, session } = sessionStore.getState();
  const id = session?.user?.id ?? profile?.id;
  if (!id) return false;
  try {
    const { error } = await supabase.rpc('delete_user', { user_id: id });
    if (error) return false;
  } catch {
    return false;
  }
  await withoutSignedOutNavigation(async () => {
    try {
      await supabase.auth.signOut({ scope: 'local' });
    } catch {
      // supabase-js removes the local session whatever the server answers; nothing else to do.
    }
  });
  try {
    if (typeof localStorage !== 'undefined') localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); the store is still cleared.
  }
  // the device's offline copy of the deleted account goes too, online or not
  await clearOfflineData();
  clearSession();
  navigateTo('/', options.navigate);
  return true;
}
