import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { Carousel as MantineCarousel } from '@mantine/carousel';
import { Box, Center, InlineStyles, Text, Title, UnstyledButton, VisuallyHidden, type InlineStylesMediaQuery } from '@mantine/core';
import { useElementSize, useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { Show } from '@streamscout/tmdb';
import { IconChevronLeft, IconChevronRight } from '../../icons';
import { useWindowWidth, RESIZE_DEBOUNCE_MS } from '../../hooks/useWindowWidth';
import { mediaOver } from '../../breakpoints';
import { LAYOUT_BREAKPOINTS, type LayoutBreakpoint } from '../../theme';
import { POSTER_WIDTH } from '../Poster/Poster';
import { ShowCard } from '../ShowCard/ShowCard';

/** Default empty text (spec §2 "Show carousel"). */
export const EMPTY_CAROUSEL_MESSAGE = 'Sorry, no shows to display at this time.';
/** Autoplay interval of spec §9: 3000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
/** Minimum swipe of spec §9: a horizontal pointer/touch move of at least 50 px pages the carousel. */
export const CAROUSEL_MIN_SWIPE = 50;
/** A pointer that moved more than this (px) between press and release dragged: no click follows. */
const CLICK_SLOP = 10;

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

/** Class of the carousel's box; {@link CAROUSEL_CSS} sizes it. */
const CAROUSEL_CLASS = 'streamscout-carousel';
/** CSS variable: posters visible at once (set per width by {@link CAROUSEL_CSS}, or inline when forced). */
const COUNT_VAR = '--streamscout-carousel-count';
/** CSS variable: the carousel's width, carouselWidth(count) px. */
const WIDTH_VAR = '--streamscout-carousel-width';

/** The two variables for `count` visible posters. */
function countVars(count: number): Record<string, string> {
  return { [COUNT_VAR]: String(count), [WIDTH_VAR]: `${carouselWidth(count)}px` };
}

/**
 * The carousel's responsive size as CSS (spec §9): one poster and carouselWidth(1) px, then a
 * media query per step of {@link CAROUSEL_STEPS} (`mediaOver`: over 768 px → 2 posters, 540 px
 * wide; …; over 1536 px → 5, 1270 px). It is in the server's HTML, so the first paint shows the
 * right number of posters at every width before any script runs.
 */
const CAROUSEL_CSS: { selector: string; styles: Record<string, string>; media: InlineStylesMediaQuery[] } = {
  selector: `.${CAROUSEL_CLASS}`,
  styles: countVars(1),
  media: CAROUSEL_STEPS.map(([name, n]) => ({ query: mediaOver(name), styles: countVars(n) })),
};

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

/**
 * @mantine/carousel's `Carousel` (with embla) once its chunk has loaded, else null. It is not in the
 * first screen's scripts (issue 26 §1): until it loads, a carousel is its stand-in — the same markup,
 * classes and size, plain cards — and the chunk is asked for when a carousel is used (hover, focus,
 * a press, a swipe, an arrow key) or its first autoplay step is due.
 */
let loadedCarousel: typeof MantineCarousel | null = null;
let carouselRequest: Promise<typeof MantineCarousel> | null = null;
const carouselListeners = new Set<() => void>();

/**
 * Loads @mantine/carousel and embla (once; a failed load may be asked again) and switches every
 * mounted {@link ShowCarousel} from its stand-in to the real carousel.
 * @returns the Carousel component; rejects when the chunk cannot be loaded (the stand-in stays)
 */
export function loadShowCarousel(): Promise<typeof MantineCarousel> {
  carouselRequest ??= import(/* webpackChunkName: "carousel" */ '@mantine/carousel').then(
    (m) => {
      loadedCarousel = m.Carousel;
      for (const listener of carouselListeners) listener();
      return m.Carousel;
    },
    (e: unknown) => {
      carouselRequest = null;
      throw e;
    },
  );
  return carouselRequest;
}

const subscribeCarousel = (listener: () => void) => {
  carouselListeners.add(listener);
  return () => {
    carouselListeners.delete(listener);
  };
};
const carouselSnapshot = () => loadedCarousel;
// the server's HTML and the hydrating render are always the stand-in
const carouselServerSnapshot = () => null;

/** What a press, swipe or key on the stand-in asked for, done once embla is ready. */
type PendingMove = 'next' | 'prev' | 'first' | 'last';

/**
 * Class names of @mantine/carousel 9's parts (its `Carousel.classes` plus the static
 * `mantine-Carousel-*` ones): the stand-in wears them, so the carousel's stylesheet lays it out
 * exactly as the real one (ShowCarousel.standin.test.tsx compares the two renders).
 */
const CAROUSEL_PARTS = {
  root: 'm_17884d0f mantine-Carousel-root',
  controls: 'm_39bc3463 mantine-Carousel-controls',
  control: 'm_64f58e10 mantine-Carousel-control',
  viewport: 'm_a2dae653 mantine-Carousel-viewport',
  container: 'm_fcd81474 mantine-Carousel-container',
  slide: 'm_d98df724 mantine-Carousel-slide',
};

/** The focusable elements of a carousel, in order (to hand focus from the stand-in to the real one). */
const FOCUSABLE = 'a[href], button';

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
 * (shorter moves do nothing; a drag never opens the card under it). It autoplays every 3000 ms,
 * paused while hovered, focused, swiped, when the tab is hidden and under prefers-reduced-motion.
 * Empty → the custom `emptyMessage` or 'Sorry, no shows to display at this time.'.
 *
 * Until @mantine/carousel's chunk has loaded ({@link loadShowCarousel}) — always in the server's
 * HTML and while hydrating — it renders a stand-in with the same markup, classes, size and
 * accessible names: the cards are plain links, the arrows real buttons. Hovering, focusing or
 * pressing it, a swipe, an arrow/Home/End key or its first autoplay step loads the chunk; the
 * move asked for is made once embla is ready, and keyboard focus stays on the same card or arrow.
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
  const { ref: fitRef, width: available } = useElementSize();
  const byWidth = carouselVisibleCount(windowWidth);
  const count = fitVisibleCount(visibleCount || byWidth, available);
  // the CSS decides unless a count is forced or the container is too narrow for the window's count
  const forced = Boolean(visibleCount) || count < byWidth;
  const withPosters = useMemo(() => (Array.isArray(shows) ? shows.filter((s) => Boolean(s && s.poster_path)) : []), [shows]);
  const eagerCount = priority === true ? count : typeof priority === 'number' ? Math.max(0, priority) : 0;

  const Carousel = useSyncExternalStore(subscribeCarousel, carouselSnapshot, carouselServerSnapshot);
  const standInId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  // the move and the focused element (index among FOCUSABLE) the stand-in hands to the real carousel
  const pending = useRef<PendingMove | null>(null);
  const focusIndex = useRef(-1);

  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const reducedMotion = useReducedMotion();
  const interval = typeof autoplay === 'number' && autoplay > 0 ? autoplay : 0;
  const paused = hovered || focused || dragging || Boolean(reducedMotion);

  /** Asks for the real carousel (the stand-in is showing), remembering a move to make once it is ready. */
  const wake = (move: PendingMove | null = null) => {
    if (Carousel) return;
    if (move) pending.current = move;
    const root = rootRef.current;
    const active = typeof document !== 'undefined' ? document.activeElement : null;
    if (root && active && root.contains(active)) focusIndex.current = Array.from(root.querySelectorAll(FOCUSABLE)).indexOf(active);
    loadShowCarousel().catch(() => {
      // the stand-in stays (its cards still link); the next use asks again
      pending.current = null;
    });
  };
  /** Makes `move` now (embla ready) or once the real carousel is ready. */
  const move = (m: PendingMove) => {
    if (!embla) return wake(m);
    if (m === 'next') embla.scrollNext();
    else if (m === 'prev') embla.scrollPrev();
  };

  // the real carousel is up: hand over focus (the stand-in's element was replaced) and the move asked for
  useEffect(() => {
    if (!Carousel || !embla) return;
    const i = focusIndex.current;
    focusIndex.current = -1;
    if (i >= 0) (rootRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[i] ?? null)?.focus();
    const m = pending.current;
    pending.current = null;
    if (m === 'next') embla.scrollNext();
    else if (m === 'prev') embla.scrollPrev();
    else if (m === 'first') embla.scrollTo(0);
    else if (m === 'last') embla.scrollTo(embla.scrollSnapList().length - 1);
  }, [Carousel, embla]);

  // Swipes are ours, not embla's: embla's drag has no minimum distance (its dragThreshold only
  // tells drags from clicks), and spec §9 asks for a 50 px minimum swipe.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    swipeStart.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
    setDragging(true);
    wake();
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    setDragging(false);
    if (!start) return;
    // a drag (even one too short to page) is not a click on the card under it
    swiped.current = Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP;
    const dir = swipeDirection(start.x, start.y, e.clientX, e.clientY);
    if (dir) move(dir);
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
  // the real carousel's keys (Mantine's: arrows page, Home/End go to the ends), for the stand-in
  const onStandInKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, PendingMove> = { ArrowRight: 'next', ArrowLeft: 'prev', Home: 'first', End: 'last' };
    const m = keys[e.key];
    if (!m) return;
    e.preventDefault();
    wake(m);
  };

  useEffect(() => {
    if (!interval || paused || withPosters.length <= count) return;
    if (!Carousel) {
      // the stand-in: the first autoplay step loads the real carousel and is made by it
      const id = window.setTimeout(() => {
        if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
        pending.current = 'next';
        loadShowCarousel().catch(() => {
          pending.current = null;
        });
      }, interval);
      return () => window.clearTimeout(id);
    }
    if (!embla) return;
    const id = window.setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      embla.scrollNext();
    }, interval);
    return () => window.clearInterval(id);
  }, [Carousel, embla, interval, paused, withPosters.length, count]);

  const emblaOptions = useMemo<EmblaOptionsType>(() => ({ loop: true, align: 'start', slidesToScroll: count, watchDrag: false }), [count]);

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

  const label = title ?? 'Shows';
  const slideSize = `calc(100% / var(${COUNT_VAR}))`;
  const cards = withPosters.map((show, i) => ({
    key: `${show.media_type}-${show.id}`,
    card: (
      <Center>
        <ShowCard show={show} priority={i < eagerCount} actions={cardActions?.(show)} />
      </Center>
    ),
  }));
  const shared = {
    onPointerDown,
    onPointerUp,
    onPointerCancel,
    onPointerLeave: onPointerCancel,
    onClickCapture,
    onDragStart: (e: { preventDefault(): void }) => e.preventDefault(),
    onMouseEnter: () => {
      setHovered(true);
      wake();
    },
    onMouseLeave: () => setHovered(false),
    onFocus: () => {
      setFocused(true);
      wake();
    },
    onBlur: (e: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const previousIcon = <IconChevronLeft size={22} />;
  const nextIcon = <IconChevronRight size={22} />;

  return (
    <Box ref={fitRef} w="100%">
      <InlineStyles {...CAROUSEL_CSS} />
      <Box
        ref={rootRef}
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
        {Carousel ? (
          <Carousel
            // a new visible count starts a fresh embla: re-initialising a looping embla in place can
            // leave slides translated for the old count
            key={count}
            aria-label={label}
            slideSize={slideSize}
            slideGap={0}
            withControls
            withIndicators={false}
            emblaOptions={emblaOptions}
            getEmblaApi={setEmbla}
            controlSize={36}
            controlsOffset={0}
            previousControlIcon={previousIcon}
            nextControlIcon={nextIcon}
            previousControlProps={{ 'aria-label': 'Previous shows' }}
            nextControlProps={{ 'aria-label': 'Next shows' }}
            style={{ touchAction: 'pan-y' }}
            {...shared}
          >
            {cards.map(({ key, card }) => (
              <Carousel.Slide key={key}>{card}</Carousel.Slide>
            ))}
          </Carousel>
        ) : (
          // the stand-in: @mantine/carousel's markup for these props (its stylesheet is already on the page)
          <div
            role="region"
            aria-roledescription="carousel"
            aria-label={label}
            id={standInId}
            className={CAROUSEL_PARTS.root}
            data-orientation="horizontal"
            data-include-gap-in-size="true"
            style={
              {
                '--carousel-control-size': 'calc(2.25rem * var(--mantine-scale))',
                '--carousel-controls-offset': '0rem',
                '--carousel-slide-gap': '0rem',
                '--carousel-slide-size': slideSize,
                touchAction: 'pan-y',
              } as CSSProperties
            }
            onKeyDownCapture={onStandInKeyDown}
            {...shared}
          >
            <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" />
            <div className={CAROUSEL_PARTS.controls} data-orientation="horizontal">
              <UnstyledButton
                className={CAROUSEL_PARTS.control}
                aria-controls={standInId}
                aria-label="Previous shows"
                data-type="previous"
                onClick={() => move('prev')}
              >
                {previousIcon}
              </UnstyledButton>
              <UnstyledButton
                className={CAROUSEL_PARTS.control}
                aria-controls={standInId}
                aria-label="Next shows"
                data-type="next"
                onClick={() => move('next')}
              >
                {nextIcon}
              </UnstyledButton>
            </div>
            <div className={CAROUSEL_PARTS.viewport} data-type="media">
              <div className={CAROUSEL_PARTS.container} data-orientation="horizontal">
                {cards.map(({ key, card }) => (
                  <div
                    key={key}
                    role="group"
                    aria-roledescription="slide"
                    aria-label="Carousel slide"
                    className={CAROUSEL_PARTS.slide}
                    data-orientation="horizontal"
                  >
                    {card}
                  </div>
                ))}
              </div>
            </div>
          </div>
        )}
      </Box>
    </Box>
  );
}
