import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';

const Chart = lazy(() => import('./CountBarsChart'));

/** One bar: an id the caller knows it by, its label and its count. */
export interface CountBar {
  id: string;
  label: string;
  count: number;
}

/** Props of {@link CountBars}. */
export interface CountBarsProps {
  /** The bars, top to bottom (the caller ranks them). */
  rows: readonly CountBar[];
  /** Called with a bar's `id` when it is clicked. */
  onSelect: (id: string) => void;
  /** What the bars count, for the legend ("Titles"). */
  label: string;
  /** A bar's value as the reader reads it, in the page's language (12 → "12 titles"). */
  formatValue: (count: number) => string;
}

/**
 * A ranked horizontal bar chart of counts (the service planner, spec §20), drawn by Mantine's
 * charts (`@mantine/charts` over recharts), which the kit loads only when a chart is rendered — the
 * first screen of other pages never carries them. Hidden from assistive technology: a caller gives
 * the same counts as buttons or a table beside it (the chart is a picture of them). Clicking a bar
 * calls `onSelect(id)`.
 */
export function CountBars(props: CountBarsProps) {
  const height = Math.max(2, props.rows.length) * 36 + 40;
  return (
    <Suspense fallback={<Skeleton h={height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
