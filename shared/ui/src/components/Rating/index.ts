export { Rating, ratingCountText } from './Rating';
export type { RatingProps } from './Rating';
