import { memo, useDeferredValue, useRef, type CSSProperties, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { POSTER_WIDTH, PRIORITY_CARDS, useElementBox, useHydrated } from '@streamscout/ui';
import { useT } from '@streamscout/i18n';
import { FIRST_CARDS, useListShow, type ListEntry } from '../api/lists';
import { LIST_CARD_HEIGHT, ListShowCard } from './ListShowCard';

/** Space between cards, across and down, px. */
const GRID_GAP = 24;
/** Height of one row of cards, px: a list card and the gap under it. */
export const GRID_ROW_HEIGHT = LIST_CARD_HEIGHT + GRID_GAP;
/** Rows rendered (and so fetched) beyond the screen, above and below: a row ready before it scrolls in. */
export const GRID_OVERSCAN_ROWS = 1;
/** Class of the grid's cards before it is measured (see the CSS of {@link GalleryGrid}). */
const FIRST_CLASS = 'streamscout-gallery-first';

/**
 * Cards per row for a grid `width` px wide: as many {@link POSTER_WIDTH} cards with
 * {@link GRID_GAP} between them as fit, at least 1 (390 px phone: 1; 1400 px desktop: 5–6).
 */
export function gridColumns(width: number): number {
  return Math.max(1, Math.floor((width + GRID_GAP) / (POSTER_WIDTH + GRID_GAP)));
}

/**
 * One gallery card of the owner's list: asks for its own card data, so only the cards on screen
 * cost requests. The data is drawn in a deferred render ({@link useDeferredValue}): TanStack Query
 * hands answers to React through `useSyncExternalStore`, whose updates render synchronously, so the
 * answers of a screenful of cards (batched into one notification) mounted every card in one task —
 * ~160 ms at Lighthouse's 4× CPU on /dashboard/queue. The urgent render keeps the card as it was;
 * React time-slices the one that draws the new data.
 *
 * Except the first row (`priority`), drawn as its answers come: a deferred render starts over
 * whenever an urgent one commits, and while a screenful of answers arrives one by one (six
 * requests at a time) every answer is one, so the deferred cards waited for the last answer and
 * then some — the first card of /dashboard/watched showed 470–690 ms after its data (desktop,
 * 1,000 titles), 75–200 ms once drawn at once. The first row is a few cards: a short task.
 */
const GalleryCard = memo(function GalleryCard({ entry, priority }: { entry: ListEntry; priority: boolean }) {
  const now = useListShow(entry);
  const deferred = useDeferredValue(now);
  return <ListShowCard item={priority ? now : deferred} priority={priority} />;
});

/** The owner's card of an entry (the default of {@link GalleryGridProps.renderCard}). */
const ownerCard = (entry: ListEntry, priority: boolean) => <GalleryCard entry={entry} priority={priority} />;

/** Props of {@link GalleryGrid}. */
export interface GalleryGridProps {
  /** The entries, in the order to show. */
  entries: readonly ListEntry[];
  /** Names the grid for assistive technology, e.g. "watched list". */
  label: string;
  /**
   * The card of one entry, {@link POSTER_WIDTH} wide and `cardHeight` high (default the owner's
   * list card); `priority`: its poster is among the first to load.
   */
  renderCard?: (entry: ListEntry, priority: boolean) => ReactNode;
  /** Height of a card, px (default {@link LIST_CARD_HEIGHT}). */
  cardHeight?: number;
}

/** The grid's CSS before it is measured: one centred column when two cards do not fit, as the measured grid does. */
const FIRST_CSS = `@container (max-width: ${2 * POSTER_WIDTH + GRID_GAP - 0.02}px) { .${FIRST_CLASS} { justify-content: center; } }`;

/**
 * A windowed, wrapping grid of list cards for lists of any length (up to the 2,000 the backend
 * keeps): as many {@link POSTER_WIDTH}-px cards per row as the width allows (one at 390 px, five
 * or six at 1400 px), and only the rows on the screen plus {@link GRID_OVERSCAN_ROWS} above and
 * below are in the DOM — so only those cards ask for their data. The page keeps its full height
 * (rows × row height), so the scroll bar tells the list's length and scrolling brings in the next
 * rows (TanStack Virtual over the window's scroll). The first row's posters load eagerly (they
 * are the largest paint). Rows start at the right on a right-to-left page (Arabic).
 *
 * Server-rendered (a public list, spec §17), it first draws the first {@link FIRST_CARDS} cards as
 * CSS places them — the same column width, gaps and alignment the measured grid computes — so the
 * HTML is right at every width before any script runs; right after hydration the grid measures
 * itself and windows its cards in a background render. Every card sits in its own box, keyed by
 * its entry, at the same depth in both, so the switch moves the boxes and keeps the cards.
 */
export const GalleryGrid = memo(function GalleryGrid({
  entries,
  label,
  renderCard = ownerCard,
  cardHeight = LIST_CARD_HEIGHT,
}: GalleryGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  // the grid measures the window and windows its cards once the page runs: its server HTML (and
  // the hydration of it) draws the first cards as CSS lays them out, right at any width
  const live = useHydrated();
  const rtl = useT().dir === 'rtl';
  const { width, top } = useElementBox(ref);
  const columns = gridColumns(width);
  const rowHeight = cardHeight + GRID_GAP;
  const rows = Math.ceil(entries.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: live ? rows : 0,
    estimateSize: () => rowHeight,
    overscan: GRID_OVERSCAN_ROWS,
    scrollMargin: top,
    enabled: live,
  });

  let cards: ReactNode;
  let inner: CSSProperties;
  if (!live) {
    inner = {
      display: 'grid',
      gridTemplateColumns: `repeat(auto-fill, ${POSTER_WIDTH}px)`,
      gridAutoRows: cardHeight,
      gap: GRID_GAP,
      justifyContent: 'start',
    };
    cards = entries.slice(0, FIRST_CARDS).map((entry, i) => (
      <div key={entry.key} style={{ width: POSTER_WIDTH, height: cardHeight }}>
        {renderCard(entry, i < PRIORITY_CARDS)}
      </div>
    ));
  } else {
    inner = { position: 'relative', width: '100%', height: virtualizer.getTotalSize() };
    // one column is centred; more start at the line's start: the left edge, or the right one on a
    // right-to-left page (Arabic), as the server's CSS grid placed them
    const offset = (column: number) => (columns === 1 ? Math.max(0, (width - POSTER_WIDTH) / 2) : column * (POSTER_WIDTH + GRID_GAP));
    cards = virtualizer.getVirtualItems().flatMap((row) =>
      entries.slice(row.index * columns, (row.index + 1) * columns).map((entry, column) => (
        <div
          key={entry.key}
          style={{
            position: 'absolute',
            top: 0,
            ...(rtl ? { right: 0 } : { left: 0 }),
            width: POSTER_WIDTH,
            height: cardHeight,
            transform: `translate(${rtl ? -offset(column) : offset(column)}px, ${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {renderCard(entry, row.index === 0)}
        </div>
      )),
    );
  }
  return (
    <div ref={ref} data-testid="gallery-grid" aria-label={label} role="region" style={{ width: '100%', containerType: 'inline-size' }}>
      <style>{FIRST_CSS}</style>
      <div className={FIRST_CLASS} style={inner}>
        {cards}
      </div>
    </div>
  );
});
