import { Link } from 'react-router';
import type { DiscoverRow } from '@streamscout/tmdb';
import { paths } from '@streamscout/routes';
import { Button, Center, CarouselSkeleton, Group, ShowCarousel, Title, useIntersection } from '@streamscout/ui';
import { useDiscoverRow } from '../api/rows';

/**
 * One titled row of `/discover` (spec §2): heading, 'View More' to `/discover/{row}` and a
 * carousel. Unless `eager`, its TMDB call waits until the row comes within 300 px of the viewport.
 */
export function DiscoverRowSection({ row, title, eager }: { row: DiscoverRow; title: string; eager: boolean }) {
  const { ref, entry } = useIntersection({ rootMargin: '300px' });
  const visible = eager || Boolean(entry?.isIntersecting);
  const query = useDiscoverRow(row, visible);
  return (
    <section ref={ref} aria-labelledby={`row-${row}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id={`row-${row}`}>
          {title}
        </Title>
        <Button component={Link} to={paths.discover.row(row)} variant="subtle">
          View More
        </Button>
      </Group>
      <Center>{query.isPending ? <CarouselSkeleton /> : <ShowCarousel shows={query.data} />}</Center>
    </section>
  );
}
