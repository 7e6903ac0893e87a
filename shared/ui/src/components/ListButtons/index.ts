export { ListButtons, listButtonLabel, LIST_BUTTON_NAMES } from './ListButtons';
export type { ListButtonsProps, ListButtonName } from './ListButtons';
