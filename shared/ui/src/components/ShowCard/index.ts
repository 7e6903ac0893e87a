export { ShowCard, SHOW_CARD_HEIGHT } from './ShowCard';
export type { ShowCardProps } from './ShowCard';
