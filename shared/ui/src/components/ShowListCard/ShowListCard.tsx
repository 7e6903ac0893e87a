import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { showReleaseDate, type Show } from '@streamscout/tmdb';
import type { ListName } from '@streamscout/session';
import { PosterImage, PosterOverlay, useOverlayHover } from '../Poster/Poster';
import { Rating } from '../Rating/Rating';
import { AppLink } from '../AppLink/AppLink';
import { ShowListButtons, useCanUseLists } from '../ShowListButtons/ShowListButtons';

/** Maximum width of a list card, px (spec §2 "List card: 700px wide"). */
export const LIST_CARD_WIDTH = 700;
/** Poster width inside a list card, px (height 2:3 → 180). */
export const LIST_CARD_POSTER_WIDTH = 120;
/** The list card's own toggle (spec §2 "queue toggle"), always visible for a signed-in user. */
const CARD_TOGGLE: readonly ListName[] = ['queue'];
/** The other two lists, on poster hover (the overlay offset for two buttons). */
const HOVER_LISTS: readonly ListName[] = ['favorites', 'watched'];

/** Props of {@link ShowListCard}. */
export interface ShowListCardProps {
  show: Show;
  /** Eager, high-priority poster. Default false (lazy). */
  priority?: boolean;
  /**
   * Slot under the text. Default: for a signed-in user the connected queue toggle (spec §2
   * "queue toggle"); nothing when signed out. Pass `null` for none.
   */
  actions?: ReactNode;
}

/**
 * List-view card (spec §2 "Cards and posters"): up to 700 px wide; 120 × 180 px poster
 * (placeholder when poster_path is null), title, medium release date (only for 10-character
 * dates), overview clamped to 2 lines, read-only stars from ratingStars(vote_average) at half-star
 * precision, and the `actions` slot (by default the queue toggle). Poster and title link to
 * `/details/{media_type}/{id}` with `{ show }` as navigation state. For a signed-in user the
 * poster shows the favorites and watched buttons on hover or focus, the container offset for two
 * buttons (spec §2: "offset by how many of the three buttons are shown").
 */
export function ShowListCard({ show, priority = false, actions }: ShowListCardProps) {
  const to = paths.details.show(show.media_type, show.id);
  const date = showReleaseDate(show.release_date, 'medium');
  const signedIn = useCanUseLists();
  const { visible, handlers } = useOverlayHover();
  const defaultSlot = signedIn ? <ShowListButtons show={show} lists={CARD_TOGGLE} size="md" signedOut="nothing" /> : null;
  const slot = actions === undefined ? defaultSlot : actions;
  return (
    <Paper w="100%" maw={LIST_CARD_WIDTH} p="sm" withBorder data-testid="show-list-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box pos="relative" style={{ flex: 'none' }} {...(signedIn ? handlers : {})}>
          <AppLink to={to} state={{ show }} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
            <PosterImage show={show} width={LIST_CARD_POSTER_WIDTH} priority={priority} size="w342" />
          </AppLink>
          {signedIn && (
            <PosterOverlay visible={visible} count={HOVER_LISTS.length} width={LIST_CARD_POSTER_WIDTH}>
              <ShowListButtons show={show} lists={HOVER_LISTS} signedOut="nothing" />
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
          {slot != null && <Box mt={4}>{slot}</Box>}
        </Stack>
      </Group>
    </Paper>
  );
}
