/**
 * Route guards and hooks for the shell and the remotes (spec §2, §6).
 * They read the shared store only; they never load supabase-js.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet } from '@streamscout/routes/router';
import { paths, type Guard } from '@streamscout/routes';
import { useSession, type ProfileStatus } from './store';
import { wantSession } from './startup';
import type { ListName, Profile } from './types';

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

/**
 * Only for signed-in users (/dashboard, /dashboard/:list): a signed-out visitor is redirected
 * to /login (replace). Renders `fallback` (default null) until the session has been loaded once,
 * and meanwhile asks the host to start the session at once ({@link wantSession}).
 * When the user signs out while the guarded screen is open, it renders nothing for up to
 * {@link SIGN_OUT_GRACE_MS} ms instead of redirecting: spec §4 sends a signed-out user to '/',
 * and react-router applies that navigation in a transition, after the store's synchronous update.
 */
export function RequireAuth({ children, fallback = null }: GuardProps) {
  const ready = useSession((s) => s.ready);
  const signedIn = useSession((s) => s.session !== null);
  useWantSessionUntilReady(ready);
  const wasSignedIn = useRef(false);
  const [graceOver, setGraceOver] = useState(false);
  if (signedIn) wasSignedIn.current = true;
  const signedOutHere = ready && !signedIn && wasSignedIn.current;
  useEffect(() => {
    if (!signedOutHere) return;
    const id = setTimeout(() => setGraceOver(true), SIGN_OUT_GRACE_MS);
    return () => clearTimeout(id);
  }, [signedOutHere]);
  if (!ready) return <>{fallback}</>;
  if (signedOutHere && !graceOver) return null;
  if (!signedIn) return <Navigate to={paths.login()} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Only for signed-out visitors (/login, /signup): a signed-in user is redirected to /dashboard
 * (replace). Renders `fallback` (default null) until the session has been loaded once, and
 * meanwhile asks the host to start the session at once ({@link wantSession}).
 */
export function RequireGuest({ children, fallback = null }: GuardProps) {
  const ready = useSession((s) => s.ready);
  useWantSessionUntilReady(ready);
  const signedIn = useSession((s) => s.session !== null);
  if (!ready) return <>{fallback}</>;
  if (signedIn) return <Navigate to={paths.dashboard()} replace />;
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
 */
export function RouteGuard({ guard, children }: RouteGuardProps) {
  if (guard === 'auth') return <RequireAuth>{children}</RequireAuth>;
  if (guard === 'guest') return <RequireGuest>{children}</RequireGuest>;
  return <>{children}</>;
}

/** The signed-in user's profile, or null (signed out or not loaded yet). */
export function useProfile(): Profile | null {
  return useSession((s) => s.profile);
}

/**
 * Whether the signed-in user's profile could be loaded (issue 11): 'idle' (signed out), 'loading'
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

/** Whether the start-up session load has finished. */
export function useSessionReady(): boolean {
  return useSession((s) => s.ready);
}

/**
 * The loading flag of one list button (spec §4).
 * @param which the list; @param key the show key, e.g. 'movie-123'
 */
export function useListLoading(which: ListName, key: string): boolean {
  return useSession((s) => !!s.loading[which][key]);
}

/** Whether list `which` is being cleared. */
export function useListClearing(which: ListName): boolean {
  return useSession((s) => s.clearing[which]);
}
