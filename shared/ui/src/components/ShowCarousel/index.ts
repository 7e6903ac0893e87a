export {
  ShowCarousel,
  carouselVisibleCount,
  carouselWidth,
  EMPTY_CAROUSEL_MESSAGE,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MIN_SWIPE,
  fitVisibleCount,
  swipeDirection,
} from './ShowCarousel';
export type { ShowCarouselProps } from './ShowCarousel';
