import { paths } from '@streamscout/routes';
import { episodeCode, plural, type ShowProgressSummary } from '@streamscout/tmdb';
import { Anchor, AppLink, Progress, Stack, Text } from '@streamscout/ui';

/** Props of {@link ShowProgressBlock}. */
export interface ShowProgressBlockProps {
  /** TMDB tv id (for the season page link). */
  tvId: number;
  /** The progress (`progressOf` of `@streamscout/tmdb`): aired episodes of regular seasons only. */
  progress: ShowProgressSummary;
}

/** Said when every aired episode of the regular seasons is watched. */
export const ALL_CAUGHT_UP = 'All aired episodes watched';

/**
 * The TV details page's progress: "12 of 24 episodes" over a progress bar (value in percent,
 * named 'Episodes watched'), then the next episode to watch — "Next: S2E5 Episode title", linking
 * to its season page — or {@link ALL_CAUGHT_UP}.
 */
export function ShowProgressBlock({ tvId, progress }: ShowProgressBlockProps) {
  const percent = progress.total > 0 ? Math.round((progress.watched / progress.total) * 100) : 0;
  const next = progress.next;
  return (
    <Stack gap={6} maw={420} data-testid="show-progress">
      <Text size="sm" fw={600}>
        {progress.watched} of {plural(progress.total, 'episode')}
      </Text>
      <Progress value={percent} size="md" aria-label="Episodes watched" />
      {next ? (
        <Anchor component={AppLink} to={paths.details.season(tvId, next.season_number)} size="sm">
          Next: {episodeCode(next.season_number, next.episode_number)} {next.name}
        </Anchor>
      ) : (
        <Text size="sm">{ALL_CAUGHT_UP}</Text>
      )}
    </Stack>
  );
}
