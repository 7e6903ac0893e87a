import { useParams } from 'react-router';
import { DISCOVER_ROWS, isDiscoverRow } from '@streamscout/tmdb';
import { SimpleGrid, ShowCard, SkeletonGrid, Stack, Text, Title } from '@streamscout/ui';
import { useDiscoverRow } from '../api/rows';

/**
 * `/discover/:genre` (spec §2 "Discover detail"): the row's title and its shows in a grid.
 * Unknown row names show the friendly empty message.
 */
export default function DiscoverRow() {
  const { genre = '' } = useParams();
  const valid = isDiscoverRow(genre);
  const query = useDiscoverRow(valid ? genre : 'trending', valid);
  if (!valid) return <Text py="xl">Sorry, no shows to display at this time.</Text>;
  const title = DISCOVER_ROWS.find((r) => r.key === genre)?.title ?? genre;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {query.isPending ? (
        <SkeletonGrid view="grid" />
      ) : query.data && query.data.length ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5, xl: 6 }}>
          {query.data.map((s) => (
            <ShowCard key={`${s.media_type}-${s.id}`} show={s} />
          ))}
        </SimpleGrid>
      ) : (
        <Text>Sorry, no shows to display at this time.</Text>
      )}
    </Stack>
  );
}
