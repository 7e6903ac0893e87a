import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactElement } from 'react';
import { Box, Notification, OptionalPortal } from '@mantine/core';
import { useT } from '@streamscout/i18n';

/** Spec §4/§9: snackbar alerts hide by themselves after 3000 ms. */
export const SNACKBAR_HIDE_MS = 3000;

/** Kind of a snackbar alert: its colour, and whether it interrupts screen readers. */
export type SnackbarSeverity = 'success' | 'error' | 'info';

/** One alert: its text, its kind, and an id (a new id restarts the hide timer, even for the same text). */
export interface SnackbarMessage {
  id: number;
  text: string;
  severity: SnackbarSeverity;
}

/** Props of {@link Snackbar}. */
export interface SnackbarProps {
  /** The alert on screen, or null for none. */
  message: SnackbarMessage | null;
  /** Called when the alert should go: after `hideAfterMs`, or by its close button. */
  onClose: () => void;
  /** Milliseconds until it hides (default {@link SNACKBAR_HIDE_MS}, 3000). */
  hideAfterMs?: number;
}

const COLORS: Record<SnackbarSeverity, string> = { success: 'green', error: 'red', info: 'brand' };

/**
 * Snackbar alert (spec §4 "Snackbar alerts auto-hide after 3 seconds", §8 texts): a notification
 * fixed at the bottom centre of the viewport, above modals (z-index 1000), at most 560 px and never
 * wider than the screen, that calls `onClose` `hideAfterMs` ms after each new message. Errors are
 * `role="alert"` (announced at once); success and info are `role="status"` (polite).
 * Renders nothing when `message` is null.
 */
export function Snackbar({ message, onClose, hideAfterMs = SNACKBAR_HIDE_MS }: SnackbarProps) {
  // The timer restarts for a new message only, not when the parent passes a new onClose.
  const expire = useEffectEvent(() => onClose());
  const i18n = useT();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(expire, hideAfterMs);
    return () => clearTimeout(timer);
  }, [message, hideAfterMs]);
  if (!message) return null;
  return (
    <OptionalPortal>
      <Box
        pos="fixed"
        bottom={24}
        left="50%"
        w="calc(100% - 32px)"
        maw={560}
        style={{ transform: 'translateX(-50%)', zIndex: 1000 }}
        data-testid="snackbar"
      >
        <Notification
          key={message.id}
          role={message.severity === 'error' ? 'alert' : 'status'}
          color={COLORS[message.severity]}
          withBorder
          onClose={onClose}
          closeButtonProps={{ 'aria-label': i18n.t('snackbar.close', 'Close alert') }}
          data-severity={message.severity}
          style={{ overflowWrap: 'anywhere' }}
        >
          {message.text}
        </Notification>
      </Box>
    </OptionalPortal>
  );
}

/** What {@link useSnackbar} returns. */
export interface SnackbarController {
  /** Shows `text` (replacing any alert on screen) and restarts the 3000 ms timer. */
  show: (text: string, severity?: SnackbarSeverity) => void;
  /** Hides the alert now. */
  close: () => void;
  /** The alert on screen, or null. */
  message: SnackbarMessage | null;
  /** The element to render once (anywhere in the screen): the {@link Snackbar} wired to this state. */
  snackbar: ReactElement;
}

/**
 * State of one snackbar for a screen: `show(text, severity)` from any handler, render `snackbar`
 * once. One alert at a time (a new one replaces the old and restarts the timer).
 * @param hideAfterMs default {@link SNACKBAR_HIDE_MS} (3000 ms)
 */
export function useSnackbar(hideAfterMs: number = SNACKBAR_HIDE_MS): SnackbarController {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const nextId = useRef(1);
  const show = useCallback((text: string, severity: SnackbarSeverity = 'info') => {
    setMessage({ id: nextId.current++, text, severity });
  }, []);
  const close = useCallback(() => setMessage(null), []);
  const snackbar = useMemo(() => <Snackbar message={message} onClose={close} hideAfterMs={hideAfterMs} />, [message, close, hideAfterMs]);
  return { show, close, message, snackbar };
}
