/**
 * StreamScout Mantine theme (spec §9 "Rules and text formats"): primary #1e88e5, secondary
 * #40c4ff, light background #dcdcdc, dark background #242424, breakpoints xs 0 / sm 600 / md 900 /
 * lg 1200 / xl 1536 px, spacing base 8 px, radius 4 px.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
 * The Mantine theme override. Colours 'brand' (primary) and 'accent' (secondary) are available
 * as `color="brand"` / `color="accent"` and as CSS variables `--mantine-color-brand-6` etc.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: brandColors, accent: accentColors },
  other: { background: BACKGROUND, secondary: '#40c4ff', spacingUnit: SPACING_UNIT },
  // Mantine breakpoints are in em (16 px): sm 600, md 900, lg 1200, xl 1536 (xs 0 has no query).
  breakpoints: { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' },
  // 0.5×, 1×, 2×, 3×, 4× the 8 px unit.
  spacing: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { xs: '0.125rem', sm: '0.25rem', md: '0.25rem', lg: '0.5rem', xl: '1rem' },
  defaultRadius: 'sm',
  fontFamily: 'Roboto, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif',
  headings: { fontFamily: 'Roboto, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif' },
});

/**
 * Body backgrounds per colour scheme (spec §9): light #dcdcdc, dark #242424. Pass to
 * `MantineProvider cssVariablesResolver` (UiProvider does).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--streamscout-secondary': '#40c4ff' },
  light: { '--mantine-color-body': BACKGROUND.light },
  dark: { '--mantine-color-body': BACKGROUND.dark },
});
