import { Children, cloneElement, isValidElement, lazy, Suspense, useState, type ReactElement, type ReactNode, type TouchEvent } from 'react';
import type { FloatingPosition } from '@mantine/core';
import { useLongPress, useTimeout } from '@mantine/hooks';

/** Mantine's Tooltip, loaded on first render (floating-ui stays off the first screen's critical path, issue 12). */
const Tooltip = lazy(() => import('./MantineTooltip'));

/** Spec §9 "Tooltip enter delay 100ms". */
export const TOOLTIP_OPEN_DELAY = 100;
/** Spec §9 "touch delay 700ms": press this long on a touch screen to open. */
export const TOOLTIP_TOUCH_DELAY = 700;
/** Spec §9 "leave touch 1500ms": stays open this long after the finger lifts. */
export const TOOLTIP_TOUCH_LEAVE_DELAY = 1500;

/** Props of {@link DelayedTooltip}. */
export interface DelayedTooltipProps {
  /** Tooltip text. */
  label: ReactNode;
  /** One element accepting touch handlers (e.g. an ActionIcon). */
  children: ReactElement;
  /** Mouse hover delay in ms (default 100). */
  openDelay?: number;
  /** Touch long-press delay in ms (default 700). */
  touchDelay?: number;
  /** Touch leave delay in ms (default 1500). */
  touchLeaveDelay?: number;
  position?: FloatingPosition;
  withArrow?: boolean;
}

type TouchHandlers = {
  onTouchStart?: (e: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (e: TouchEvent<HTMLElement>) => void;
  onTouchCancel?: (e: TouchEvent<HTMLElement>) => void;
  onTouchMove?: (e: TouchEvent<HTMLElement>) => void;
};

/**
 * Mantine Tooltip with the timings of spec §9: opens 100 ms after the mouse enters (Mantine's
 * `openDelay`; keyboard focus opens it too); on touch screens opens after a 700 ms
 * press (Mantine's `useLongPress`) and closes 1500 ms after the finger lifts (`useTimeout`).
 * Mantine's Tooltip loads on first render; until then the child renders alone.
 */
export function DelayedTooltip({
  label,
  children,
  openDelay = TOOLTIP_OPEN_DELAY,
  touchDelay = TOOLTIP_TOUCH_DELAY,
  touchLeaveDelay = TOOLTIP_TOUCH_LEAVE_DELAY,
  position = 'top',
  withArrow = true,
}: DelayedTooltipProps) {
  const [touchOpened, setTouchOpened] = useState(false);
  const close = useTimeout(() => setTouchOpened(false), touchLeaveDelay);
  const press = useLongPress(
    () => {
      close.clear();
      setTouchOpened(true);
    },
    { threshold: touchDelay, events: ['touch'], onFinish: () => close.start() },
  ) as TouchHandlers;

  const child = Children.only(children);
  if (!isValidElement(child)) return <>{children}</>;
  const own = child.props as TouchHandlers;
  const merge =
    (name: keyof TouchHandlers) =>
    (e: TouchEvent<HTMLElement>): void => {
      own[name]?.(e);
      press[name]?.(e);
    };
  const trigger = cloneElement(child as ReactElement<TouchHandlers>, {
    onTouchStart: merge('onTouchStart'),
    onTouchEnd: merge('onTouchEnd'),
    onTouchCancel: merge('onTouchCancel'),
    onTouchMove: merge('onTouchMove'),
  });
  return (
    <Suspense fallback={trigger}>
      <Tooltip
        label={label}
        openDelay={openDelay}
        position={position}
        withArrow={withArrow}
        opened={touchOpened ? true : undefined}
        events={{ hover: true, focus: true, touch: false }}
      >
        {trigger}
      </Tooltip>
    </Suspense>
  );
}
