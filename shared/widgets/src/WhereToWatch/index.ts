export { WhereToWatch, WATCH_GROUPS, ON_YOUR_SERVICES, isOnServices } from './WhereToWatch';
export type { WhereToWatchProps } from './WhereToWatch';
