import { Box, Group, InlineStyles, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { currentWindowWidth, RESIZE_DEBOUNCE_MS } from '../../hooks/useWindowWidth';
import { mediaOverWidth } from '../../breakpoints';
import { POSTER_WIDTH, posterHeight } from '../Poster/Poster';
import { SHOW_CARD_HEIGHT } from '../ShowCard/ShowCard';
import { LIST_CARD_POSTER_WIDTH, LIST_CARD_WIDTH } from '../ShowListCard/ShowListCard';
import {
  carouselStepsCss,
  carouselVisibleCount,
  countVars,
  COUNT_VAR,
  fitCapacity,
  fitVisibleCount,
  WIDTH_VAR,
} from '../ShowCarousel/carouselSize';
import { useWidthDerived } from '../../hooks/useObserved';
import { useT } from '@streamscout/i18n';

/** Height of the banner and its skeleton, px (spec §9). */
export const BANNER_HEIGHT = 400;

/** Props of {@link PosterSkeleton}. */
export interface PosterSkeletonProps {
  /** Width in px (default 180); height 2:3. */
  width?: number;
}

/** Poster placeholder while loading (spec §2 "Skeleton loaders"): 180 × 270 px by default. */
export function PosterSkeleton({ width = POSTER_WIDTH }: PosterSkeletonProps) {
  return <Skeleton w={width} h={posterHeight(width)} radius="sm" data-testid="poster-skeleton" />;
}

/** Props of {@link CardSkeleton}. */
export interface CardSkeletonProps {
  /**
   * Pulse while loading (default true). False: the same shapes standing still, for a placeholder
   * whose data is not being loaded yet (a row below the fold) — an endless animation nobody sees
   * still costs the phone a style pass every frame.
   */
  animate?: boolean;
}

/** ShowCard placeholder: 180 × 270 px poster plus two text lines, 360 px tall like a ShowCard. */
export function CardSkeleton({ animate = true }: CardSkeletonProps) {
  return (
    <Box w={POSTER_WIDTH} mih={SHOW_CARD_HEIGHT} data-testid="card-skeleton" aria-hidden="true">
      <Skeleton w={POSTER_WIDTH} h={posterHeight()} radius="sm" animate={animate} />
      <Skeleton h={14} mt={10} w="90%" animate={animate} />
      <Skeleton h={10} mt={8} w="50%" animate={animate} />
    </Box>
  );
}

/** ShowListCard placeholder: up to 700 px wide, 120 × 180 px poster and text lines. */
export function ListSkeleton() {
  return (
    <Paper w="100%" maw={LIST_CARD_WIDTH} p="sm" withBorder data-testid="list-skeleton" aria-hidden="true">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Skeleton w={LIST_CARD_POSTER_WIDTH} h={posterHeight(LIST_CARD_POSTER_WIDTH)} radius="sm" style={{ flex: 'none' }} />
        <Stack gap={10} style={{ flex: 1 }}>
          <Skeleton h={20} w="70%" />
          <Skeleton h={12} w="30%" />
          <Skeleton h={14} w="40%" />
          <Skeleton h={12} w="100%" />
          <Skeleton h={12} w="85%" />
        </Stack>
      </Group>
    </Paper>
  );
}

/** Spec §9: banner skeleton width in px — 1240 if the window is over 1300, 1000 if over 1025, else the window width. */
export function bannerSkeletonWidth(windowWidth: number): number {
  if (windowWidth > 1300) return 1240;
  if (windowWidth > 1025) return 1000;
  return windowWidth;
}

/** Class of the banner skeleton; {@link BANNER_SKELETON_CSS} sizes it. */
const BANNER_SKELETON_CLASS = 'streamscout-banner-skeleton';

/**
 * {@link bannerSkeletonWidth} as CSS: the window's width (100 %, the skeleton is capped at its
 * container anyway), 1000 px over 1025 px and 1240 px over 1300 px — in the server's HTML, so the
 * first paint is right at every width and nothing changes when the page hydrates.
 */
const BANNER_SKELETON_CSS = {
  selector: `.${BANNER_SKELETON_CLASS}`,
  styles: { width: '100%' },
  media: [1025, 1300].map((px) => ({ query: mediaOverWidth(px), styles: { width: `${bannerSkeletonWidth(px + 1)}px` } })),
};

/** Props of {@link BannerSkeleton}. */
export interface BannerSkeletonProps {
  /** Pulse while loading (default true); false: standing still, nothing is being loaded yet ({@link CardSkeletonProps.animate}). */
  animate?: boolean;
}

/** Banner placeholder (spec §9): 400 px high, bannerSkeletonWidth(window width) wide (capped at 100 %), sized by CSS. */
export function BannerSkeleton({ animate = true }: BannerSkeletonProps) {
  const i18n = useT();
  return (
    <>
      <InlineStyles {...BANNER_SKELETON_CSS} />
      <Skeleton
        className={BANNER_SKELETON_CLASS}
        animate={animate}
        h={BANNER_HEIGHT}
        maw="100%"
        mx="auto"
        radius="sm"
        data-testid="banner-skeleton"
        role="status"
        aria-busy={animate}
        aria-label={i18n.t('common.loading', 'Loading')}
      />
    </>
  );
}

/** Class of the carousel skeleton's box; {@link CAROUSEL_SKELETON_CSS} sizes it. */
const CAROUSEL_SKELETON_CLASS = 'streamscout-carousel-skeleton';

/** CSS variable of the `slot`-th card place (1–5) of the carousel skeleton: its `display`. */
function slotVar(slot: number): string {
  return `--streamscout-carousel-skeleton-slot-${slot}`;
}

/** The carousel's variables for `count` visible posters, plus each of the five places' display (`block` within `count`, else `none`). */
function skeletonVars(count: number): Record<string, string> {
  const vars = countVars(count);
  for (let slot = 1; slot <= 5; slot++) vars[slotVar(slot)] = slot <= count ? 'block' : 'none';
  return vars;
}

/** The carousel's steps (its width and count per window width), with the places beyond the count hidden. */
const CAROUSEL_SKELETON_CSS = carouselStepsCss(`.${CAROUSEL_SKELETON_CLASS}`, skeletonVars);

/** Props of {@link CarouselSkeleton}. */
export interface CarouselSkeletonProps {
  /** Forces the number of cards (1–5); default carouselVisibleCount(window width), decided by CSS. */
  visibleCount?: number;
  /** Pulse while loading (default true); false: standing still, nothing is being loaded yet ({@link CardSkeletonProps.animate}). */
  animate?: boolean;
}

/**
 * ShowCarousel placeholder: carouselWidth(count) px wide with `count` card skeletons, same height
 * as the carousel. Like the carousel, CSS decides `count` from the window's width (the carousel's
 * media queries; five card places, those beyond the count hidden), so the server's HTML is right
 * at every width and hydration changes nothing; script lowers it to fit a narrower container
 * (fitVisibleCount) or applies `visibleCount`, which then renders exactly that many cards.
 */
export function CarouselSkeleton({ visibleCount, animate = true }: CarouselSkeletonProps) {
  const { ref, value: capacity } = useWidthDerived(fitCapacity);
  const i18n = useT();
  // the window's count is only read here to tell whether the container is too narrow for it: until
  // the container is measured (hydration included) `capacity` is 5 and nothing is forced
  const byWidth = carouselVisibleCount(currentWindowWidth(RESIZE_DEBOUNCE_MS));
  const fitted = Math.min(fitVisibleCount(visibleCount ?? byWidth, 0), capacity);
  const forced = visibleCount !== undefined || fitted < byWidth;
  const slots = forced ? fitted : 5;
  return (
    <Box ref={ref} w="100%">
      <InlineStyles {...CAROUSEL_SKELETON_CSS} />
      <Box
        className={CAROUSEL_SKELETON_CLASS}
        maw="100%"
        mx="auto"
        style={{ ...(forced ? skeletonVars(fitted) : null), width: `var(${WIDTH_VAR})` }}
        data-testid="carousel-skeleton"
        role="status"
        aria-busy={animate}
        aria-label={i18n.t('carousel.loading', 'Loading shows')}
      >
        <Box style={{ display: 'grid', gridTemplateColumns: `repeat(var(${COUNT_VAR}), minmax(0, 1fr))` }}>
          {Array.from({ length: slots }, (_, i) => (
            <Box key={i} style={{ display: `var(${slotVar(i + 1)})` }}>
              <Box style={{ display: 'flex', justifyContent: 'center' }}>
                <CardSkeleton animate={animate} />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** Spec §2: 12 skeletons in grid or narrow view, 10 otherwise (list view on a wide screen). */
export function skeletonCount(view: 'grid' | 'list', narrow = false): number {
  return view === 'grid' || narrow ? 12 : 10;
}

/** Props of {@link SkeletonGrid}. */
export interface SkeletonGridProps {
  /** 'grid' → card skeletons in a grid; 'list' → list-card skeletons in a column. */
  view: 'grid' | 'list';
  /** Narrow (mobile, under 768 px) screens force the grid. Default false. */
  narrow?: boolean;
}

/**
 * First-load placeholder of result/row screens (spec §2 "Cards and posters"): 12 CardSkeletons in
 * the results grid when `view` is 'grid' or `narrow`, otherwise 10 ListSkeletons.
 */
export function SkeletonGrid({ view, narrow = false }: SkeletonGridProps) {
  const n = skeletonCount(view, narrow);
  if (view === 'grid' || narrow) {
    return (
      <SimpleGrid cols={{ base: 2, xs: 2, sm: 3, md: 4, lg: 5, xl: 6 }} spacing="md" aria-busy="true" data-testid="skeleton-grid">
        {Array.from({ length: n }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" align="center" aria-busy="true" data-testid="skeleton-grid">
      {Array.from({ length: n }, (_, i) => (
        <ListSkeleton key={i} />
      ))}
    </Stack>
  );
}
