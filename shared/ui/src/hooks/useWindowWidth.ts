import { useBrowserValue } from './useBrowserValue';

/** Resize debounce of spec §9 "Layout and timing": 250 ms. */
export const RESIZE_DEBOUNCE_MS = 250;

/** The debounced width per delay (ms → px), shared by every component that asks with that delay. */
const widths = new Map<number, number>();
/** Mounted readers per delay: with none, nothing tracks resizes and the next read measures afresh. */
const readers = new Map<number, number>();

/**
 * `window.innerWidth` in px, updated `delay` ms after the last `resize` event (spec §9: resize
 * debounce 250 ms). Unlike `useViewportSize` it starts at the real width (no first render at 0 px,
 * no layout jump). Outside a browser it is `fallback` (default 1280 px); hydrating a page the
 * server rendered, `fallback` too — what the server rendered — and the real width right after, in
 * a background render that does not block the main thread ({@link useBrowserValue}), so hydration
 * never sees a different tree. Decide what the first paint shows with CSS; use this for what may
 * follow hydration.
 */
export function useWindowWidth(delay: number = RESIZE_DEBOUNCE_MS, fallback = 1280): number {
  return useBrowserValue(
    (onChange) => subscribe(delay, onChange),
    () => currentWindowWidth(delay, fallback),
    fallback,
  );
}

/**
 * The width {@link useWindowWidth} gives once a page runs, read outside React's snapshots: the
 * debounced `window.innerWidth` in px for `delay` ms — the real width even while a server-rendered
 * page hydrates. For what never reaches the HTML (an effect's options, a component's key), so the
 * switch from the server's width to the real one right after hydration changes nothing there.
 * Outside a browser: `fallback` (default 1280 px).
 */
export function currentWindowWidth(delay: number = RESIZE_DEBOUNCE_MS, fallback = 1280): number {
  if (typeof window === 'undefined') return fallback;
  let w = widths.get(delay);
  if (w === undefined || !readers.get(delay)) {
    w = window.innerWidth;
    widths.set(delay, w);
  }
  return w;
}

/** Tracks resizes while subscribed: the width is re-read and `onChange` runs `delay` ms after the last `resize`. */
function subscribe(delay: number, onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      widths.set(delay, window.innerWidth);
      onChange();
    }, delay);
  };
  window.addEventListener('resize', onResize, { passive: true });
  readers.set(delay, (readers.get(delay) ?? 0) + 1);
  return () => {
    readers.set(delay, (readers.get(delay) ?? 1) - 1);
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
