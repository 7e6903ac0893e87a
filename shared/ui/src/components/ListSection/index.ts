export { ListSection } from './ListSection';
export type { ListSectionProps } from './ListSection';
