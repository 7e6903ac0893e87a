import { Box, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useWindowWidth, RESIZE_DEBOUNCE_MS } from '../../hooks/useWindowWidth';
import { POSTER_WIDTH, posterHeight } from '../Poster/Poster';
import { SHOW_CARD_HEIGHT } from '../ShowCard/ShowCard';
import { LIST_CARD_POSTER_WIDTH, LIST_CARD_WIDTH } from '../ShowListCard/ShowListCard';
import { carouselVisibleCount, carouselWidth, fitVisibleCount } from '../ShowCarousel/ShowCarousel';

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

/** Props of {@link BannerSkeleton}. */
export interface BannerSkeletonProps {
  /** Pulse while loading (default true); false: standing still, nothing is being loaded yet ({@link CardSkeletonProps.animate}). */
  animate?: boolean;
}

/** Banner placeholder (spec §9): 400 px high, bannerSkeletonWidth(window width) wide (capped at 100 %). */
export function BannerSkeleton({ animate = true }: BannerSkeletonProps) {
  const windowWidth = useWindowWidth(RESIZE_DEBOUNCE_MS);
  return (
    <Skeleton
      animate={animate}
      h={BANNER_HEIGHT}
      w={bannerSkeletonWidth(windowWidth)}
      maw="100%"
      mx="auto"
      radius="sm"
      data-testid="banner-skeleton"
      role="status"
      aria-busy={animate}
      aria-label="Loading"
    />
  );
}

/** Props of {@link CarouselSkeleton}. */
export interface CarouselSkeletonProps {
  /** Forces the number of cards (1–5); default carouselVisibleCount(window width). */
  visibleCount?: number;
  /** Pulse while loading (default true); false: standing still, nothing is being loaded yet ({@link CardSkeletonProps.animate}). */
  animate?: boolean;
}

/**
 * ShowCarousel placeholder: carouselWidth(count) px wide with `count` card skeletons, same height
 * as the carousel; `count` is lowered to fit its container like the carousel's (fitVisibleCount).
 */
export function CarouselSkeleton({ visibleCount, animate = true }: CarouselSkeletonProps) {
  const windowWidth = useWindowWidth(RESIZE_DEBOUNCE_MS);
  const { ref, width: available } = useElementSize();
  const count = fitVisibleCount(visibleCount ?? carouselVisibleCount(windowWidth), available);
  return (
    <Box ref={ref} w="100%">
      <Box
        w={carouselWidth(count)}
        maw="100%"
        mx="auto"
        data-testid="carousel-skeleton"
        role="status"
        aria-busy={animate}
        aria-label="Loading shows"
      >
        <SimpleGrid cols={count} spacing={0}>
          {Array.from({ length: count }, (_, i) => (
            <Box key={i} style={{ display: 'flex', justifyContent: 'center' }}>
              <CardSkeleton animate={animate} />
            </Box>
          ))}
        </SimpleGrid>
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
