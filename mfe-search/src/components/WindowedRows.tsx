import { useRef, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useElementBox } from '@streamscout/ui';

/** Rows rendered beyond the screen, above and below: ready before they scroll in. */
const OVERSCAN_ROWS = 2;

/** Props of {@link WindowedRows}. */
export interface WindowedRowsProps {
  /** How many rows the list has. */
  rows: number;
  /** A row's height before it is measured, px, the gap under it included. */
  estimateRowHeight: number;
  /** The content of row `index` (0-based): a row of cards. */
  renderRow: (index: number) => ReactNode;
  /** Space under each row (a CSS length, e.g. 'var(--mantine-spacing-md)'): the list's gap between rows. */
  gap: string;
  /** `data-testid` of the list. */
  testId?: string;
}

/**
 * A list of rows windowed over the window's scroll (TanStack Virtual): only the rows on the screen,
 * plus {@link OVERSCAN_ROWS} above and below, are in the DOM, each measured as it renders (a row is
 * as high as its tallest card), while the list keeps the height of all its rows — so the scroll bar
 * tells its length, and an end marker placed after it moves down as rows are added. What it saves
 * is what a long list costs the page: 400 cards of 20 search pages made every later render, and the
 * removal of the list when a new query came, take seconds on a throttled phone (architecture §7).
 *
 * Rendered in the browser only: the server cannot know the window (the caller renders its plain
 * list there and while hydrating).
 */
export function WindowedRows({ rows, estimateRowHeight, renderRow, gap, testId }: WindowedRowsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { top } = useElementBox(ref);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  return (
    <div ref={ref} data-testid={testId} style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            paddingBottom: gap,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {renderRow(row.index)}
        </div>
      ))}
    </div>
  );
}
