import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Tooltip, type FloatingPosition } from '@mantine/core';

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
  /** One element accepting pointer/focus handlers (e.g. an ActionIcon). */
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

type Handlers = {
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
};

/** Touch or pen; anything else (including engines without pointerType) counts as a mouse. */
function isTouch(e: PointerEvent<HTMLElement>): boolean {
  return e.pointerType === 'touch' || e.pointerType === 'pen';
}

function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Mantine Tooltip with the timings of spec §9: opens 100 ms after the mouse enters (or on
 * keyboard focus), closes when it leaves; on touch screens opens after a 700 ms press and closes
 * 1500 ms after release.
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
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const later = (open: boolean, ms: number) => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    if (ms <= 0) {
      timer.current = undefined;
      setOpened(open);
    } else {
      timer.current = setTimeout(() => setOpened(open), ms);
    }
  };
  useEffect(() => () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
  }, []);

  const child = Children.only(children);
  if (!isValidElement(child)) return <>{children}</>;
  const own = child.props as Handlers;
  const touchEnd = (e: PointerEvent<HTMLElement>) => {
    if (isTouch(e)) later(false, touchLeaveDelay);
  };
  const trigger = cloneElement(child as ReactElement<Handlers>, {
    onPointerEnter: (e) => {
      own.onPointerEnter?.(e);
      if (!isTouch(e)) later(true, openDelay);
    },
    onPointerLeave: (e) => {
      own.onPointerLeave?.(e);
      if (!isTouch(e)) later(false, 0);
    },
    onPointerDown: (e) => {
      own.onPointerDown?.(e);
      if (isTouch(e)) later(true, touchDelay);
    },
    onPointerUp: (e) => {
      own.onPointerUp?.(e);
      touchEnd(e);
    },
    onPointerCancel: (e) => {
      own.onPointerCancel?.(e);
      touchEnd(e);
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      if (focusVisible(e.currentTarget)) later(true, openDelay);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      later(false, 0);
    },
  });
  return (
    <Tooltip label={label} opened={opened} position={position} withArrow={withArrow} events={{ hover: false, focus: false, touch: false }}>
      {trigger}
    </Tooltip>
  );
}
