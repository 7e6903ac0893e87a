/**
 * Colour contrast of the theme in both schemes, computed from the colours Mantine actually puts
 * in its CSS variables for our theme (Mantine's resolver plus ours, `var()` references followed),
 * against WCAG 2.1 AA: 4.5:1 for text, 3:1 for graphics that carry meaning.
 * jsdom has no stylesheets or layout, so axe cannot measure contrast in jest; this covers the
 * kit's colour pairs in light and dark, and e2e/a11y.spec.ts measures every route in Chromium.
 */
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** CSS variables in effect for `scheme` (Mantine's, then ours on top). */
function variablesFor(scheme: 'light' | 'dark'): Record<string, string> {
  const mantine = defaultCssVariablesResolver(full);
  const ours = cssVariablesResolver(full);
  return { ...mantine.variables, ...mantine[scheme], ...ours.variables, ...ours[scheme] };
}

/** The colour a CSS value comes to, following `var(--x)` (and `var(--x, fallback)`). @throws on a non-hex result */
function resolve(vars: Record<string, string>, value: string, depth = 0): [number, number, number] {
  if (depth > 10) throw new Error(`var() loop at ${value}`);
  const v = value.trim();
  const ref = /^var\((--[\w-]+)(?:\s*,\s*(.+))?\)$/.exec(v);
  if (ref) {
    const next = vars[ref[1]!] ?? ref[2];
    if (next === undefined) throw new Error(`${ref[1]} is not defined`);
    return resolve(vars, next, depth + 1);
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(v);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  if (v === 'white' || v === '#fff') return [255, 255, 255];
  if (v === 'black' || v === '#000') return [0, 0, 0];
  const hex = /^#([0-9a-f]{6})$/i.exec(v);
  if (!hex) throw new Error(`not an opaque colour: ${v}`);
  const n = parseInt(hex[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1–21). */
function ratio(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * [what, foreground, background, minimum ratio] — the pairs the kit puts on screen: text needs
 * 4.5:1 (1.4.3); the white icon of an icon-only list button is a graphic, 3:1 against its button
 * (1.4.11; its name is in aria-label and the tooltip).
 */
const PAIRS: [string, string, string, number][] = [
  ['body text on the page', 'var(--mantine-color-text)', 'var(--mantine-color-body)', 4.5],
  ['dimmed text on the page', 'var(--mantine-color-dimmed)', 'var(--mantine-color-body)', 4.5],
  ['links on the page', 'var(--mantine-color-anchor)', 'var(--mantine-color-body)', 4.5],
  ['brand text on the page', 'var(--streamscout-brand-text)', 'var(--mantine-color-body)', 4.5],
  ['error text on the page (form errors)', 'var(--mantine-color-error)', 'var(--mantine-color-body)', 4.5],
  ['red text on the page', 'var(--mantine-color-red-text)', 'var(--mantine-color-body)', 4.5],
  ['text typed into a field', 'var(--mantine-color-default-color)', 'var(--mantine-color-default)', 4.5],
  ['label of a primary button', 'var(--mantine-color-white)', 'var(--mantine-color-brand-filled)', 4.5],
  ['label of a red button (Delete)', 'var(--mantine-color-white)', 'var(--mantine-color-red-filled)', 4.5],
  ['label of a light red button (Clear Queue)', 'var(--mantine-color-red-light-color)', 'var(--mantine-color-red-light)', 4.5],
  ['icon of an "Add to …" list button (white on green)', 'var(--mantine-color-white)', 'var(--mantine-color-green-filled)', 3],
  ['icon of a "Remove from …" list button (white on red)', 'var(--mantine-color-white)', 'var(--mantine-color-red-filled)', 3],
];

describe.each(['light', 'dark'] as const)('theme contrast, %s scheme (WCAG AA)', (scheme) => {
  const vars = variablesFor(scheme);
  it.each(PAIRS)('%s', (_what, fg, bg, min) => {
    const r = ratio(resolve(vars, fg), resolve(vars, bg));
    expect(Math.round(r * 100) / 100).toBeGreaterThanOrEqual(min);
  });
});
