import { lazy, Suspense, useState, type ComponentType } from 'react';
import { TextInput, type ComboboxData, type ComboboxItem, type SelectProps, type TextInputProps } from '@mantine/core';

// Mantine's Select is generic over its value type; the kit uses it with string values.
const MantineSelect = lazy(() => import('./MantineSelect')) as unknown as ComponentType<SelectProps>;

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
  'data', 'value', 'defaultValue', 'onChange', 'searchable', 'clearable', 'maxDropdownHeight', 'comboboxProps',
  'nothingFoundMessage', 'allowDeselect', 'checkIconPosition', 'withCheckIcon', 'withAlignedLabels', 'onDropdownOpen', 'onDropdownClose',
  'defaultDropdownOpened', 'dropdownOpened', 'filter', 'limit', 'searchValue', 'defaultSearchValue', 'onSearchChange', 'onClear',
  'renderOption', 'selectFirstOptionOnChange', 'withScrollArea', 'hiddenInputProps', 'onOptionSubmit', 'chevronColor',
  'clearButtonProps', 'autoSelectOnBlur', 'openOnFocus', 'scrollAreaProps', 'clearSectionMode',
] as const;

/**
 * Until Mantine's Select has loaded: an input of the same size and look (label, placeholder, the
 * selected option's label, chevron), read-only; pressing it opens the dropdown once loaded.
 */
function SelectStandIn({ onOpen, ...props }: SelectProps & { onOpen: () => void }) {
  const rest: Record<string, unknown> = { ...props };
  for (const key of SELECT_ONLY) delete rest[key];
  const value = props.value !== undefined ? props.value : props.defaultValue;
  return (
    <TextInput
      {...(rest as TextInputProps)}
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      value={labelOf(props.data, value)}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') onOpen();
      }}
      rightSection={
        props.rightSection ?? (
          <svg width="1.125rem" height="1.125rem" viewBox="0 0 15 15" fill="none" aria-hidden="true" style={{ color: 'var(--mantine-color-dimmed)' }}>
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

/**
 * Mantine's Select (same props: `data`, `value`, `onChange`, `searchable`, `clearable`,
 * `maxDropdownHeight`, …), loaded on first render instead of with the kit: its Combobox, Popover and
 * floating-ui stay off the first screen's critical path (issue 12). Until it has loaded, an input of
 * the same size and look stands in (no layout shift); pressing it opens the dropdown as soon as the
 * real Select is there.
 */
export function Select(props: SelectProps) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense fallback={<SelectStandIn {...props} onOpen={() => setOpenOnLoad(true)} />}>
      <MantineSelect {...props} defaultDropdownOpened={openOnLoad || props.defaultDropdownOpened} />
    </Suspense>
  );
}
