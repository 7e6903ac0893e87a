import { paths } from '@streamscout/routes';
import { useMyServices, useRegion } from '@streamscout/session';
import { episodeCode, isOnServices, mineFirst, plural, servicesIn } from '@streamscout/tmdb';
import { Anchor, AppLink, Badge, Button, Group, LoadFailed, Paper, Poster, ProviderStrip, Stack, Text, Title } from '@streamscout/ui';
import { useEpisodeProgress, useProgressSaveFailed } from '@streamscout/widgets';
import { useUpNext, type UpNextRow } from '../api/progress';
import { msg, useT } from '@streamscout/i18n';

/** Up next's empty text: what to do to fill it. */
const EMPTY = msg('upNext.empty', "Mark episodes watched on a show's season page to see what's next.");
export const UP_NEXT_EMPTY = EMPTY.message;

/** Up next while offline with nothing kept to show: it waits for the network instead of loading forever. */
const OFFLINE = msg('upNext.offline', "Up next comes back when you're online.");
export const UP_NEXT_OFFLINE = OFFLINE.message;

/** Poster width of an Up next row, px (2:3 → 90 px high). */
const ROW_POSTER_WIDTH = 60;

/**
 * One show of Up next: poster and title (linking to the show), "Next: S2E5 Episode title"
 * (linking to its season page), "3 of 10 episodes", where to watch it in the viewer's region
 * (subscription, free and with ads; the viewer's services first, with "On your services" when one
 * carries it) and a one-click "Watched" (accessible name 'Mark S2E5 of {title} watched') that marks
 * that episode — optimistically, so the row moves on to the following one at once, or leaves Up next.
 */
function UpNextItem({ row }: { row: UpNextRow }) {
  const { show, next } = row;
  const region = useRegion();
  const services = useMyServices();
  const change = useEpisodeProgress(show.id);
  const code = episodeCode(next.season_number, next.episode_number);
  const providers = mineFirst(servicesIn(show.watch, region), services);
  const i18n = useT();
  const failed = useProgressSaveFailed();
  return (
    <Paper p="sm" withBorder shadow="xs" bg="var(--mantine-color-default)" data-testid="up-next-row">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Poster show={show} width={ROW_POSTER_WIDTH} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={AppLink} to={paths.details.tv(show.id)} fw={700}>
            {show.title}
          </Anchor>
          <Anchor component={AppLink} to={paths.details.season(show.id, next.season_number)} size="sm">
            {i18n.t('progress.next', 'Next: {code} {name}', { code, name: next.name })}
          </Anchor>
          <Text size="sm" c="dimmed">
            {i18n.lang === 'en'
              ? `${row.watched} of ${plural(row.total, 'episode')}`
              : i18n.t('progress.count', '{watched} of {total, plural, one {# episode} other {# episodes}}', {
                  watched: i18n.count(row.watched),
                  total: row.total,
                })}
          </Text>
          {isOnServices(show.watch, region, services) && (
            <Badge color="green" variant="light" w="fit-content">
              {i18n.t('watch.onYourServices', 'On your services')}
            </Badge>
          )}
          <ProviderStrip
            providers={providers}
            link={show.watch[region]?.link}
            label={i18n.t('season.whereToWatch', 'Where to watch {name}', { name: show.title })}
            testId="up-next-providers"
          />
          <Group gap="sm">
            <Button
              size="xs"
              aria-label={i18n.t('upNext.mark', 'Mark {code} of {title} watched', { code, title: show.title })}
              loading={change.isPending}
              onClick={() => change.mutate({ action: 'mark', episodes: [{ season: next.season_number, episode: next.episode_number }] })}
            >
              {i18n.t('episode.watched', 'Watched')}
            </Button>
            {change.isError && (
              <Text size="sm" c="red" role="alert">
                {failed}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The dashboard's "Up next" section (signed in): the shows the user has marked episodes of, most
 * recent activity first, each with its next aired unwatched episode ({@link UpNextItem}); a show
 * whose aired episodes are all watched is not listed. Empty: {@link UP_NEXT_EMPTY}. A failed call
 * with nothing to show: "We couldn't load this right now." with Try again.
 */
export function UpNext() {
  const upNext = useUpNext();
  const i18n = useT();
  return (
    <section aria-labelledby="up-next-title" data-testid="up-next">
      <Title order={2} id="up-next-title" size="h3" mb="sm">
        {i18n.t('upNext.title', 'Up next')}
      </Title>
      {upNext.rows.length > 0 ? (
        <Stack gap="sm">
          {upNext.rows.map((row) => (
            <UpNextItem key={row.show.id} row={row} />
          ))}
        </Stack>
      ) : upNext.failed ? (
        <LoadFailed label={i18n.t('upNext.title', 'Up next')} onRetry={upNext.retry} />
      ) : upNext.offline ? (
        <Text c="dimmed">{i18n.t(OFFLINE)}</Text>
      ) : upNext.pending ? (
        <Text c="dimmed" aria-busy="true">
          {i18n.t('common.loadingEllipsis', 'Loading…')}
        </Text>
      ) : (
        <Text>{i18n.t(EMPTY)}</Text>
      )}
    </section>
  );
}
