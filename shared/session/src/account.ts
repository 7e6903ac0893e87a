/**
 * The moment an account leaves this page, said once (architecture §4 "Per-user data"): the signed-in
 * user's id in the session store changes from a user to nobody (Logout, a sign-out in another tab,
 * a session that could not be refreshed, a deleted profile) or to **another** user (a SIGNED_IN of
 * a different account). Everything the page keeps of that account goes then, before any screen
 * renders for the next one — the store's listeners run synchronously inside the store update:
 *
 * - the per-user browser storage key ("Only my services", store.ts), here;
 * - whatever a listener of {@link onAccountLeft} keeps: the page's query cache of per-user data
 *   (`forgetAccountQueries` of `@streamscout/widgets`, registered by the host's providers) and the
 *   device's offline copy (offline.ts).
 *
 * Device preferences that belong to nobody (theme, grid/list views, the region a signed-out visitor
 * picked) stay.
 */
import { useSyncExternalStore } from 'react';
import { sessionStore, setOnlyMyServices } from './store';

/** Called with the id of the account that left the page. */
export type AccountLeftListener = (userId: string) => void;

const listeners = new Set<AccountLeftListener>();
let watching = false;
/** How many accounts have left this page so far. */
let departures = 0;

/** The user id of a store state: the session's user, or null signed out. */
const userIdOf = (state: ReturnType<typeof sessionStore.getState>): string | null => state.session?.user?.id ?? null;

/** Runs everything that forgets `userId`: its per-user storage keys, then each listener (a throwing one is logged, the others still run). */
function accountLeft(userId: string): void {
  departures += 1;
  setOnlyMyServices(false);
  for (const listener of [...listeners]) {
    try {
      listener(userId);
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * Starts watching the session store for an account leaving (idempotent). `initSession` calls it,
 * and so does the first {@link onAccountLeft}.
 */
export function watchAccountChanges(): void {
  if (watching) return;
  watching = true;
  sessionStore.subscribe((state, prev) => {
    const before = userIdOf(prev);
    if (before && before !== userIdOf(state)) accountLeft(before);
  });
}

/**
 * Calls `listener` each time an account leaves the page (signed out, deleted, or replaced by another
 * account), synchronously, before the store's update reaches any screen.
 * @param listener gets the id of the account that left
 * @returns a function that removes the listener
 */
export function onAccountLeft(listener: AccountLeftListener): () => void {
  watchAccountChanges();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * How many accounts have left this page since it loaded (0 at first): a value that changes
 * exactly when one leaves.
 */
function accountDepartures(): number {
  return departures;
}

const subscribeToDepartures = (onChange: () => void) => onAccountLeft(() => onChange());
const noDepartures = () => 0;

/**
 * React hook: how many accounts have left this page (0 at first, and on the server). A key made of
 * it mounts a subtree afresh when an account leaves, so no component state of that account (an
 * issued feed URL, an import's result, a form) reaches the next one — `RouteGuard` keys every
 * route's screen with it.
 */
export function useAccountDepartures(): number {
  return useSyncExternalStore(subscribeToDepartures, accountDepartures, noDepartures);
}
