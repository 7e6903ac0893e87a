export { ShowListButtons, useCanUseLists } from './ShowListButtons';
export type { ShowListButtonsProps } from './ShowListButtons';
