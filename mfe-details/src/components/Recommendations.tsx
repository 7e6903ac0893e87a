import type { MediaType } from '@streamscout/tmdb';
import { Center, CarouselSkeleton, ShowCarousel, Title } from '@streamscout/ui';
import { useRecommendations } from '../api/details';

/** Fallback of spec §2 "Recommendations fallback" (exact text). */
const NO_RECOMMENDATIONS = 'Sorry, we could not find any recommendations based on this title.';

/** 'Recommendations' row of a details page (spec §2): a carousel, its skeleton, or the fallback text. */
export function Recommendations({ type, id }: { type: MediaType; id: number }) {
  const recs = useRecommendations(type, id);
  return (
    <section aria-labelledby="recs-title">
      <Title order={2} id="recs-title" size="h3" mb="sm">
        Recommendations
      </Title>
      <Center>{recs.isPending ? <CarouselSkeleton /> : <ShowCarousel shows={recs.data} emptyMessage={NO_RECOMMENDATIONS} />}</Center>
    </section>
  );
}
