import { useDeferredValue, useSyncExternalStore } from 'react';

/**
 * A value only a browser knows (the window's width, whether a media query matches), kept up to
 * date, and safe to render into a page the server rendered:
 *
 * - On the server: `serverValue`.
 * - Hydrating a server-rendered page: `serverValue` first — the tree matches the server's HTML —
 *   then the real value in a background (transition) render that React splits into short slices,
 *   so the switch never blocks the main thread in one long task. React calls the third argument of
 *   `useSyncExternalStore` only while rendering on the server and while hydrating, so that is where
 *   the hook learns it is hydrating; it answers with the real value there too, so React finds
 *   nothing changed after hydration and schedules no synchronous re-render (which it did when the
 *   snapshot differed: every width reader on a page re-rendered in one blocking task, ~116 ms on a
 *   throttled phone's `/discover`).
 * - Rendered in the browser without hydrating (a client-side navigation): the real value at once
 *   (no first frame at the server's guess).
 * - Later changes (a resize): rendered in the background too, like any deferred value.
 *
 * @param subscribe `useSyncExternalStore`'s subscribe: calls `onChange` when the value may have changed; returns the unsubscribe
 * @param getSnapshot the current value in the browser (must return equal values — `Object.is` — while nothing changed)
 * @param serverValue what the server renders (its guess: it has no screen)
 * @returns the value to render
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverValue: T): T {
  let hydrating = false;
  const value = useSyncExternalStore(subscribe, getSnapshot, () => {
    if (typeof window === 'undefined') return serverValue;
    hydrating = true;
    return getSnapshot();
  });
  // an initial value only while hydrating: elsewhere `undefined`, so the first render is the value itself
  return useDeferredValue(value, hydrating ? serverValue : undefined) as T;
}

/** Never changes: {@link useBrowserValue}'s subscription for a value fixed once in the browser. */
const subscribeNever = () => () => {};
/** In the browser: true. */
const inBrowser = () => true;

/**
 * Whether the page runs in the browser past hydration: false on the server and while hydrating a
 * server-rendered page (so the tree matches the HTML), true right after in a background render,
 * and at once in a page rendered in the browser (a client-side navigation). For what needs the
 * window's layout (windowing a long list) or script to work (controls that are inert without it).
 */
export function useHydrated(): boolean {
  return useBrowserValue(subscribeNever, inBrowser, false);
}
