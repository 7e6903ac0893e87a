export { ShowListButtons, useCanUseLists, useListActions } from './ShowListButtons';
export type { ShowListButtonsProps, ListActions } from './ShowListButtons';
