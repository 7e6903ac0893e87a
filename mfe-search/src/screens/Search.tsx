import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { filterShows, sortShows, tmdbQueries, type Show } from '@streamscout/tmdb';
import {
  Center,
  Group,
  Loader,
  NoResults,
  ShowCard,
  ShowListCard,
  SimpleGrid,
  SkeletonGrid,
  SortFilterControls,
  StatusPage,
  Stack,
  Title,
  ViewToggle,
  useIntersection,
  useLocalStorage,
  useMediaQuery,
  type SortValue,
  type TypeFilterValue,
  type ViewValue,
} from '@streamscout/ui';

/** Storage key of the remembered search view (spec §3 "Browser storage keys"). */
const VIEW_KEY = 'streamscout:search-view';

/**
 * `/search?q=` (spec §2 "Search results"). A missing or blank q renders 400 'Bad Request' and logs
 * 'No query found!'.
 */
export default function Search() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  useEffect(() => {
    if (!q) console.error('No query found!');
  }, [q]);
  if (!q) return <StatusPage status={400} text="Bad Request" />;
  return <SearchResults key={q} query={q} />;
}

/**
 * Infinite-scroll results of one query: loads the next page when the end marker becomes visible
 * and more results exist (total_pages > page); skeleton on first load, spinner while loading more,
 * NoResults (with trending suggestions) when empty. Sort (alpha / rev) and type filter (tv / movie)
 * derive from the loaded pages, so clearing both restores the original order.
 */
function SearchResults({ query }: { query: string }) {
  const results = useInfiniteQuery(tmdbQueries.search(query));
  const mobile = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false });
  const [storedView, setView] = useLocalStorage<ViewValue>({ key: VIEW_KEY, defaultValue: 'grid' });
  const [sort, setSort] = useLocalStorage<SortValue>({ key: 'streamscout:search-sort', defaultValue: 'none' });
  const [filter, setFilter] = useLocalStorage<TypeFilterValue>({ key: 'streamscout:search-filter', defaultValue: 'none' });
  const view: ViewValue = mobile ? 'grid' : storedView;

  const original: Show[] = useMemo(
    () => (results.data?.pages ?? []).flatMap((p) => (p ? p.shows : [])),
    [results.data],
  );
  const shows = useMemo(() => {
    const filtered = filter === 'none' ? original : filterShows(original, filter);
    return sort === 'none' ? filtered : sortShows(filtered, sort);
  }, [original, sort, filter]);

  const { ref, entry } = useIntersection({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const empty = !results.isPending && original.length === 0;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">Results for “{query}”</Title>
      {!empty && (
        <Group justify="space-between">
          <SortFilterControls sort={sort} onSortChange={setSort} filter={filter} onFilterChange={setFilter} />
          {!mobile && <ViewToggle value={view} onChange={setView} />}
        </Group>
      )}
      {results.isPending ? (
        <SkeletonGrid view={view} narrow={mobile} />
      ) : empty ? (
        <EmptyResults query={query} />
      ) : view === 'grid' ? (
        <SimpleGrid cols={{ base: 2, xs: 2, sm: 3, md: 4, lg: 5, xl: 6 }} spacing="md" data-testid="search-results">
          {shows.map((s) => (
            <ShowCard key={`${s.media_type}-${s.id}`} show={s} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="sm" align="center" data-testid="search-results">
          {shows.map((s) => (
            <ShowListCard key={`${s.media_type}-${s.id}`} show={s} />
          ))}
        </Stack>
      )}
      <div ref={ref} aria-hidden="true" style={{ height: 1 }} />
      {isFetchingNextPage && (
        <Center py="md">
          <Loader aria-label="Loading more results" />
        </Center>
      )}
    </Stack>
  );
}

/** No-results state with trending suggestions (spec §2 "Empty results"). */
function EmptyResults({ query }: { query: string }) {
  const trending = useQuery(tmdbQueries.homeTrending());
  return <NoResults query={query} suggestions={trending.data ?? undefined} />;
}
