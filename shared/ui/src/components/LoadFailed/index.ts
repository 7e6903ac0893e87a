export { LoadFailed, LOAD_FAILED_TEXT } from './LoadFailed';
export type { LoadFailedProps } from './LoadFailed';
