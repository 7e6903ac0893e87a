/**
 * StreamScout Mantine theme (spec §9 "Rules and text formats"): primary #1e88e5, secondary
 * #40c4ff, light background #dcdcdc, dark background #242424, breakpoints xs 0 / sm 600 / md 900 /
 * lg 1200 / xl 1536 px, spacing base 8 px, radius 4 px — plus the layout widths of spec §9
 * "Layout and timing" as named breakpoints ({@link LAYOUT_BREAKPOINTS}).
 */
import { Anchor, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Primary palette: Material blue; index 6 is the spec's primary #1e88e5. */
export const brandColors: MantineColorsTuple = [
  '#e3f2fd',
  '#bbdefb',
  '#90caf9',
  '#64b5f6',
  '#42a5f5',
  '#2196f3',
  '#1e88e5',
  '#1976d2',
  '#1565c0',
  '#0d47a1',
];

/** Secondary palette: index 6 is the spec's secondary #40c4ff. */
export const accentColors: MantineColorsTuple = [
  '#e6f8ff',
  '#ccf1ff',
  '#a6e7ff',
  '#80dcff',
  '#66d3ff',
  '#53ccff',
  '#40c4ff',
  '#1fb6f5',
  '#0a9fdc',
  '#0683b8',
];

/** Page backgrounds of spec §9 (px-free colour values). */
export const BACKGROUND = { light: '#dcdcdc', dark: '#242424' } as const;

/** Spacing unit of spec §9: 8 px. `spacing(2)` → '16px'. */
export const SPACING_UNIT = 8;
/** Multiples of the 8 px spacing unit as a CSS length, e.g. spacing(1.5) → '12px'. */
export function spacing(n: number): string {
  return `${n * SPACING_UNIT}px`;
}

/**
 * The layout widths of spec §9 "Layout and timing", in px — the one place they are decided:
 * - `compact` 640: the footer's logo size switch (smaller, no contribute link below it);
 * - `tablet` 768: the mobile breakpoint (below it: header search behind an icon, the grid/list
 *   switch hidden and the grid forced, the episode card's mobile layout);
 * - `laptop` 1024, `desktop` 1350, `wide` 1536: with `tablet`, the show carousel's steps (over
 *   768 → 2 posters, over 1024 → 3, over 1350 → 4, over 1536 → 5).
 *
 * They are theme breakpoints (see {@link theme}), so CSS props use them by name —
 * `visibleFrom="tablet"` (shown at ≥ 768 px), `hiddenFrom="tablet"` (shown at < 768 px), responsive
 * style props `{ base: …, tablet: … }` — and script asks the same edges through
 * `mediaFrom` / `mediaBelow` / `mediaOver` and `useBelow` (`breakpoints.ts`).
 */
export const LAYOUT_BREAKPOINTS = { compact: 640, tablet: 768, laptop: 1024, desktop: 1350, wide: 1536 } as const;
/** Name of one of the spec's layout widths ({@link LAYOUT_BREAKPOINTS}). */
export type LayoutBreakpoint = keyof typeof LAYOUT_BREAKPOINTS;

/** px → Mantine's em breakpoint value (16 px per em), e.g. 768 → '48em'. */
function emOf(px: number): string {
  return `${px / 16}em`;
}

/**
 * The theme's breakpoints: the styling system's xs 0 / sm 600 / md 900 / lg 1200 / xl 1536 px
 * (spec §9 "Rules and text formats") and the layout widths of {@link LAYOUT_BREAKPOINTS}, in em
 * (Mantine's unit; 16 px each).
 */
export const THEME_BREAKPOINTS = {
  xs: '0em',
  sm: emOf(600),
  md: emOf(900),
  lg: emOf(1200),
  xl: emOf(1536),
  compact: emOf(LAYOUT_BREAKPOINTS.compact),
  tablet: emOf(LAYOUT_BREAKPOINTS.tablet),
  laptop: emOf(LAYOUT_BREAKPOINTS.laptop),
  desktop: emOf(LAYOUT_BREAKPOINTS.desktop),
  wide: emOf(LAYOUT_BREAKPOINTS.wide),
} as const;

// Lets `visibleFrom` / `hiddenFrom`, responsive style props and `SimpleGrid cols` take the layout
// names (Mantine's documented way to add breakpoints to its types).
declare module '@mantine/core' {
  export interface MantineThemeSizesOverride {
    breakpoints: Record<keyof typeof THEME_BREAKPOINTS, string>;
  }
}

/**
 * The Mantine theme override. Colours 'brand' (primary) and 'accent' (secondary) are available
 * as `color="brand"` / `color="accent"` and as CSS variables `--mantine-color-brand-6` etc.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  // #1e88e5 (shade 6) stays the brand colour of the logo mark and accents. Text and controls use
  // shades that pass WCAG AA (4.5:1): in light, shade 9 (#0d47a1: 6.3:1 on the #dcdcdc page,
  // 9.4:1 under white text — #1e88e5 gives 2.9:1 and 3.7:1); in dark, shade 8 (#1565c0: 5.8:1
  // under white text).
  primaryShade: { light: 9, dark: 8 },
  colors: { brand: brandColors, accent: accentColors },
  other: { background: BACKGROUND, secondary: '#40c4ff', spacingUnit: SPACING_UNIT },
  // in em (16 px): sm 600, md 900, lg 1200, xl 1536 (xs 0 has no query), and the layout widths
  breakpoints: THEME_BREAKPOINTS,
  // 0.5×, 1×, 2×, 3×, 4× the 8 px unit.
  spacing: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { xs: '0.125rem', sm: '0.25rem', md: '0.25rem', lg: '0.5rem', xl: '1rem' },
  defaultRadius: 'sm',
  fontFamily: 'Roboto, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif',
  // Links in running text must not rely on colour alone (WCAG 1.4.1): always underlined.
  components: { Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }) },
  headings: { fontFamily: 'Roboto, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif' },
});

/**
 * Readable secondary text ("dimmed") on the spec's page backgrounds: Mantine's defaults are
 * below WCAG AA on #dcdcdc and #242424; these reach about 6:1 and 7.8:1.
 */
export const DIMMED = { light: '#495057', dark: '#b8b8b8' } as const;

/**
 * Brand-blue text readable on the page (links, the logo's "Scout", big status numbers):
 * light #0d47a1 (6.3:1 on #dcdcdc), dark #64b5f6 (6.9:1 on #242424). As CSS:
 * `var(--streamscout-brand-text)`.
 */
export const BRAND_TEXT = { light: brandColors[9], dark: brandColors[3] } as const;

/**
 * Error and red text readable on the page (form errors, `c="red"`): Mantine's are red-6 (2.4:1 on
 * #dcdcdc) and red-9 (4.0:1) in light, red-8 (3.4:1 on #242424) in dark; these reach 4.9:1 and 5.6:1.
 */
const ERROR_TEXT = { light: '#b02525', dark: '#ff6b6b' } as const;

/**
 * The empty stars of a rating: gray-6 in light (Mantine draws them gray-3, #dee2e6, which all but
 * vanishes on the #dcdcdc page: a 4-star rating looked like 4 stars and a gap), Mantine's dark-3
 * in dark. As CSS: `var(--streamscout-star-empty)`.
 */
const STAR_EMPTY = { light: 'var(--mantine-color-gray-6)', dark: 'var(--mantine-color-dark-3)' } as const;

/**
 * Body backgrounds per colour scheme (spec §9): light #dcdcdc, dark #242424, the readable
 * dimmed text of {@link DIMMED}, link / brand text of {@link BRAND_TEXT} and error text of
 * {@link ERROR_TEXT}, the empty stars of {@link STAR_EMPTY}. Pass to
 * `MantineProvider cssVariablesResolver` (UiProvider does).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--streamscout-secondary': '#40c4ff' },
  light: {
    '--mantine-color-body': BACKGROUND.light,
    '--mantine-color-dimmed': DIMMED.light,
    '--mantine-color-anchor': BRAND_TEXT.light,
    '--streamscout-brand-text': BRAND_TEXT.light,
    '--mantine-color-error': ERROR_TEXT.light,
    '--mantine-color-red-text': ERROR_TEXT.light,
    '--streamscout-star-empty': STAR_EMPTY.light,
  },
  dark: {
    '--mantine-color-body': BACKGROUND.dark,
    '--mantine-color-dimmed': DIMMED.dark,
    '--mantine-color-anchor': BRAND_TEXT.dark,
    '--streamscout-brand-text': BRAND_TEXT.dark,
    '--mantine-color-error': ERROR_TEXT.dark,
    '--mantine-color-red-text': ERROR_TEXT.dark,
    '--streamscout-star-empty': STAR_EMPTY.dark,
  },
});
