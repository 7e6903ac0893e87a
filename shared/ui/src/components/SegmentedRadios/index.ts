export { SegmentedRadios } from './SegmentedRadios';
export type { Segment, SegmentedRadiosProps } from './SegmentedRadios';
