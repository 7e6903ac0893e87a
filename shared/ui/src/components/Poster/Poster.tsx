import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { imageUrl, type Show } from '@streamscout/tmdb';
import { useLcpImage } from '../../hooks/useLcpImage';

/** Poster width of spec §9 "Layout and timing": 180 px. */
export const POSTER_WIDTH = 180;
/** Poster aspect 2:3 (spec §2 "Cards and posters"): height = width × 1.5. */
export const POSTER_ASPECT = 2 / 3;
/** Height in px of a poster `width` px wide (2:3). */
export function posterHeight(width: number = POSTER_WIDTH): number {
  return Math.round(width / POSTER_ASPECT);
}
/** Horizontal room one hover button takes in the overlay, px (34 px button + 6 px gap). */
export const OVERLAY_BUTTON_SLOT = 40;

/**
 * Left offset in px of the hover-button container on a poster `width` px wide when `count` of the
 * three list buttons are shown (spec §2: "the button container is offset by how many of the three
 * buttons are shown"): the container is centred, so it moves left by half a slot per button.
 */
export function overlayOffset(count: number, width: number = POSTER_WIDTH): number {
  const n = Math.max(0, Math.min(3, Math.floor(count)));
  return Math.max(0, Math.round((width - n * OVERLAY_BUTTON_SLOT) / 2));
}

/** Props of {@link PosterOverlay}. */
export interface PosterOverlayProps {
  /** Whether the overlay is on screen (hover or focus within, and buttons allowed). */
  visible: boolean;
  /** How many of the three buttons the overlay holds (1–3, default 3); sets the offset. */
  count?: number;
  /** Width in px of the poster it sits on (default 180). */
  width?: number;
  children?: ReactNode;
}

/**
 * Absolutely positioned hover-button container at the bottom of a poster (spec §2). It stays in
 * the DOM (transparent and click-through while hidden) so keyboard users can tab into it, which
 * reveals it; the parent must be `position: relative`.
 */
export function PosterOverlay({ visible, count = 3, width = POSTER_WIDTH, children }: PosterOverlayProps) {
  const style: CSSProperties = {
    position: 'absolute',
    left: overlayOffset(count, width),
    top: posterHeight(width) - 48,
    display: 'flex',
    gap: 6,
    padding: 4,
    borderRadius: 4,
    background: 'rgba(0, 0, 0, 0.55)',
    opacity: visible ? 1 : 0,
    pointerEvents: visible ? 'auto' : 'none',
    transition: 'opacity 150ms ease',
    zIndex: 2,
  };
  return (
    <div data-testid="poster-overlay" data-visible={visible} data-offset={overlayOffset(count, width)} style={style}>
      {children}
    </div>
  );
}

/**
 * Hover/focus state for a poster with an overlay: spread `handlers` on the `position: relative`
 * wrapper, pass `visible` to {@link PosterOverlay}.
 */
export function useOverlayHover() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    visible: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/** Props of {@link Poster}. */
export interface PosterProps {
  /** The show; only `poster_path` (null → local placeholder) and `title` (alt text) are read. */
  show: Pick<Show, 'poster_path' | 'title'>;
  /** Width in px (default 180, spec §9); height follows at 2:3. */
  width?: number;
  /**
   * Above-the-fold image (an LCP candidate): `loading="eager"` and `fetchpriority="high"`.
   * Default false: `loading="lazy"`.
   */
  priority?: boolean;
  /** TMDB size segment for the image (default 'w500', spec §7). */
  size?: string;
  /** Hover content, e.g. `<ListButtons …/>`. Rendered only when `showButtons` is true. */
  overlay?: ReactNode;
  /** Spec §2: hover buttons appear only when signed in. Default false. */
  showButtons?: boolean;
  /** How many of the three list buttons `overlay` holds (1–3, default 3); offsets the container. */
  buttonCount?: number;
  /** Extra style for the outer box. */
  style?: CSSProperties;
}

/**
 * A show poster (spec §2 "Cards and posters", §9): 180 px wide, aspect 2:3, `imageUrl(poster_path)`
 * at w500 or the local placeholder when poster_path is null; alt = title. Explicit width/height
 * attributes reserve the box (no layout shift); lazy unless `priority`. An optional hover overlay
 * (list buttons) is shown only when `showButtons` is true.
 */
export function Poster({
  show,
  width = POSTER_WIDTH,
  priority = false,
  size = 'w500',
  overlay,
  showButtons = false,
  buttonCount = 3,
  style,
}: PosterProps) {
  const height = posterHeight(width);
  const { visible, handlers } = useOverlayHover();
  const withOverlay = showButtons && overlay != null;
  return (
    <Box pos="relative" w={width} h={height} style={{ flex: 'none', ...style }} {...(withOverlay ? handlers : {})}>
      <PosterImage show={show} width={width} priority={priority} size={size} />
      {withOverlay && (
        <PosterOverlay visible={visible} count={buttonCount} width={width}>
          {overlay}
        </PosterOverlay>
      )}
    </Box>
  );
}

/**
 * The bare `<img>` of a poster (used by Poster and the cards). A `priority` poster is offered to a
 * server render as its LCP image (`useLcpImage`): the first one is preloaded from the HTML's head.
 */
export function PosterImage({
  show,
  width = POSTER_WIDTH,
  priority = false,
  size = 'w500',
}: Pick<PosterProps, 'show' | 'width' | 'priority' | 'size'>) {
  const height = posterHeight(width);
  const src = imageUrl(show.poster_path, size);
  useLcpImage({ href: src }, priority);
  return (
    <img
      src={src}
      alt={show.title}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={{
        display: 'block',
        width,
        height,
        objectFit: 'cover',
        borderRadius: 4,
        background: 'var(--mantine-color-gray-5)',
      }}
    />
  );
}
