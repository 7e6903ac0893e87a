/**
 * Route guards for the shell and the remotes (spec §2, §6): who may open a route. They read the
 * shared store only (its hooks live in `./store`); they never load supabase-js.
 */
import { Fragment, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@streamscout/routes/router';
import { paths, type Guard } from '@streamscout/routes';
import { useAccountDepartures } from './account';
import { useSession } from './store';
import { wantSession } from './startup';

interface GuardProps {
  /** What to render when allowed; defaults to the nested route (`<Outlet />`). */
  children?: ReactNode;
  /** Rendered while the start-up session load runs; defaults to nothing. */
  fallback?: ReactNode;
}

/** While the session has not been loaded, asks the host to start it now (see startup.ts). */
function useWantSessionUntilReady(ready: boolean): void {
  useEffect(() => {
    if (!ready) wantSession();
  }, [ready]);
}

/** How long (ms) a guard that saw its user sign out waits for the session's move to '/'. */
export const SIGN_OUT_GRACE_MS = 1500;

/** What a guard hands to /login so the user comes back after signing in: the page they asked for. */
interface ReturnState {
  from?: unknown;
}

/**
 * Where a signed-in user goes from /login or /signup: the page the auth guard sent them from (a
 * path of this site: '/…', never '//…'), else /dashboard.
 */
function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as ReturnState).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.dashboard();
}

/**
 * Only for signed-in users (/dashboard, /dashboard/:list): a signed-out visitor is redirected
 * to /login (replace), with the page asked for (path, query and fragment) in the history entry's
 * state, so signing in brings them back to it (an invite link, spec §19). Renders `fallback` (default null) until the session has been loaded once,
 * and meanwhile asks the host to start the session at once ({@link wantSession}) — or, sooner,
 * as soon as the restored session's user has a profile on screen (the one this device kept, shown
 * while the start-up load asks the backend again: architecture §12 "The account's data on the
 * device", the first screen from the persisted data while the session and profile revalidate).
 * The screen mounts in a deferred (time-sliced) render after the wait ends; a signed-out visitor
 * is redirected at once.
 * When the user signs out while the guarded screen is open, it renders nothing for up to
 * {@link SIGN_OUT_GRACE_MS} ms instead of redirecting: spec §4 sends a signed-out user to '/',
 * and react-router applies that navigation in a transition, after the store's synchronous update.
 */
export function RequireAuth({ children, fallback = null }: GuardProps) {
  const ready = useSession((s) => s.ready);
  const signedIn = useSession((s) => s.session !== null);
  const profileShown = useSession((s) => s.session !== null && s.profile !== null && s.profile.id === s.session.user?.id);
  useWantSessionUntilReady(ready);
  const waiting = !ready && !profileShown;
  // The screen behind the guard mounts in a deferred render React time-slices: the store's update
  // that ends the wait is synchronous (a store read with useSyncExternalStore), and with it the
  // whole dashboard mounted in one task (272 ms at 4× CPU on /dashboard/queue). The fallback
  // stays on screen until that render commits.
  const stillWaiting = useDeferredValue(waiting);
  const location = useLocation();
  const wasSignedIn = useRef(false);
  const [graceOver, setGraceOver] = useState(false);
  if (signedIn) wasSignedIn.current = true;
  const signedOutHere = ready && !signedIn && wasSignedIn.current;
  useEffect(() => {
    if (!signedOutHere) return;
    const id = setTimeout(() => setGraceOver(true), SIGN_OUT_GRACE_MS);
    return () => clearTimeout(id);
  }, [signedOutHere]);
  if (waiting || (stillWaiting && signedIn)) return <>{fallback}</>;
  if (signedOutHere && !graceOver) return null;
  if (!signedIn) return <Navigate to={paths.login()} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Only for signed-out visitors (/login, /signup): a signed-in user is redirected (replace) to the
 * page the auth guard sent them from, else to /dashboard. Renders `fallback` (default null) until the session has been loaded once, and
 * meanwhile asks the host to start the session at once ({@link wantSession}).
 */
export function RequireGuest({ children, fallback = null }: GuardProps) {
  const ready = useSession((s) => s.ready);
  useWantSessionUntilReady(ready);
  const signedIn = useSession((s) => s.session !== null);
  const { state } = useLocation();
  if (!ready) return <>{fallback}</>;
  if (signedIn) return <Navigate to={returnPath(state)} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Props of {@link RouteGuard}. */
export interface RouteGuardProps {
  /** The route table's guard (`@streamscout/routes`); none renders the children as they are. */
  guard?: Guard;
  children: ReactNode;
}

/**
 * Applies a route's guard of the route table: 'auth' → {@link RequireAuth}, 'guest' →
 * {@link RequireGuest}, none → the children. Used by the shell and by standalone remotes.
 * The screen inside is mounted afresh each time an account leaves the page (account.ts), so none
 * of its state reaches the next account; the guard itself stays mounted (it still knows its user
 * signed out here and waits for the move to '/').
 */
export function RouteGuard({ guard, children }: RouteGuardProps) {
  const screen = <Fragment key={useAccountDepartures()}>{children}</Fragment>;
  if (guard === 'auth') return <RequireAuth>{screen}</RequireAuth>;
  if (guard === 'guest') return <RequireGuest>{screen}</RequireGuest>;
  return screen;
}
