/**
 * @streamscout/ui — the StreamScout UI kit (architecture §2–§3): Mantine theme and provider,
 * the components of spec §2 "Cards and posters" and shared controls, inline icons, and the
 * re-exported Mantine components/hooks (the only door to Mantine for shell and remotes).
 */
export * from './mantine';
export * from './theme';
export * from './icons';
export { useWindowWidth, RESIZE_DEBOUNCE_MS } from './hooks/useWindowWidth';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useBrowserValue, useHydrated } from './hooks/useBrowserValue';
export { useOnline } from './hooks/useOnline';
export { useStoredChoice } from './hooks/useStoredChoice';
export { mediaFrom, mediaBelow, mediaOver, useBelow } from './breakpoints';
export { useRememberedView, RenderedViewsContext, viewsFromCookie, viewCookieName } from './hooks/useRememberedView';
export type { RenderedViews } from './hooks/useRememberedView';
export { useLoadOnIntent } from './hooks/useLoadOnIntent';
export { useElementBox, useInView, useWidthDerived } from './hooks/useObserved';
export type { InViewOptions } from './hooks/useObserved';
export { markHydrating, replayEarlyPresses, REPLAY_PRESS_ATTRIBUTE, EARLY_TOGGLE_ATTRIBUTE } from '../early-input.js';
export { LcpImageContext, createLcpImageRecorder } from './hooks/useLcpImage';
export type { LcpImage } from './hooks/useLcpImage';
export type { LoadOnIntent } from './hooks/useLoadOnIntent';
export {
  UiProvider,
  useThemeToggle,
  themeColorSchemeManager,
  initialColorScheme,
  THEME_STORAGE_KEY,
  THEME_INIT_SCRIPT,
} from './providers/UiProvider';
export type { UiProviderProps, ThemeToggle } from './providers/UiProvider';
export * from './components/AppLink';
export * from './components/Poster';
export * from './components/ShowCard';
export * from './components/ShowListCard';
export * from './components/PersonCard';
export * from './components/Rating';
export * from './components/ShowCarousel';
export * from './components/Banner';
export * from './components/Skeletons';
export * from './components/DelayedTooltip';
export * from './components/Select';
export * from './components/ListButtons';
export * from './components/ViewToggle';
export * from './components/SortFilterControls';
export * from './components/SegmentedRadios';
export * from './components/NoResults';
export * from './components/LoadFailed';
export * from './components/QueryState';
export * from './components/ProviderStrip';
export * from './components/HorizontalScroll';
export * from './components/ClampedText';
export * from './components/FeatureFallback';
export * from './components/Logo';
export * from './components/SearchBox';
export * from './components/StatusPage';
export * from './components/NotFound';
export * from './components/ThemeToggle';
export * from './components/Snackbar';
export * from './components/ListSection';
export * from './components/CountBars';
