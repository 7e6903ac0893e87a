import {
  countSeasons,
  formatRuntime,
  plural,
  showReleaseDate,
  tvDateRange,
  type Season,
  type Show,
  type ShowDetail,
} from '@streamscout/tmdb';
import { Badge, Group, Skeleton, Stack, Text } from '@streamscout/ui';
import { TEXTS } from './texts';
import { translator, useT, type Translator } from '@streamscout/i18n';

/**
 * Spec §5/§9: '{n} season(s)' counting only seasons with season_number ≠ 0 and an air_date
 * (singular only for exactly 1), or 'No seasons available' when none counts.
 */
export function seasonCountText(seasons: Season[] | null | undefined, tr: Translator = translator('en')): string {
  const n = countSeasons(seasons);
  if (n === 0) return tr.t(TEXTS.noSeasons);
  return tr.lang === 'en'
    ? plural(n, 'season')
    : tr.t('details.seasonCount', '{count, plural, one {# season} other {# seasons}}', { count: n });
}

/** Props of {@link ShowFacts}. */
export interface ShowFactsProps {
  /** The show on screen (the detail, or a Show passed as navigation state). */
  show: Show;
  /** The detail once loaded; null while loading, when TMDB had nothing, or when the call failed. */
  detail: ShowDetail | null;
  /**
   * The detail call is still running: a skeleton stands in for the age rating. Default true
   * while `detail` is null; pass false once the call settled without a detail (nothing found or
   * failed), so no skeleton stays up for good.
   */
  loading?: boolean;
}

/**
 * The facts lines of a details header (spec §2, §3, §5, §9): age rating (G, PG, PG-13, R or
 * 'No rating available'), release date in long format ('January 1st, 2020', only for a
 * 10-character date), runtime ('{n} minute(s)' or 'No runtime available'); for TV also the date
 * range ('YYYY - Present' while a next episode is announced, else 'start - end') and the season
 * count ('{n} season(s)' or 'No seasons available').
 */
export function ShowFacts({ show, detail, loading = true }: ShowFactsProps) {
  const i18n = useT();
  const date = showReleaseDate(show.release_date, 'long', i18n);
  const range = detail ? tvDateRange(detail, i18n) : '';
  return (
    <Stack gap={6}>
      <Group gap="sm" data-testid="show-facts">
        {detail ? (
          <Badge variant="outline" size="lg" radius="sm" tt="none" data-testid="age-rating">
            {detail.age_rating === 'No rating available' ? i18n.t('details.noRating', 'No rating available') : detail.age_rating}
          </Badge>
        ) : loading ? (
          <Skeleton h={26} w={60} data-testid="age-rating-skeleton" />
        ) : null}
        {date && <Text data-testid="release-date">{date}</Text>}
        {detail && <Text data-testid="runtime">{formatRuntime(detail.runtime, i18n)}</Text>}
      </Group>
      {show.media_type === 'tv' && detail && (
        <Group gap="sm">
          {range && <Text data-testid="date-range">{range}</Text>}
          <Text data-testid="season-count">{seasonCountText(detail.seasons, i18n)}</Text>
        </Group>
      )}
    </Stack>
  );
}
