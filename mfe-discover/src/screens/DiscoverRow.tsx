import { useParams } from '@streamscout/routes/router';
import { isDiscoverRow } from '@streamscout/tmdb';
import { setOnlyMyServices, useOnlyMyServices } from '@streamscout/session';
import {
  Box,
  Group,
  NotFound,
  QueryState,
  SHOW_CARD_HEIGHT,
  ShowCard,
  PRIORITY_CARDS,
  ShowListCard,
  SimpleGrid,
  SkeletonGrid,
  SortFilterControls,
  Stack,
  Text,
  Title,
  ViewToggle,
  EMPTY_CAROUSEL_MESSAGE,
  useBelow,
  useRememberedView,
  type ViewValue,
} from '@streamscout/ui';
import { OnlyMyServicesToggle, useListActions } from '@streamscout/widgets';
import { useDiscoverRow, useDiscoverRowTitle } from '../api/rows';

/**
 * Storage key of the discover detail view, 'grid' or 'list' (spec §3 "Browser storage keys":
 * its own key, separate from search's 'streamscout:search-view').
 */
export const DISCOVER_VIEW_STORAGE_KEY = 'streamscout:discover-view';

const noop = () => {};

/**
 * `/discover/:genre` (spec §2 "Discover detail"): the row's title, the alphabetical sort and
 * type filter shown disabled, a grid/list switch (hidden below 768 px — the theme's `tablet`
 * breakpoint — where grid is forced) remembered under {@link DISCOVER_VIEW_STORAGE_KEY} and its
 * cookie (`useRememberedView`, so the server renders the remembered view), and the row's shows as ShowCards (grid)
 * or ShowListCards (list). Loading: 12 card skeletons in grid or narrow view, 10 list skeletons
 * otherwise. No shows: 'Sorry, no shows to display at this time.'. TMDB failed: "We couldn't load
 * this right now." with Try again in the results' place. A row name that is not one of
 * the nine (spec §2) gives the page-not-found screen. "Only my services" narrows the row to the
 * viewer's services in their region (signed out, it invites to sign up).
 */
export default function DiscoverRow() {
  const { genre = '' } = useParams();
  const valid = isDiscoverRow(genre);
  const query = useDiscoverRow(valid ? genre : 'trending', valid);
  const title = useDiscoverRowTitle(valid ? genre : 'trending');
  const onlyMine = useOnlyMyServices();
  const lists = useListActions();
  // the switch's visibility is CSS (`visibleFrom="tablet"`); forcing the grid below 768 px follows
  // hydration (the server cannot know the width; its HTML shows the remembered view)
  const narrow = useBelow('tablet');
  const [stored, setView] = useRememberedView(DISCOVER_VIEW_STORAGE_KEY);
  if (!valid) return <NotFound />;
  const view: ViewValue = narrow || stored !== 'list' ? 'grid' : 'list';
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
      <Group justify="space-between">
        <SortFilterControls sort="none" onSortChange={noop} filter="none" onFilterChange={noop} disabled={{ sort: true, filter: true }} />
        <Box visibleFrom="tablet">
          <ViewToggle value={view} onChange={setView} storageKey={DISCOVER_VIEW_STORAGE_KEY} />
        </Box>
      </Group>
      <QueryState
        query={query}
        label={title}
        loading={<SkeletonGrid view={view} narrow={narrow} />}
        minHeight={SHOW_CARD_HEIGHT}
        empty={
          <Text py="xl" ta="center">
            {EMPTY_CAROUSEL_MESSAGE}
          </Text>
        }
      >
        {(shows) =>
          view === 'grid' ? (
            <SimpleGrid cols={{ base: 2, xs: 2, sm: 3, md: 4, lg: 5, xl: 6 }} spacing="md" data-testid="discover-results" data-view="grid">
              {shows.map((s, i) => (
                <ShowCard key={`${s.media_type}-${s.id}`} show={s} priority={i < PRIORITY_CARDS} actions={lists?.card(s)} />
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap="sm" align="center" data-testid="discover-results" data-view="list">
              {shows.map((s, i) => (
                <ShowListCard
                  key={`${s.media_type}-${s.id}`}
                  show={s}
                  priority={i < PRIORITY_CARDS}
                  actions={lists?.listCard(s)}
                  posterActions={lists?.listCardPoster(s)}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
