import type { Show } from '@streamscout/tmdb';
import { Center, CarouselSkeleton, LoadFailed, SHOW_CARD_HEIGHT, ShowCarousel, Title } from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import { NO_RECOMMENDATIONS } from './texts';

/** Props of {@link Recommendations}. */
export interface RecommendationsProps {
  /** The detail's appended recommendations (null or [] → the spec's fallback text). */
  shows: Show[] | null | undefined;
  /** While the detail call runs: a carousel skeleton. */
  loading: boolean;
  /** The call that brings the recommendations failed: its retry (and whether it runs). Omitted: no failure. */
  failure?: { onRetry: () => void; retrying: boolean };
}

/**
 * 'Recommendations' row of a details page (spec §2): a carousel of the recommendations that came
 * with the detail call (no request of its own), its skeleton,
 * 'Sorry, we could not find any recommendations based on this title.' when there are none, or —
 * when the call failed — "We couldn't load this right now." with Try again at the carousel's height.
 */
export function Recommendations({ shows, loading, failure }: RecommendationsProps) {
  const lists = useListActions();
  return (
    <section aria-labelledby="recs-title">
      <Title order={2} id="recs-title" size="h3" mb="sm">
        Recommendations
      </Title>
      <Center>
        {loading ? (
          <CarouselSkeleton />
        ) : failure ? (
          <LoadFailed label="Recommendations" onRetry={failure.onRetry} retrying={failure.retrying} minHeight={SHOW_CARD_HEIGHT} />
        ) : (
          <ShowCarousel shows={shows} emptyMessage={NO_RECOMMENDATIONS} cardActions={lists?.card} />
        )}
      </Center>
    </section>
  );
}
