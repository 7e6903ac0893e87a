import {
  Children,
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TouchEvent,
} from 'react';
import type { FloatingPosition } from '@mantine/core';
import { useLongPress, useMergedRef, useTimeout } from '@mantine/hooks';

/** Mantine's Tooltip, loaded on first render (floating-ui stays off the first screen's critical path). */
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
  /** One element that takes a ref and pointer, focus, key and touch handlers (e.g. an ActionIcon). */
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

/** The trigger's own props that DelayedTooltip chains its handlers onto. */
type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  onTouchStart?: (e: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (e: TouchEvent<HTMLElement>) => void;
  onTouchCancel?: (e: TouchEvent<HTMLElement>) => void;
  onTouchMove?: (e: TouchEvent<HTMLElement>) => void;
};

/** Whether a focused element got its focus from the keyboard (`:focus-visible`; true where the selector is unknown). */
function focusVisible(el: HTMLElement): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Mantine Tooltip with the timings of spec §9: opens 100 ms after a mouse pointer enters, and on
 * keyboard focus (not on the focus a click gives); closes when the pointer leaves, on blur and on
 * Escape; on touch screens opens after a 700 ms press (Mantine's `useLongPress`) and closes 1500 ms
 * after the finger lifts (`useTimeout`).
 *
 * The child is rendered where it stands from the first render on and is never re-mounted: Mantine's
 * Tooltip (floating-ui) loads on first render and is then put next to it, positioned on it
 * (`target`), so a press aimed at the button while that code arrives still lands on it. Hovering or
 * focusing before the code is there opens the tooltip as soon as it is.
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
  const target = useRef<HTMLElement | null>(null);
  const hoverOpen = useTimeout(() => setOpened(true), openDelay);
  const touchClose = useTimeout(() => setOpened(false), touchLeaveDelay);
  const press = useLongPress(
    () => {
      touchClose.clear();
      setOpened(true);
    },
    { threshold: touchDelay, events: ['touch'], onFinish: () => touchClose.start() },
  ) as Pick<TriggerProps, 'onTouchStart' | 'onTouchEnd' | 'onTouchCancel' | 'onTouchMove'>;
  const child = Children.only(children);
  const own = (isValidElement(child) ? child.props : {}) as TriggerProps;
  const ref = useMergedRef(target, own.ref);
  if (!isValidElement(child)) return <>{children}</>;

  const close = () => {
    hoverOpen.clear();
    touchClose.clear();
    setOpened(false);
  };
  /** Calls the child's own handler, then ours. */
  const chain =
    <E,>(theirs: ((e: E) => void) | undefined, ours: ((e: E) => void) | undefined) =>
    (e: E): void => {
      theirs?.(e);
      ours?.(e);
    };
  const trigger = cloneElement(child as ReactElement<TriggerProps>, {
    ref,
    // A mouse only: a tap sends compatibility pointer events that must not open it (touch has its long press).
    onPointerEnter: chain(own.onPointerEnter, (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse') hoverOpen.start();
    }),
    onPointerLeave: chain(own.onPointerLeave, (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse') close();
    }),
    onFocus: chain(own.onFocus, (e: FocusEvent<HTMLElement>) => {
      if (focusVisible(e.currentTarget)) setOpened(true);
    }),
    onBlur: chain(own.onBlur, close),
    onKeyDown: chain(own.onKeyDown, (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Escape') close();
    }),
    onTouchStart: chain(own.onTouchStart, press.onTouchStart),
    onTouchEnd: chain(own.onTouchEnd, press.onTouchEnd),
    onTouchCancel: chain(own.onTouchCancel, press.onTouchCancel),
    onTouchMove: chain(own.onTouchMove, press.onTouchMove),
  });
  return (
    <>
      {trigger}
      <Suspense fallback={null}>
        <Tooltip
          label={label}
          target={target}
          opened={opened}
          position={position}
          withArrow={withArrow}
          events={{ hover: false, focus: false, touch: false }}
        />
      </Suspense>
    </>
  );
}
