export { HorizontalScroll } from './HorizontalScroll';
export type { HorizontalScrollProps } from './HorizontalScroll';
