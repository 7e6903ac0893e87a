export { ShowCarousel, EMPTY_CAROUSEL_MESSAGE, CAROUSEL_AUTOPLAY_MS } from './ShowCarousel';
export type { ShowCarouselProps } from './ShowCarousel';
export { carouselVisibleCount, carouselWidth, fitVisibleCount } from './carouselSize';
export { CAROUSEL_MIN_SWIPE, swipeDirection } from './swipe';
