export {
  Poster,
  PosterImage,
  PosterOverlay,
  useOverlayHover,
  posterHeight,
  overlayOffset,
  POSTER_WIDTH,
  POSTER_ASPECT,
  OVERLAY_BUTTON_SLOT,
} from './Poster';
export type { PosterProps, PosterOverlayProps } from './Poster';
