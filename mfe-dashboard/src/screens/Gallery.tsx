import { useMemo } from 'react';
import { useParams, useSearchParams } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { formatCount } from '@streamscout/tmdb';
import {
  clearList,
  isListName,
  setOnlyMyServices,
  useListClearing,
  useOnlyMyServices,
  useProfile,
  useRegion,
  useServiceFilter,
  type ListName,
  type Profile,
} from '@streamscout/session';
import {
  AppLink,
  Button,
  Group,
  IconArrowLeft,
  Paper,
  SegmentedRadios,
  Stack,
  StatusPage,
  Text,
  Title,
  useSnackbar,
} from '@streamscout/ui';
import { OnlyMyServicesToggle } from '@streamscout/widgets';
import { gallerySorts, listTexts, isGallerySort, newestFirst, parseListEntry, useGalleryOrder, type GallerySort } from '../api/lists';
import { GalleryGrid } from '../components/GalleryGrid';
import { ProfilePending } from '../components/ProfilePending';
import { regionPhrase, useT, type Translator } from '@streamscout/i18n';
import { ShareList } from '../components/ShareList';

/** '871 titles', '1 title' (en-US digit grouping: '1,000 titles'). */
function titleCount(n: number, tr: Translator): string {
  if (tr.lang === 'en') return `${formatCount(n)} ${n === 1 ? 'title' : 'titles'}`;
  return tr.t('gallery.titles', '{count, plural, one {# title} other {# titles}}', { count: n });
}

/**
 * `/dashboard/{queue|favorites|watched}` (spec §2): "{username}'s watch queue" / "… favorites" /
 * "… watched list", a Dashboard back button, the list's clear button, how many titles the list
 * holds ('871 titles'), the list's "Share" switch (spec §17), a sort (Recently added — the default, newest first —, Title, Rating,
 * Release; kept in the URL as `?sort=`), and the list as a windowed grid of cards
 * ({@link GalleryGrid}: only the cards on or near the screen are rendered and ask TMDB for their
 * light card data) — or the 'Your {list} is empty!' panel. A missing or unknown segment gives
 * 400 'Bad Request'. How the sorts that need every card's data get it: {@link useGalleryOrder}.
 * A title TMDB failed to send is a card with 'Try again'; one it does not have says so. "Only my
 * services" keeps the titles streaming on the user's services in their region (it loads every
 * card's data first, like the sorts).
 */
export default function Gallery() {
  const { list } = useParams();
  const profile = useProfile();
  const i18n = useT();
  if (!isListName(list)) return <StatusPage status={400} text={i18n.t('status.badRequest', 'Bad Request')} />;
  if (!profile) return <ProfilePending />;
  return <ListGallery list={list} profile={profile} />;
}

/** The sort's name in a sentence, e.g. 'title' or 'release' (from GALLERY_SORTS' labels). */
function sortLabel(sort: GallerySort, tr: Translator): string {
  return (gallerySorts(tr).find((o) => o.value === sort)?.label ?? sort).toLocaleLowerCase(tr.lang);
}

function ListGallery({ list, profile }: { list: ListName; profile: Profile }) {
  const i18n = useT();
  const texts = listTexts(list, i18n);
  const sorts = useMemo(() => gallerySorts(i18n), [i18n]);
  const stored = profile[list];
  const entries = useMemo(() => newestFirst(stored).map(parseListEntry), [stored]);
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: GallerySort = isGallerySort(requested) ? requested : 'added';
  const region = useRegion();
  const services = useServiceFilter();
  const onlyMine = useOnlyMyServices();
  const only = useMemo(() => (services.length ? { region, services } : null), [region, services]);
  const order = useGalleryOrder(entries, sort, only);
  const setSort = (next: GallerySort) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'added') p.delete('sort');
        else p.set('sort', next);
        return p;
      },
      { replace: true },
    );
  const clearing = useListClearing(list);
  const { show, snackbar } = useSnackbar();
  const clear = async () => {
    const updated = await clearList(list);
    if (!updated)
      show(
        i18n.t('lists.clearFailed', 'Error clearing your {list}. Please check your network connection and try again.', {
          list: texts.noun,
        }),
        'error',
      );
  };

  return (
    <Stack gap="lg" miw={0}>
      <Group justify="space-between" gap="sm">
        <Button component={AppLink} to={paths.dashboard()} variant="subtle" leftSection={<IconArrowLeft size={18} />}>
          {i18n.t('menu.dashboard', 'Dashboard')}
        </Button>
        <Button variant="light" color="red" disabled={entries.length === 0} loading={clearing} onClick={() => void clear()}>
          {texts.clear}
        </Button>
      </Group>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {i18n.t('gallery.title', "{username}'s {list}", { username: profile.username, list: texts.noun })}
      </Title>
      <ShareList list={list} profile={profile} />
      {entries.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="empty-gallery">
          <Stack align="center" gap="sm">
            <Title order={2} size="h3" ta="center">
              {i18n.t('gallery.empty', 'Your {list} is empty!', { list: texts.listName })}
            </Title>
            <Text c="dimmed" ta="center">
              {texts.hint}
            </Text>
            <Button component={AppLink} to={paths.discover.overview()} variant="light">
              {i18n.t('gallery.discover', 'Discover shows')}
            </Button>
          </Stack>
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
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} id="gallery-sort-label">
                {i18n.t('sort.label', 'Sort')}
              </Text>
              <SegmentedRadios aria-labelledby="gallery-sort-label" size="xs" value={sort} onChange={setSort} data={sorts} />
            </Group>
          </Group>
          <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
          {only && !order.progress && order.entries.length === 0 ? (
            <Text py="xl" ta="center" data-testid="none-on-services">
              {i18n.t('lists.noneOnServices', 'None of these titles streams on your services in {country}.', {
                country: regionPhrase(i18n, region),
              })}
            </Text>
          ) : (
            <GalleryGrid
              entries={order.entries}
              // The grid's name says which order it shows once that order is applied, so a screen
              // reader (and a test) can tell the re-sorted list from the one still on screen.
              label={
                order.progress || sort === 'added'
                  ? i18n.t('gallery.title', "{username}'s {list}", { username: profile.username, list: texts.noun })
                  : i18n.t('gallery.titleSorted', "{username}'s {list}, sorted by {sort}", {
                      username: profile.username,
                      list: texts.noun,
                      sort: sortLabel(sort, i18n),
                    })
              }
            />
          )}
        </>
      )}
      {snackbar}
    </Stack>
  );
}
