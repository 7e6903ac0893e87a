export { WhereToWatch, WATCH_GROUPS, ON_YOUR_SERVICES, isOnServices, streamingMineFirst } from './WhereToWatch';
export type { WhereToWatchProps } from './WhereToWatch';
