import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { showReleaseDate, type Show } from '@streamscout/tmdb';
import { POSTER_WIDTH, PosterImage, PosterOverlay, useOverlayHover } from '../Poster/Poster';
import { AppLink } from '../AppLink/AppLink';
import { useT } from '@streamscout/i18n';

/** Minimum height in px of a ShowCard (poster 270 + three title lines + date), so rows and skeletons line up. */
export const SHOW_CARD_HEIGHT = 360;

/**
 * How many cards at the head of a results grid or list (search, discover detail) get a `priority`
 * poster — eager, `fetchpriority="high"`, and preloaded by the server's HTML: the first row at
 * 390 px (two columns), where the first poster is the page's LCP (architecture §7). The rest stay lazy.
 */
export const PRIORITY_CARDS = 2;

/** Props of {@link ShowCard}. */
export interface ShowCardProps {
  show: Show;
  /** Eager, high-priority poster (above the fold / LCP). Default false (lazy). */
  priority?: boolean;
  /**
   * What the poster shows on hover or keyboard focus, beside the link (not inside it) — e.g. the
   * list buttons of `@streamscout/widgets` for a signed-in user (spec §2 "Cards and posters").
   * `null`/`undefined` (the default): no overlay and no hover handling at all.
   */
  actions?: ReactNode;
  /** How many of the three list buttons `actions` holds (1–3, default 3): offsets the overlay (spec §2). */
  actionCount?: number;
  /** Shown under the date, outside the link (e.g. a list card's star rating); nothing by default. */
  footer?: ReactNode;
}

/**
 * Show card (spec §2 "Cards and posters"), presentational: 180 px poster (placeholder when
 * poster_path is null), title up to 3 lines, medium-format release date ('Jan 1st, 2020') shown
 * only when the date has exactly 10 characters (spec §5). The poster, title and date are one
 * {@link AppLink} to `/details/{media_type}/{id}` carrying `{ show }` as navigation state (spec §2:
 * the details screen renders it at once).
 *
 * The caller's `actions` (the list buttons for a signed-in user; nothing when signed out) appear
 * on the poster on hover or keyboard focus, the container offset by `actionCount` buttons.
 */
export function ShowCard({ show, priority = false, actions, actionCount = 3, footer }: ShowCardProps) {
  const { visible, handlers } = useOverlayHover();
  const withOverlay = actions != null;
  const i18n = useT();
  const date = showReleaseDate(show.release_date, 'medium', i18n);
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
        <PosterOverlay visible={visible} count={actionCount}>
          {actions}
        </PosterOverlay>
      )}
    </Box>
  );
}
