export { SortFilterControls, SORT_OPTIONS, FILTER_OPTIONS } from './SortFilterControls';
export type { SortFilterControlsProps, SortValue, TypeFilterValue } from './SortFilterControls';
