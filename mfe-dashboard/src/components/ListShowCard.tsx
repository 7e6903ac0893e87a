import {
  Button,
  CardSkeleton,
  Paper,
  POSTER_WIDTH,
  SHOW_CARD_HEIGHT,
  ShowCard,
  Stack,
  Text,
  posterHeight,
} from '@streamscout/ui';
import type { ListShow } from '../api/lists';

/**
 * The card of one list entry: a card skeleton while its detail call runs, the {@link ShowCard}
 * once loaded (list buttons come with it for signed-in users), or — when the call failed or found
 * nothing — a card of the same size naming the entry ('movie-123') with a 'Retry' button, so a
 * title is never dropped silently.
 */
export function ListShowCard({ item, priority = false }: { item: ListShow; priority?: boolean }) {
  if (item.status === 'loading') return <CardSkeleton />;
  if (item.status === 'ready') return <ShowCard show={item.show} priority={priority} />;
  return (
    <Stack w={POSTER_WIDTH} mih={SHOW_CARD_HEIGHT} gap={8} data-testid="failed-show-card" data-entry={item.entry.key}>
      <Paper
        withBorder
        radius="sm"
        w={POSTER_WIDTH}
        h={posterHeight()}
        p="sm"
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12 }}
      >
        <Text size="sm" ta="center">
          This title could not be loaded.
        </Text>
        <Button
          size="xs"
          variant="light"
          loading={item.retrying}
          onClick={item.retry}
          aria-label={`Retry ${item.entry.key}`}
        >
          Retry
        </Button>
      </Paper>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {item.entry.key}
      </Text>
    </Stack>
  );
}
