import { useState } from 'react';
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';

/** Resize debounce of spec §9 "Layout and timing": 250 ms. */
export const RESIZE_DEBOUNCE_MS = 250;

/**
 * `window.innerWidth` in px, updated `delay` ms after the last `resize` event (spec §9: resize
 * debounce 250 ms), through Mantine's `useWindowEvent` + `useDebouncedCallback`. Unlike
 * `useViewportSize` it starts at the real width (no first render at 0 px, no layout jump).
 * Outside a browser it returns `fallback` (default 1280 px).
 */
export function useWindowWidth(delay: number = RESIZE_DEBOUNCE_MS, fallback = 1280): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? fallback : window.innerWidth));
  const update = useDebouncedCallback(() => setWidth(window.innerWidth), delay);
  useWindowEvent('resize', update, { passive: true });
  return width;
}
