/**
 * Session start-up for an app host (the shell's layout and every standalone remote mount):
 * spec §4 "the session is loaded once at start-up". supabase-js (imported lazily by
 * @streamscout/session) must stay off the first render of public screens, so `initSession` runs:
 * - at once when a screen asks for it (the route guards of /login, /signup and /dashboard… call
 *   `wantSession()` while the session is not loaded);
 * - elsewhere once the first screen has rendered ({@link ScreenRendered} mounted, or
 *   {@link SESSION_FALLBACK_MS} ms passed) plus an idle period (requestIdleCallback, at most
 *   {@link SESSION_IDLE_TIMEOUT_MS} ms) — but only when the browser holds a stored session
 *   ({@link hasStoredSession}). Without one there is nothing to load: the store is marked ready
 *   (signed out) and supabase-js is never downloaded on a signed-out visit to a public page
 *   (architecture §7) until a screen asks for the session (login, signup, dashboard).
 * Unsubscribes on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@streamscout/routes/router';
import { initSession } from './auth';
import { followProfileLanguage } from './language';
import { getSessionConfig } from './config';
import { onSessionWanted } from './startup';
import { markReady } from './store';

/** Upper bound in ms of the idle wait before the session starts on public screens. */
const SESSION_IDLE_TIMEOUT_MS = 3000;

/** Start anyway after this many ms if no screen reports itself rendered. */
const SESSION_FALLBACK_MS = 5000;

/** supabase-js's default localStorage key of a stored session: `sb-{project ref or host}-auth-token`. */
const STORED_SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * Whether this browser may hold a Supabase session to restore: a `sb-…-auth-token` key (or the
 * configured `auth.storageKey`) in localStorage. A custom `auth.storage` or an unreadable
 * localStorage counts as "maybe" (true), so the session is then started as before.
 * @returns true when start-up has a session to load, false when the visitor is surely signed out
 */
export function hasStoredSession(): boolean {
  const auth = (getSessionConfig()?.options as { auth?: { storage?: unknown; storageKey?: string } } | undefined)?.auth;
  if (auth?.storage) return true;
  try {
    const storage = window.localStorage;
    if (auth?.storageKey) return storage.getItem(auth.storageKey) !== null;
    for (let i = 0; i < storage.length; i++) {
      if (STORED_SESSION_KEY.test(storage.key(i) ?? '')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

let screenRendered = false;
const screenListeners = new Set<() => void>();

/** Test seam: forget that a screen has rendered. */
export function resetScreenRendered(): void {
  screenRendered = false;
  screenListeners.clear();
}

/** Records that a route's screen has rendered (idempotent); wakes a waiting session start-up. */
export function markScreenRendered(): void {
  if (screenRendered) return;
  screenRendered = true;
  for (const l of [...screenListeners]) l();
  screenListeners.clear();
}

/**
 * Marker to place inside a route's Suspense boundary next to the screen: it mounts only once the
 * lazy screen has rendered, and then calls {@link markScreenRendered}. Renders nothing.
 */
export function ScreenRendered(): null {
  useEffect(() => markScreenRendered(), []);
  return null;
}

/**
 * Hook form: call once inside a Router (it hands `navigate` to the session store so SIGNED_OUT
 * can send the user to '/'). Errors from start-up are only logged (spec §4).
 */
function useSessionStartup(): void {
  // react-router's `navigate` changes identity with the location; the session keeps one
  // subscription for the life of the host and always navigates with the latest one.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [started, setStarted] = useState(false);

  // a signed-in profile's language becomes the page's (architecture §13)
  useEffect(() => followProfileLanguage(), []);

  // Once started it stays started for the life of the host (one subscription).
  useEffect(() => {
    if (!started) return;
    let stop: (() => void) | undefined;
    try {
      stop = initSession({ navigate: (to: string) => navigateRef.current(to) });
    } catch (e: unknown) {
      console.error(e);
    }
    return () => stop?.();
  }, [started]);

  useEffect(() => {
    if (started) return;
    const stopWanted = onSessionWanted(() => setStarted(true));
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
      cancelIdleCallback?: (id: number) => void;
    };
    let idleId: number | undefined;
    let fallback: number | undefined;
    const idle = () => {
      if (idleId !== undefined) return;
      // Nothing stored: signed out for sure, no need for supabase-js until a screen wants it.
      const start = () => (hasStoredSession() ? setStarted(true) : markReady());
      idleId = w.requestIdleCallback ? w.requestIdleCallback(start, { timeout: SESSION_IDLE_TIMEOUT_MS }) : window.setTimeout(start, 1);
    };
    if (screenRendered) idle();
    else {
      screenListeners.add(idle);
      fallback = window.setTimeout(idle, SESSION_FALLBACK_MS);
    }
    return () => {
      stopWanted();
      screenListeners.delete(idle);
      window.clearTimeout(fallback);
      if (idleId !== undefined) {
        if (w.cancelIdleCallback) w.cancelIdleCallback(idleId);
        else window.clearTimeout(idleId);
      }
    };
  }, [started]);
}

/** Component form of {@link useSessionStartup}: renders nothing. */
export function SessionStartup(): null {
  useSessionStartup();
  return null;
}
