/**
 * Auth: start-up session load, the auth-event handling of spec §4, sign in / sign up /
 * sign out of spec §7 "Hosted backend: authentication".
 */
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { getSupabase } from './config';
import { navigateTo, setNavigate, signedOutNavigationAllowed, withoutSignedOutNavigation } from './nav';
import { loadProfileIntoStore } from './profileLoad';
import { clearSession, markReady, sessionStore, setSession } from './store';
import { watchAccountChanges } from './account';
import { clearOfflineData } from './offline';
import type { NavigateFn, Session } from './types';
import { MSG_PASSWORD_TOO_LONG, MSG_PASSWORD_TOO_MANY_BYTES } from './validation';
import { SESSION_MESSAGES } from './messages';

/** The message shown for a duplicate username at signup (spec §8). */
const USERNAME_UNAVAILABLE = SESSION_MESSAGES.usernameUnavailable.message;

/** Shown instead of the browser's 'Failed to fetch' when the auth service cannot be reached (spec §8). */
export const MSG_NETWORK = SESSION_MESSAGES.network.message;

/** Shown when the auth service refuses with 429 over_request_rate_limit (spec §8). */
export const MSG_RATE_LIMITED = SESSION_MESSAGES.rateLimited.message;

/** The fields of a supabase-js AuthError this module reads. */
interface AuthErrorLike {
  name?: string;
  message?: string;
  status?: number;
  code?: string;
}

/**
 * What the login and signup forms show for an auth error: the rate-limit text for 429 /
 * `over_request_rate_limit`, {@link MSG_NETWORK} when no answer arrived (supabase-js's
 * AuthRetryableFetchError: network error, or a 502–504 gateway answer), Supabase Auth's "72
 * characters" (a byte limit) in words about bytes, else the service's message.
 */
function authErrorMessage(error: AuthErrorLike | unknown, fallback: string): string {
  const e = (error ?? {}) as AuthErrorLike;
  if (e.status === 429 || e.code === 'over_request_rate_limit') return MSG_RATE_LIMITED;
  if (e.name === 'AuthRetryableFetchError' || error instanceof TypeError || e.status === 0) return MSG_NETWORK;
  if (e.message === MSG_PASSWORD_TOO_LONG) return MSG_PASSWORD_TOO_MANY_BYTES;
  return e.message || fallback;
}

/**
 * What signIn / signUp / signOut answer when no supabase client is available: no error to show
 * (spec §8: a missing backend client is "logged only", no UI; `getSupabase` has logged
 * 'Supabase client not found'), flagged `unavailable` for callers that want to know.
 */
const UNAVAILABLE = { error: null, unavailable: true } as const;

let subscriptions = 0;
/** Counts auth events that change who is signed in, so a slower start-up load never overwrites them. */
let authChanges = 0;

/** Loads the profile of `userId` into the store (status, retries: profileLoad.ts). */
function loadProfile(userId: string, force = false): Promise<void> {
  return loadProfileIntoStore(userId, { force }).then(() => undefined);
}

function ensureProfile(session: Session | null, force = false): void {
  const userId = session?.user?.id;
  if (!userId) return;
  const { profile } = sessionStore.getState();
  if (!force && profile?.id === userId) return;
  // Deferred: the auth library awaits its subscribers, and a database call needs the auth lock.
  setTimeout(() => {
    // Loaded meanwhile (e.g. by the start-up load)? Then there is nothing to do.
    if (!force && sessionStore.getState().profile?.id === userId) return;
    void loadProfile(userId, force);
  }, 0);
}

/**
 * Applies one auth event to the store (spec §4). Exported for the shell's own subscriptions and
 * for tests; {@link initSession} wires it to `onAuthStateChange`.
 * - SIGNED_IN: store the session, load the profile.
 * - SIGNED_OUT: clear session and profile, navigate to '/'.
 * - TOKEN_REFRESHED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED: update the session.
 * - USER_UPDATED: update the session, reload the profile.
 * - INITIAL_SESSION: like the start-up load (store the session, load the profile if missing).
 */
export function handleAuthEvent(event: AuthChangeEvent | string, session: Session | null): void {
  if (event !== 'INITIAL_SESSION') authChanges += 1;
  switch (event) {
    case 'SIGNED_IN':
      setSession(session);
      ensureProfile(session);
      break;
    case 'SIGNED_OUT':
      clearSession();
      if (signedOutNavigationAllowed()) navigateTo('/');
      break;
    case 'TOKEN_REFRESHED':
    case 'PASSWORD_RECOVERY':
    case 'MFA_CHALLENGE_VERIFIED':
      setSession(session);
      break;
    case 'USER_UPDATED':
      setSession(session);
      ensureProfile(session, true);
      break;
    case 'INITIAL_SESSION':
      setSession(session);
      ensureProfile(session);
      break;
    default:
      break;
  }
}

/**
 * Start-up wiring, called once by the shell (e.g. in an effect of its root component):
 * registers `navigate`, loads the session once (an error is only logged, spec §4), loads the
 * profile of a signed-in user, marks the store `ready`, and subscribes to auth events
 * ({@link handleAuthEvent}). Loads supabase-js lazily; when no client is available the store is
 * marked ready and signed out.
 * @param options.navigate react-router's `navigate`, used after SIGNED_OUT and profile deletion.
 * @returns unsubscribe (also forgets `navigate`); safe to call before loading finished.
 */
export function initSession(options: { navigate?: NavigateFn } = {}): () => void {
  if (options.navigate) setNavigate(options.navigate);
  watchAccountChanges();
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  void (async () => {
    const supabase = await getSupabase();
    if (stopped) return;
    if (!supabase) {
      markReady();
      return;
    }
    // Subscribe first so no event between the load and the subscription is missed.
    const { data: sub } = supabase.auth.onAuthStateChange((event, session) => handleAuthEvent(event, session));
    subscriptions += 1;
    unsubscribe = () => {
      subscriptions -= 1;
      sub.subscription.unsubscribe();
    };
    try {
      const changesBefore = authChanges;
      const { data, error } = await supabase.auth.getSession();
      if (error) console.error(error.message ?? error);
      if (stopped) return;
      if (authChanges === changesBefore) setSession(data?.session ?? null);
      // A stored session is usually announced by SIGNED_IN while the library initialises (before
      // getSession resolves); either way, the store is ready only once the profile is loaded.
      const userId = sessionStore.getState().session?.user?.id;
      if (userId && sessionStore.getState().profile?.id !== userId) await loadProfile(userId);
    } catch (error) {
      console.error(error);
    }
    markReady();
  })();
  return () => {
    if (stopped) return;
    stopped = true;
    if (unsubscribe) unsubscribe();
    if (options.navigate) setNavigate(null);
  };
}

/**
 * Resolves once the start-up session load has finished (`ready` in the store).
 * @returns a promise that resolves (never rejects); immediately when already ready.
 */
export function whenSessionReady(): Promise<void> {
  if (sessionStore.getState().ready) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe((state) => {
      if (state.ready) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Sign in with email and password (spec §7). On success the SIGNED_IN event stores the session
 * and loads the profile (also applied directly when nothing subscribed yet).
 * @returns `{ error: null }`, or `{ error }` with the auth service's message (e.g. 'Invalid login
 * credentials'), {@link MSG_NETWORK} when the service cannot be reached, {@link MSG_RATE_LIMITED}
 * on 429. Without a client: `{ error: null, unavailable: true }` (only logged, spec §8).
 */
export async function signIn(email: string, password: string): Promise<{ error: string | null; unavailable?: true }> {
  const supabase = await getSupabase();
  if (!supabase) return UNAVAILABLE;
  try {
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) {
      console.error(error.message);
      return { error: authErrorMessage(error, SESSION_MESSAGES.signInFailed.message) };
    }
    if (subscriptions === 0 && data.session) handleAuthEvent('SIGNED_IN', data.session);
    return { error: null };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return { error: authErrorMessage(error, SESSION_MESSAGES.signInFailed.message) };
  }
}

/**
 * Sign up with email and password and metadata {username, country, language} (spec §7); the backend
 * creates the profile from the metadata. With auto-confirm the SIGNED_IN event then stores the
 * session and loads the profile.
 * @returns `{ error: null }` on success; `{ error: 'Username unavailable', field: 'username' }` when
 * the backend reports status 500 (the duplicate-username constraint; older clients say '{}'),
 * spec §8; {@link MSG_NETWORK} when the service cannot be reached, {@link MSG_RATE_LIMITED} on 429;
 * otherwise `{ error }` with the auth service's message. Without a client:
 * `{ error: null, unavailable: true }` (only logged, spec §8).
 */
export async function signUp(input: {
  email: string;
  password: string;
  username: string;
  country: string;
  /** The reader's language (the page's, from the browser at first), kept on the profile; absent: English. */
  language?: string;
}): Promise<{ error: string | null; field?: 'username'; unavailable?: true }> {
  const supabase = await getSupabase();
  if (!supabase) return UNAVAILABLE;
  try {
    const { data, error } = await supabase.auth.signUp({
      email: input.email,
      password: input.password,
      options: { data: { username: input.username, country: input.country, ...(input.language ? { language: input.language } : {}) } },
    });
    if (error) {
      const status = (error as { status?: number }).status;
      if (status === 500 || error.message === '{}') return { error: USERNAME_UNAVAILABLE, field: 'username' };
      console.error(error.message);
      return { error: authErrorMessage(error, SESSION_MESSAGES.signUpFailed.message) };
    }
    if (subscriptions === 0 && data.session) handleAuthEvent('SIGNED_IN', data.session);
    return { error: null };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return { error: authErrorMessage(error, SESSION_MESSAGES.signUpFailed.message) };
  }
}

/**
 * Sign out (spec §4 "Logout"). Logout always ends the local session (spec §8 asks it
 * for 401/403/404, this does it for every failure): the server is asked to end all sessions
 * (`scope: 'global'`); if that fails for any reason (backend down, 500, …) the failure is logged
 * and the session is removed locally (`signOut({ scope: 'local' })`, which drops the stored
 * session before any request). Either way the store is cleared and the user goes to '/' (by the
 * SIGNED_OUT event, or here when nothing subscribed or the event's navigation was held back).
 * The account's offline data on this device is removed first (`clearOfflineData`, offline.ts).
 * @returns `{ error: null }` — the user is signed out on this device whatever the server said.
 * Without a client the store is cleared and `{ error: null, unavailable: true }` returned (only
 * logged, spec §8).
 */
export async function signOut(): Promise<{ error: string | null; unavailable?: true }> {
  // the device's offline copy of this account (profile, queued toggles, query cache) goes first,
  // online or not (spec §15, §16)
  await clearOfflineData();
  const supabase = await getSupabase();
  if (!supabase) {
    clearSession();
    return UNAVAILABLE;
  }
  let failed = false;
  try {
    const { error } = await supabase.auth.signOut();
    if (error) {
      failed = true;
      console.error(error.message);
    }
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : String(error));
  }
  if (failed) {
    await withoutSignedOutNavigation(async () => {
      try {
        await supabase.auth.signOut({ scope: 'local' });
      } catch {
        // The local session is removed before the request; a network error changes nothing.
      }
    });
  }
  const hadSession = sessionStore.getState().session !== null;
  clearSession();
  if (failed || (hadSession && subscriptions === 0)) navigateTo('/');
  return { error: null };
}
