import { useId, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { SegmentedControl } from '@mantine/core';

/** Mantine's SegmentedControl's classes: its CSS module's (`m_…`, what styles it) and its static ones. */
const css = SegmentedControl.classes;
/** `class` of one part of the control. @param part a SegmentedControl selector ('root', 'control', …) */
const classOf = (part: keyof typeof css) => `${css[part]} mantine-SegmentedControl-${part}`;

/** One segment: its value, and what it shows (text, or an icon with a visually hidden name). */
export interface Segment<V extends string> {
  value: V;
  label: ReactNode;
}

/** Props of {@link SegmentedRadios}. */
export interface SegmentedRadiosProps<V extends string> {
  data: readonly Segment<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Mantine's sizes of the control: padding and font size (default 'sm'). */
  size?: 'xs' | 'sm';
  disabled?: boolean;
  /** The group's name for assistive technology: give this or `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Attributes for the group's element (e.g. a `data-*` an inline script looks for). */
  rootProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
}

/**
 * A segmented control of the kit's public pages (the grid/list switch, sort and type filter; spec
 * §2, §4): a radio group, one radio per segment, in Mantine's SegmentedControl's markup and CSS
 * but without its React component. The chosen segment's background is the CSS's own (the look of a
 * SegmentedControl before it has measured itself, as the server renders it), not its floating
 * indicator: that component keeps each segment's node with a state setter in a ref, so every
 * control that mounts renders a second time, synchronously, inside the commit — on `/search`, a
 * 91 ms part of the hydration's last task on a phone (4× CPU, unminified). The indicator's slide
 * between segments is what this gives up. Arrow keys move between the radios (the browser's own).
 *
 * A segment chosen on the server's HTML before hydration (architecture §9 "A tap before hydration is
 * kept") is taken over when the control mounts: hydration keeps the radio the reader checked, and the
 * control calls `onChange` with it, so the page shows that choice instead of undoing it.
 */
export function SegmentedRadios<V extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  disabled = false,
  rootProps,
  ...aria
}: SegmentedRadiosProps<V>) {
  const name = `segments-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  const mounted = useRef({ value, onChange, data });
  // on mount only: a radio checked on the server's HTML (a tap before hydration) that is not `value`
  useLayoutEffect(() => {
    const { value: rendered, onChange: choose, data: segments } = mounted.current;
    const checked = root.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const chosen = segments.find((s) => s.value === checked);
    if (chosen && chosen.value !== rendered) choose(chosen.value);
  }, []);
  return (
    <div
      {...rootProps}
      ref={root}
      className={classOf('root')}
      role="radiogroup"
      {...aria}
      data-disabled={disabled || undefined}
      data-with-items-borders
      // the CSS variables Mantine's component sets for these props (its `varsResolver`)
      style={
        {
          '--sc-shadow': 'var(--mantine-shadow-xs)',
          '--sc-padding': `var(--sc-padding-${size})`,
          '--sc-font-size': `var(--mantine-font-size-${size})`,
        } as object
      }
    >
      {data.map((segment) => {
        const checked = value === segment.value;
        const id = `${name}-${segment.value}`;
        return (
          <div key={segment.value} className={classOf('control')} data-active={checked || undefined} data-orientation="horizontal">
            <input
              className={classOf('input')}
              type="radio"
              name={name}
              value={segment.value}
              id={id}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(segment.value)}
              data-focus-ring="auto"
            />
            <label
              className={classOf('label')}
              htmlFor={id}
              // the chosen segment keeps its background when disabled, its text in the disabled colour
              data-active={checked || undefined}
              data-disabled={disabled || undefined}
              style={disabled ? { color: 'var(--mantine-color-disabled-color)' } : undefined}
            >
              <span className={classOf('innerLabel')}>{segment.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
