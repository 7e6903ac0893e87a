import { Group, Rating as MantineRating, Text, type MantineSize } from '@mantine/core';
import { plural, ratingStars } from '@streamscout/tmdb';

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
 * Labelled '{stars} out of 5 stars' for assistive technology.
 */
export function Rating({ voteAverage, voteCount, size = 'sm' }: RatingProps) {
  const stars = ratingStars(voteAverage);
  const rating = (
    <MantineRating
      value={stars}
      fractions={2}
      count={5}
      readOnly
      size={size}
      aria-label={`${stars} out of 5 stars`}
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
