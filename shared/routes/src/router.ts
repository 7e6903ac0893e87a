/**
 * `@streamscout/routes/router` — the one door to react-router for the shell, the remotes and the
 * shared packages (architecture §3, §7): the few router pieces StreamScout uses, re-exported
 * from `react-router`.
 *
 * Module Federation shares THIS module as the singleton instead of `react-router` itself: a shared
 * module is not tree-shaken, so sharing `react-router` whole put its data routers, SSR helpers and
 * framework-mode code (≈60 KB gzip) on every first load; this facade is tree-shaken to what it
 * re-exports (≈14 KB gzip). One instance per page still means one router context across shell and
 * remotes. ESLint allows `react-router` imports only here.
 *
 * - Routers: `BrowserRouter` (the shell, standalone remotes), `MemoryRouter` (tests), `StaticRouter`
 *   (the shell's server render: one location, no history). The first two are ours, react-router's
 *   `unstable_HistoryRouter` over its own browser and memory histories, so a navigation is known the
 *   moment it starts ({@link onNavigationStart}, {@link useNavigationStart}).
 * - Route table: `Routes`, `Route`, `Outlet`, `Navigate`.
 * - Links and hooks: `Link`, `useLocation`, `useNavigate`, `useParams`, `useSearchParams`.
 */
import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
} from 'react-router';

/** The history object react-router's routers read and write. */
type History = Parameters<typeof HistoryRouter>[0]['history'];
/** Told the new location of a navigation as it starts. */
type NavigationListener = (location: Location) => void;

const listeners = new Set<NavigationListener>();

/**
 * Calls `listener` with the new location each time a navigation starts (a link, `navigate()`, Back or
 * Forward), before React renders it. React renders a navigation in a transition: the page keeps
 * showing the old location until the new one is ready, and the old screen keeps running meanwhile. A
 * screen that does work of its own (an infinite list asking for its next pages) stops it here: every
 * update it made would interrupt the navigation's render and start it again, and a screen that kept
 * updating held the new page back until React gave up waiting (5 s).
 * @returns a function that removes the listener
 */
export function onNavigationStart(listener: NavigationListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * {@link onNavigationStart} for a component, while it is mounted: `callback` (its latest version) is
 * called with the new location as each navigation starts.
 */
export function useNavigationStart(callback: NavigationListener): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => onNavigationStart((location) => latest.current(location)), []);
}

/** `history`, whose one listener (the router's) is told of each navigation after {@link onNavigationStart}'s listeners. */
function announcing(history: History): History {
  const listen = history.listen.bind(history);
  history.listen = (routerListener) =>
    listen((update) => {
      for (const listener of [...listeners]) listener(update.location);
      routerListener(update);
    });
  return history;
}

/** The browser's history for {@link BrowserRouter}, made once per page. */
let browserHistory: History | null = null;

/** Props of {@link BrowserRouter} and {@link MemoryRouter}. */
interface RouterProps {
  children?: ReactNode;
}

/** react-router's `BrowserRouter` (the page's own history, each navigation rendered in a transition), announcing navigations. */
export function BrowserRouter({ children }: RouterProps) {
  browserHistory ??= announcing(createBrowserHistory({ v5Compat: true }));
  return createElement(HistoryRouter, { history: browserHistory }, children);
}

/**
 * react-router's `MemoryRouter` (a history in memory: tests), announcing navigations.
 * @param initialEntries the history's entries, as react-router's (paths or partial locations); the last is current
 */
export function MemoryRouter({ children, initialEntries }: RouterProps & { initialEntries?: Array<string | Partial<Location>> }) {
  const [history] = useState(() => announcing(createMemoryHistory({ initialEntries, v5Compat: true })));
  return createElement(HistoryRouter, { history }, children);
}

export { Link, Navigate, Outlet, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
