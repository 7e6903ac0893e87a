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
import { useT } from '@streamscout/i18n';

type HomeSort = 'rating' | 'release' | 'alpha';

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
  const i18n = useT();
  const sorts: { value: HomeSort; label: string }[] = useMemo(
    () => [
      { value: 'rating', label: i18n.t('home.sort.rating', 'Rating') },
      { value: 'release', label: i18n.t('home.sort.release', 'Release') },
      { value: 'alpha', label: i18n.t('home.sort.alpha', 'A–Z') },
    ],
    [i18n],
  );
  const trendingTitle = i18n.t('home.trending', 'Trending Shows');
  const theatersTitle = i18n.t('home.theaters', 'In Theaters');
  return (
    <Stack gap="xl">
      <Stack align="center" gap="md" pt="lg">
        <Logo size="xl" />
        <SearchBox size="lg" />
      </Stack>
      <section aria-labelledby="trending-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} id="trending-title">
            {trendingTitle}
          </Title>
          <Select
            aria-label={i18n.t('home.sort.label', 'Sort trending shows')}
            placeholder={i18n.t('home.sort.placeholder', 'Sort by')}
            data={sorts}
            value={sort}
            onChange={(v) => setSort((v as HomeSort | null) ?? null)}
            clearable
            w={150}
          />
        </Group>
        <Center>
          <QueryState
            query={trending}
            label={trendingTitle}
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
          {theatersTitle}
        </Title>
        <Center>
          <QueryState
            query={theaters}
            label={theatersTitle}
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
