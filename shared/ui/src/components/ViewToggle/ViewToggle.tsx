import { useMemo } from 'react';
import { Center, VisuallyHidden } from '@mantine/core';
import { IconGrid, IconList } from '../../icons';
import { REMEMBERED_VIEW_ATTRIBUTE } from '../../../early-input.js';
import { SegmentedRadios, type Segment } from '../SegmentedRadios/SegmentedRadios';
import { useT } from '@streamscout/i18n';

/** Result layouts (spec §4 "View: grid or list, persisted"). */
export type ViewValue = 'grid' | 'list';

/** Props of {@link ViewToggle}. */
export interface ViewToggleProps {
  value: ViewValue;
  onChange: (value: ViewValue) => void;
  disabled?: boolean;
  /**
   * The storage key the choice is remembered under (`useRememberedView`'s, e.g.
   * 'streamscout:discover-view'): named on the switch so a press before hydration is stored too
   * (`@streamscout/ui/early-input`). Omitted: a press before hydration is not kept.
   */
  storageKey?: string;
}

/** A segment showing an icon, named `name` for assistive technology. */
function iconSegment(value: ViewValue, Icon: typeof IconGrid, name: string): Segment<ViewValue> {
  return {
    value,
    label: (
      <Center>
        <Icon size={16} />
        <VisuallyHidden>{name}</VisuallyHidden>
      </Center>
    ),
  };
}

/**
 * Grid / list switch of search results and discover detail (spec §2, §4). Two icon segments named
 * 'Grid view' and 'List view' for assistive technology, in a radio group labelled 'View'
 * ({@link SegmentedRadios}: one render, no sliding indicator). Persisting the choice is the
 * caller's job (each screen has its own storage key; pass it as `storageKey` so a press before
 * hydration is kept). Hide it below 768 px where grid is forced.
 */
export function ViewToggle({ value, onChange, disabled = false, storageKey }: ViewToggleProps) {
  const i18n = useT();
  // the two segments: an icon each, named for assistive technology
  const segments = useMemo(
    () => [
      iconSegment('grid', IconGrid, i18n.t('view.grid', 'Grid view')),
      iconSegment('list', IconList, i18n.t('view.list', 'List view')),
    ],
    [i18n],
  );
  return (
    <SegmentedRadios
      aria-label={i18n.t('view.label', 'View')}
      data={segments}
      value={value}
      onChange={onChange}
      disabled={disabled}
      rootProps={{ [REMEMBERED_VIEW_ATTRIBUTE]: storageKey }}
    />
  );
}
