import type { Show } from '@streamscout/tmdb';
import { Center, CarouselSkeleton, QueryState, SHOW_CARD_HEIGHT, ShowCarousel, Title, type QueryLike } from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import { TEXTS } from './texts';
import { useT } from '@streamscout/i18n';

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
  const i18n = useT();
  const empty = i18n.t(TEXTS.noRecommendations);
  const none = <ShowCarousel shows={null} emptyMessage={empty} />;
  return (
    <section aria-labelledby="recs-title">
      <Title order={2} id="recs-title" size="h3" mb="sm">
        {i18n.t('details.recommendations', 'Recommendations')}
      </Title>
      <Center>
        <QueryState
          query={details}
          label={i18n.t('details.recommendations', 'Recommendations')}
          enabled={enabled}
          loading={<CarouselSkeleton />}
          minHeight={SHOW_CARD_HEIGHT}
          empty={none}
        >
          {(detail) => <ShowCarousel shows={detail.recommendations} emptyMessage={empty} cardActions={lists?.card} />}
        </QueryState>
      </Center>
    </section>
  );
}
