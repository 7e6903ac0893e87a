export { ViewToggle } from './ViewToggle';
export type { ViewToggleProps, ViewValue } from './ViewToggle';
