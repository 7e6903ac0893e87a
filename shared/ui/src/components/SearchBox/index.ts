export { SearchBox, searchPath, SEARCH_PLACEHOLDER } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
