/**
 * The show carousel's swipes (spec §9: a horizontal move of at least 50 px pages it). Ours, not
 * embla's: embla's drag has no minimum distance (its dragThreshold only tells drags from clicks).
 */
import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** Minimum swipe of spec §9: a horizontal pointer/touch move of at least 50 px pages the carousel. */
export const CAROUSEL_MIN_SWIPE = 50;
/** A pointer that moved more than this (px) between press and release dragged: no click follows. */
const CLICK_SLOP = 10;

/**
 * Direction of a swipe from a pointer-down at (`x0`,`y0`) to a pointer-up at (`x1`,`y1`), in px:
 * 'next' (moved left) or 'prev' (moved right) when the move is mostly horizontal and at least
 * {@link CAROUSEL_MIN_SWIPE} (50 px) long; otherwise null (a tap, a short drag or a vertical scroll).
 * Right to left (`dir` 'rtl', Arabic) the next cards are on the left: moving right pages to them.
 */
export function swipeDirection(x0: number, y0: number, x1: number, y1: number, dir: 'ltr' | 'rtl' = 'ltr'): 'next' | 'prev' | null {
  const dx = (x1 - x0) * (dir === 'rtl' ? -1 : 1);
  const dy = y1 - y0;
  if (Math.abs(dx) < CAROUSEL_MIN_SWIPE || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** What {@link useSwipe} hands the carousel: whether a press is under way, and the handlers for its root. */
export interface Swipe {
  /** A pointer is down on the carousel (autoplay pauses). */
  dragging: boolean;
  onPointerDown: (e: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLDivElement>) => void;
  onPointerCancel: () => void;
  /** Swallows the click that ends a drag or swipe, so it never opens the card under the pointer. */
  onClickCapture: (e: MouseEvent<HTMLDivElement>) => void;
}

/**
 * Swipe handling for the carousel's root: `onPress` runs on every pointer-down (any button, before
 * anything else); a primary press released at least 50 px away, mostly sideways, calls
 * `onSwipe('next' | 'prev')`; a move of more than 10 px (even too short to page) is a drag, and
 * the click that ends it is swallowed. `direction`: the page's (right to left, a swipe to the right pages on).
 */
export function useSwipe(onPress: () => void, onSwipe: (dir: 'next' | 'prev') => void, direction: 'ltr' | 'rtl' = 'ltr'): Swipe {
  const [dragging, setDragging] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    onPress();
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    swipeStart.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
    setDragging(true);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    setDragging(false);
    if (!start) return;
    // a drag (even one too short to page) is not a click on the card under it
    swiped.current = Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP;
    const dir = swipeDirection(start.x, start.y, e.clientX, e.clientY, direction);
    if (dir) onSwipe(dir);
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
    setDragging(false);
  };
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    e.preventDefault();
    e.stopPropagation();
  };
  return { dragging, onPointerDown, onPointerUp, onPointerCancel, onClickCapture };
}
