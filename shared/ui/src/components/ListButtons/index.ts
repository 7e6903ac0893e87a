export { ListButtons, listButtonLabel } from './ListButtons';
export type { ListButtonsProps, ListButtonName } from './ListButtons';
