import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Carousel } from '@mantine/carousel';
import { Box, Center, InlineStyles, Text, Title, type InlineStylesMediaQuery } from '@mantine/core';
import { useMergedRef, useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { Show } from '@streamscout/tmdb';
import { IconChevronLeft, IconChevronRight } from '../../icons';
import { useInView, useWidthDerived } from '../../hooks/useObserved';
import { useBrowserValue } from '../../hooks/useBrowserValue';
import { currentWindowWidth, useWindowWidth, RESIZE_DEBOUNCE_MS } from '../../hooks/useWindowWidth';
import { mediaOver } from '../../breakpoints';
import { LAYOUT_BREAKPOINTS, type LayoutBreakpoint } from '../../theme';
import { POSTER_WIDTH } from '../Poster/Poster';
import { SHOW_CARD_HEIGHT, ShowCard } from '../ShowCard/ShowCard';

/** Default empty text (spec §2 "Show carousel"). */
export const EMPTY_CAROUSEL_MESSAGE = 'Sorry, no shows to display at this time.';
/** Autoplay interval of spec §9: 3000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
/** Minimum swipe of spec §9: a horizontal pointer/touch move of at least 50 px pages the carousel. */
export const CAROUSEL_MIN_SWIPE = 50;
/** A pointer that moved more than this (px) between press and release dragged: no click follows. */
const CLICK_SLOP = 10;
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

/**
 * Spec §9's carousel steps: over each layout width ({@link LAYOUT_BREAKPOINTS}) this many posters
 * show at once; 1 up to the first.
 */
const CAROUSEL_STEPS: ReadonlyArray<readonly [LayoutBreakpoint, number]> = [
  ['tablet', 2],
  ['laptop', 3],
  ['desktop', 4],
  ['wide', 5],
];

/**
 * Spec §9: posters visible at once for a window `width` in px: over 1536 → 5, over 1350 → 4,
 * over 1024 → 3, over 768 → 2, otherwise 1. The same steps as the carousel's CSS
 * ({@link CAROUSEL_CSS}), for script (embla's paging, the eager posters).
 */
export function carouselVisibleCount(width: number): number {
  let count = 1;
  for (const [name, n] of CAROUSEL_STEPS) if (width > LAYOUT_BREAKPOINTS[name]) count = n;
  return count;
}

/**
 * Spec §9: carousel width in px for `count` visible posters: 180 × count + 180, plus 190 for
 * counts 4 and 5, plus 100 for count 1. E.g. 1 → 460, 2 → 540, 3 → 720, 4 → 1090, 5 → 1270.
 */
export function carouselWidth(count: number): number {
  let w = POSTER_WIDTH * count + POSTER_WIDTH;
  if (count === 4 || count === 5) w += 190;
  if (count === 1) w += 100;
  return w;
}

/**
 * The visible count that fits: `count` (from {@link carouselVisibleCount}), lowered while
 * carouselWidth(count) px is wider than the `available` px of the carousel's container (an
 * embed in a narrow column), never below 1. `available` ≤ 0 (not measured yet) keeps `count`.
 * In the app's content area (up to 1288 px) the spec's count always fits, so nothing changes there.
 */
export function fitVisibleCount(count: number, available: number): number {
  let n = Math.max(1, Math.min(5, Math.floor(count)));
  if (!(available > 0)) return n;
  while (n > 1 && carouselWidth(n) > available) n -= 1;
  return n;
}

/**
 * The most posters (1–5) a container `available` px wide fits: fitVisibleCount(5, available), so
 * fitVisibleCount(n, available) = min(n, fitCapacity(available)); 5 while not measured (≤ 0).
 */
export function fitCapacity(available: number): number {
  return fitVisibleCount(5, available);
}

/** Class of the carousel's box; {@link CAROUSEL_CSS} sizes it. */
const CAROUSEL_CLASS = 'streamscout-carousel';
/** CSS variable: posters visible at once (set per width by {@link CAROUSEL_CSS}, or inline when forced). */
export const COUNT_VAR = '--streamscout-carousel-count';
/** CSS variable: the carousel's width, carouselWidth(count) px. */
export const WIDTH_VAR = '--streamscout-carousel-width';

/** The two variables for `count` visible posters. */
export function countVars(count: number): Record<string, string> {
  return { [COUNT_VAR]: String(count), [WIDTH_VAR]: `${carouselWidth(count)}px` };
}

/**
 * The carousel's responsive steps as CSS for `selector` (spec §9): `vars(1)` at every width, then
 * a media query per step of {@link CAROUSEL_STEPS} with `vars(count)` (`mediaOver`: over 768 px →
 * 2, over 1024 → 3, over 1350 → 4, over 1536 → 5). For Mantine's `InlineStyles`: in the server's
 * HTML, so the first paint is right at every width before any script runs.
 * @param selector the CSS selector, e.g. '.streamscout-carousel'
 * @param vars the declarations (CSS variables) for a visible count of 1–5
 */
export function carouselStepsCss(
  selector: string,
  vars: (count: number) => Record<string, string>,
): { selector: string; styles: Record<string, string>; media: InlineStylesMediaQuery[] } {
  return { selector, styles: vars(1), media: CAROUSEL_STEPS.map(([name, n]) => ({ query: mediaOver(name), styles: vars(n) })) };
}

/**
 * The carousel's responsive size (spec §9): one poster and carouselWidth(1) px, then over 768 px
 * → 2 posters, 540 px wide; …; over 1536 px → 5, 1270 px ({@link carouselStepsCss}).
 */
const CAROUSEL_CSS = carouselStepsCss(`.${CAROUSEL_CLASS}`, countVars);

/**
 * Direction of a swipe from a pointer-down at (`x0`,`y0`) to a pointer-up at (`x1`,`y1`), in px:
 * 'next' (moved left) or 'prev' (moved right) when the move is mostly horizontal and at least
 * {@link CAROUSEL_MIN_SWIPE} (50 px) long; otherwise null (a tap, a short drag or a vertical scroll).
 */
export function swipeDirection(x0: number, y0: number, x1: number, y1: number): 'next' | 'prev' | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (Math.abs(dx) < CAROUSEL_MIN_SWIPE || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** One card of the carousel, centred in its slide; re-renders only when its show, priority or overlay changes. */
const CarouselCard = memo(function CarouselCard({
  show,
  priority,
  cardActions,
}: {
  show: Show;
  priority: boolean;
  cardActions: ((show: Show) => ReactNode) | undefined;
}) {
  return (
    <Center>
      <ShowCard show={show} priority={priority} actions={cardActions?.(show)} />
    </Center>
  );
});

/**
 * The classes Mantine's `Carousel.Slide` gives a slide: its CSS module class (the width from the
 * carousel's `slideSize`, the gap from `slideGap`) and the static `mantine-Carousel-slide`.
 */
const SLIDE_CLASS = `${Carousel.classes.slide} mantine-Carousel-slide`;

/**
 * One slide: the element Mantine's `Carousel.Slide` renders (same classes and attributes, so the
 * server's HTML, the carousel's CSS and embla's view of its container are unchanged), without
 * reading the carousel's context. Mantine's slide renders again on every render of its carousel,
 * whose context value is new each time (embla's API arriving, the selected slide, a hover): on `/`
 * that was ~230 slide renders in two synchronous tasks right after hydration, on a phone's CPU
 * ~100 ms. This one takes its card as an element the carousel keeps (`slides` below), so a
 * render of the carousel alone passes it by.
 */
function Slide({ children }: { children: ReactNode }) {
  return (
    <div className={SLIDE_CLASS} data-orientation="horizontal" role="group" aria-roledescription="slide" aria-label="Carousel slide">
      {children}
    </div>
  );
}

/** Never changes: {@link useBrowserValue}'s subscription for a value fixed once in the browser. */
const subscribeNever = () => () => {};
/** In the browser: true. */
const inBrowser = () => true;

/** A slide not drawn yet ({@link FIRST_CARDS}): an empty box of a card's height (the slide gives its width), hidden from assistive technology. */
function CardPlaceholder() {
  return <Box mih={SHOW_CARD_HEIGHT} aria-hidden="true" data-testid="card-placeholder" />;
}

/** Props of {@link ShowCarousel}. */
export interface ShowCarouselProps {
  /** Shows to page through; null/undefined/[] (or none with a poster_path) → the empty message. */
  shows: Show[] | null | undefined;
  /** Text when there is nothing to show; default 'Sorry, no shows to display at this time.'. */
  emptyMessage?: string;
  /** Optional visible heading above the carousel (also its accessible name). */
  title?: string;
  /**
   * Above-the-fold row (the home page's LCP): `true` makes the first visible-count posters eager
   * with high fetch priority; a number makes that many eager. Default false (all lazy).
   */
  priority?: boolean | number;
  /** Autoplay interval in ms (default 3000, spec §9); `false` or 0 turns it off. Paused on hover/focus/drag, when the tab is hidden and under prefers-reduced-motion. */
  autoplay?: number | false;
  /**
   * Forces the visible count (1–5) instead of deriving it from the window width (still lowered to
   * fit its container). Applied by script: the server's HTML shows the window width's count.
   */
  visibleCount?: number;
  /**
   * Each card's poster overlay (ShowCard's `actions`, e.g. `useListActions()?.card` of
   * `@streamscout/widgets`); omitted or returning null/undefined → no overlay.
   */
  cardActions?: (show: Show) => ReactNode;
}

/**
 * Show carousel (spec §2 "Home and discover", §9 "Layout and timing"): a looping Mantine Carousel
 * with previous/next arrows and no dots, holding a ShowCard for every show that has a
 * poster_path. It shows carouselVisibleCount(window width) cards at once and is
 * carouselWidth(count) px wide (capped at 100 %) — decided by CSS media queries
 * ({@link CAROUSEL_CSS}), so the server's HTML is right at every width; script only lowers the
 * count by {@link fitVisibleCount} when its container is narrower (e.g. embedded in another site's
 * column; window width re-read 250 ms after the last resize) or applies `visibleCount`. It pages one visible group ("chunk") per arrow press or per swipe of at least 50 px
 * (shorter moves do nothing; a drag never opens the card under it). The first five slides are
 * cards from the start, the others once it is in view and the page idle, or first pressed,
 * focused or autoplayed ({@link FIRST_CARDS}); embla's engine is built and started at the same
 * moments, each carousel in its own task (its arrows stay in the tab order meanwhile). embla's code
 * is a chunk loaded when the page's first carousel starts; an arrow press or swipe made before it
 * arrives is kept, and the engine starts on the page asked for. It autoplays every 3000 ms
 * while some of it is in the viewport (IntersectionObserver), paused while hovered, focused,
 * swiped, when the tab is hidden and under prefers-reduced-motion.
 * Empty → the custom `emptyMessage` or 'Sorry, no shows to display at this time.'.
 */
export function ShowCarousel({
  shows,
  emptyMessage = EMPTY_CAROUSEL_MESSAGE,
  title,
  priority = false,
  autoplay = CAROUSEL_AUTOPLAY_MS,
  visibleCount,
  cardActions,
}: ShowCarouselProps) {
  const windowWidth = useWindowWidth(RESIZE_DEBOUNCE_MS);
  // the most posters its container fits (5 until measured): a measurement that fits as many as
  // before renders nothing
  const { ref: fitRef, value: capacity } = useWidthDerived(fitCapacity);
  const byWidth = carouselVisibleCount(windowWidth);
  const count = Math.min(fitVisibleCount(visibleCount || byWidth, 0), capacity);
  // embla's count (its paging and the Carousel's key, neither of which is in the HTML) is the real
  // window's from the first render in the browser, hydration included: when useWindowWidth leaves
  // the server's width right after hydration, the carousel keeps its embla and its cards instead
  // of starting afresh (a phone's page re-created every card of every carousel in one task)
  const emblaCount = Math.min(fitVisibleCount(visibleCount || carouselVisibleCount(currentWindowWidth(RESIZE_DEBOUNCE_MS)), 0), capacity);
  // the CSS decides unless a count is forced or the container is too narrow for the window's count
  const forced = Boolean(visibleCount) || count < byWidth;
  const withPosters = useMemo(() => (Array.isArray(shows) ? shows.filter((s) => Boolean(s && s.poster_path)) : []), [shows]);
  const eagerCount = priority === true ? count : typeof priority === 'number' ? Math.max(0, priority) : 0;

  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // embla's engine is its own chunk, loaded when the first carousel of the page starts: a press or
  // swipe before it has arrived is kept as the page (scroll snap) the engine starts at
  const [startSnap, setStartSnap] = useState(0);
  const snapCount = Math.max(1, Math.ceil(withPosters.length / Math.max(1, emblaCount)));
  const pageBeforeEngine = (step: 1 | -1) => {
    if (!embla) setStartSnap((s) => (s + step + snapCount) % snapCount);
  };
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
  /**
   * Before a press, focus or autoplay step moves the carousel: every card in the page and embla
   * started. `flushSync`: rendered and committed, effects included (embla's engine built), before the
   * event's own handlers run.
   */
  const wake = useCallback(() => {
    if (allCardsRef.current && activeRef.current) return;
    allCardsRef.current = true;
    activeRef.current = true;
    flushSync(() => {
      setAllCards(true);
      setActive(true);
    });
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const reducedMotion = useReducedMotion();
  // autoplay only while some of the carousel is in the viewport: nobody sees a carousel below the
  // fold turn, and each turn costs the phone a scroll animation (layout and paint every frame)
  const { ref: viewRef, inView } = useInView<HTMLDivElement>();
  const rootRef = useMergedRef<HTMLDivElement>(fitRef, viewRef);
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
  const moreCards = !allCards && withPosters.length > FIRST_CARDS;
  useEffect(() => {
    if (!inView || !moreCards) return;
    return whenIdle(() => startTransition(() => setAllCards(true)));
  }, [inView, moreCards]);
  const interval = typeof autoplay === 'number' && autoplay > 0 ? autoplay : 0;
  const paused = hovered || focused || dragging || Boolean(reducedMotion) || !inView;

  // Swipes are ours, not embla's: embla's drag has no minimum distance (its dragThreshold only
  // tells drags from clicks), and spec §9 asks for a 50 px minimum swipe.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    wake();
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
    const dir = swipeDirection(start.x, start.y, e.clientX, e.clientY);
    if (!dir) return;
    if (!embla) pageBeforeEngine(dir === 'next' ? 1 : -1);
    else if (dir === 'next') embla.scrollNext();
    else embla.scrollPrev();
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
    setDragging(false);
  };
  // the click that ends a drag or swipe must not open the card under the pointer
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  useEffect(() => {
    if (!embla || !interval || paused || withPosters.length <= count) return;
    const id = window.setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      wake();
      embla.scrollNext();
    }, interval);
    return () => window.clearInterval(id);
  }, [embla, interval, paused, withPosters.length, count, wake]);

  // Mantine leaves the arrows out of the tab order (and aria-disabled) until embla's engine
  // exists, and the engine is built only when the carousel starts (`active`). A carousel that
  // pages keeps them in the tab order meanwhile, as once started: focusing or pressing one starts
  // it (`wake`) before the press pages. Not in the server's HTML (nor while hydrating): without
  // script the arrows can do nothing, so they stay disabled there.
  const live = useBrowserValue(subscribeNever, inBrowser, false);
  const arrowsWaiting = live && !embla && withPosters.length > count;
  const waitingArrow = arrowsWaiting ? { tabIndex: 0, 'aria-disabled': false } : null;

  const emblaOptions = useMemo<EmblaOptionsType>(
    () => ({ loop: true, align: 'start', slidesToScroll: emblaCount, watchDrag: false, active, startIndex: startSnap }),
    [emblaCount, active, startSnap],
  );
  // the slides change only with the shows, the eager count, the overlay and the first use: a
  // re-render of the carousel alone (hover, focus, its size measured) leaves every card as it is,
  // and a new eager count re-renders only the cards whose priority it changes
  const slides = useMemo(
    () =>
      withPosters.map((show, i) => (
        <Slide key={`${show.media_type}-${show.id}`}>
          {allCards || i < FIRST_CARDS ? (
            <CarouselCard show={show} priority={i < eagerCount} cardActions={cardActions} />
          ) : (
            <CardPlaceholder />
          )}
        </Slide>
      )),
    [withPosters, eagerCount, cardActions, allCards],
  );

  if (withPosters.length === 0) {
    return (
      <Box w="100%" data-testid="carousel-empty">
        {title && (
          <Title order={2} size="h3" mb="sm">
            {title}
          </Title>
        )}
        <Text ta="center" py="xl">
          {emptyMessage}
        </Text>
      </Box>
    );
  }

  return (
    <Box ref={rootRef} w="100%">
      <InlineStyles {...CAROUSEL_CSS} />
      <Box
        className={CAROUSEL_CLASS}
        // the count script pages by (the CSS's from the window width once the page runs)
        data-visible-count={count}
        data-testid="show-carousel"
        maw="100%"
        mx="auto"
        style={{ ...(forced ? countVars(count) : null), width: `var(${WIDTH_VAR})` }}
      >
        {title && (
          <Title order={2} size="h3" mb="sm">
            {title}
          </Title>
        )}
        <Carousel
          // a new visible count starts a fresh embla: re-initialising a looping embla in place can
          // leave slides translated for the old count
          key={emblaCount}
          aria-label={title ?? 'Shows'}
          slideSize={`calc(100% / var(${COUNT_VAR}))`}
          slideGap={0}
          withControls
          withIndicators={false}
          emblaOptions={emblaOptions}
          getEmblaApi={setEmbla}
          controlSize={36}
          controlsOffset={0}
          previousControlIcon={<IconChevronLeft size={22} />}
          nextControlIcon={<IconChevronRight size={22} />}
          previousControlProps={{ 'aria-label': 'Previous shows', ...waitingArrow, onClick: () => pageBeforeEngine(-1) }}
          nextControlProps={{ 'aria-label': 'Next shows', ...waitingArrow, onClick: () => pageBeforeEngine(1) }}
          style={{ touchAction: 'pan-y' }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onPointerLeave={onPointerCancel}
          onClickCapture={onClickCapture}
          onDragStart={(e) => e.preventDefault()}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => {
            wake();
            setFocused(true);
          }}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          {slides}
        </Carousel>
      </Box>
    </Box>
  );
}
