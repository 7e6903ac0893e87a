/**
 * The shared session store (architecture §4): one zustand vanilla store per page
 * (Module Federation shares this package as a singleton), plus a React hook over it.
 *
 * State: the auth session, the signed-in user's profile and whether it could be loaded
 * (`profileStatus`), `ready` (the session has been loaded once at start-up, spec §4) and loading flags for the list buttons, kept per list and per
 * show key so each button has its own flag (spec §4 "List membership").
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ListName, Profile, Session } from './types';
import { DEFAULT_LANGUAGE, knownRegion, type Language } from '@streamscout/region';

/** Browser storage key of the region a signed-out viewer picked. */
export const REGION_STORAGE_KEY = 'streamscout.region';

/** Browser storage key of the "Only my services" switch ('1' when on). */
const ONLY_MY_SERVICES_STORAGE_KEY = 'streamscout.only-my-services';

/** Whether "Only my services" was left on in this browser. */
function storedOnlyMine(): boolean {
  try {
    return globalThis.localStorage?.getItem(ONLY_MY_SERVICES_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The region picked in this browser: a known code from storage, else null (unknown values are ignored). */
function storedRegion(): string | null {
  try {
    return knownRegion(globalThis.localStorage?.getItem(REGION_STORAGE_KEY));
  } catch {
    return null; // storage blocked (privacy mode): no pick
  }
}

/**
 * Where the signed-in user's profile stands: 'idle' (signed out, nothing to load), 'loading'
 * (a load runs and no profile is there yet), 'ready' (the profile is in the store) or 'error' (the
 * last load failed — backend down, network, no row; retried with backoff, see profileLoad.ts).
 */
export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SessionState {
  /** The auth session (user id, tokens), or null when signed out. */
  session: Session | null;
  /** The signed-in user's profile row, or null (signed out, or not loaded yet). */
  profile: Profile | null;
  /** Whether the profile is loaded, loading or failed to load (see {@link ProfileStatus}). */
  profileStatus: ProfileStatus;
  /** True once the start-up session load has finished (successfully or not). */
  ready: boolean;
  /**
   * Loading flags of the list buttons: `loading[list][showKey]` is true while that button's
   * add/remove call runs, and stays true after a failed call (spec §4).
   */
  loading: Record<ListName, Record<string, boolean>>;
  /** True while a whole list is being cleared (remove_all). */
  clearing: Record<ListName, boolean>;
  /**
   * List toggles made offline and not yet saved: `pending[list][showKey]` is true from the offline
   * press until the queued call succeeded after reconnecting (offline.ts, spec §15).
   */
  pending: Record<ListName, Record<string, boolean>>;
  /** The region picked in this browser (kept in storage), or null; see `useRegion` for the region in effect. */
  pickedRegion: string | null;
  /** "Only my services" is on (kept in browser storage): discover rows and lists show only titles on the signed-in user's services. */
  onlyMyServices: boolean;
  /**
   * The language the page shows (its catalogs loaded; architecture §13): set by the host before its
   * first render and by every switch (`showLanguage` of ./language). A device preference: it stays
   * when an account leaves. On a server it is never set (each render gets its own).
   */
  language: Language;
}

function initialState(): SessionState {
  return {
    session: null,
    profile: null,
    profileStatus: 'idle',
    ready: false,
    loading: { queue: {}, favorites: {}, watched: {} },
    clearing: { queue: false, favorites: false, watched: false },
    pending: { queue: {}, favorites: {}, watched: {} },
    pickedRegion: storedRegion(),
    onlyMyServices: storedOnlyMine(),
    language: DEFAULT_LANGUAGE,
  };
}

/** THE store. Read with `sessionStore.getState()`, subscribe with `sessionStore.subscribe`. */
export const sessionStore = createStore<SessionState>()(() => initialState());

/**
 * React hook over {@link sessionStore}.
 * @param selector picks a slice; it must return a stable value (a field, not a new object).
 * @returns the selected slice; the component re-renders when it changes.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/**
 * Stores `session` (or null). Drops the profile when the session's user changes; signed out, the
 * profile status is 'idle'.
 */
export function setSession(session: Session | null): void {
  const { profile, profileStatus } = sessionStore.getState();
  const userId = session?.user?.id ?? null;
  const kept = profile && profile.id === userId ? profile : null;
  sessionStore.setState({
    session,
    profile: kept,
    profileStatus: !userId ? 'idle' : kept ? 'ready' : profileStatus === 'ready' ? 'idle' : profileStatus,
  });
}

/**
 * Whether two JSON values (a profile row: strings, numbers, booleans, null, arrays, plain objects)
 * are equal field by field, arrays in order.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/**
 * Replaces the profile (the backend returns the whole updated row after every change); a profile
 * means 'ready'. A row equal to the one in the store (the backend confirming the profile this
 * device kept, on every return visit) keeps the store's object: no screen that reads it renders
 * again (the dashboard's gallery did, synchronously: a store update is read with useSyncExternalStore).
 */
export function setProfile(profile: Profile | null): void {
  const current = sessionStore.getState().profile;
  const next = profile && current && sameJson(current, profile) ? current : profile;
  sessionStore.setState(next ? { profile: next, profileStatus: 'ready' } : { profile: next });
}

/** Sets the profile status (profileLoad.ts drives it). */
export function setProfileStatus(profileStatus: ProfileStatus): void {
  if (sessionStore.getState().profileStatus !== profileStatus) sessionStore.setState({ profileStatus });
}

/** Clears session and profile (and every loading flag): the signed-out state (the page keeps its language). */
export function clearSession(): void {
  const { ready, language } = sessionStore.getState();
  sessionStore.setState({ ...initialState(), ready, language });
}

/** Marks the start-up session load as finished. */
export function markReady(): void {
  if (!sessionStore.getState().ready) sessionStore.setState({ ready: true });
}

/** Sets the loading flag of one list button (`which` list, show `key` like 'movie-123'). */
export function setListLoading(which: ListName, key: string, on: boolean): void {
  const { loading } = sessionStore.getState();
  const current = !!loading[which][key];
  if (current === on) return;
  const next = { ...loading[which] };
  if (on) next[key] = true;
  else delete next[key];
  sessionStore.setState({ loading: { ...loading, [which]: next } });
}

/** Sets the "saved when back online" flag of one list button (`which` list, show `key` like 'movie-123'). */
export function setListPending(which: ListName, key: string, on: boolean): void {
  const { pending } = sessionStore.getState();
  if (Boolean(pending[which][key]) === on) return;
  const next = { ...pending[which] };
  if (on) next[key] = true;
  else delete next[key];
  sessionStore.setState({ pending: { ...pending, [which]: next } });
}

/** Sets the "clearing whole list" flag of `which`. */
export function setListClearing(which: ListName, on: boolean): void {
  const { clearing } = sessionStore.getState();
  if (clearing[which] === on) return;
  sessionStore.setState({ clearing: { ...clearing, [which]: on } });
}

/**
 * Picks the viewer's region in this browser (the signed-out region picker): kept in storage and
 * in the store, so every provider view follows without a reload.
 * @param code ISO 3166-1 code of the country list ('gb' is fine)
 * @returns false, changing nothing, for an unknown code
 */
export function setPickedRegion(code: string): boolean {
  const region = knownRegion(code);
  if (!region) return false;
  try {
    globalThis.localStorage?.setItem(REGION_STORAGE_KEY, region);
  } catch {
    // storage blocked: the pick lasts for this page
  }
  if (sessionStore.getState().pickedRegion !== region) sessionStore.setState({ pickedRegion: region });
  return true;
}

/** Turns "Only my services" on or off: one switch for every discover row and list, kept in browser storage. */
export function setOnlyMyServices(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(ONLY_MY_SERVICES_STORAGE_KEY, '1');
    else globalThis.localStorage?.removeItem(ONLY_MY_SERVICES_STORAGE_KEY);
  } catch {
    // storage blocked: the switch lasts for this page
  }
  if (sessionStore.getState().onlyMyServices !== on) sessionStore.setState({ onlyMyServices: on });
}

/** Test seam: back to the initial state (signed out, not ready, no flags). Exported from `@streamscout/session/testing`. */
export function resetSessionStore(): void {
  sessionStore.setState(initialState(), true);
}

// ---- hooks over the store, one per thing a screen asks ----

/** The signed-in user's profile, or null (signed out or not loaded yet). */
export function useProfile(): Profile | null {
  return useSession((s) => s.profile);
}

/**
 * Whether the signed-in user's profile could be loaded: 'idle' (signed out), 'loading'
 * (no profile yet, a load runs), 'ready' (`useProfile()` has it) or 'error' (the load failed:
 * backend down, network, no row). After a fault the store retries by itself with backoff (1 s …
 * 30 s) and when the browser comes back online or the tab becomes visible, so a screen that shows
 * a message for 'error' recovers without a reload; a "Try again" button calls `refreshProfile()`.
 */
export function useProfileStatus(): ProfileStatus {
  return useSession((s) => s.profileStatus);
}

/** Whether a session exists (false while the start-up load runs). */
export function useIsSignedIn(): boolean {
  return useSession((s) => s.session !== null);
}

/** Whether list `which` is being cleared. */
export function useListClearing(which: ListName): boolean {
  return useSession((s) => s.clearing[which]);
}
