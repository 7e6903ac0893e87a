export { PersonCard, PERSON_CARD_WIDTH } from './PersonCard';
export type { PersonCardProps } from './PersonCard';
