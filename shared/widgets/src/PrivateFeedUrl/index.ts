export { PrivateFeedUrl, FEED_CHANGE_FAILED, feedUrls } from './PrivateFeedUrl';
