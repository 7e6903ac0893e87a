import { Flex, PosterSkeleton, Skeleton, Stack } from '@streamscout/ui';

/**
 * Loading skeleton of a details header (show, seasons, season, actor): a 180 × 270 px poster and
 * text lines, laid out like the loaded header so nothing jumps (spec §2 "Skeleton loaders").
 * @param label accessible name of the busy region, e.g. 'Loading details'
 */
export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'center', sm: 'flex-start' }}
      gap="xl"
      aria-busy="true"
      aria-label={label}
      role="status"
      data-testid="details-skeleton"
    >
      <PosterSkeleton />
      <Stack gap="md" w="100%" style={{ flex: 1 }}>
        <Skeleton h={36} w="60%" />
        <Skeleton h={16} w="40%" />
        <Skeleton h={16} w="30%" />
        <Skeleton h={14} w="100%" />
        <Skeleton h={14} w="95%" />
        <Skeleton h={14} w="70%" />
      </Stack>
    </Flex>
  );
}
