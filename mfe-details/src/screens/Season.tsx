import { useId } from 'react';
import { paths } from '@streamscout/routes';
import { useRegion } from '@streamscout/session';
import { isAired, localToday, yearOf, type Episode } from '@streamscout/tmdb';
import { Button, Flex, Group, Poster, posterHeight, QueryState, Skeleton, Stack, Text, Title } from '@streamscout/ui';
import { useProgressSaveFailed, WatchSummary } from '@streamscout/widgets';
import { msg, regionPhrase, useT } from '@streamscout/i18n';
import { useSeasonAddress } from '../api/address';
import { useSeason, useSeasonWatch } from '../api/details';
import { useSeasonProgress, type SeasonProgress } from '../api/progress';
import { BackLink } from '../components/BackLink';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { EpisodeCard } from '../components/EpisodeCard';
import { Message } from '../components/Message';
import { TEXTS } from '../components/texts';
import { EpisodeWatchedControl } from '../components/WatchedControls';

/** Shown for a season that has no episodes listed yet (an announced season). */
const NO_EPISODES_MSG = msg('season.noEpisodes', 'No episodes available yet.');
export const NO_EPISODES = NO_EPISODES_MSG.message;

/**
 * `/details/tv/:id/seasons/:num` (spec §2 "Season screen"): the season's poster (placeholder when
 * none), name, air year (or '-'), 'Back to Seasons', and an {@link EpisodeCard} per episode
 * (each fetches its extras on its first expand), and where the season streams in the viewer's
 * region (spec §10 "Where each season streams"). Two requests (`tv/{id}/season/{num}` and its
 * `watch/providers`).
 * Unknown show or season, non-numeric segments: the "no details" text; the call failed: "We
 * couldn't load this right now." with Try again in the page's place.
 *
 * Signed in (once the profile is loaded, so the signed-out server HTML never changes): each aired
 * episode (air date not after today) has a watched checkbox and "Watched up to here"; the season
 * has "Mark season watched", or "Mark season unwatched" once all its aired episodes are watched.
 * Changes show at once and are rolled back, with a short error text, when they cannot be saved.
 */
export default function Season() {
  const { tvId, num } = useSeasonAddress();
  const season = useSeason(tvId, num);
  // started with the season call (the route data lists both), not once it has answered
  const watch = useSeasonWatch(tvId, num);
  const i18n = useT();
  return (
    <QueryState
      query={season}
      label={i18n.t('season.label', 'Season')}
      enabled={Number.isFinite(tvId) && Number.isFinite(num)}
      loading={<DetailsSkeleton label={i18n.t('season.loading', 'Loading season')} />}
      minHeight={posterHeight()}
      empty={<Message>{i18n.t(TEXTS.noDetails)}</Message>}
    >
      {(data) => <SeasonPage data={data} tvId={tvId} watch={watch} />}
    </QueryState>
  );
}

/** {@link Season} once TMDB has answered with the season: its header and one card per episode. */
function SeasonPage({
  data,
  tvId,
  watch,
}: {
  data: NonNullable<ReturnType<typeof useSeason>['data']>;
  tvId: number;
  watch: ReturnType<typeof useSeasonWatch>;
}) {
  const episodes = data.episodes ?? [];
  const progress = useSeasonProgress(tvId);
  const today = localToday();
  const i18n = useT();
  return (
    <Stack gap="xl">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }} gap="xl">
        <Poster show={{ poster_path: data.poster_path, title: data.name }} priority />
        <Stack gap="sm" w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1}>{data.name}</Title>
          <Text size="lg" data-testid="air-year">
            {yearOf(data.air_date) || '-'}
          </Text>
          <BackLink to={paths.details.seasons(tvId)}>{i18n.t('season.back', 'Back to Seasons')}</BackLink>
          {progress && <SeasonWatched progress={progress} aired={episodes.filter((e) => isAired(e, today))} />}
          <SeasonWhereToWatch watch={watch} name={data.name} />
        </Stack>
      </Flex>
      <section aria-labelledby="episodes-title">
        <Title order={2} id="episodes-title" size="h3" mb="sm">
          {i18n.t('season.episodes', 'Episodes')}
        </Title>
        {episodes.length === 0 ? (
          <Text>{i18n.t(NO_EPISODES_MSG)}</Text>
        ) : (
          <Stack gap="md">
            {episodes.map((e) => (
              <EpisodeCard
                key={e.episode_number}
                episode={e}
                tvId={tvId}
                watchedControl={
                  progress && isAired(e, today) ? (
                    <EpisodeWatchedControl
                      season={e.season_number}
                      episode={e.episode_number}
                      watched={progress.watched?.has(`${e.season_number}:${e.episode_number}`) ?? false}
                      disabled={progress.watched === null}
                      onChange={(on) =>
                        progress.change({
                          action: on ? 'mark' : 'unmark',
                          episodes: [{ season: e.season_number, episode: e.episode_number }],
                        })
                      }
                      onUpTo={() => progress.markUpTo(e.season_number, e.episode_number)}
                    />
                  ) : undefined
                }
              />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/**
 * "Where to watch {season} in {region}": the season's ways to watch in the viewer's region, the
 * viewer's services first (`tv/{id}/season/{n}/watch/providers`); a skeleton while it loads; a
 * failure says so with Try again (never "not available").
 */
function SeasonWhereToWatch({ watch, name }: { watch: ReturnType<typeof useSeasonWatch>; name: string }) {
  const region = useRegion();
  const headingId = useId();
  const i18n = useT();
  const label = i18n.t('season.whereToWatch', 'Where to watch {name}', { name });
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="season-where-to-watch">
      <Title order={2} size="h5" id={headingId}>
        {i18n.t('season.whereToWatchIn', 'Where to watch {name} in {country}', { name, country: regionPhrase(i18n, region) })}
      </Title>
      <QueryState query={watch} label={label} loading={<Skeleton height={28} width={220} />} empty={null}>
        {(all) => <WatchSummary watch={all[region]} region={region} label={label} testId="season-watch" />}
      </QueryState>
    </Stack>
  );
}

/**
 * The season's own watched action (signed in, when it has aired episodes): "Mark season watched"
 * while one of them is unwatched, else "Mark season unwatched" (its undo); then the error text of
 * a change that could not be saved.
 */
function SeasonWatched({ progress, aired }: { progress: SeasonProgress; aired: Episode[] }) {
  const i18n = useT();
  const failed = useProgressSaveFailed();
  if (aired.length === 0) return null;
  const refs = aired.map((e) => ({ season: e.season_number, episode: e.episode_number }));
  const all = progress.watched !== null && refs.every((r) => progress.watched!.has(`${r.season}:${r.episode}`));
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          variant="light"
          size="sm"
          disabled={progress.watched === null}
          onClick={() => progress.change({ action: all ? 'unmark' : 'mark', episodes: refs })}
        >
          {all ? i18n.t('season.markUnwatched', 'Mark season unwatched') : i18n.t('season.markWatched', 'Mark season watched')}
        </Button>
      </Group>
      {progress.failed && (
        <Text size="sm" c="red" role="alert">
          {failed}
        </Text>
      )}
    </Stack>
  );
}
