export { ShowCarousel, EMPTY_CAROUSEL_MESSAGE } from './ShowCarousel';
