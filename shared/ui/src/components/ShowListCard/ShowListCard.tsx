import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { showReleaseDate, type Show } from '@streamscout/tmdb';
import { PosterImage } from '../Poster/Poster';
import { Rating } from '../Rating/Rating';
import { AppLink } from '../AppLink/AppLink';

/** Maximum width of a list card, px (spec §2 "List card: 700px wide"). */
export const LIST_CARD_WIDTH = 700;
/** Poster width inside a list card, px (height 2:3 → 180). */
export const LIST_CARD_POSTER_WIDTH = 120;

/** Props of {@link ShowListCard}. */
export interface ShowListCardProps {
  show: Show;
  /** Eager, high-priority poster. Default false (lazy). */
  priority?: boolean;
  /** Right-hand slot, e.g. the queue toggle (spec §2 "queue toggle"); omitted when signed out. */
  actions?: ReactNode;
}

/**
 * List-view card (spec §2 "Cards and posters"): up to 700 px wide; 120 × 180 px poster
 * (placeholder when poster_path is null), title, medium release date (only for 10-character
 * dates), overview clamped to 2 lines, read-only stars from ratingStars(vote_average) at half-star
 * precision, and an optional `actions` slot. Poster and title link to `/details/{media_type}/{id}`
 * with `{ show }` as navigation state.
 */
export function ShowListCard({ show, priority = false, actions }: ShowListCardProps) {
  const to = paths.details.show(show.media_type, show.id);
  const date = showReleaseDate(show.release_date, 'medium');
  return (
    <Paper w="100%" maw={LIST_CARD_WIDTH} p="sm" withBorder data-testid="show-list-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <AppLink to={to} state={{ show }} tabIndex={-1} aria-hidden="true" style={{ flex: 'none' }}>
          <PosterImage show={show} width={LIST_CARD_POSTER_WIDTH} priority={priority} size="w342" />
        </AppLink>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text
            component={AppLink}
            to={to}
            state={{ show }}
            fw={600}
            size="lg"
            lineClamp={2}
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            {show.title}
          </Text>
          {date && (
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          )}
          <Rating voteAverage={show.vote_average} />
          {show.overview && (
            <Text size="sm" lineClamp={2}>
              {show.overview}
            </Text>
          )}
          {actions && <Box mt={4}>{actions}</Box>}
        </Stack>
      </Group>
    </Paper>
  );
}
