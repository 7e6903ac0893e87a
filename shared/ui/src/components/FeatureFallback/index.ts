export { FeatureFallback } from './FeatureFallback';
export type { FeatureFallbackProps } from './FeatureFallback';
