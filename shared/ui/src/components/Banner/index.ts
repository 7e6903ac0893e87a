export { Banner, pickBannerShow, randomPick, BANNER_MAX_WIDTH } from './Banner';
export type { BannerProps } from './Banner';
