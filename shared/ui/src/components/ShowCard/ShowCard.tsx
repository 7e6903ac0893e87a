import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { showReleaseDate, type Show } from '@streamscout/tmdb';
import { POSTER_WIDTH, PosterImage, PosterOverlay, useOverlayHover } from '../Poster/Poster';
import { AppLink } from '../AppLink/AppLink';

/** Minimum height in px of a ShowCard (poster 270 + three title lines + date), so rows and skeletons line up. */
export const SHOW_CARD_HEIGHT = 360;

/** Props of {@link ShowCard}. */
export interface ShowCardProps {
  show: Show;
  /** Eager, high-priority poster (above the fold / LCP). Default false (lazy). */
  priority?: boolean;
  /** Hover content over the poster (e.g. `<ListButtons …/>`), outside the link. */
  overlay?: ReactNode;
  /** Spec §2: hover buttons only when signed in. Default false. */
  showButtons?: boolean;
  /** How many of the three list buttons `overlay` holds (1–3, default 3). */
  buttonCount?: number;
}

/**
 * Show card (spec §2 "Cards and posters"): 180 px poster (placeholder when poster_path is null),
 * title up to 3 lines, medium-format release date ('Jan 1st, 2020') shown only when the date has
 * exactly 10 characters (spec §5). The poster, title and date are one {@link AppLink} to
 * `/details/{media_type}/{id}` carrying `{ show }` as navigation state (spec §2: the details
 * screen renders it at once). Hover buttons sit beside the link, not inside it.
 */
export function ShowCard({ show, priority = false, overlay, showButtons = false, buttonCount = 3 }: ShowCardProps) {
  const { visible, handlers } = useOverlayHover();
  const withOverlay = showButtons && overlay != null;
  const date = showReleaseDate(show.release_date, 'medium');
  return (
    <Box pos="relative" w={POSTER_WIDTH} mih={SHOW_CARD_HEIGHT} {...(withOverlay ? handlers : {})} data-testid="show-card">
      <AppLink
        to={paths.details.show(show.media_type, show.id)}
        state={{ show }}
        style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
      >
        <PosterImage show={show} priority={priority} />
        <Text size="sm" fw={500} lineClamp={3} mt={8} title={show.title}>
          {show.title}
        </Text>
        {date && (
          <Text size="xs" c="dimmed" mt={2}>
            {date}
          </Text>
        )}
      </AppLink>
      {withOverlay && (
        <PosterOverlay visible={visible} count={buttonCount}>
          {overlay}
        </PosterOverlay>
      )}
    </Box>
  );
}
