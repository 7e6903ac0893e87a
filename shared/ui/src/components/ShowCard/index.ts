export { ShowCard, SHOW_CARD_HEIGHT, PRIORITY_CARDS } from './ShowCard';
export type { ShowCardProps } from './ShowCard';
