import { memo, type CSSProperties } from 'react';
import { Group, Text, useDirection, type MantineSize } from '@mantine/core';
import { plural, ratingStars } from '@streamscout/tmdb';
import { useT } from '@streamscout/i18n';

/** '{n} rating(s)' (spec §5 plurals: singular only for exactly 1), e.g. '1 rating', '0 ratings'. */
export function ratingCountText(count: number | null | undefined): string {
  return plural(typeof count === 'number' && Number.isFinite(count) ? count : 0, 'rating');
}

/** Props of {@link Rating}. */
export interface RatingProps {
  /** TMDB vote average 0–10; null/undefined/NaN → 0 stars. */
  voteAverage: number | null | undefined;
  /** When given, '{n} rating(s)' is shown after the stars. */
  voteCount?: number | null;
  /** Star size (Mantine size, default 'sm'): one star is 14 (xs), 18 (sm), 20 (md), 28 (lg) or 32 (xl) px wide at scale 1. */
  size?: MantineSize;
}

/** Side of one star per size, rem (Mantine's `--rating-size-*`, so the stars keep their size). */
const STAR_REM: Record<string, number> = { xs: 0.875, sm: 1.125, md: 1.25, lg: 1.75, xl: 2 };

/** Stars drawn, and the width of one in the drawing's units (Tabler's star, as Mantine's Rating draws it). */
const STARS = 5;
const UNIT = 24;

/**
 * The five stars as one SVG path, side by side in a 120×24 drawing: Tabler's star (the symbol
 * Mantine's Rating draws) repeated every 24 units. Its first move is absolute, the rest relative.
 */
const FIVE_STARS = Array.from(
  { length: STARS },
  (_, i) => `M${12 + i * UNIT} 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z`,
).join('');

/** One layer of stars: the whole row, drawn in `color` (fill and stroke, as Mantine's symbols). */
function StarRow({ color, style }: { color: string; style?: CSSProperties }) {
  return (
    <svg
      viewBox={`0 0 ${STARS * UNIT} ${UNIT}`}
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ display: 'block', fill: color, stroke: color, ...style }}
    >
      <path d={FIVE_STARS} />
    </svg>
  );
}

/**
 * Read-only star rating (spec §5 "Rating stars", §9 "Rating max 5, precision 0.5"):
 * `ratingStars(vote_average)` = vote_average / 2 at half-star precision, 5 stars. Labelled
 * '{stars} out of 5 stars' for assistive technology (`role="img"`, `data-value` = the stars).
 *
 * Drawn as two rows of five stars, one over the other: the empty ones
 * (`--streamscout-star-empty`: gray-6 in the light scheme, where Mantine's gray-3 all but vanishes
 * on the #dcdcdc page; dark-3 in the dark one) and the filled ones in yellow, clipped to the value
 * (from the right edge, or from the left on a right-to-left page). It looks as Mantine's `Rating`
 * did, in 4 elements where Mantine's read-only rating with half stars takes 49 (ten labels, each
 * with its SVG): a list of 1,000 titles draws one per card, and on a phone its hydration was most
 * of a card's work. It takes no input; an editable rating would be Mantine's.
 */
export const Rating = memo(function Rating({ voteAverage, voteCount, size = 'sm' }: RatingProps) {
  const i18n = useT();
  const rtl = useDirection().dir === 'rtl';
  const stars = ratingStars(voteAverage);
  const star = `calc(${STAR_REM[size] ?? STAR_REM.sm}rem * var(--mantine-scale))`;
  const hidden = `${Math.round((1 - stars / STARS) * 1000) / 10}%`;
  const rating = (
    <div
      role="img"
      aria-label={i18n.t('rating.stars', '{stars} out of 5 stars', { stars: String(stars) })}
      data-value={stars}
      data-testid="rating"
      style={{ position: 'relative', flex: 'none', width: `calc(${star} * ${STARS})`, height: star }}
    >
      <StarRow color="var(--streamscout-star-empty)" />
      {stars > 0 && (
        <StarRow
          color="var(--mantine-color-yellow-filled)"
          style={{ position: 'absolute', inset: 0, clipPath: rtl ? `inset(0 0 0 ${hidden})` : `inset(0 ${hidden} 0 0)` }}
        />
      )}
    </div>
  );
  if (voteCount == null) return rating;
  return (
    <Group gap={6} wrap="nowrap">
      {rating}
      <Text size="xs" c="dimmed">
        {ratingCountText(voteCount)}
      </Text>
    </Group>
  );
});
