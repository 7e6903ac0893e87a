import { memo, type ReactNode } from 'react';
import { useMyServices, useRegion } from '@streamscout/session';
import { isOnServices } from '@streamscout/tmdb';
import {
  Badge,
  Box,
  CardSkeleton,
  Group,
  LoadFailed,
  Paper,
  POSTER_WIDTH,
  Rating,
  SHOW_CARD_HEIGHT,
  ShowCard,
  Stack,
  Text,
  posterHeight,
} from '@streamscout/ui';
import { useListActions } from '@streamscout/widgets';
import type { ListShow } from '../api/lists';
import { useT } from '@streamscout/i18n';

/** Whether a card's title is on one of the viewer's services in their region (`isOnServices` of its light data). */
function useOnMyServices(item: ListShow): boolean {
  const region = useRegion();
  const services = useMyServices();
  return item.status === 'ready' && isOnServices(item.show.services_by_region?.[region], services);
}

/** Height of the rating line under a list card's {@link ShowCard}, px. */
const RATING_LINE = 22;
/** Height of a list card in px: a ShowCard (poster, title, date) and its rating line. */
export const LIST_CARD_HEIGHT = SHOW_CARD_HEIGHT + RATING_LINE;

/** Props of {@link ListShowCard}. */
export interface ListShowCardProps {
  item: ListShow;
  /** Its poster is among the first to load (eager, high priority). */
  priority?: boolean;
  /** The card's height, px: {@link LIST_CARD_HEIGHT} (default), or more with `extra`. */
  height?: number;
  /** Lines under the rating of a loaded card (a public list's where-to-watch and queue button, spec §17). */
  extra?: ReactNode;
}

/**
 * The card of one list entry, always {@link POSTER_WIDTH} × `height` ({@link LIST_CARD_HEIGHT}) px
 * so a row never shifts as cards arrive:
 * - loading: a card skeleton;
 * - ready: the {@link ShowCard} (poster, title, release date; list buttons for signed-in users)
 *   and the rating in stars (TMDB `vote_average` / 2), with "On your services" when the title
 *   streams on one of the user's services in their region;
 * - missing (TMDB answered 404 for the id): a card naming the entry ('movie-123') that says so —
 *   an answer, so no retry;
 * - failed (TMDB did not answer properly): {@link LoadFailed} — "We couldn't load this right now."
 *   and 'Try again', which asks again for this one title only.
 */
export const ListShowCard = memo(function ListShowCard({ item, priority = false, height = LIST_CARD_HEIGHT, extra }: ListShowCardProps) {
  const frame = { w: POSTER_WIDTH, mih: height, 'data-entry': item.entry.key } as const;
  const onMine = useOnMyServices(item);
  const lists = useListActions();
  const i18n = useT();
  if (item.status === 'loading') {
    return (
      <Box {...frame}>
        <CardSkeleton />
      </Box>
    );
  }
  if (item.status === 'ready') {
    return (
      <Box {...frame} data-testid="list-card">
        <ShowCard
          show={item.show}
          priority={priority}
          actions={lists?.card(item.show)}
          footer={
            <>
              <Group h={RATING_LINE} pt={4} gap={6} wrap="nowrap" align="center">
                <Rating voteAverage={item.show.vote_average} size="xs" />
                {onMine && (
                  <Badge size="xs" color="teal" variant="light" tt="none" data-testid="card-on-your-services">
                    {i18n.t('watch.onYourServices', 'On your services')}
                  </Badge>
                )}
              </Group>
              {extra}
            </>
          }
        />
      </Box>
    );
  }
  if (item.status === 'failed') {
    return (
      <Box {...frame} data-testid="failed-show-card">
        <Paper withBorder radius="sm" w={POSTER_WIDTH} h={posterHeight()}>
          <LoadFailed onRetry={item.retry} retrying={item.retrying} minHeight={posterHeight()} label={item.entry.key} />
        </Paper>
        <Text size="sm" fw={500} mt={8} style={{ overflowWrap: 'anywhere' }}>
          {item.entry.key}
        </Text>
      </Box>
    );
  }
  return (
    <Stack {...frame} gap={8} data-testid="missing-show-card">
      <Paper
        withBorder
        radius="sm"
        w={POSTER_WIDTH}
        h={posterHeight()}
        p="sm"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Text size="sm" ta="center">
          {i18n.t('lists.missingTitle', 'TMDB has no title with this id any more.')}
        </Text>
      </Paper>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {item.entry.key}
      </Text>
    </Stack>
  );
});
