export { ListButtons, listButtonLabel, LIST_NAMES } from './ListButtons';
export type { ListButtonsProps, ListName } from './ListButtons';
