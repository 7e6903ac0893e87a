import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefCallback, type RefObject } from 'react';

/*
 * Observers that keep only what a component renders from them. Mantine's useIntersection and
 * useElementSize keep the observer's entry or the element's whole rect, so their first report —
 * every observed element, in one frame after hydration — re-rendered every row, carousel and
 * skeleton of a page in one default-priority task (147 ms at 4× CPU on /discover) though almost
 * nothing changed. Here a report that leaves the kept value as it was renders nothing, and one
 * that changes it renders in a transition (sliced, yielding to input).
 */

/** Options of {@link useInView}. */
export interface InViewOptions {
  /** The IntersectionObserver's rootMargin (CSS margin, e.g. '300px'): counts as in view that far outside the viewport. */
  rootMargin?: string;
  /** Stop observing after the first time it is in view (the value stays true). */
  once?: boolean;
}

/**
 * Whether an element is in the viewport (or within `rootMargin` of it), from an
 * IntersectionObserver. Only that boolean is state: reports that agree with it render nothing.
 * False until the first report (on the server too), and where there is no IntersectionObserver.
 * @returns `ref` for the element, and `inView`
 */
export function useInView<T extends Element = HTMLElement>({ rootMargin, once = false }: InViewOptions = {}): {
  ref: RefCallback<T>;
  inView: boolean;
} {
  const [inView, setInView] = useState(false);
  // the value last asked for: a report that agrees with it calls no setState at all
  const kept = useRef(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback<RefCallback<T>>(
    (el) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el || typeof IntersectionObserver !== 'function') return;
      const io = new IntersectionObserver(
        (entries) => {
          const now = entries[entries.length - 1].isIntersecting;
          // with `once`, nothing is reported after the first true
          if (now && once) io.disconnect();
          if (now === kept.current) return;
          kept.current = now;
          startTransition(() => setInView(now));
        },
        { rootMargin },
      );
      io.observe(el);
      observer.current = io;
    },
    [rootMargin, once],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, inView };
}

/**
 * A value derived from an element's content-box width in px (ResizeObserver): `derive(width)` is
 * state, so a resize that derives the same value (by `Object.is`) renders nothing. Before the
 * first measurement (on the server too, and where there is no ResizeObserver): `derive(0)`.
 * @param derive a pure function of the width in px (read on every report, so it may change between renders)
 * @returns `ref` for the element, and the derived `value`
 */
export function useWidthDerived<V, T extends Element = HTMLElement>(derive: (width: number) => V): { ref: RefCallback<T>; value: V } {
  const [value, setValue] = useState(() => derive(0));
  // the value last asked for: a report that derives it again calls no setState at all
  const kept = useRef(value);
  const deriveRef = useRef(derive);
  deriveRef.current = derive;
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<T>>((el) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver((entries) => {
      const next = deriveRef.current(entries[entries.length - 1].contentRect.width);
      if (Object.is(next, kept.current)) return;
      kept.current = next;
      startTransition(() => setValue(next));
    });
    ro.observe(el);
    observer.current = ro;
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, value };
}

/**
 * An element's width and its top in page coordinates (px: its viewport top plus the window's
 * scroll), measured after layout and again when it or the window resizes — what a list windowed
 * over the window's scroll needs (its scroll margin, its columns). `{ width: 0, top: 0 }` on the
 * server and until measured; where layout gives no width (no CSS engine), the window's width.
 * @param ref the element
 */
export function useElementBox(ref: RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      const width = rect.width || globalThis.innerWidth;
      const top = rect.top + globalThis.scrollY;
      setBox((prev) => (prev.width === width && prev.top === top ? prev : { width, top }));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    globalThis.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      globalThis.removeEventListener('resize', measure);
    };
  }, [ref]);
  return box;
}
