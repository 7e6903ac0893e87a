import { useId, useMemo } from 'react';
import { Group, Text } from '@mantine/core';
import { SegmentedRadios } from '../SegmentedRadios/SegmentedRadios';
import { msg, useT, type MessageDescriptor } from '@streamscout/i18n';

/** Sort of spec §4: none (original order), alpha (A→Z), rev (Z→A). */
export type SortValue = 'none' | 'alpha' | 'rev';
/** Type filter of spec §4: none (all), tv, movie. */
export type TypeFilterValue = 'none' | 'tv' | 'movie';

/** Segment labels of the sort control, as messages. */
const SORT_LABELS: ReadonlyArray<{ value: SortValue; label: MessageDescriptor }> = [
  { value: 'none', label: msg('sort.default', 'Default') },
  { value: 'alpha', label: msg('sort.alpha', 'A–Z') },
  { value: 'rev', label: msg('sort.rev', 'Z–A') },
];
/** Segment labels of the type filter, as messages. */
const FILTER_LABELS: ReadonlyArray<{ value: TypeFilterValue; label: MessageDescriptor }> = [
  { value: 'none', label: msg('filter.all', 'All') },
  { value: 'tv', label: msg('filter.tv', 'TV') },
  { value: 'movie', label: msg('filter.movies', 'Movies') },
];
/** Segment labels of the sort control (English; the control shows them in the page's language). */
export const SORT_OPTIONS: { value: SortValue; label: string }[] = SORT_LABELS.map((o) => ({ value: o.value, label: o.label.message }));
/** Segment labels of the type filter (English; the control shows them in the page's language). */
export const FILTER_OPTIONS: { value: TypeFilterValue; label: string }[] = FILTER_LABELS.map((o) => ({
  value: o.value,
  label: o.label.message,
}));

/** Props of {@link SortFilterControls}. */
export interface SortFilterControlsProps {
  sort: SortValue;
  onSortChange: (value: SortValue) => void;
  filter: TypeFilterValue;
  onFilterChange: (value: TypeFilterValue) => void;
  /** Disable either control (spec §2: discover detail disables both). */
  disabled?: { sort?: boolean; filter?: boolean };
}

/**
 * Sort (Default / A–Z / Z–A) and type filter (All / TV / Movies) of search results and discover
 * detail (spec §2, §4), as two labelled segmented controls ('Sort', 'Type'): {@link SegmentedRadios}
 * (one render, no sliding indicator).
 * Presentational: applying sortShows/filterShows and restoring the original order on
 * none/none is the screen's job.
 */
export function SortFilterControls({ sort, onSortChange, filter, onFilterChange, disabled = {} }: SortFilterControlsProps) {
  const id = useId();
  const sortLabel = `${id}-sort`;
  const filterLabel = `${id}-filter`;
  const i18n = useT();
  const sortData = useMemo(() => SORT_LABELS.map((o) => ({ value: o.value, label: i18n.t(o.label) })), [i18n]);
  const filterData = useMemo(() => FILTER_LABELS.map((o) => ({ value: o.value, label: i18n.t(o.label) })), [i18n]);
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} id={sortLabel}>
          {i18n.t('sort.label', 'Sort')}
        </Text>
        <SegmentedRadios
          aria-labelledby={sortLabel}
          size="xs"
          value={sort}
          onChange={onSortChange}
          data={sortData}
          disabled={Boolean(disabled.sort)}
        />
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} id={filterLabel}>
          {i18n.t('filter.label', 'Type')}
        </Text>
        <SegmentedRadios
          aria-labelledby={filterLabel}
          size="xs"
          value={filter}
          onChange={onFilterChange}
          data={filterData}
          disabled={Boolean(disabled.filter)}
        />
      </Group>
    </Group>
  );
}
