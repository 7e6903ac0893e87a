/**
 * Loading the signed-in user's profile into the store, with a status the screens can show and a
 * recovery that needs no user action: a failed load (backend down, network error, 5xx)
 * sets `profileStatus: 'error'` and is retried with exponential backoff (1 s, 2 s, 4 s … at most
 * 30 s), and at once when the browser comes back online or the tab becomes visible again. A
 * profile row that does not exist (PGRST116) is an answer, not a fault: 'error' without automatic
 * retries (a manual retry still asks again).
 *
 * It talks to the supabase client itself (not through profile.ts), so profile.ts can use it
 * without an import cycle.
 */
import { getSupabase } from './config';
import { sessionStore, setProfile, setProfileStatus } from './store';
import type { Profile } from './types';

/** Backoff of automatic retries: the first delay and the cap (ms). */
const retryPolicy = { firstMs: 1000, maxMs: 30_000 };

let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
const loads = new Map<string, Promise<Profile | null>>();

type Outcome = { profile: Profile } | { error: 'not_found' | 'failed' };

async function fetchProfile(userId: string): Promise<Outcome> {
  const supabase = await getSupabase();
  if (!supabase) return { error: 'failed' };
  try {
    // Our own backoff decides when to ask again (postgrest-js would otherwise retry a network
    // error three times over ~7 s before the status could turn 'error').
    const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).single().retry(false);
    if (error) return { error: (error as { code?: string }).code === 'PGRST116' ? 'not_found' : 'failed' };
    const row = data as Profile | null;
    return row && typeof row.id === 'string' ? { profile: row } : { error: 'failed' };
  } catch {
    return { error: 'failed' };
  }
}

const currentUserId = () => sessionStore.getState().session?.user?.id ?? null;

function cancelRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** Retries now when the last load failed and the same user is still signed in. */
function retryNowIfFailed(): void {
  const userId = currentUserId();
  if (userId && sessionStore.getState().profileStatus === 'error') {
    cancelRetry();
    void loadProfileIntoStore(userId, { force: true, background: true });
  }
}

function listenForRecovery(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', retryNowIfFailed);
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') retryNowIfFailed();
    });
  }
  // Signing out (or another user) stops pending retries.
  sessionStore.subscribe((state, prev) => {
    if (state.session?.user?.id !== prev.session?.user?.id) {
      cancelRetry();
      attempt = 0;
    }
  });
}

function scheduleRetry(userId: string): void {
  cancelRetry();
  const delay = Math.min(retryPolicy.maxMs, retryPolicy.firstMs * 2 ** attempt);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (currentUserId() === userId && sessionStore.getState().profileStatus === 'error') {
      void loadProfileIntoStore(userId, { force: true, background: true });
    }
  }, delay);
}

/**
 * Loads the profile of `userId` into the store, once at a time per user; a result that arrives
 * after the user changed (signed out, someone else signed in) is dropped. Status: 'loading' while
 * no profile is shown yet, then 'ready', or 'error' (and a retry is scheduled for faults).
 * @param options.force load even when the store already holds this user's profile
 * @param options.background an automatic retry: an 'error' status stays 'error' until it succeeds
 *   (no flicker through 'loading')
 * @returns the loaded profile, or null when the load failed (the stored profile is then kept)
 */
export function loadProfileIntoStore(userId: string, options: { force?: boolean; background?: boolean } = {}): Promise<Profile | null> {
  const pending = loads.get(userId);
  if (pending) return pending;
  const state = sessionStore.getState();
  if (!options.force && state.profile?.id === userId) return Promise.resolve(state.profile);
  listenForRecovery();
  if (state.profile?.id !== userId && currentUserId() === userId && !(options.background && state.profileStatus === 'error')) {
    setProfileStatus('loading');
  }
  const run = (async () => {
    const outcome = await fetchProfile(userId);
    if (currentUserId() !== userId) return 'profile' in outcome ? outcome.profile : null;
    if ('profile' in outcome) {
      attempt = 0;
      cancelRetry();
      setProfile(outcome.profile);
      return outcome.profile;
    }
    // A profile already shown stays shown (a failed refresh is not an outage of the screen).
    if (sessionStore.getState().profile?.id !== userId) {
      setProfileStatus('error');
      if (outcome.error === 'failed') scheduleRetry(userId);
    }
    return null;
  })().finally(() => {
    if (loads.get(userId) === run) loads.delete(userId);
  });
  loads.set(userId, run);
  return run;
}

/**
 * Reloads the signed-in user's profile now (a "Try again" button; also what `refreshProfile()`
 * does), resetting the backoff.
 * @returns the profile, or null (signed out, failure; a stored profile is then kept).
 */
export function reloadProfile(): Promise<Profile | null> {
  const userId = currentUserId();
  if (!userId) return Promise.resolve(null);
  cancelRetry();
  attempt = 0;
  return loadProfileIntoStore(userId, { force: true });
}

/**
 * Test seam (`@streamscout/session/testing`): the backoff's first delay and cap in ms; with no
 * argument, back to 1 s / 30 s. Also cancels a pending retry.
 */
export function setProfileRetryPolicyForTests(policy?: { firstMs: number; maxMs: number }): void {
  retryPolicy.firstMs = policy?.firstMs ?? 1000;
  retryPolicy.maxMs = policy?.maxMs ?? 30_000;
  cancelRetry();
  attempt = 0;
}
