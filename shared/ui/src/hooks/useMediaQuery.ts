import { useBrowserValue } from './useBrowserValue';

/**
 * Whether the CSS media `query` matches, e.g. `useMediaQuery('(max-width: 767px)')`, kept up to
 * date as it changes. Same call as Mantine's hook (its `options` are accepted and ignored), but
 * hydration-safe: a page the server rendered first renders with `initialValue` — what the server,
 * which has no screen, rendered — and then with the real answer in a background render that does
 * not block the main thread ({@link useBrowserValue}), so hydration never sees a different tree; a
 * page rendered in the browser starts at the real answer (no first frame at the wrong size).
 * @param query a media query, e.g. '(max-width: 767px)'
 * @param initialValue the answer outside a browser and while hydrating (default false)
 */
export function useMediaQuery(query: string, initialValue = false, _options?: { getInitialValueInEffect?: boolean }): boolean {
  return useBrowserValue(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : initialValue),
    initialValue,
  );
}
