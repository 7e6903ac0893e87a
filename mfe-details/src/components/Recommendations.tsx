import type { Show } from '@streamscout/tmdb';
import { Center, CarouselSkeleton, ShowCarousel, Title } from '@streamscout/ui';
import { NO_RECOMMENDATIONS } from './texts';

/** Props of {@link Recommendations}. */
export interface RecommendationsProps {
  /** The detail's appended recommendations (null or [] → the spec's fallback text). */
  shows: Show[] | null | undefined;
  /** While the detail call runs: a carousel skeleton. */
  loading: boolean;
}

/**
 * 'Recommendations' row of a details page (spec §2): a carousel of the recommendations that came
 * with the detail call (no request of its own), its skeleton, or
 * 'Sorry, we could not find any recommendations based on this title.'.
 */
export function Recommendations({ shows, loading }: RecommendationsProps) {
  return (
    <section aria-labelledby="recs-title">
      <Title order={2} id="recs-title" size="h3" mb="sm">
        Recommendations
      </Title>
      <Center>{loading ? <CarouselSkeleton /> : <ShowCarousel shows={shows} emptyMessage={NO_RECOMMENDATIONS} />}</Center>
    </section>
  );
}
