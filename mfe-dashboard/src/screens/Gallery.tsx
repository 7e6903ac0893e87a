import { useMemo } from 'react';
import { useParams } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { clearList, isListName, useListClearing, useProfile, type ListName, type Profile } from '@streamscout/session';
import {
  AppLink,
  Button,
  Flex,
  Group,
  IconArrowLeft,
  Paper,
  Stack,
  StatusPage,
  Text,
  Title,
  useSnackbar,
} from '@streamscout/ui';
import { LIST_TEXTS, newestFirst, useListShows } from '../api/lists';
import { ListShowCard } from '../components/ListShowCard';
import { ProfilePending } from '../components/ProfilePending';

/** How many posters at the top load eagerly (above the fold at 1400 px). */
const EAGER_POSTERS = 6;

/**
 * `/dashboard/{queue|favorites|watched}` (spec §2): "{username}'s watch queue" / "… favorites" /
 * "… watched list", a Dashboard back button, the list's clear button, and every show of the list
 * as a card, newest first — or the 'Your {list} is empty!' panel. A missing or unknown segment
 * gives 400 'Bad Request'. The shows load in parallel through the shared query cache
 * ({@link useListShows}); a title that fails is a card with its id and a retry.
 */
export default function Gallery() {
  const { list } = useParams();
  const profile = useProfile();
  if (!isListName(list)) return <StatusPage status={400} text="Bad Request" />;
  if (!profile) return <ProfilePending />;
  return <ListGallery list={list} profile={profile} />;
}

function ListGallery({ list, profile }: { list: ListName; profile: Profile }) {
  const texts = LIST_TEXTS[list];
  const stored = profile[list];
  const entries = useMemo(() => newestFirst(stored), [stored]);
  const items = useListShows(entries);
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
        <Flex data-testid="gallery-grid" wrap="wrap" gap="lg" justify={{ base: 'center', sm: 'flex-start' }}>
          {items.map((item, i) => (
            <ListShowCard key={item.entry.key} item={item} priority={i < EAGER_POSTERS} />
          ))}
        </Flex>
      )}
      {snackbar}
    </Stack>
  );
}
