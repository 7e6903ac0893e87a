export { WatchSummary, regionOnServices } from './WatchSummary';
