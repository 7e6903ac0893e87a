import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** What {@link useLoadOnIntent} gives a component that stands in for a lazily loaded one. */
export interface LoadOnIntent<T, E extends HTMLElement = HTMLElement> {
  /** The loaded module's value (e.g. a component), or null while the stand-in shows. */
  loaded: T | null;
  /** Ask for it (hover, focus, idle): loads once, however often called. */
  load: () => void;
  /** A press on the stand-in: loads, and `handOver.open` tells the real one to open. */
  press: () => void;
  /** Put on the stand-in's focusable element: its focus is handed to `realRef` after the swap. */
  standInRef: RefObject<E | null>;
  /** Put on the real component's focusable element. */
  realRef: RefObject<E | null>;
  /** What the user did to the stand-in before the swap: focused it, pressed it. */
  handOver: { focus: boolean; open: boolean };
}

/**
 * Loads a module when the user shows intent (architecture §7: code a first screen does not need stays off
 * its critical path) and hands over what the user did meanwhile: the stand-in's keyboard focus
 * moves to the real element after the swap (`realRef`), and a press sets `handOver.open`, so the
 * real menu or dropdown opens at once. A failed load leaves the stand-in and can be asked again.
 * @param loader returns the module's value (cache it at module level so later mounts start loaded)
 * @param initial the value when already loaded (else null)
 * @typeParam E the focusable element of stand-in and real component (e.g. HTMLInputElement)
 */
export function useLoadOnIntent<T, E extends HTMLElement = HTMLElement>(
  loader: () => Promise<T>,
  initial: T | null = null,
): LoadOnIntent<T, E> {
  const [loaded, setLoaded] = useState<T | null>(() => initial);
  const [handOver, setHandOver] = useState({ focus: false, open: false });
  const standInRef = useRef<E | null>(null);
  const realRef = useRef<E | null>(null);
  const pressed = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    loader().then(
      (value) => {
        if (!mounted.current) return;
        const handOver = { focus: document.activeElement === standInRef.current, open: pressed.current };
        const swap = () => {
          setHandOver(handOver);
          setLoaded(() => value);
        };
        // a swap nobody asked for yet (the idle preload) renders as a transition, in slices that
        // yield to input; one the user is waiting for (a press) renders at once
        if (handOver.open) swap();
        else startTransition(swap);
      },
      () => {},
    );
  }, [loader]);
  const press = useCallback(() => {
    pressed.current = true;
    load();
  }, [load]);
  useEffect(() => {
    if (loaded && handOver.focus) realRef.current?.focus();
  }, [loaded, handOver.focus]);
  return { loaded, load, press, standInRef, realRef, handOver };
}
