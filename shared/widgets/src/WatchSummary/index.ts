export { WatchSummary, WATCH_SUMMARY_GROUPS, regionOnServices } from './WatchSummary';
export type { WatchSummaryProps } from './WatchSummary';
