import type { ReactNode } from 'react';
import { InlineStyles, Text, type TextProps } from '@mantine/core';
import { mediaFrom } from '../../breakpoints';
import { LAYOUT_BREAKPOINTS, type LayoutBreakpoint } from '../../theme';

/**
 * Lines to clamp at by window width: `base` below every layout width given, and from each named
 * layout width ({@link LAYOUT_BREAKPOINTS}) up, e.g. `{ base: 15, tablet: 3 }` — 15 lines under
 * 768 px, 3 from 768 px.
 */
export type ResponsiveLines = { base: number } & Partial<Record<LayoutBreakpoint, number>>;

/** Props of {@link ClampedText}: Mantine's `Text` props (`size`, `c`, …) without `lineClamp`. */
export interface ClampedTextProps extends Omit<TextProps, 'lineClamp'> {
  /** The clamp per width, in lines. */
  lines: ResponsiveLines;
  children?: ReactNode;
}

/** The class naming one clamp, e.g. 'streamscout-clamp-15-tablet-3'. */
function clampClass(steps: [LayoutBreakpoint, number][], base: number): string {
  return ['streamscout-clamp', base, ...steps.flatMap(([name, n]) => [name, n])].join('-');
}

/**
 * Text clamped at a number of lines that depends on the window's width (spec §9's clamps that
 * differ below and from 768 px), decided by CSS: Mantine's `lineClamp` at `lines.base`, and one
 * media query per named width (`mediaFrom`, as `visibleFrom` uses) in a `<style>` beside it — so
 * the server's HTML is clamped right at every width before any script runs, and a resize needs no
 * render. Renders a `<p>` (Mantine `Text`) and that `<style>`.
 */
export function ClampedText({ lines, className, ...text }: ClampedTextProps) {
  const { base, ...from } = lines;
  const steps = (Object.entries(from) as [LayoutBreakpoint, number][]).sort(([a], [b]) => LAYOUT_BREAKPOINTS[a] - LAYOUT_BREAKPOINTS[b]);
  const cls = clampClass(steps, base);
  return (
    <>
      {steps.length > 0 && (
        // `[data-line-clamp]` outranks Mantine's `:where([data-line-clamp])` rule whatever the order of the sheets
        <InlineStyles
          selector={`[data-line-clamp].${cls}`}
          media={steps.map(([name, n]) => ({ query: mediaFrom(name), styles: { WebkitLineClamp: String(n) } }))}
        />
      )}
      <Text {...text} lineClamp={base} className={className ? `${cls} ${className}` : cls} />
    </>
  );
}
