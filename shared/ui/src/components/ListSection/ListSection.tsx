import { useId, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { HorizontalScroll } from '../HorizontalScroll';
import { AppLink } from '../AppLink/AppLink';
import { useT } from '@streamscout/i18n';

/** Props of {@link ListSection}. */
export interface ListSectionProps {
  /** Section heading, e.g. 'Watch Queue' (spec §2 "Dashboard"). */
  title: string;
  /** Where 'View All' leads, e.g. `paths.gallery('queue')`. */
  viewAllTo: string;
  /** Label of the clear button, e.g. 'Clear Queue'. */
  clearLabel: string;
  /** Called by the clear button (never while it is disabled or loading). */
  onClear: () => void;
  /** True while the list is being cleared: the clear button shows a spinner. */
  clearing?: boolean;
  /** Whether the list has no entries: the clear button is disabled and `emptyText` shown instead of `children`. */
  empty: boolean;
  /** Text shown when the list is empty, e.g. 'Your queue is empty! Add shows to your watch queue to view them here.' */
  emptyText: string;
  /** The list's cards, laid out in one horizontally scrolling row (newest first is the caller's order). */
  children?: ReactNode;
  /** Shown under the heading row, above the cards (the dashboard's "Share" switch). */
  below?: ReactNode;
}

/**
 * One list of the dashboard (spec §2 "Dashboard": Watch Queue, Favorites, Watched List): a
 * `<section>` named by its heading, a 'View All' link and a clear button ('Clear Queue', …)
 * that is disabled when the list is empty, what the caller puts `below` the heading, then either
 * the cards in a single row that scrolls sideways (the page itself never widens) or the empty text.
 */
export function ListSection({
  title,
  viewAllTo,
  clearLabel,
  onClear,
  clearing = false,
  empty,
  emptyText,
  children,
  below,
}: ListSectionProps) {
  const headingId = useId();
  const i18n = useT();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="list-section" miw={0}>
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Group gap="xs">
          <Button component={AppLink} to={viewAllTo} variant="light" size="sm">
            {i18n.t('lists.viewAll', 'View All')}
          </Button>
          <Button variant="light" color="red" size="sm" disabled={empty} loading={clearing} onClick={onClear}>
            {clearLabel}
          </Button>
        </Group>
      </Group>
      {below && <Box mb="sm">{below}</Box>}
      {empty ? (
        <Paper withBorder p="lg" radius="md">
          <Text ta="center" c="dimmed">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        <HorizontalScroll>
          <Group gap="md" wrap="nowrap" align="flex-start">
            {children}
          </Group>
        </HorizontalScroll>
      )}
    </Box>
  );
}
