/**
 * When a show carousel draws all its cards and starts embla's engine: not with the page's other
 * effects (a page of carousels then cost a phone one long task), but once it is in view and the
 * page idle, each carousel in its own task — or at once when it is first used.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Slides drawn as cards from the first render: the most a carousel shows at once (spec §9: 5 over
 * 1536 px). The others start as empty boxes of a card's height and become cards once the carousel
 * is in view and the page idle (a sliced transition), or at once when it is first used — a press,
 * a focus, or an autoplay step, each just before it moves — so a page of carousels hydrates a
 * fraction of its cards (57 on `/`, 77 on `/discover`, before).
 */
export const FIRST_CARDS = 5;
/** A carousel in view draws its other cards when the page is idle, or after this many ms at the latest (before the first autoplay step, 3000 ms). */
const IDLE_DRAW_TIMEOUT_MS = 2000;
/** Without `requestIdleCallback` (Safari): the other cards are drawn this many ms after the carousel comes into view. */
const IDLE_DRAW_FALLBACK_MS = 200;

/**
 * Runs `fn` in an idle moment of the main thread (`requestIdleCallback`, at most
 * {@link IDLE_DRAW_TIMEOUT_MS} later), or {@link IDLE_DRAW_FALLBACK_MS} later where there is none.
 * @returns a cleanup that cancels it if it has not run yet
 */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: IDLE_DRAW_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, IDLE_DRAW_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

/** What {@link useCarouselStart} tells the carousel. */
export interface CarouselStart {
  /** Every slide is a card (else only the first {@link FIRST_CARDS}). */
  allCards: boolean;
  /** embla's engine may be built (its `active` option). */
  active: boolean;
  /**
   * Before a press, focus or autoplay step moves the carousel: every card in the page and embla
   * started. `flushSync`: rendered and committed, effects included (embla's engine built), before
   * the event's own handlers run.
   */
  wake: () => void;
}

/**
 * The start of a carousel of `slideCount` slides that is `inView`: once in view and the page idle,
 * embla starts (in its own task) and the other cards are drawn (in a transition React slices, no
 * long task, well before the first autoplay step); `wake` does both at once.
 */
export function useCarouselStart(inView: boolean, slideCount: number): CarouselStart {
  // every slide a card once the carousel is in view and the page idle, or first used ({@link
  // FIRST_CARDS}); `flushSync`: the cards are in the page before the press, focus or autoplay step
  // that asked for them moves it
  const [allCards, setAllCards] = useState(false);
  // true once every card is in the page: a transition under way (the idle drawing) does not count,
  // so a press or an autoplay step during it still draws them at once, before moving
  const allCardsRef = useRef(false);
  useEffect(() => {
    allCardsRef.current = allCards;
  }, [allCards]);
  // embla's engine is not built until the carousel starts (`active: false`: our builds' embla hook
  // then builds none; the slides stay where the server's HTML put them; built inactive, each
  // engine still measured its container and slides among the hydration's effects): once the
  // carousel is in view and the page idle, each carousel in its own task, or at once when first
  // used. Started with the page's other effects, a page of carousels cost a phone one long task
  // (171 ms at 4× CPU on /discover), each engine's transforms forcing the next one's layout.
  const [active, setActive] = useState(false);
  const activeRef = useRef(false);
  const wake = useCallback(() => {
    if (allCardsRef.current && activeRef.current) return;
    allCardsRef.current = true;
    activeRef.current = true;
    flushSync(() => {
      setAllCards(true);
      setActive(true);
    });
  }, []);
  useEffect(() => {
    if (!inView || active) return;
    return whenIdle(() => {
      if (activeRef.current) return;
      activeRef.current = true;
      flushSync(() => setActive(true));
    });
  }, [inView, active]);
  // in view, the other cards are drawn once the page is idle, in a transition React slices (no
  // long task), well before the first autoplay step; a press or focus before that draws them at once
  const moreCards = !allCards && slideCount > FIRST_CARDS;
  useEffect(() => {
    if (!inView || !moreCards) return;
    return whenIdle(() => startTransition(() => setAllCards(true)));
  }, [inView, moreCards]);
  return { allCards, active, wake };
}
