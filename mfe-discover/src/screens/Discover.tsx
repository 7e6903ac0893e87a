import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DISCOVER_ROWS, tmdbQueries, type DiscoverRow } from '@streamscout/tmdb';
import { Banner, BannerSkeleton, Button, Center, CarouselSkeleton, Group, ShowCarousel, Stack, Title, useIntersection } from '@streamscout/ui';

/** Banner text before the fourth and the seventh row (spec §2 "Discover screen"). */
const SECTION_BANNERS: Partial<Record<number, string>> = { 3: 'Genres', 6: 'Platforms' };

/**
 * `/discover` (spec §2): hero 'Discover Our Popular Shows', then the nine rows of spec §9, each
 * with 'View More' to /discover/{row}. Rows below the fold fetch when scrolled near (budget:
 * ≤ 6 TMDB requests above the fold, architecture §7).
 */
export default function Discover() {
  const trending = useQuery(tmdbQueries.discoverRow('trending'));
  return (
    <Stack gap="xl">
      {trending.isPending ? (
        <BannerSkeleton />
      ) : (
        <Banner shows={trending.data ?? []} title="Discover Our Popular Shows" />
      )}
      {DISCOVER_ROWS.map((row, i) => (
        <Stack key={row.key} gap="sm">
          {SECTION_BANNERS[i] && (
            <Title order={2} ta="center" py="md" style={{ background: 'var(--mantine-color-brand-light)', borderRadius: 4 }}>
              {SECTION_BANNERS[i]}
            </Title>
          )}
          <DiscoverRowSection row={row.key} title={row.title} eager={i < 2} />
        </Stack>
      ))}
    </Stack>
  );
}

function DiscoverRowSection({ row, title, eager }: { row: DiscoverRow; title: string; eager: boolean }) {
  const { ref, entry } = useIntersection({ rootMargin: '300px' });
  const visible = eager || Boolean(entry?.isIntersecting);
  const query = useQuery({ ...tmdbQueries.discoverRow(row), enabled: visible });
  return (
    <section ref={ref} aria-labelledby={`row-${row}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id={`row-${row}`}>{title}</Title>
        <Button component={Link} to={`/discover/${row}`} variant="subtle">View More</Button>
      </Group>
      <Center>{query.isPending ? <CarouselSkeleton /> : <ShowCarousel shows={query.data} />}</Center>
    </section>
  );
}
