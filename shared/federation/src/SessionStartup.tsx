/**
 * Session start-up for an app host (the shell's layout and every standalone remote mount):
 * spec §4 "the session is loaded once at start-up". Runs `initSession` from @streamscout/session
 * after the first paint (requestIdleCallback, 1500 ms timeout), so supabase-js — which the session
 * package imports lazily — stays off the critical path. Unsubscribes on unmount.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { initSession } from '@streamscout/session';

/**
 * Hook form: call once inside a Router (it hands `navigate` to the session store so SIGNED_OUT
 * can send the user to '/'). Errors from start-up are only logged (spec §4).
 */
export function useSessionStartup(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const run = () => {
      if (cancelled) return;
      try {
        stop = initSession({ navigate });
      } catch (e: unknown) {
        console.error(e);
      }
    };
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
      cancelIdleCallback?: (id: number) => void;
    };
    const id = w.requestIdleCallback ? w.requestIdleCallback(run, { timeout: 1500 }) : window.setTimeout(run, 1);
    return () => {
      cancelled = true;
      if (w.cancelIdleCallback) w.cancelIdleCallback(id);
      else window.clearTimeout(id);
      stop?.();
    };
  }, [navigate]);
}

/** Component form of {@link useSessionStartup}: renders nothing. */
export function SessionStartup(): null {
  useSessionStartup();
  return null;
}
