export { ShowListButtons, useListActions } from './ShowListButtons';
