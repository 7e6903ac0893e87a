import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { LIST_NAMES, type ListName } from '@streamscout/session';
import { showReleaseDate, type Show } from '@streamscout/tmdb';
import { POSTER_WIDTH, PosterImage, PosterOverlay, useOverlayHover } from '../Poster/Poster';
import { AppLink } from '../AppLink/AppLink';
import { ShowListButtons, useCanUseLists } from '../ShowListButtons/ShowListButtons';

/** Minimum height in px of a ShowCard (poster 270 + three title lines + date), so rows and skeletons line up. */
export const SHOW_CARD_HEIGHT = 360;

/** Props of {@link ShowCard}. */
export interface ShowCardProps {
  show: Show;
  /** Eager, high-priority poster (above the fold / LCP). Default false (lazy). */
  priority?: boolean;
  /**
   * Which list buttons appear on poster hover for a signed-in user (default all three; `[]` none).
   * The overlay is offset by how many are shown (spec §2 "Cards and posters").
   */
  lists?: readonly ListName[];
  /** Custom hover content instead of the list buttons (shown only with `showButtons`). */
  overlay?: ReactNode;
  /** With a custom `overlay`: whether to show it. Default false. */
  showButtons?: boolean;
  /** With a custom `overlay`: how many of the three list buttons it holds (1–3, default 3). */
  buttonCount?: number;
  /** Shown under the date, outside the link (e.g. a list card's star rating); nothing by default. */
  footer?: ReactNode;
}

/**
 * Show card (spec §2 "Cards and posters"): 180 px poster (placeholder when poster_path is null),
 * title up to 3 lines, medium-format release date ('Jan 1st, 2020') shown only when the date has
 * exactly 10 characters (spec §5). The poster, title and date are one {@link AppLink} to
 * `/details/{media_type}/{id}` carrying `{ show }` as navigation state (spec §2: the details
 * screen renders it at once).
 *
 * For a signed-in user (a profile in the session store) the poster shows the list buttons
 * ({@link ShowListButtons}: queue, favorites, watched — or `lists`) on hover or keyboard focus,
 * beside the link, not inside it, the container offset by the number of buttons (spec §2). Signed
 * out: no buttons. Every screen that renders ShowCard (carousels, grids) gets them this way.
 */
export function ShowCard({
  show,
  priority = false,
  lists = LIST_NAMES,
  overlay,
  showButtons = false,
  buttonCount = 3,
  footer,
}: ShowCardProps) {
  const { visible, handlers } = useOverlayHover();
  const signedIn = useCanUseLists();
  const custom = overlay != null;
  const withOverlay = custom ? showButtons : signedIn && lists.length > 0;
  const count = custom ? buttonCount : lists.length;
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
      {footer}
      {withOverlay && (
        <PosterOverlay visible={visible} count={count}>
          {custom ? overlay : <ShowListButtons show={show} lists={lists} signedOut="nothing" />}
        </PosterOverlay>
      )}
    </Box>
  );
}
