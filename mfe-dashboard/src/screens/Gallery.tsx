import { useMemo } from 'react';
import { useParams, useSearchParams } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { regionInSentence } from '@streamscout/region';
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
import { GALLERY_SORTS, LIST_TEXTS, isGallerySort, newestFirst, parseListEntry, useGalleryOrder, type GallerySort } from '../api/lists';
import { GalleryGrid } from '../components/GalleryGrid';
import { ProfilePending } from '../components/ProfilePending';
import { ShareList } from '../components/ShareList';

/** '871 titles', '1 title' (en-US digit grouping: '1,000 titles'). */
function titleCount(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'title' : 'titles'}`;
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
  if (!isListName(list)) return <StatusPage status={400} text="Bad Request" />;
  if (!profile) return <ProfilePending />;
  return <ListGallery list={list} profile={profile} />;
}

/** The sort's name in a sentence, e.g. 'title' or 'release' (from GALLERY_SORTS' labels). */
function sortLabel(sort: GallerySort): string {
  return (GALLERY_SORTS.find((o) => o.value === sort)?.label ?? sort).toLowerCase();
}

function ListGallery({ list, profile }: { list: ListName; profile: Profile }) {
  const texts = LIST_TEXTS[list];
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
    if (!updated) show(`Error clearing your ${texts.noun}. Please check your network connection and try again.`, 'error');
  };

  return (
    <Stack gap="lg" miw={0}>
      <Group justify="space-between" gap="sm">
        <Button component={AppLink} to={paths.dashboard()} variant="subtle" leftSection={<IconArrowLeft size={18} />}>
          Dashboard
        </Button>
        <Button variant="light" color="red" disabled={entries.length === 0} loading={clearing} onClick={() => void clear()}>
          {texts.clear}
        </Button>
      </Group>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {profile.username}&apos;s {texts.noun}
      </Title>
      <ShareList list={list} profile={profile} />
      {entries.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="empty-gallery">
          <Stack align="center" gap="sm">
            <Title order={2} size="h3" ta="center">
              Your {texts.listName} is empty!
            </Title>
            <Text c="dimmed" ta="center">
              {texts.hint}
            </Text>
            <Button component={AppLink} to={paths.discover.overview()} variant="light">
              Discover shows
            </Button>
          </Stack>
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
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} id="gallery-sort-label">
                Sort
              </Text>
              <SegmentedRadios aria-labelledby="gallery-sort-label" size="xs" value={sort} onChange={setSort} data={GALLERY_SORTS} />
            </Group>
          </Group>
          <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
          {only && !order.progress && order.entries.length === 0 ? (
            <Text py="xl" ta="center" data-testid="none-on-services">
              None of these titles streams on your services in {regionInSentence(region)}.
            </Text>
          ) : (
            <GalleryGrid
              entries={order.entries}
              // The grid's name says which order it shows once that order is applied, so a screen
              // reader (and a test) can tell the re-sorted list from the one still on screen.
              label={`${profile.username}'s ${texts.noun}${order.progress || sort === 'added' ? '' : `, sorted by ${sortLabel(sort)}`}`}
            />
          )}
        </>
      )}
      {snackbar}
    </Stack>
  );
}
