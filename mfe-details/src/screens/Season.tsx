import { paths } from '@streamscout/routes';
import { yearOf } from '@streamscout/tmdb';
import { Flex, Poster, posterHeight, QueryState, Stack, Text, Title } from '@streamscout/ui';
import { useSeasonAddress } from '../api/address';
import { useSeason } from '../api/details';
import { BackLink } from '../components/BackLink';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { EpisodeCard } from '../components/EpisodeCard';
import { Message } from '../components/Message';
import { NO_DETAILS } from '../components/texts';

/** Shown for a season that has no episodes listed yet (an announced season). */
export const NO_EPISODES = 'No episodes available yet.';

/**
 * `/details/tv/:id/seasons/:num` (spec §2 "Season screen"): the season's poster (placeholder when
 * none), name, air year (or '-'), 'Back to Seasons', and an {@link EpisodeCard} per episode
 * (each fetches its extras on its first expand). One request (`tv/{id}/season/{num}`).
 * Unknown show or season, non-numeric segments: the "no details" text; the call failed: "We
 * couldn't load this right now." with Try again in the page's place.
 */
export default function Season() {
  const { tvId, num } = useSeasonAddress();
  const season = useSeason(tvId, num);
  return (
    <QueryState
      query={season}
      label="Season"
      enabled={Number.isFinite(tvId) && Number.isFinite(num)}
      loading={<DetailsSkeleton label="Loading season" />}
      minHeight={posterHeight()}
      empty={<Message>{NO_DETAILS}</Message>}
    >
      {(data) => <SeasonPage data={data} tvId={tvId} />}
    </QueryState>
  );
}

/** {@link Season} once TMDB has answered with the season: its header and one card per episode. */
function SeasonPage({ data, tvId }: { data: NonNullable<ReturnType<typeof useSeason>['data']>; tvId: number }) {
  const episodes = data.episodes ?? [];
  return (
    <Stack gap="xl">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }} gap="xl">
        <Poster show={{ poster_path: data.poster_path, title: data.name }} priority />
        <Stack gap="sm" w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1}>{data.name}</Title>
          <Text size="lg" data-testid="air-year">
            {yearOf(data.air_date) || '-'}
          </Text>
          <BackLink to={paths.details.seasons(tvId)}>Back to Seasons</BackLink>
        </Stack>
      </Flex>
      <section aria-labelledby="episodes-title">
        <Title order={2} id="episodes-title" size="h3" mb="sm">
          Episodes
        </Title>
        {episodes.length === 0 ? (
          <Text>{NO_EPISODES}</Text>
        ) : (
          <Stack gap="md">
            {episodes.map((e) => (
              <EpisodeCard key={e.episode_number} episode={e} tvId={tvId} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
