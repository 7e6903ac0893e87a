import { memo, useDeferredValue, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { POSTER_WIDTH } from '@streamscout/ui';
import { useListShow, type ListEntry } from '../api/lists';
import { LIST_CARD_HEIGHT, ListShowCard } from './ListShowCard';

/** Space between cards, across and down, px. */
const GRID_GAP = 24;
/** Height of one row of cards, px: a list card and the gap under it. */
export const GRID_ROW_HEIGHT = LIST_CARD_HEIGHT + GRID_GAP;
/** Rows rendered (and so fetched) beyond the screen, above and below: a row ready before it scrolls in. */
export const GRID_OVERSCAN_ROWS = 1;

/**
 * Cards per row for a grid `width` px wide: as many {@link POSTER_WIDTH} cards with
 * {@link GRID_GAP} between them as fit, at least 1 (390 px phone: 1; 1400 px desktop: 5–6).
 */
export function gridColumns(width: number): number {
  return Math.max(1, Math.floor((width + GRID_GAP) / (POSTER_WIDTH + GRID_GAP)));
}

/**
 * The grid's width and its top in page coordinates (px), measured after layout and again when
 * it or the window resizes. Where layout gives no width (no CSS engine), the window's width.
 */
function useGridBox(ref: RefObject<HTMLDivElement | null>): { width: number; top: number } {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      const width = rect.width || globalThis.innerWidth;
      const top = rect.top + globalThis.scrollY;
      setBox((prev) => (prev.width === width && prev.top === top ? prev : { width, top }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    globalThis.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      globalThis.removeEventListener('resize', measure);
    };
  }, [ref]);
  return box;
}

/**
 * One gallery card: asks for its own card data, so only the cards on screen cost requests. The
 * data is drawn in a deferred render ({@link useDeferredValue}): TanStack Query hands answers to
 * React through `useSyncExternalStore`, whose updates render synchronously, so the answers of a
 * screenful of cards (batched into one notification) mounted every card in one task — ~160 ms at
 * Lighthouse's 4× CPU on /dashboard/queue. The urgent render keeps the card as it was; React
 * time-slices the one that draws the new data.
 */
const GalleryCard = memo(function GalleryCard({ entry, priority }: { entry: ListEntry; priority: boolean }) {
  const item = useDeferredValue(useListShow(entry));
  return <ListShowCard item={item} priority={priority} />;
});

/** Props of {@link GalleryGrid}. */
export interface GalleryGridProps {
  /** The entries, in the order to show. */
  entries: readonly ListEntry[];
  /** Names the grid for assistive technology, e.g. "watched list". */
  label: string;
}

/**
 * A windowed, wrapping grid of list cards for lists of any length (up to the 2,000 the backend
 * keeps): as many {@link POSTER_WIDTH}-px cards per row as the width allows (one at 390 px, five
 * or six at 1400 px), and only the rows on the screen plus {@link GRID_OVERSCAN_ROWS} above and
 * below are in the DOM — so only those cards ask TMDB for their data. The page keeps its full
 * height (rows × {@link GRID_ROW_HEIGHT}), so the scroll bar tells the list's length and scrolling
 * brings in the next rows (TanStack Virtual over the window's scroll). The first row's posters
 * load eagerly (they are the largest paint).
 */
export const GalleryGrid = memo(function GalleryGrid({ entries, label }: GalleryGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useGridBox(ref);
  const columns = gridColumns(width);
  const rows = Math.ceil(entries.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: GRID_OVERSCAN_ROWS,
    scrollMargin: top,
  });
  return (
    <div
      ref={ref}
      data-testid="gallery-grid"
      aria-label={label}
      role="region"
      style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-testid="gallery-row"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: GRID_ROW_HEIGHT,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            display: 'flex',
            gap: GRID_GAP,
            justifyContent: columns === 1 ? 'center' : 'flex-start',
          }}
        >
          {entries.slice(row.index * columns, (row.index + 1) * columns).map((entry) => (
            <GalleryCard key={entry.key} entry={entry} priority={row.index === 0} />
          ))}
        </div>
      ))}
    </div>
  );
});
