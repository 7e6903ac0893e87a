import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { regionInSentence } from '@streamscout/region';
import { formatCount } from '@streamscout/tmdb';
import {
  isListName,
  setOnlyMyServices,
  useOnlyMyServices,
  useRegion,
  useServiceFilter,
  type PublicList as List,
} from '@streamscout/session';
import {
  Anchor,
  AppLink,
  FILTER_OPTIONS,
  Group,
  NotFound,
  Paper,
  SegmentedRadios,
  Skeleton,
  Stack,
  Text,
  Title,
  type TypeFilterValue,
} from '@streamscout/ui';
import { OnlyMyServicesToggle, publicListQueries } from '@streamscout/widgets';
import { GALLERY_SORTS, LIST_TEXTS, isGallerySort, useGalleryOrder, type GallerySort, type ListEntry } from '../api/lists';
import { publicEntries, typeFilterOf, useServiceNames } from '../api/publicLists';
import { GalleryGrid } from '../components/GalleryGrid';
import { PUBLIC_CARD_HEIGHT, PublicListCard, ServiceNamesContext } from '../components/PublicListCard';
import { LoadFailed } from '@streamscout/ui';

/** '871 titles', '1 title'. */
const titleCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'title' : 'titles'}`;

const publicCard = (entry: ListEntry, priority: boolean) => <PublicListCard entry={entry} priority={priority} />;

/**
 * `/u/{username}/{queue|favorites|watched}` (spec §17): a list its owner made public, for anyone.
 * It shows the owner's username and that list, nothing else of the profile. The page is
 * server-rendered (the app server reads the list first and answers 404 when it is not public),
 * then lives in the browser like the owner's gallery: the cards in a windowed grid, each saying
 * where the title streams in the VISITOR's region (resolved as everywhere else), "On your
 * services" and "Only my services" for a signed-in visitor, and the visitor's own queue button
 * ('Sign up to save shows!' signed out); sort (as the owner's gallery: `?sort=`) and type filter
 * (`?type=tv|movie`). The list's feeds (Atom, JSON Feed) are linked. Not public, unknown, or renamed
 * owner: the page-not-found screen.
 */
export default function PublicList() {
  const { username = '', list = '' } = useParams();
  const query = useQuery({ ...publicListQueries.list(username, list), enabled: isListName(list) });
  if (!isListName(list)) return <NotFound />;
  if (query.isPending) return <Skeleton height={240} radius="md" data-testid="public-list-loading" />;
  if (query.isError && !query.data)
    return <LoadFailed label="This list" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <NotFound />;
  return <PublicGallery list={query.data} />;
}

/** The sort's name in a sentence ('title', 'release'). */
const sortLabel = (sort: GallerySort) => (GALLERY_SORTS.find((o) => o.value === sort)?.label ?? sort).toLowerCase();

function PublicGallery({ list }: { list: List }) {
  const texts = LIST_TEXTS[list.list];
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: GallerySort = isGallerySort(requested) ? requested : 'added';
  const type = typeFilterOf(params);
  const entries = useMemo(() => publicEntries(list, type), [list, type]);
  const region = useRegion();
  const services = useServiceFilter();
  const onlyMine = useOnlyMyServices();
  const only = useMemo(() => (services.length ? { region, services } : null), [region, services]);
  const order = useGalleryOrder(entries, sort, only);
  const names = useServiceNames(region);
  const setParam = useCallback(
    (name: 'sort' | 'type', value: string, otherwise: string) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if (value === otherwise) p.delete(name);
          else p.set(name, value);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const title = `${list.username}'s ${texts.noun}`;
  const feed = paths.publicList(list.username, list.list);

  return (
    <Stack gap="lg" miw={0}>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed">Shared on StreamScout. Where each title streams in {regionInSentence(region)}.</Text>
        <Group gap="md">
          <Anchor component={AppLink} to={paths.publicUser(list.username)} size="sm">
            All of {list.username}&apos;s public lists
          </Anchor>
          <Anchor href={`${feed}.atom`} size="sm" data-testid="feed-atom">
            Atom feed
          </Anchor>
          <Anchor href={`${feed}.json`} size="sm" data-testid="feed-json">
            JSON Feed
          </Anchor>
        </Group>
      </Stack>
      {list.entries.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="empty-gallery">
          <Text ta="center">This list is empty.</Text>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="sm" mih={56}>
            <Stack gap={0}>
              <Text fw={500} data-testid="gallery-count">
                {titleCount(entries.length)}
              </Text>
              <Text size="sm" c="dimmed" data-testid="sort-progress" aria-live="polite" mih={20}>
                {order.progress
                  ? `${sort === 'added' ? 'Finding those on your services' : `Sorting by ${sortLabel(sort)}`}: ${formatCount(order.progress.settled)} of ${titleCount(order.progress.total)} loaded`
                  : only
                    ? `${titleCount(order.entries.length)} on your services`
                    : ''}
              </Text>
            </Stack>
            <Group gap="md" wrap="wrap">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} id="public-sort-label">
                  Sort
                </Text>
                <SegmentedRadios
                  aria-labelledby="public-sort-label"
                  size="xs"
                  value={sort}
                  onChange={(v) => setParam('sort', v, 'added')}
                  data={GALLERY_SORTS}
                />
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} id="public-type-label">
                  Type
                </Text>
                <SegmentedRadios<TypeFilterValue>
                  aria-labelledby="public-type-label"
                  size="xs"
                  value={type}
                  onChange={(v) => setParam('type', v, 'none')}
                  data={FILTER_OPTIONS}
                />
              </Group>
            </Group>
          </Group>
          <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
          {(only && !order.progress && order.entries.length === 0) || entries.length === 0 ? (
            <Text py="xl" ta="center" data-testid="none-on-services">
              {entries.length === 0
                ? `No ${type === 'tv' ? 'TV shows' : 'movies'} on this list.`
                : `None of these titles streams on your services in ${regionInSentence(region)}.`}
            </Text>
          ) : (
            <ServiceNamesContext.Provider value={names}>
              <GalleryGrid
                entries={order.entries}
                label={`${title}${order.progress || sort === 'added' ? '' : `, sorted by ${sortLabel(sort)}`}`}
                renderCard={publicCard}
                cardHeight={PUBLIC_CARD_HEIGHT}
              />
            </ServiceNamesContext.Provider>
          )}
        </>
      )}
    </Stack>
  );
}
