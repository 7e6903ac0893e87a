import { useEffect, useState } from 'react';

/** Resize debounce of spec §9 "Layout and timing": 250 ms. */
export const RESIZE_DEBOUNCE_MS = 250;

function currentWidth(fallback: number): number {
  return typeof window === 'undefined' ? fallback : window.innerWidth;
}

/**
 * `window.innerWidth` in px, updated at most once per `delay` ms after the last `resize` event
 * (spec §9: resize debounce 250 ms). Outside a browser it returns `fallback` (default 1280 px).
 */
export function useWindowWidth(delay: number = RESIZE_DEBOUNCE_MS, fallback = 1280): number {
  const [width, setWidth] = useState(() => currentWidth(fallback));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), delay);
    };
    window.addEventListener('resize', onResize);
    // a resize between the first render and this effect
    setWidth(window.innerWidth);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [delay]);
  return width;
}
