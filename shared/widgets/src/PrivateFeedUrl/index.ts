export { PrivateFeedUrl, FEED_CHANGE_FAILED, feedUrls } from './PrivateFeedUrl';
export type { PrivateFeedUrlLabels, PrivateFeedUrlProps } from './PrivateFeedUrl';
