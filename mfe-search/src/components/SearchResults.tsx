import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigationStart } from '@streamscout/routes/router';
import { filterShows, sortShows, type Show } from '@streamscout/tmdb';
import {
  Box,
  Center,
  Group,
  Loader,
  LoadFailed,
  QueryState,
  SHOW_CARD_HEIGHT,
  ShowCard,
  PRIORITY_CARDS,
  ShowListCard,
  SimpleGrid,
  SkeletonGrid,
  SortFilterControls,
  SORT_OPTIONS,
  FILTER_OPTIONS,
  Stack,
  THEME_BREAKPOINTS,
  Title,
  ViewToggle,
  useHydrated,
  useInView,
  useMediaQuery,
  useStoredChoice,
  useBelow,
  useRememberedView,
  type SortValue,
  type TypeFilterValue,
  type ViewValue,
} from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import { queryFailed } from '@streamscout/tmdb/query';
import { PATTERNS } from '@streamscout/routes';
import { searchQuery, searchQueryOf, useSearchResults } from '../api/search';
import { EmptyResults } from './EmptyResults';
import { WindowedRows } from './WindowedRows';
import { useT } from '@streamscout/i18n';

/** Storage keys of the remembered search view, sort and filter (spec §3 "Browser storage keys"). */
export const SEARCH_STORAGE_KEYS = {
  view: 'streamscout:search-view',
  sort: 'streamscout:search-sort',
  filter: 'streamscout:search-filter',
} as const;

/** The grid's gap between rows, px (the theme's `md` spacing, 1rem). */
const GRID_GAP_PX = 16;

/** The results grid's columns per theme breakpoint: 2 on a phone, up to 6 on a wide screen. */
const GRID_COLS = { base: 2, xs: 2, sm: 3, md: 4, lg: 5, xl: 6 } as const;

/**
 * From this many drawn results on (three pages), the list is windowed ({@link WindowedRows}): only
 * the rows near the screen are in the DOM. Shorter lists — the first page the server renders, what
 * most searches show — stay one plain grid or list, as the server's HTML has them.
 */
const WINDOW_FROM = 60;

/**
 * A query's first results drawn at once in the browser — two grid rows (two cards on a phone, up to
 * twelve at 1536 px), or four list cards: about the first screen. The rest of the page follows right
 * after in a background render, so the first results of a new query show as soon as its data is
 * there (spec §2, architecture §7).
 */
const FIRST_GRID_ROWS = 2;
const FIRST_LIST_CARDS = 4;

/** A list-view row's height before it is measured, px: a list card (180 px poster, padding, border) and the gap under it. */
const LIST_ROW_ESTIMATE = 210;

/** The results grid's columns at the window's width now, as {@link GRID_COLS} lays them out (2 on the server and while hydrating). */
function useGridColumns(): number {
  const sm = useMediaQuery(`(min-width: ${THEME_BREAKPOINTS.sm})`);
  const md = useMediaQuery(`(min-width: ${THEME_BREAKPOINTS.md})`);
  const lg = useMediaQuery(`(min-width: ${THEME_BREAKPOINTS.lg})`);
  const xl = useMediaQuery(`(min-width: ${THEME_BREAKPOINTS.xl})`);
  if (xl) return GRID_COLS.xl;
  if (lg) return GRID_COLS.lg;
  if (md) return GRID_COLS.md;
  return sm ? GRID_COLS.sm : GRID_COLS.base;
}

/** The sorts and type filters a stored choice may name. */
const SORTS = SORT_OPTIONS.map((o) => o.value);
const FILTERS = FILTER_OPTIONS.map((o) => o.value);

/**
 * Infinite-scroll results of one query (spec §2 "Search results"): loads the next page when the
 * end marker comes within 400 px and more results exist; 12/10 skeletons on first load, a spinner
 * while loading more, {@link EmptyResults} when nothing is found. A failed first page (TMDB down,
 * malformed, too slow) is not "nothing found": "We couldn't load this right now." with Try again
 * in the results' place; a failed next page keeps the loaded results and puts Try again at the
 * end (no automatic re-ask while it stays failed, so a broken TMDB is not hammered on every
 * scroll; a reconnect or the tab coming back refetches). Sort (alpha / rev) and type
 * filter (tv / movie) derive from the loaded pages, so clearing both restores TMDB's order. The
 * grid/list switch is hidden below 768 px (the theme's `tablet` breakpoint), where grid is forced;
 * the choice is remembered (`useRememberedView`: storage and a cookie, so the server renders it).
 *
 * A new query answers at once, however long this list has grown (spec §2): the moment a navigation to
 * another query or page starts, this list asks for no more pages and its request in flight is cancelled,
 * so nothing of it updates while React renders the new page (each update would start that render
 * again). The cards are drawn from a deferred copy of the loaded shows, so a page arriving renders them
 * in a transition React slices, never in one task with the whole list. From {@link WINDOW_FROM}
 * results on, the list is windowed ({@link WindowedRows}): however many pages were loaded, only the
 * rows near the screen are in the DOM — the 400 cards of 20 pages had made the new query's first
 * results show seconds after its data on a throttled phone, most of it spent taking the old list down.
 * A query's first page, in the browser, draws its first screen at once ({@link FIRST_GRID_ROWS} grid
 * rows or {@link FIRST_LIST_CARDS} list cards) and the rest of the page in a deferred render right after;
 * the server's HTML and its hydration hold the whole page.
 * @param query trimmed, non-blank query
 */
export function SearchResults({ query }: { query: string }) {
  const results = useSearchResults(query);
  const lists = useListActions();
  const i18n = useT();
  // the switch's visibility is CSS (`visibleFrom="tablet"`); forcing the grid below 768 px follows
  // hydration (the server cannot know the width; its HTML shows the remembered view)
  const mobile = useBelow('tablet');
  const [storedView, setView] = useRememberedView(SEARCH_STORAGE_KEYS.view);
  const [sort, setSort] = useStoredChoice<SortValue>(SEARCH_STORAGE_KEYS.sort, SORTS, 'none');
  const [filter, setFilter] = useStoredChoice<TypeFilterValue>(SEARCH_STORAGE_KEYS.filter, FILTERS, 'none');
  const view: ViewValue = mobile ? 'grid' : storedView;

  const original = results.shows;
  const shows = useMemo(() => {
    const filtered = filter === 'none' ? original : filterShows(original, filter);
    return sort === 'none' ? filtered : sortShows(filtered, sort);
  }, [original, sort, filter]);
  // a long list is windowed once the page runs: its rows near the screen only (the server's HTML,
  // and a short list, are the whole grid or list)
  const live = useHydrated();
  const columns = useGridColumns();
  // the cards, from a deferred copy: a new page (or sort) draws them in a transition, and an update of
  // this component alone (a request starting or ending) leaves them as they are. A query's first
  // results, in the browser: the first screen's rows at once, the rest of the page right after in a
  // background render (the server's HTML and its hydration: the whole page, as the server drew it)
  const firstScreen = live ? shows.slice(0, view === 'grid' ? columns * FIRST_GRID_ROWS : FIRST_LIST_CARDS) : undefined;
  const deferred = useDeferredValue(shows, firstScreen);
  const drawn = deferred.length === 0 ? (firstScreen ?? shows) : deferred;
  const windowed = live && drawn.length >= WINDOW_FROM;
  const cards = useMemo(() => {
    const gridCard = (s: Show, i: number) => (
      <ShowCard key={`${s.media_type}-${s.id}`} show={s} priority={i < PRIORITY_CARDS} actions={lists?.card(s)} />
    );
    const listCard = (s: Show, i: number) => (
      <ShowListCard
        key={`${s.media_type}-${s.id}`}
        show={s}
        priority={i < PRIORITY_CARDS}
        actions={lists?.listCard(s)}
        posterActions={lists?.listCardPoster(s)}
      />
    );
    if (windowed && view === 'grid') {
      return (
        // keyed by view: a list row is not as high as a grid row, so the other view starts measuring afresh
        <WindowedRows
          key="grid"
          testId="search-results"
          rows={Math.ceil(drawn.length / columns)}
          estimateRowHeight={SHOW_CARD_HEIGHT + GRID_GAP_PX}
          gap="var(--mantine-spacing-md)"
          renderRow={(row) => (
            <SimpleGrid cols={GRID_COLS} spacing="md">
              {drawn.slice(row * columns, (row + 1) * columns).map((s, i) => gridCard(s, row * columns + i))}
            </SimpleGrid>
          )}
        />
      );
    }
    if (windowed) {
      return (
        <WindowedRows
          key="list"
          testId="search-results"
          rows={drawn.length}
          estimateRowHeight={LIST_ROW_ESTIMATE}
          gap="var(--mantine-spacing-sm)"
          renderRow={(row) => <Stack align="center">{listCard(drawn[row], row)}</Stack>}
        />
      );
    }
    return view === 'grid' ? (
      <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="search-results">
        {drawn.map(gridCard)}
      </SimpleGrid>
    ) : (
      <Stack gap="sm" align="center" data-testid="search-results">
        {drawn.map(listCard)}
      </Stack>
    );
  }, [drawn, view, lists, windowed, columns]);

  const client = useQueryClient();
  // set once a navigation away from this query's results has started; cleared if one comes back
  const leaving = useRef(false);
  useNavigationStart((location) => {
    leaving.current = !(location.pathname === PATTERNS.search && searchQueryOf(new URLSearchParams(location.search)) === query);
    if (leaving.current) void client.cancelQueries({ queryKey: searchQuery(query, i18n.lang).queryKey, exact: true });
  });

  // the next page once the end marker is near and every loaded page is drawn (until then the marker
  // has not moved down yet, and asking would load page after page the reader never scrolled to)
  const { ref, inView: nearEnd } = useInView<HTMLDivElement>({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = results;
  const allDrawn = drawn === shows;
  useEffect(() => {
    if (nearEnd && allDrawn && hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !leaving.current) void fetchNextPage();
  }, [nearEnd, allDrawn, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const failed = queryFailed(results);
  const empty = !results.isPending && !failed && original.length === 0;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {i18n.t('search.resultsFor', 'Results for “{query}”', { query })}
      </Title>
      {!empty && !failed && (
        <Group justify="space-between">
          <SortFilterControls sort={sort} onSortChange={setSort} filter={filter} onFilterChange={setFilter} />
          <Box visibleFrom="tablet">
            <ViewToggle value={view} onChange={setView} storageKey={SEARCH_STORAGE_KEYS.view} />
          </Box>
        </Group>
      )}
      <QueryState
        query={results}
        label={i18n.t('search.results', 'Search results')}
        loading={<SkeletonGrid view={view} narrow={mobile} />}
        minHeight={SHOW_CARD_HEIGHT}
        empty={<EmptyResults query={query} />}
        isEmpty={() => original.length === 0}
      >
        {() => cards}
      </QueryState>
      <div ref={ref} aria-hidden="true" style={{ height: 1 }} />
      {isFetchingNextPage && (
        <Center py="md">
          <Loader aria-label={i18n.t('search.loadingMore', 'Loading more results')} />
        </Center>
      )}
      {isFetchNextPageError && !isFetchingNextPage && (
        <LoadFailed label={i18n.t('search.moreResults', 'More results')} onRetry={() => void fetchNextPage()} />
      )}
    </Stack>
  );
}
