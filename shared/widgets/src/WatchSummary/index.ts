export { WatchSummary } from './WatchSummary';
