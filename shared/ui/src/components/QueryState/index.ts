export { QueryState } from './QueryState';
export type { QueryLike, QueryStateProps } from './QueryState';
