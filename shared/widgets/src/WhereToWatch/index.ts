export { WhereToWatch, WATCH_GROUPS, ON_YOUR_SERVICES, isOnServices, streamingMineFirst } from './WhereToWatch';
