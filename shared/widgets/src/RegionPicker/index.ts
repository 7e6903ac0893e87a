export { RegionPicker } from './RegionPicker';
