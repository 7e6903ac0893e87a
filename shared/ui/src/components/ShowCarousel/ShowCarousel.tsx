import { useMemo, useState, type ReactNode } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, InlineStyles, Text, Title } from '@mantine/core';
import { useMergedRef, useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { Show } from '@streamscout/tmdb';
import { IconChevronLeft, IconChevronRight } from '../../icons';
import { useInView, useWidthDerived } from '../../hooks/useObserved';
import { useHydrated } from '../../hooks/useBrowserValue';
import { currentWindowWidth, useWindowWidth, RESIZE_DEBOUNCE_MS } from '../../hooks/useWindowWidth';
import { carouselStepsCss, carouselVisibleCount, countVars, COUNT_VAR, fitCapacity, fitVisibleCount, WIDTH_VAR } from './carouselSize';
import { CardPlaceholder, CarouselCard, Slide } from './CarouselSlide';
import { useAutoplay } from './useAutoplay';
import { FIRST_CARDS, useCarouselStart } from './useCarouselStart';
import { useSwipe } from './swipe';
import { REPLAY_PRESS_ATTRIBUTE } from '../../../early-input.js';
import { msg, useT } from '@streamscout/i18n';

/** Default empty text (spec §2 "Show carousel"). */
const EMPTY_CAROUSEL = msg('carousel.empty', 'Sorry, no shows to display at this time.');
export const EMPTY_CAROUSEL_MESSAGE = EMPTY_CAROUSEL.message;
/** Autoplay interval of spec §9: 3000 ms. */
const CAROUSEL_AUTOPLAY_MS = 3000;

/** Class of the carousel's box; {@link CAROUSEL_CSS} sizes it. */
const CAROUSEL_CLASS = 'streamscout-carousel';

/**
 * The carousel's responsive size (spec §9): one poster and carouselWidth(1) px, then over 768 px
 * → 2 posters, 540 px wide; …; over 1536 px → 5, 1270 px ({@link carouselStepsCss}).
 */
const CAROUSEL_CSS = carouselStepsCss(`.${CAROUSEL_CLASS}`, countVars);

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
  emptyMessage: givenEmpty,
  title,
  priority = false,
  autoplay = CAROUSEL_AUTOPLAY_MS,
  visibleCount,
  cardActions,
}: ShowCarouselProps) {
  const windowWidth = useWindowWidth(RESIZE_DEBOUNCE_MS);
  const i18n = useT();
  const emptyMessage = givenEmpty ?? i18n.t(EMPTY_CAROUSEL);
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
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  // autoplay only while some of the carousel is in the viewport: nobody sees a carousel below the
  // fold turn, and each turn costs the phone a scroll animation (layout and paint every frame)
  const { ref: viewRef, inView } = useInView<HTMLDivElement>();
  const rootRef = useMergedRef<HTMLDivElement>(fitRef, viewRef);
  const { allCards, active, wake } = useCarouselStart(inView, withPosters.length);
  const interval = typeof autoplay === 'number' && autoplay > 0 ? autoplay : 0;

  const swipe = useSwipe(
    wake,
    (dir) => {
      if (!embla) pageBeforeEngine(dir === 'next' ? 1 : -1);
      else if (dir === 'next') embla.scrollNext();
      else embla.scrollPrev();
    },
    i18n.dir,
  );
  const paused = hovered || focused || swipe.dragging || Boolean(reducedMotion) || !inView;
  useAutoplay({ embla, interval, paused, slides: withPosters.length, visible: count, wake });

  // Mantine leaves the arrows out of the tab order (and aria-disabled) until embla's engine
  // exists, and the engine is built only when the carousel starts (`active`). A carousel that
  // pages keeps them in the tab order meanwhile, as once started: focusing or pressing one starts
  // it (`wake`) before the press pages. Not in the server's HTML (nor while hydrating): without
  // script the arrows can do nothing, so they stay disabled there.
  const live = useHydrated();
  const arrowsWaiting = live && !embla && withPosters.length > count;
  const waitingArrow = arrowsWaiting ? { tabIndex: 0, 'aria-disabled': false } : null;
  // an arrow pressed on the server's HTML is pressed again once the page runs (architecture §9 "A
  // tap before hydration is kept"): the early-input script records it, the shell replays it
  const replayed = { [REPLAY_PRESS_ATTRIBUTE]: '' };

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
          aria-label={title ?? i18n.t('carousel.label', 'Shows')}
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
          previousControlProps={{
            'aria-label': i18n.t('carousel.previous', 'Previous shows'),
            ...replayed,
            ...waitingArrow,
            onClick: () => pageBeforeEngine(-1),
          }}
          nextControlProps={{
            'aria-label': i18n.t('carousel.next', 'Next shows'),
            ...replayed,
            ...waitingArrow,
            onClick: () => pageBeforeEngine(1),
          }}
          style={{ touchAction: 'pan-y' }}
          onPointerDown={swipe.onPointerDown}
          onPointerUp={swipe.onPointerUp}
          onPointerCancel={swipe.onPointerCancel}
          onPointerLeave={swipe.onPointerCancel}
          onClickCapture={swipe.onClickCapture}
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
