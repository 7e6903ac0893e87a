import type { CSSProperties } from 'react';
import { Group, Rating as MantineRating, Text, type MantineSize } from '@mantine/core';
import { plural, ratingStars } from '@streamscout/tmdb';
import { useT } from '@streamscout/i18n';

/**
 * The empty stars' colour in the light scheme: Mantine draws them in gray-3 (#dee2e6), which all
 * but vanishes on the light page background (#dcdcdc) — a 4-star rating looked like 4 stars and a
 * gap. Gray-6 (#868e96) inside the rating only; the dark scheme keeps Mantine's dark-3.
 */
const EMPTY_STARS_VISIBLE = { '--mantine-color-gray-3': 'var(--mantine-color-gray-6)' } as CSSProperties;

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
  /** Star size (Mantine size, default 'sm'). */
  size?: MantineSize;
}

/**
 * Read-only star rating (spec §5 "Rating stars", §9 "Rating max 5, precision 0.5"):
 * `ratingStars(vote_average)` = vote_average / 2 at half-star precision, 5 stars, fractions 2.
 * Labelled '{stars} out of 5 stars' for assistive technology. Empty stars are drawn visibly on the
 * light background too (gray-6).
 */
export function Rating({ voteAverage, voteCount, size = 'sm' }: RatingProps) {
  const i18n = useT();
  const stars = ratingStars(voteAverage);
  const rating = (
    <MantineRating
      value={stars}
      fractions={2}
      count={5}
      readOnly
      size={size}
      style={EMPTY_STARS_VISIBLE}
      aria-label={i18n.t('rating.stars', '{stars} out of 5 stars', { stars: String(stars) })}
      role="img"
      data-value={stars}
    />
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
}
