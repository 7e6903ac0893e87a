import type { CSSProperties, ReactNode } from 'react';
import { Box } from '@mantine/core';

/** Props of {@link HorizontalScroll}. */
export interface HorizontalScrollProps {
  /** The row: one element wider than the box scrolls sideways. */
  children: ReactNode;
  /**
   * Accessible name, for a row with nothing focusable in it (e.g. provider logos): the box then
   * becomes a focusable `region`, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
   * Leave it out when the row holds links or buttons (tabbing to them scrolls the row).
   */
  label?: string;
  /** Passed to the scrolling box, for tests (`data-testid`). */
  'data-testid'?: string;
  /** Extra style of the scrolling box. */
  style?: CSSProperties;
}

/**
 * A row that scrolls sideways inside its own width (spec §2 "Cast and Crew sections (horizontal
 * scroll)", the provider strip, the dashboard's list rows), so a narrow screen never overflows.
 * The browser's own scrolling (touch, trackpad, wheel with Shift, keyboard) and a thin native
 * scrollbar, instead of Mantine's ScrollArea, whose custom scrollbars bring floating-ui
 * (~17 KiB compressed) into every page's first load (architecture §7).
 */
export function HorizontalScroll({ children, label, style, ...rest }: HorizontalScrollProps) {
  return (
    <Box
      data-testid={rest['data-testid']}
      {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      style={{ overflowX: 'auto', overflowY: 'hidden', overscrollBehaviorX: 'contain', scrollbarWidth: 'thin', paddingBottom: 8, ...style }}
    >
      {children}
    </Box>
  );
}
