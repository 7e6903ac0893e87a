export { RegionPicker } from './RegionPicker';
export type { RegionPickerProps } from './RegionPicker';
