import { useBrowserValue } from './useBrowserValue';

/** Calls `onChange` on the window's `online` and `offline` events; returns the unsubscribe. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own answer: `navigator.onLine` (only an explicit `false` means offline). */
const isOnline = (): boolean => navigator.onLine !== false;

/**
 * Whether the browser reports a network connection (`navigator.onLine`), kept up to date by the
 * window's `online` and `offline` events (spec §2 and §4 "Online/offline": the offline notice).
 *
 * Rendered on the server: `true` (online). Hydrating: the server's `true` first, then the browser's
 * answer in a background render ({@link useBrowserValue}). Mantine's `useNetwork` answered the same
 * question by also reading `navigator.connection` and setting its state in an effect on mount: a
 * 13–25 ms passive effect at 4× CPU on every hydrating page, then a synchronous re-render.
 * @returns `false` while the browser says it is offline, else `true`
 */
export function useOnline(): boolean {
  return useBrowserValue(subscribe, isOnline, true);
}
