import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { parseStoredChoice } from './useStoredChoice';
import type { ViewValue } from '../components/ViewToggle/ViewToggle';

/**
 * The grid/list choice of a screen (spec §2 "Search results" and "Discover detail": "The view
 * choice is remembered", each under its own storage key), kept where the server can read it too.
 *
 * - Browser: `localStorage` (the storage key, JSON as before: `"list"`) decides; a cookie named
 *   after it ({@link viewCookieName}: `streamscout:search-view` → `streamscout-search-view`)
 *   mirrors it — set only while the choice is the list (the grid is the default: no cookie),
 *   `Path=/`, a year, `SameSite=Lax` — and is brought back in line after any render that finds
 *   it differing (a choice stored before the cookie existed, cleared storage).
 * - Server: the shell's renderer reads the request's `Cookie` header ({@link viewsFromCookie}) and
 *   provides the views through {@link RenderedViewsContext}; the page's HTML then already shows the
 *   chosen view (no jump from grid to list after hydration). The browser provides the same values
 *   (handed over in the page) around hydration, so the hydrating render matches the HTML.
 */

/** Remembered views the page was rendered with: cookie name → view; only the cookies present. */
export type RenderedViews = Readonly<Record<string, ViewValue>>;

/**
 * The remembered views a server render used (from the request's cookies) — on the server around
 * its render, in the browser around the hydration of that page; null elsewhere (the grid).
 */
export const RenderedViewsContext = createContext<RenderedViews | null>(null);

/** A view cookie's name: `streamscout-…-view`, letters and dashes. */
const VIEW_COOKIE = /^streamscout-[a-z-]+-view$/;
/** One year, in seconds: how long a view cookie lives. */
const VIEW_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookie of a view storage key: ':' is not allowed in a cookie name, so 'streamscout:search-view' → 'streamscout-search-view'. */
export function viewCookieName(storageKey: string): string {
  return storageKey.replace(/[^a-z0-9-]/gi, '-');
}

/**
 * The remembered views in a `Cookie` request header (or `document.cookie`): every
 * `streamscout-…-view` cookie whose value is 'list' or 'grid'. Unknown names and values are left
 * out; a missing or empty header gives `{}`.
 * @param header e.g. 'a=1; streamscout-search-view=list'
 */
export function viewsFromCookie(header: string | null | undefined): RenderedViews {
  const views: Record<string, ViewValue> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (VIEW_COOKIE.test(name) && (value === 'list' || value === 'grid')) views[name] = value;
  }
  return views;
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // another tab's choice
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The two views a stored value may name. */
const VIEWS: readonly ViewValue[] = ['grid', 'list'];

/** The stored view of `key` (JSON `"list"` as Mantine's `useLocalStorage` wrote it, or bare), or null. */
function readStored(key: string): ViewValue | null {
  try {
    return parseStoredChoice(window.localStorage.getItem(key), VIEWS);
  } catch {
    return null;
  }
}

/** Writes the view's cookie: set while it is the list, removed for the grid (the default). */
function writeCookie(name: string, view: ViewValue): void {
  document.cookie =
    view === 'list' ? `${name}=list; Path=/; Max-Age=${VIEW_COOKIE_MAX_AGE}; SameSite=Lax` : `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * React hook: the remembered grid/list view of the screen whose storage key is `storageKey`
 * (default 'grid'), and its setter (stores the choice in `localStorage` and its cookie, and
 * re-renders every reader). On the server and while hydrating it is the view the page was
 * rendered with ({@link RenderedViewsContext}); in the browser the stored choice, right after.
 * @param storageKey e.g. 'streamscout:search-view' (spec §3 "Browser storage keys")
 */
export function useRememberedView(storageKey: string): [ViewValue, (view: ViewValue) => void] {
  const rendered = useContext(RenderedViewsContext);
  const name = viewCookieName(storageKey);
  const view = useSyncExternalStore(
    subscribe,
    () => readStored(storageKey) ?? 'grid',
    () => rendered?.[name] ?? 'grid',
  );
  useEffect(() => {
    if ((viewsFromCookie(document.cookie)[name] ?? 'grid') !== view) writeCookie(name, view);
  }, [name, view]);
  const setView = useCallback(
    (next: ViewValue) => {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // storage full or blocked: the cookie still remembers it
      }
      writeCookie(name, next);
      for (const listener of listeners) listener();
    },
    [storageKey, name],
  );
  return [view, setView];
}
