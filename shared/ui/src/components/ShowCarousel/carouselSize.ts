/**
 * How many posters the show carousel shows at once and how wide it is (spec §9 "Layout and
 * timing"), for script (embla's paging, the eager posters, a narrow container) and as CSS (the
 * server's HTML, right at every width). The carousel skeleton of `../Skeletons` uses the same.
 */
import type { InlineStylesMediaQuery } from '@mantine/core';
import { mediaOver } from '../../breakpoints';
import { LAYOUT_BREAKPOINTS, type LayoutBreakpoint } from '../../theme';
import { POSTER_WIDTH } from '../Poster/Poster';

/**
 * Spec §9's carousel steps: over each layout width ({@link LAYOUT_BREAKPOINTS}) this many posters
 * show at once; 1 up to the first.
 */
const CAROUSEL_STEPS: ReadonlyArray<readonly [LayoutBreakpoint, number]> = [
  ['tablet', 2],
  ['laptop', 3],
  ['desktop', 4],
  ['wide', 5],
];

/**
 * Spec §9: posters visible at once for a window `width` in px: over 1536 → 5, over 1350 → 4,
 * over 1024 → 3, over 768 → 2, otherwise 1. The same steps as the carousel's CSS
 * ({@link carouselStepsCss}), for script (embla's paging, the eager posters).
 */
export function carouselVisibleCount(width: number): number {
  let count = 1;
  for (const [name, n] of CAROUSEL_STEPS) if (width > LAYOUT_BREAKPOINTS[name]) count = n;
  return count;
}

/**
 * Spec §9: carousel width in px for `count` visible posters: 180 × count + 180, plus 190 for
 * counts 4 and 5, plus 100 for count 1. E.g. 1 → 460, 2 → 540, 3 → 720, 4 → 1090, 5 → 1270.
 */
export function carouselWidth(count: number): number {
  let w = POSTER_WIDTH * count + POSTER_WIDTH;
  if (count === 4 || count === 5) w += 190;
  if (count === 1) w += 100;
  return w;
}

/**
 * The visible count that fits: `count` (from {@link carouselVisibleCount}), lowered while
 * carouselWidth(count) px is wider than the `available` px of the carousel's container (an
 * embed in a narrow column), never below 1. `available` ≤ 0 (not measured yet) keeps `count`.
 * In the app's content area (up to 1288 px) the spec's count always fits, so nothing changes there.
 */
export function fitVisibleCount(count: number, available: number): number {
  let n = Math.max(1, Math.min(5, Math.floor(count)));
  if (!(available > 0)) return n;
  while (n > 1 && carouselWidth(n) > available) n -= 1;
  return n;
}

/**
 * The most posters (1–5) a container `available` px wide fits: fitVisibleCount(5, available), so
 * fitVisibleCount(n, available) = min(n, fitCapacity(available)); 5 while not measured (≤ 0).
 */
export function fitCapacity(available: number): number {
  return fitVisibleCount(5, available);
}

/** CSS variable: posters visible at once (set per width by the carousel's CSS, or inline when forced). */
export const COUNT_VAR = '--streamscout-carousel-count';
/** CSS variable: the carousel's width, carouselWidth(count) px. */
export const WIDTH_VAR = '--streamscout-carousel-width';

/** The two variables for `count` visible posters. */
export function countVars(count: number): Record<string, string> {
  return { [COUNT_VAR]: String(count), [WIDTH_VAR]: `${carouselWidth(count)}px` };
}

/**
 * The carousel's responsive steps as CSS for `selector` (spec §9): `vars(1)` at every width, then
 * a media query per step of {@link CAROUSEL_STEPS} with `vars(count)` (`mediaOver`: over 768 px →
 * 2, over 1024 → 3, over 1350 → 4, over 1536 → 5). For Mantine's `InlineStyles`: in the server's
 * HTML, so the first paint is right at every width before any script runs.
 * @param selector the CSS selector, e.g. '.streamscout-carousel'
 * @param vars the declarations (CSS variables) for a visible count of 1–5
 */
export function carouselStepsCss(
  selector: string,
  vars: (count: number) => Record<string, string>,
): { selector: string; styles: Record<string, string>; media: InlineStylesMediaQuery[] } {
  return { selector, styles: vars(1), media: CAROUSEL_STEPS.map(([name, n]) => ({ query: mediaOver(name), styles: vars(n) })) };
}
