import { paths } from '@streamscout/routes';
import { episodeCode, plural, type ShowProgressSummary } from '@streamscout/tmdb';
import { Anchor, AppLink, Progress, Stack, Text } from '@streamscout/ui';
import { msg, useT } from '@streamscout/i18n';

/** Props of {@link ShowProgressBlock}. */
export interface ShowProgressBlockProps {
  /** TMDB tv id (for the season page link). */
  tvId: number;
  /** The progress (`progressOf` of `@streamscout/tmdb`): aired episodes of regular seasons only. */
  progress: ShowProgressSummary;
}

/** Said when every aired episode of the regular seasons is watched. */
const CAUGHT_UP = msg('progress.caughtUp', 'All aired episodes watched');
export const ALL_CAUGHT_UP = CAUGHT_UP.message;

/**
 * The TV details page's progress: "12 of 24 episodes" over a progress bar (value in percent,
 * named 'Episodes watched'), then the next episode to watch — "Next: S2E5 Episode title", linking
 * to its season page — or {@link ALL_CAUGHT_UP}.
 */
export function ShowProgressBlock({ tvId, progress }: ShowProgressBlockProps) {
  const percent = progress.total > 0 ? Math.round((progress.watched / progress.total) * 100) : 0;
  const next = progress.next;
  const i18n = useT();
  return (
    <Stack gap={6} maw={420} data-testid="show-progress">
      <Text size="sm" fw={600}>
        {i18n.lang === 'en'
          ? `${progress.watched} of ${plural(progress.total, 'episode')}`
          : i18n.t('progress.count', '{watched} of {total, plural, one {# episode} other {# episodes}}', {
              watched: i18n.count(progress.watched),
              total: progress.total,
            })}
      </Text>
      <Progress value={percent} size="md" aria-label={i18n.t('progress.label', 'Episodes watched')} />
      {next ? (
        <Anchor component={AppLink} to={paths.details.season(tvId, next.season_number)} size="sm">
          {i18n.t('progress.next', 'Next: {code} {name}', { code: episodeCode(next.season_number, next.episode_number), name: next.name })}
        </Anchor>
      ) : (
        <Text size="sm">{i18n.t(CAUGHT_UP)}</Text>
      )}
    </Stack>
  );
}
