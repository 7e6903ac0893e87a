import type { DiscoverRow } from '@streamscout/tmdb';
import { paths } from '@streamscout/routes';
import {
  AppLink,
  Banner,
  Button,
  CarouselSkeleton,
  Center,
  Group,
  QueryState,
  SHOW_CARD_HEIGHT,
  Stack,
  ShowCarousel,
  Title,
  useInView,
} from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import { useDiscoverRow, useDiscoverRowTitle } from '../api/rows';
import { useT } from '@streamscout/i18n';

/**
 * How far below (and above) the viewport a row starts fetching, px. With the hero and the two
 * eager rows above it, a 900 px-high window leaves row 3 and later unfetched until the user
 * scrolls (architecture §7: ≤ 6 TMDB requests above the fold).
 */
const ROW_PREFETCH_MARGIN = '300px';

/** Props of {@link DiscoverRowSection}. */
export interface DiscoverRowSectionProps {
  /** Which of the nine rows of spec §9. */
  row: DiscoverRow;
  /** Fetch at once (rows above the fold); otherwise when within 300 px of the viewport. */
  eager?: boolean;
  /** A section banner before the row (spec §2: 'Genres' before the 4th row, 'Platforms' before the 7th) with this title. */
  banner?: string;
}

/**
 * One row of `/discover` (spec §2, §9): the row's title, a 'View More' link to
 * `/discover/{row}` (an absolute link into the app when embedded, via AppLink) and a carousel of
 * its shows; optionally a section banner before it (400 px, a random image from the first half
 * of this row's data, title from md up). Banner and row share one TMDB query, which waits until
 * the section comes within {@link ROW_PREFETCH_MARGIN} of the viewport unless `eager`; once near,
 * it stays fetched; until then its placeholders stand still (they pulse once it loads). A failed row says "We couldn't load this right now." with Try again (that row
 * only) at the carousel's height; its banner keeps its 400 px with the placeholder image.
 */
export function DiscoverRowSection({ row, eager = false, banner }: DiscoverRowSectionProps) {
  // true from the first time it comes near, set in a transition: the row's first render (its
  // skeleton, then its carousel) yields to input
  const { ref, inView } = useInView<HTMLDivElement>({ rootMargin: ROW_PREFETCH_MARGIN, once: true });
  const near = eager || inView;
  const query = useDiscoverRow(row, near);
  const title = useDiscoverRowTitle(row);
  const i18n = useT();
  const lists = useListActions();
  const headingId = `discover-row-${row}`;
  return (
    <Stack ref={ref} gap="xl" data-testid={`discover-section-${row}`}>
      {banner && <Banner shows={query.isPending ? null : (query.data ?? [])} title={banner} titleOrder={2} skeletonAnimate={near} />}
      <section aria-labelledby={headingId} data-testid={`discover-row-${row}`}>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Button component={AppLink} to={paths.discover.row(row)} variant="subtle" aria-describedby={headingId}>
            {i18n.t('discover.viewMore', 'View More')}
          </Button>
        </Group>
        <Center>
          <QueryState
            query={query}
            label={title}
            // not near yet: nothing is loading, so the placeholder stands still (no endless pulse off-screen)
            loading={<CarouselSkeleton animate={near} />}
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
