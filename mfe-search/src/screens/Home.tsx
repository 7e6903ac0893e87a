import { useMemo, useState } from 'react';
import { sortShows } from '@streamscout/tmdb';
import { Center, CarouselSkeleton, Group, Logo, SearchBox, Select, ShowCarousel, Stack, Title } from '@streamscout/ui';
import { useHomeTrending, useNowPlaying } from '../api/trending';

type HomeSort = 'rating' | 'release' | 'alpha';
const SORTS: { value: HomeSort; label: string }[] = [
  { value: 'rating', label: 'Rating' },
  { value: 'release', label: 'Release' },
  { value: 'alpha', label: 'A–Z' },
];

/**
 * Featured search screen `/` (spec §2): logo, search input, 'Trending Shows' (weekly trending
 * movies + popular TV, sortable by rating / release / alpha) and 'In Theaters' (movie/now_playing).
 * Data through @streamscout/tmdb query options, so a revisit within 5 minutes makes no request.
 */
export default function Home() {
  const trending = useHomeTrending();
  const theaters = useNowPlaying();
  const [sort, setSort] = useState<HomeSort | null>(null);
  const trendingShows = useMemo(
    () => (trending.data && sort ? sortShows(trending.data, sort) : trending.data),
    [trending.data, sort],
  );
  return (
    <Stack gap="xl">
      <Stack align="center" gap="md" pt="lg">
        <Logo size="xl" />
        <SearchBox size="lg" />
      </Stack>
      <section aria-labelledby="trending-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} id="trending-title">Trending Shows</Title>
          <Select
            aria-label="Sort trending shows"
            placeholder="Sort by"
            data={SORTS}
            value={sort}
            onChange={(v) => setSort((v as HomeSort | null) ?? null)}
            clearable
            w={150}
          />
        </Group>
        <Center>{trending.isPending ? <CarouselSkeleton /> : <ShowCarousel shows={trendingShows} priority />}</Center>
      </section>
      <section aria-labelledby="theaters-title">
        <Title order={2} id="theaters-title" mb="sm">In Theaters</Title>
        <Center>{theaters.isPending ? <CarouselSkeleton /> : <ShowCarousel shows={theaters.data} />}</Center>
      </section>
    </Stack>
  );
}
