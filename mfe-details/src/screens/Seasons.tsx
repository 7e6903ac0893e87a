import { paths } from '@streamscout/routes';
import { useRegion } from '@streamscout/session';
import { yearOf } from '@streamscout/tmdb';
import { Flex, LoadFailed, Poster, posterHeight, QueryState, Skeleton, Stack, Text, Title } from '@streamscout/ui';
import { WatchSummary } from '@streamscout/widgets';
import { useTvShowId } from '../api/address';
import { useSeasonsWatch, useShowDetails } from '../api/details';
import { BackLink } from '../components/BackLink';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { Message } from '../components/Message';
import { SeasonCard } from '../components/SeasonCard';
import { TEXTS } from '../components/texts';
import { useT } from '@streamscout/i18n';

/**
 * `/details/tv/:id/seasons` (spec §2 "Seasons and episodes"): the show's poster, title and
 * release year, 'Back to Show Details', and a season card for every season of the show (in
 * TMDB's order, specials first). Reads the same cached detail call as the details page (no
 * request when coming from it). Each card says where that season streams in the viewer's region
 * (spec §10: one `tv/{id}/season/{n}/watch/providers` per season); if that fails, one "couldn't
 * load" with Try again above the cards, which stay. Unknown or non-numeric id: the "no details" text; the call
 * failed: "We couldn't load this right now." with Try again in the page's place.
 */
export default function Seasons() {
  const tvId = useTvShowId();
  const details = useShowDetails('tv', tvId);
  // started with the detail call (the route data lists both), not once it has answered
  const watch = useSeasonsWatch(tvId);
  const i18n = useT();
  return (
    <QueryState
      query={details}
      label={i18n.t('seasons.title', 'Seasons')}
      enabled={Number.isFinite(tvId)}
      loading={<DetailsSkeleton label={i18n.t('seasons.loading', 'Loading seasons')} />}
      minHeight={posterHeight()}
      empty={<Message>{i18n.t(TEXTS.noDetails)}</Message>}
    >
      {(detail) => <SeasonsPage detail={detail} watch={watch} />}
    </QueryState>
  );
}

/** {@link Seasons} once TMDB has answered with the show: its header and one card per season. */
function SeasonsPage({
  detail,
  watch,
}: {
  detail: NonNullable<ReturnType<typeof useShowDetails>['data']>;
  watch: ReturnType<typeof useSeasonsWatch>;
}) {
  const seasons = detail.seasons ?? [];
  const region = useRegion();
  const i18n = useT();
  const availability = (n: number, name: string) => {
    if (watch.isPending) return <Skeleton height={28} width={180} aria-hidden="true" />;
    if (!watch.data) return null;
    return (
      <WatchSummary
        watch={watch.data[n]?.[region]}
        region={region}
        label={i18n.t('season.whereToWatch', 'Where to watch {name}', { name })}
        testId="season-watch"
      />
    );
  };
  const year = yearOf(detail.release_date);
  return (
    <Stack gap="xl">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }} gap="xl">
        <Poster show={detail} priority />
        <Stack gap="sm" w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1}>{detail.title}</Title>
          {year && (
            <Text size="lg" data-testid="release-year">
              {year}
            </Text>
          )}
          <BackLink to={paths.details.tv(detail.id)}>{i18n.t('seasons.back', 'Back to Show Details')}</BackLink>
        </Stack>
      </Flex>
      <section aria-labelledby="seasons-title">
        <Title order={2} id="seasons-title" size="h3" mb="sm">
          {i18n.t('seasons.title', 'Seasons')}
        </Title>
        {seasons.length === 0 ? (
          <Text>{i18n.t(TEXTS.noSeasons)}</Text>
        ) : (
          <Stack gap="md">
            {watch.isError && !watch.data && (
              <LoadFailed
                label={i18n.t('seasons.whereEach', 'Where to watch each season')}
                message={i18n.t('seasons.whereEachFailed', "We couldn't load where each season streams right now.")}
                onRetry={() => void watch.refetch()}
                retrying={watch.isFetching}
              />
            )}
            {seasons.map((s) => (
              <SeasonCard
                key={s.season_number}
                tvId={detail.id}
                season={s}
                showTitle={detail.title}
                order={3}
                availability={availability(s.season_number, s.name)}
              />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
