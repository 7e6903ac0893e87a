import { LAYOUT_BREAKPOINTS, type LayoutBreakpoint } from './theme';
import { useMediaQuery } from './hooks/useMediaQuery';

/**
 * Media queries and hooks over the spec's layout widths ({@link LAYOUT_BREAKPOINTS}, spec §9
 * "Layout and timing"). The edges are Mantine's, so script and CSS props agree to the pixel:
 * `mediaFrom('tablet')` matches where `visibleFrom="tablet"` shows (≥ 768 px) and
 * `mediaBelow('tablet')` where `hiddenFrom="tablet"` shows (< 768 px).
 */

/** em of a px width (16 px per em), as Mantine writes its media queries. */
function em(px: number): string {
  return `${px / 16}em`;
}

/** `(min-width: …)` of a layout width: matches at that width and above, e.g. 'tablet' → ≥ 768 px. */
export function mediaFrom(name: LayoutBreakpoint): string {
  return `(min-width: ${em(LAYOUT_BREAKPOINTS[name])})`;
}

/** `(max-width: …)` just under a layout width: matches below it, e.g. 'tablet' → < 768 px (Mantine's 0.1 px edge). */
export function mediaBelow(name: LayoutBreakpoint): string {
  return `(max-width: ${em(LAYOUT_BREAKPOINTS[name] - 0.1)})`;
}

/**
 * `(min-width: …)` one px over a layout width: the spec's "over N px" (spec §9's carousel steps:
 * over 768 → 2 posters, so 768 px itself shows 1), e.g. 'tablet' → ≥ 769 px.
 */
export function mediaOver(name: LayoutBreakpoint): string {
  return mediaOverWidth(LAYOUT_BREAKPOINTS[name]);
}

/**
 * `(min-width: …)` one px over any width in px: "over `px`", for the spec's widths that are not
 * layout widths (spec §9's banner skeleton: over 1025 and over 1300 px), e.g. 1300 → ≥ 1301 px.
 */
export function mediaOverWidth(px: number): string {
  return `(min-width: ${em(px + 1)})`;
}

/**
 * Whether the window is narrower than a layout width, e.g. `useBelow('tablet')` — true under
 * 768 px (spec §9's mobile breakpoint). A page the server rendered hydrates with `false` (the
 * server has no screen) and gets the real answer right after, so decide what the first paint
 * shows with CSS props (`hiddenFrom` / `visibleFrom`) and use this only for what may follow
 * hydration (e.g. forcing the grid once the page runs).
 */
export function useBelow(name: LayoutBreakpoint): boolean {
  return useMediaQuery(mediaBelow(name));
}
