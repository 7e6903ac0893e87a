/**
 * "The session is needed now" signal (spec §4 start-up; architecture §7 keeps supabase-js off the
 * first render). The app host starts the session lazily — after the first screen — unless a
 * screen that cannot render without it (a route guard) asks for it first. Sticky: a request made
 * before the host listens is still delivered.
 */

let wanted = false;
const listeners = new Set<() => void>();

/** Asks the host to start the session at once (idempotent). Called by RequireAuth/RequireGuest. */
export function wantSession(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/**
 * Calls `listener` once when the session is first wanted — at once if it already was.
 * @returns an unsubscribe function
 */
export function onSessionWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Test seam: forget earlier requests (exported from `@streamscout/session/testing`). */
export function resetSessionWanted(): void {
  wanted = false;
  listeners.clear();
}
