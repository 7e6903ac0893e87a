import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { showReleaseDate, type Show } from '@streamscout/tmdb';
import { PosterImage, PosterOverlay, useOverlayHover } from '../Poster/Poster';
import { Rating } from '../Rating/Rating';
import { AppLink } from '../AppLink/AppLink';
import { useT } from '@streamscout/i18n';

/** Maximum width of a list card, px (spec §2 "List card: 700px wide"). */
export const LIST_CARD_WIDTH = 700;
/** Poster width inside a list card, px (height 2:3 → 180). */
export const LIST_CARD_POSTER_WIDTH = 120;

/** Props of {@link ShowListCard}. */
export interface ShowListCardProps {
  show: Show;
  /** Eager, high-priority poster. Default false (lazy). */
  priority?: boolean;
  /**
   * Slot under the text, always visible — e.g. the queue toggle of a signed-in user (spec §2
   * "queue toggle"). `null`/`undefined` (the default): nothing.
   */
  actions?: ReactNode;
  /**
   * What the poster shows on hover or keyboard focus — e.g. the favorites and watched buttons of a
   * signed-in user. `null`/`undefined` (the default): no overlay and no hover handling.
   */
  posterActions?: ReactNode;
  /** How many list buttons `posterActions` holds (1–3, default 2): offsets the overlay (spec §2). */
  posterActionCount?: number;
}

/**
 * List-view card (spec §2 "Cards and posters"), presentational: up to 700 px wide; 120 × 180 px poster
 * (placeholder when poster_path is null), title, medium release date (only for 10-character
 * dates), overview clamped to 2 lines, read-only stars from ratingStars(vote_average) at half-star
 * precision, and the caller's `actions` under the text. Poster and title link to
 * `/details/{media_type}/{id}` with `{ show }` as navigation state. The caller's `posterActions`
 * show on the poster on hover or focus, the container offset by `posterActionCount` buttons
 * (spec §2: "offset by how many of the three buttons are shown").
 */
export function ShowListCard({ show, priority = false, actions, posterActions, posterActionCount = 2 }: ShowListCardProps) {
  const to = paths.details.show(show.media_type, show.id);
  const i18n = useT();
  const date = showReleaseDate(show.release_date, 'medium', i18n);
  const withOverlay = posterActions != null;
  const { visible, handlers } = useOverlayHover();
  return (
    <Paper w="100%" maw={LIST_CARD_WIDTH} p="sm" withBorder data-testid="show-list-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box pos="relative" style={{ flex: 'none' }} {...(withOverlay ? handlers : {})}>
          <AppLink to={to} state={{ show }} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
            <PosterImage show={show} width={LIST_CARD_POSTER_WIDTH} priority={priority} size="w342" />
          </AppLink>
          {withOverlay && (
            <PosterOverlay visible={visible} count={posterActionCount} width={LIST_CARD_POSTER_WIDTH}>
              {posterActions}
            </PosterOverlay>
          )}
        </Box>
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
          {actions != null && <Box mt={4}>{actions}</Box>}
        </Stack>
      </Group>
    </Paper>
  );
}
