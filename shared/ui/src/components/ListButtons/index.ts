export { ListButtons, listButtonLabel } from './ListButtons';
export type { ListButtonsProps } from './ListButtons';
