import { useMemo, useState } from 'react';
import { sortShows } from '@streamscout/tmdb';
import {
  Center,
  CarouselSkeleton,
  Group,
  Logo,
  SearchBox,
  Select,
  SHOW_CARD_HEIGHT,
  ShowCarousel,
  QueryState,
  Stack,
  Title,
} from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
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
 * Each row on its own: a skeleton while loading; when its TMDB call failed, "We couldn't load this
 * right now." with Try again (refetching that row only) at the carousel's height; when TMDB had
 * nothing, the carousel's 'Sorry, no shows to display at this time.'.
 */
export default function Home() {
  const trending = useHomeTrending();
  const theaters = useNowPlaying();
  const lists = useListActions();
  const [sort, setSort] = useState<HomeSort | null>(null);
  const trendingShows = useMemo(() => (trending.data && sort ? sortShows(trending.data, sort) : trending.data), [trending.data, sort]);
  return (
    <Stack gap="xl">
      <Stack align="center" gap="md" pt="lg">
        <Logo size="xl" />
        <SearchBox size="lg" />
      </Stack>
      <section aria-labelledby="trending-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} id="trending-title">
            Trending Shows
          </Title>
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
        <Center>
          <QueryState
            query={trending}
            label="Trending Shows"
            loading={<CarouselSkeleton />}
            minHeight={SHOW_CARD_HEIGHT}
            empty={<ShowCarousel shows={null} />}
          >
            {() => <ShowCarousel shows={trendingShows} priority cardActions={lists?.card} />}
          </QueryState>
        </Center>
      </section>
      <section aria-labelledby="theaters-title">
        <Title order={2} id="theaters-title" mb="sm">
          In Theaters
        </Title>
        <Center>
          <QueryState
            query={theaters}
            label="In Theaters"
            loading={<CarouselSkeleton />}
            minHeight={SHOW_CARD_HEIGHT}
            empty={<ShowCarousel shows={null} />}
          >
            {(shows) => <ShowCarousel shows={shows} cardActions={lists?.card} />}
          </QueryState>
        </Center>
      </section>
    </Stack>
  );
}
