export { ShowCard, showDetailsPath, SHOW_CARD_HEIGHT } from './ShowCard';
export type { ShowCardProps } from './ShowCard';
