export { ShowListCard, LIST_CARD_WIDTH, LIST_CARD_POSTER_WIDTH } from './ShowListCard';
export type { ShowListCardProps } from './ShowListCard';
