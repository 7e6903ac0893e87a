import { useLocation } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { plural, type Show } from '@streamscout/tmdb';
import {
  Box,
  Button,
  AppLink,
  Flex,
  Group,
  LoadFailed,
  Poster,
  posterHeight,
  PROVIDER_LOGO_SIZE,
  QueryState,
  Rating,
  Stack,
  Text,
  Title,
} from '@streamscout/ui';
import { ShowListButtons, WhereToWatch } from '@streamscout/widgets';
import { queryFailed } from '@streamscout/tmdb/query';
import { useShowAddress } from '../api/address';
import { useShowDetails } from '../api/details';
import { useShowProgress } from '../api/progress';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { Message } from '../components/Message';
import { PeopleRow } from '../components/PeopleRow';
import { Recommendations } from '../components/Recommendations';
import { SeasonCard } from '../components/SeasonCard';
import { ShowFacts } from '../components/ShowFacts';
import { ShowProgressBlock } from '../components/ShowProgress';
import { TEXTS } from '../components/texts';
import { useT } from '@streamscout/i18n';

/** The show passed as navigation state (ShowCard passes `{ show }`), if it is this page's show. */
function usePassedShow(type: string, id: number): Show | undefined {
  const state = useLocation().state as { show?: Show } | null;
  const show = state?.show;
  return show && show.id === id && show.media_type === type ? show : undefined;
}

/**
 * `/details/movie/:id` and `/details/tv/:id` (spec §2 "Show details"): poster, title, age rating
 * ('No rating available' when TMDB has no US rating), release date (long format, only for
 * 10-character dates), runtime, for TV the date range and season count, vote average and
 * '{n} rating(s)', the list buttons (or 'Sign up to save shows!'), overview, where to watch in the
 * viewer's region (every way to watch, see `WhereToWatch`), Cast and
 * Crew rows, for TV the 'Latest Season' card with 'View All Seasons', and Recommendations.
 * For TV, signed in, once an episode is marked watched: the progress ("12 of 24 episodes", a bar)
 * and the next episode to watch ({@link ShowProgressBlock}; one `tv/{id}/season/{n}` call per
 * regular season, shared with the season pages).
 *
 * One TMDB request (the detail call with everything appended) on a cold load, none on a revisit.
 * A show passed as navigation state renders at once while that call runs. Nothing to show
 * (unknown or non-numeric id): "We couldn't find any more details for this show. Sorry about
 * that!". The detail call failed (TMDB down, malformed, too slow) — not "no details": "We couldn't
 * load this right now." with Try again, in place of the page (header height), or, when the show
 * came with the navigation, in place of the provider strip and of the recommendations row; Try
 * again asks for the detail call again.
 */
export default function ShowDetails() {
  const { type, id } = useShowAddress();
  const passed = usePassedShow(type, id);
  const details = useShowDetails(type, id);
  const detail = details.data ?? null;
  const loading = Number.isFinite(id) && details.isPending;
  const failed = queryFailed(details);
  const retry = () => void details.refetch();
  const show: Show | undefined = detail ?? passed;
  const i18n = useT();
  const progress = useShowProgress(type === 'tv' ? id : NaN, type === 'tv' ? detail?.seasons?.map((s) => s.season_number) : undefined);

  if (!show) {
    // nothing to show yet: the detail call's state says why (loading, failed, or no such title)
    return (
      <QueryState
        query={details}
        label={i18n.t('details.label', 'Show details')}
        enabled={Number.isFinite(id)}
        loading={<DetailsSkeleton label={i18n.t('details.loading', 'Loading details')} />}
        minHeight={posterHeight()}
        empty={<Message>{i18n.t(TEXTS.noDetails)}</Message>}
      >
        {() => null}
      </QueryState>
    );
  }

  const latest = detail?.seasons?.length ? detail.seasons[detail.seasons.length - 1] : undefined;
  return (
    <Stack gap="xl">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }} gap="xl">
        <Poster show={show} priority />
        <Stack gap="sm" w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1}>{show.title}</Title>
          <ShowFacts show={show} detail={detail} loading={loading} />
          <Group gap="xs" wrap="wrap" aria-label={i18n.t('details.voteAverage', 'Vote average')}>
            <Rating voteAverage={show.vote_average} />
            <Text size="sm" data-testid="vote-average">
              {i18n.decimal(show.vote_average, 1)} / 10 ·{' '}
              {i18n.lang === 'en'
                ? plural(show.vote_count, 'rating')
                : i18n.t('details.ratingCount', '{count, plural, one {# rating} other {# ratings}}', { count: show.vote_count })}
            </Text>
          </Group>
          <Group data-testid="show-actions">
            <ShowListButtons show={show} size="xl" />
          </Group>
          {progress && detail && <ShowProgressBlock tvId={detail.id} progress={progress} />}
          {show.overview && <Text>{show.overview}</Text>}
          {failed ? (
            <>
              <Title order={2} size="h4" mt="sm">
                {i18n.t('details.whereToWatch', 'Where to watch')}
              </Title>
              {/* as wide as the message: it starts where the logos would, under the heading */}
              <Box w="fit-content">
                <LoadFailed
                  label={i18n.t('details.whereToWatch', 'Where to watch')}
                  onRetry={retry}
                  retrying={details.isFetching}
                  minHeight={PROVIDER_LOGO_SIZE}
                />
              </Box>
            </>
          ) : (
            <Box mt="sm">
              <WhereToWatch watch={detail?.watch} providers={detail?.providers} loading={loading} />
            </Box>
          )}
        </Stack>
      </Flex>
      {!loading && !failed && !detail && <Message>{i18n.t(TEXTS.noDetails)}</Message>}
      {latest && detail && (
        <section aria-labelledby="latest-season-title">
          <Group justify="space-between" align="center" mb="sm" gap="xs">
            <Title order={2} id="latest-season-title" size="h3">
              {i18n.t('details.latestSeason', 'Latest Season')}
            </Title>
            <Button component={AppLink} to={paths.details.seasons(detail.id)} variant="light">
              {i18n.t('details.allSeasons', 'View All Seasons')}
            </Button>
          </Group>
          <SeasonCard tvId={detail.id} season={latest} showTitle={detail.title} />
        </section>
      )}
      {detail && <PeopleRow title={i18n.t('details.cast', 'Cast')} people={detail.credits.cast} />}
      {detail && <PeopleRow title={i18n.t('details.crew', 'Crew')} people={detail.credits.crew} />}
      {(loading || detail || failed) && <Recommendations details={details} enabled={Number.isFinite(id)} />}
    </Stack>
  );
}
