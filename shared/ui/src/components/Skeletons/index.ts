export {
  PosterSkeleton,
  CardSkeleton,
  ListSkeleton,
  BannerSkeleton,
  CarouselSkeleton,
  SkeletonGrid,
  bannerSkeletonWidth,
  skeletonCount,
  BANNER_HEIGHT,
} from './Skeletons';
export type { PosterSkeletonProps, CarouselSkeletonProps, SkeletonGridProps } from './Skeletons';
