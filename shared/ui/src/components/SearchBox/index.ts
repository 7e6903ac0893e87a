export { SearchBox, SEARCH_PLACEHOLDER } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
