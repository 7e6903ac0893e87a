import { Center, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconGrid, IconList } from '../../icons';

/** Result layouts (spec §4 "View: grid or list, persisted"). */
export type ViewValue = 'grid' | 'list';

/** Props of {@link ViewToggle}. */
export interface ViewToggleProps {
  value: ViewValue;
  onChange: (value: ViewValue) => void;
  disabled?: boolean;
}

/**
 * Grid / list switch of search results and discover detail (spec §2, §4). Two icon segments named
 * 'Grid view' and 'List view' for assistive technology. Persisting the choice is the caller's job
 * (each screen has its own storage key). Hide it below 768 px where grid is forced.
 */
export function ViewToggle({ value, onChange, disabled = false }: ViewToggleProps) {
  return (
    <SegmentedControl
      aria-label="View"
      value={value}
      onChange={(v) => onChange(v === 'list' ? 'list' : 'grid')}
      disabled={disabled}
      data={[
        {
          value: 'grid',
          label: (
            <Center>
              <IconGrid size={16} />
              <VisuallyHidden>Grid view</VisuallyHidden>
            </Center>
          ),
        },
        {
          value: 'list',
          label: (
            <Center>
              <IconList size={16} />
              <VisuallyHidden>List view</VisuallyHidden>
            </Center>
          ),
        },
      ]}
    />
  );
}
