import { useLocation } from 'react-router';
import { formatRuntime, showReleaseDate, formatDateLong, plural, type Show, type ShowDetail } from '@streamscout/tmdb';
import {
  Badge,
  Center,
  Group,
  Loader,
  Poster,
  ProviderStrip,
  Rating,
  Stack,
  Text,
  Title,
} from '@streamscout/ui';
import { useShowAddress } from '../api/address';
import { useShowDetails } from '../api/details';
import { Recommendations } from '../components/Recommendations';

/** Friendly text when TMDB has nothing for this id (spec §2 "No details"). */
export const NO_DETAILS = "We couldn't find any more details for this show. Sorry about that!";

/**
 * `/details/movie/:id` and `/details/tv/:id` (spec §2 "Show details"): poster, title, age rating,
 * vote average and count, overview, where to watch, recommendations. A Show passed as navigation
 * state renders at once while the detail call (one request, with append_to_response) runs.
 */
export default function ShowDetails() {
  const { type, id } = useShowAddress();
  const state = useLocation().state as { show?: Show } | null;
  const passed = state?.show && state.show.id === id && state.show.media_type === type ? state.show : undefined;
  const details = useShowDetails(type, id);

  if (!Number.isFinite(id) || (!details.isPending && !details.data && !passed)) {
    return (
      <Center py="xl">
        <Text size="lg">{NO_DETAILS}</Text>
      </Center>
    );
  }
  const show: Show | ShowDetail | undefined = details.data ?? passed;
  if (!show) {
    return (
      <Center h={320}>
        <Loader aria-label="Loading details" />
      </Center>
    );
  }
  const detail = details.data ?? null;
  const date = showReleaseDate(show.release_date);
  return (
    <Stack gap="xl">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Poster show={show} priority />
        <Stack gap="sm" style={{ flex: 1, minWidth: 280 }}>
          <Title order={1}>{show.title}</Title>
          <Group gap="sm">
            {detail && <Badge variant="outline">{detail.age_rating}</Badge>}
            {date && <Text c="dimmed">{formatDateLong(date)}</Text>}
            {detail && <Text c="dimmed">{formatRuntime(detail.runtime)}</Text>}
          </Group>
          <Group gap="xs" aria-label="Vote average">
            <Rating voteAverage={show.vote_average} />
            <Text size="sm" data-testid="vote-average">
              {show.vote_average.toFixed(1)} / 10 · {plural(show.vote_count, 'rating')}
            </Text>
          </Group>
          <Text>{show.overview || 'No overview available.'}</Text>
          <Title order={2} size="h4" mt="md">Where to watch</Title>
          <ProviderStrip providers={detail?.providers} loading={details.isPending} />
        </Stack>
      </Group>
      <Recommendations type={type} id={id} />
    </Stack>
  );
}
