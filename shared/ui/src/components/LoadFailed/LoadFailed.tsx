import { Button, Stack, Text } from '@mantine/core';
import { msg, useT } from '@streamscout/i18n';

/** The text a failed TMDB-backed view shows in place of its content. */
const LOAD_FAILED = msg('common.loadFailed', "We couldn't load this right now.");
export const LOAD_FAILED_TEXT = LOAD_FAILED.message;

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** Refetches only what failed (e.g. a query's `refetch`); called by the 'Try again' button. */
  onRetry: () => void;
  /** True while that refetch runs: the button shows a loader and ignores presses. */
  retrying?: boolean;
  /**
   * Height of the content this stands for (px, or any CSS length), so that swapping the content,
   * its skeleton and this message never shifts the page. Omitted: as tall as the message itself.
   */
  minHeight?: number | string;
  /** What failed, for screen readers and tests, e.g. 'Trending Shows' (becomes the region's name). */
  label?: string;
  /** Replaces {@link LOAD_FAILED_TEXT}; keep it short and say nothing about the title not existing. */
  message?: string;
}

/**
 * A TMDB-backed view whose request failed (status 5xx/429, malformed body, network error or
 * timeout — not an empty answer): "We couldn't load this right now." and a 'Try again' button,
 * centred in a box of the content's own height. Empty answers keep the spec's empty texts; this is
 * only for failures, so a user is never told a title does not exist when the service hiccuped.
 * The message is announced politely (`role="status"`), and 'Try again' keeps focus while it
 * retries.
 */
export function LoadFailed({ onRetry, retrying = false, minHeight, label, message: given }: LoadFailedProps) {
  const i18n = useT();
  const message = given ?? i18n.t(LOAD_FAILED);
  return (
    <Stack
      align="center"
      justify="center"
      gap="xs"
      py="md"
      style={minHeight === undefined ? undefined : { minHeight }}
      role="status"
      aria-label={label ? `${label}: ${message}` : undefined}
      data-testid="load-failed"
    >
      <Text ta="center">{message}</Text>
      <Button variant="light" onClick={onRetry} loading={retrying} aria-busy={retrying}>
        {i18n.t('common.tryAgain', 'Try again')}
      </Button>
    </Stack>
  );
}
