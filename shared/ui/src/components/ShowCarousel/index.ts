export {
  ShowCarousel,
  carouselVisibleCount,
  carouselWidth,
  EMPTY_CAROUSEL_MESSAGE,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_DRAG_THRESHOLD,
} from './ShowCarousel';
export type { ShowCarouselProps } from './ShowCarousel';
