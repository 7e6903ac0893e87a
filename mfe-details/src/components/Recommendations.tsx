import type { Show } from '@streamscout/tmdb';
import { Center, CarouselSkeleton, QueryState, SHOW_CARD_HEIGHT, ShowCarousel, Title, type QueryLike } from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import { NO_RECOMMENDATIONS } from './texts';

/** Props of {@link Recommendations}. */
export interface RecommendationsProps {
  /** The detail call (`useShowDetails`), whose answer carries the recommendations (null or [] → the spec's fallback text). */
  details: QueryLike<{ recommendations: Show[] | null } | null>;
  /** Whether the detail call can run (a numeric id). Default true. */
  enabled?: boolean;
}

/**
 * 'Recommendations' row of a details page (spec §2): a carousel of the recommendations that came
 * with the detail call (no request of its own), its skeleton while that call runs,
 * 'Sorry, we could not find any recommendations based on this title.' when there are none, or —
 * when the call failed — "We couldn't load this right now." with Try again (the detail call again)
 * at the carousel's height.
 */
export function Recommendations({ details, enabled = true }: RecommendationsProps) {
  const lists = useListActions();
  const none = <ShowCarousel shows={null} emptyMessage={NO_RECOMMENDATIONS} />;
  return (
    <section aria-labelledby="recs-title">
      <Title order={2} id="recs-title" size="h3" mb="sm">
        Recommendations
      </Title>
      <Center>
        <QueryState
          query={details}
          label="Recommendations"
          enabled={enabled}
          loading={<CarouselSkeleton />}
          minHeight={SHOW_CARD_HEIGHT}
          empty={none}
        >
          {(detail) => <ShowCarousel shows={detail.recommendations} emptyMessage={NO_RECOMMENDATIONS} cardActions={lists?.card} />}
        </QueryState>
      </Center>
    </section>
  );
}
