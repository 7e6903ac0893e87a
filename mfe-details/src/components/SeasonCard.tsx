import type { ReactNode } from 'react';
import { paths } from '@streamscout/routes';
import { plural, yearOf, type Season } from '@streamscout/tmdb';
import { AppLink, Group, Paper, PosterImage, Rating, Stack, Text, Title } from '@streamscout/ui';
import { specialsOverview } from './texts';
import { useT } from '@streamscout/i18n';

/** Poster width of a season card, px (height 2:3 → 180). */
const SEASON_POSTER_WIDTH = 120;
/** Spec §9: a season overview is clamped at 7 lines. */
const SEASON_OVERVIEW_LINES = 7;

/** Spec §2: the vote average shows only for non-special seasons (season_number ≠ 0) rated above 0. */
export function showsSeasonVote(season: Pick<Season, 'season_number' | 'vote_average'>): boolean {
  return season.season_number !== 0 && season.vote_average > 0;
}

/** Props of {@link SeasonCard}. */
export interface SeasonCardProps {
  /** The TV show's id (the card links to `/details/tv/{tvId}/seasons/{season_number}`). */
  tvId: number;
  season: Season;
  /** The show's title, for the specials overview of season 0. */
  showTitle: string;
  /** Heading level of the season name (default 3). */
  order?: 2 | 3 | 4;
  /** Where the season streams in the viewer's region (spec §10), under the overview; nothing when absent. */
  availability?: ReactNode;
}

/**
 * Season card (spec §2 "Season card"): one link to the season page holding the poster
 * (placeholder when none), the name, the vote average as stars and a number (only for
 * non-special seasons rated above 0), the air year, 'N Episode(s)' (singular only for exactly 1)
 * and the overview clamped at 7 lines — for season 0 always
 * 'Special episodes including behind the scenes footage of {title}.'; then `availability`.
 */
export function SeasonCard({ tvId, season, showTitle, order = 3, availability }: SeasonCardProps) {
  const year = yearOf(season.air_date);
  const i18n = useT();
  const overview = season.season_number === 0 ? specialsOverview(showTitle, i18n) : season.overview;
  return (
    <Paper
      component={AppLink}
      to={paths.details.season(tvId, season.season_number)}
      p="sm"
      withBorder
      shadow="xs"
      bg="var(--mantine-color-default)"
      w="100%"
      maw={700}
      data-testid="season-card"
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <PosterImage show={{ poster_path: season.poster_path, title: season.name }} width={SEASON_POSTER_WIDTH} size="w342" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={order} size="h4">
            {season.name}
          </Title>
          {showsSeasonVote(season) && (
            <Group gap={6} wrap="nowrap" data-testid="season-vote">
              <Rating voteAverage={season.vote_average} />
              <Text size="sm">{i18n.decimal(season.vote_average, 1)}</Text>
            </Group>
          )}
          <Group gap="sm">
            {year && (
              <Text size="sm" c="dimmed">
                {year}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {i18n.lang === 'en'
                ? plural(season.episode_count, 'Episode')
                : i18n.t('season.episodeCount', '{count, plural, one {# Episode} other {# Episodes}}', { count: season.episode_count })}
            </Text>
          </Group>
          {overview && (
            <Text size="sm" lineClamp={SEASON_OVERVIEW_LINES}>
              {overview}
            </Text>
          )}
          {availability}
        </Stack>
      </Group>
    </Paper>
  );
}
