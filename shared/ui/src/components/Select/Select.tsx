import { useEffect, useRef, type ComponentType, type Ref } from 'react';
import { TextInput, type ComboboxData, type ComboboxItem, type SelectProps, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useLoadOnIntent } from '../../hooks/useLoadOnIntent';
import { useInView } from '../../hooks/useObserved';
import { REPLAY_PRESS_ATTRIBUTE } from '../../../early-input.js';

// Mantine's Select is generic over its value type; the kit uses it with string values.
type SelectComponent = ComponentType<SelectProps>;
/** Mantine's Select once its chunk has loaded (then every later Select renders it at once). */
let loadedSelect: SelectComponent | null = null;
let loadingSelect: Promise<SelectComponent> | null = null;
/** Loads Mantine's Select (one request however many fields ask; asked again after a failure). @returns the component */
function loadMantineSelect(): Promise<SelectComponent> {
  loadingSelect ??= import('./MantineSelect').then(
    (m) => (loadedSelect = m.default as unknown as SelectComponent),
    (error: unknown) => {
      loadingSelect = null;
      throw error;
    },
  );
  return loadingSelect;
}

export type { SelectProps };

/** The label shown for `value` in `data` (strings, `{ value, label }` items or groups), or ''. */
function labelOf(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value == null || !data) return '';
  for (const item of data as readonly unknown[]) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if (item && typeof item === 'object' && 'items' in item) {
      const found = labelOf((item as { items: ComboboxData }).items, value);
      if (found) return found;
    } else if ((item as ComboboxItem).value === value) {
      return (item as ComboboxItem).label ?? value;
    }
  }
  return '';
}

/** Select-only props the stand-in input does not take. */
const SELECT_ONLY = [
  'data',
  'value',
  'defaultValue',
  'onChange',
  'searchable',
  'clearable',
  'maxDropdownHeight',
  'comboboxProps',
  'nothingFoundMessage',
  'allowDeselect',
  'checkIconPosition',
  'withCheckIcon',
  'withAlignedLabels',
  'onDropdownOpen',
  'onDropdownClose',
  'defaultDropdownOpened',
  'dropdownOpened',
  'filter',
  'limit',
  'searchValue',
  'defaultSearchValue',
  'onSearchChange',
  'onClear',
  'renderOption',
  'selectFirstOptionOnChange',
  'withScrollArea',
  'hiddenInputProps',
  'onOptionSubmit',
  'chevronColor',
  'clearButtonProps',
  'autoSelectOnBlur',
  'openOnFocus',
  'scrollAreaProps',
  'clearSectionMode',
] as const;

/** After the page's `load` event, how long (ms) to leave the network and main thread to the first screen before fetching Mantine's Select's code. */
const PRELOAD_DELAY_MS = 3000;
/** How near the viewport (CSS margin) a stand-in must come before that idle fetch: a field far below the fold (the footer's region picker) fetches nothing until scrolled to. */
const NEAR_VIEWPORT = '400px';
/** Then how long (ms) an idle moment may be waited for before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `fn` {@link PRELOAD_DELAY_MS} after the page has loaded (its `load` event: the first
 * screen's scripts and images are in), in an idle moment of the main thread
 * (`requestIdleCallback`, at most {@link IDLE_TIMEOUT_MS} later; at once where there is none).
 * @returns a cleanup that cancels whatever is still pending
 */
function afterLoadAndIdle(fn: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      fn();
    }
  };
  const later = () => {
    const id = window.setTimeout(idle, PRELOAD_DELAY_MS);
    cancel = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') {
    later();
    return () => cancel();
  }
  window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    cancel();
  };
}

/**
 * Until Mantine's Select is mounted: an input of the same size and look (label, placeholder, the
 * selected option's label, chevron), read-only. Hovering it fetches the real Select's code
 * (`onWarm`); a keyboard focus swaps it in (`onIntent`); a press (its click, or Enter, Space,
 * ArrowDown) swaps it in with the dropdown open (`onOpen`). A pointer press is taken from its
 * click, once the button is up: a swap between button-down and release would send the click to no
 * field, and the dropdown would stay closed (the focus that the button-down gives the field does
 * not swap it either). A press on the stand-in in the server's HTML, before hydration, is pressed
 * again once the page runs (`REPLAY_PRESS_ATTRIBUTE`: architecture §9 "A tap before hydration is kept").
 */
function SelectStandIn({
  onOpen,
  onIntent,
  onWarm,
  inputRef,
  ...props
}: SelectProps & { onOpen: () => void; onIntent: () => void; onWarm: () => void; inputRef: Ref<HTMLInputElement> }) {
  // a pointer went down on the field and its click has not come yet
  const pressing = useRef(false);
  const rest: Record<string, unknown> = { ...props };
  for (const key of SELECT_ONLY) delete rest[key];
  const value = props.value !== undefined ? props.value : props.defaultValue;
  return (
    <TextInput
      {...(rest as TextInputProps)}
      readOnly
      data-stand-in
      {...{ [REPLAY_PRESS_ATTRIBUTE]: '' }}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      value={labelOf(props.data, value)}
      onClick={() => {
        pressing.current = false;
        onOpen();
      }}
      onPointerDown={() => {
        pressing.current = true;
        onWarm();
      }}
      onPointerCancel={() => {
        pressing.current = false;
      }}
      ref={inputRef}
      onPointerEnter={onWarm}
      onFocus={(e) => {
        props.onFocus?.(e);
        if (!pressing.current) onIntent();
      }}
      onBlur={(e) => {
        props.onBlur?.(e);
        pressing.current = false;
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') onOpen();
      }}
      rightSection={
        props.rightSection ?? (
          <svg
            width="1.125rem"
            height="1.125rem"
            viewBox="0 0 15 15"
            fill="none"
            aria-hidden="true"
            style={{ color: 'var(--mantine-color-dimmed)' }}
          >
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        )
      }
      rightSectionPointerEvents="none"
    />
  );
}

/** Fetches Mantine's Select's code without mounting it (a failure is retried on the next ask). */
function warmMantineSelect(): void {
  loadMantineSelect().catch(() => {});
}

/**
 * Mantine's Select (same props: `data`, `value`, `onChange`, `searchable`, `clearable`,
 * `maxDropdownHeight`, …), loaded apart from the kit: its Combobox, Popover and floating-ui (~16 KiB
 * compressed) stay off the first screen's critical path (architecture §7). Until the user focuses
 * or presses the field, an input of the same size and look stands in (no layout shift); then the
 * real Select takes its place — a press opens its dropdown, and a focused stand-in hands the focus
 * on to it. The code is fetched before that: on hover, at a button-down, or 3 s after the page has
 * loaded when the main thread is idle and the field is within 400 px of the viewport (a field
 * further down, like the footer's region picker, waits until it is scrolled near: fetching and
 * compiling it cost a phone a ~100–170 ms task nobody had asked for), so the swap rarely waits for
 * a request; it is not mounted
 * then, since mounting cost a phone one ~220 ms task (floating-ui's measurements re-render the
 * Popover synchronously in the commit) that nobody had asked for. A Select mounted once the code is
 * there renders the real one at once.
 */
export function Select(props: SelectProps) {
  const {
    loaded: Real,
    load,
    press,
    standInRef,
    realRef,
    handOver,
  } = useLoadOnIntent<SelectComponent, HTMLInputElement>(loadMantineSelect, loadedSelect);
  const { ref: nearRef, inView: near } = useInView<HTMLInputElement>({ rootMargin: NEAR_VIEWPORT, once: true });
  const standInRefs = useMergedRef<HTMLInputElement>(standInRef as Ref<HTMLInputElement>, nearRef);
  useEffect(() => (Real || !near ? undefined : afterLoadAndIdle(warmMantineSelect)), [Real, near]);
  if (!Real) {
    return <SelectStandIn {...props} inputRef={standInRefs} onWarm={warmMantineSelect} onIntent={load} onOpen={press} />;
  }
  return <Real {...props} ref={realRef} defaultDropdownOpened={handOver.open || props.defaultDropdownOpened} />;
}
