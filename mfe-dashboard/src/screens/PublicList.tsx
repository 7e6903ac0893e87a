import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
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
import { gallerySorts, listTexts, isGallerySort, useGalleryOrder, type GallerySort, type ListEntry } from '../api/lists';
import { publicEntries, typeFilterOf, useServiceNames } from '../api/publicLists';
import { GalleryGrid } from '../components/GalleryGrid';
import { PUBLIC_CARD_HEIGHT, PublicListCard, ServiceNamesContext } from '../components/PublicListCard';
import { LoadFailed } from '@streamscout/ui';
import { msg, regionPhrase, useT, type MessageDescriptor, type Translator } from '@streamscout/i18n';

/** '871 titles', '1 title' (en-US digit grouping in English: '1,000 titles'). */
function titleCount(n: number, tr: Translator): string {
  if (tr.lang === 'en') return `${formatCount(n)} ${n === 1 ? 'title' : 'titles'}`;
  return tr.t('gallery.titles', '{count, plural, one {# title} other {# titles}}', { count: n });
}

/** Segment labels of the type filter (the search's: All / TV / Movies). */
const TYPE_LABELS: ReadonlyArray<{ value: TypeFilterValue; label: MessageDescriptor }> = [
  { value: 'none', label: msg('filter.all', 'All') },
  { value: 'tv', label: msg('filter.tv', 'TV') },
  { value: 'movie', label: msg('filter.movies', 'Movies') },
];

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
  const i18n = useT();
  if (!isListName(list)) return <NotFound />;
  if (query.isPending) return <Skeleton height={240} radius="md" data-testid="public-list-loading" />;
  if (query.isError && !query.data)
    return <LoadFailed label={i18n.t('public.thisList', 'This list')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <NotFound />;
  return <PublicGallery list={query.data} />;
}

/** The sort's name in a sentence ('title', 'release'). */
const sortLabel = (sort: GallerySort, tr: Translator) =>
  (gallerySorts(tr).find((o) => o.value === sort)?.label ?? sort).toLocaleLowerCase(tr.lang);

function PublicGallery({ list }: { list: List }) {
  const i18n = useT();
  const texts = listTexts(list.list, i18n);
  const sorts = useMemo(() => gallerySorts(i18n), [i18n]);
  const types = useMemo(() => TYPE_LABELS.map((o) => ({ value: o.value, label: i18n.t(o.label) })), [i18n]);
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
  const title = i18n.t('gallery.title', "{username}'s {list}", { username: list.username, list: texts.noun });
  const where = regionPhrase(i18n, region);
  const feed = paths.publicList(list.username, list.list);

  return (
    <Stack gap="lg" miw={0}>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed">
          {i18n.t('public.sharedIntro', 'Shared on StreamScout. Where each title streams in {country}.', { country: where })}
        </Text>
        <Group gap="md">
          <Anchor component={AppLink} to={paths.publicUser(list.username)} size="sm">
            {i18n.t('public.allLists', "All of {username}'s public lists", { username: list.username })}
          </Anchor>
          <Anchor href={`${feed}.atom`} size="sm" data-testid="feed-atom">
            {i18n.t('public.atomFeed', 'Atom feed')}
          </Anchor>
          <Anchor href={`${feed}.json`} size="sm" data-testid="feed-json">
            {i18n.t('public.jsonFeed', 'JSON Feed')}
          </Anchor>
        </Group>
      </Stack>
      {list.entries.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="empty-gallery">
          <Text ta="center">{i18n.t('public.empty', 'This list is empty.')}</Text>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="sm" mih={56}>
            <Stack gap={0}>
              <Text fw={500} data-testid="gallery-count">
                {titleCount(entries.length, i18n)}
              </Text>
              <Text size="sm" c="dimmed" data-testid="sort-progress" aria-live="polite" mih={20}>
                {order.progress
                  ? i18n.t('gallery.progress', '{doing}: {settled} of {total} loaded', {
                      doing:
                        sort === 'added'
                          ? i18n.t('gallery.finding', 'Finding those on your services')
                          : i18n.t('gallery.sorting', 'Sorting by {sort}', { sort: sortLabel(sort, i18n) }),
                      settled: i18n.lang === 'en' ? formatCount(order.progress.settled) : i18n.count(order.progress.settled),
                      total: titleCount(order.progress.total, i18n),
                    })
                  : only
                    ? i18n.t('gallery.onServices', '{titles} on your services', { titles: titleCount(order.entries.length, i18n) })
                    : ''}
              </Text>
            </Stack>
            <Group gap="md" wrap="wrap">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} id="public-sort-label">
                  {i18n.t('sort.label', 'Sort')}
                </Text>
                <SegmentedRadios
                  aria-labelledby="public-sort-label"
                  size="xs"
                  value={sort}
                  onChange={(v) => setParam('sort', v, 'added')}
                  data={sorts}
                />
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} id="public-type-label">
                  {i18n.t('filter.label', 'Type')}
                </Text>
                <SegmentedRadios<TypeFilterValue>
                  aria-labelledby="public-type-label"
                  size="xs"
                  value={type}
                  onChange={(v) => setParam('type', v, 'none')}
                  data={types}
                />
              </Group>
            </Group>
          </Group>
          <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
          {(only && !order.progress && order.entries.length === 0) || entries.length === 0 ? (
            <Text py="xl" ta="center" data-testid="none-on-services">
              {entries.length === 0
                ? type === 'tv'
                  ? i18n.t('public.noTv', 'No TV shows on this list.')
                  : i18n.t('public.noMovies', 'No movies on this list.')
                : i18n.t('lists.noneOnServices', 'None of these titles streams on your services in {country}.', { country: where })}
            </Text>
          ) : (
            <ServiceNamesContext.Provider value={names}>
              <GalleryGrid
                entries={order.entries}
                label={
                  order.progress || sort === 'added'
                    ? title
                    : i18n.t('gallery.titleSorted', "{username}'s {list}, sorted by {sort}", {
                        username: list.username,
                        list: texts.noun,
                        sort: sortLabel(sort, i18n),
                      })
                }
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
