import { useId } from 'react';
import { Group, Text } from '@mantine/core';
import { SegmentedRadios } from '../SegmentedRadios/SegmentedRadios';

/** Sort of spec §4: none (original order), alpha (A→Z), rev (Z→A). */
export type SortValue = 'none' | 'alpha' | 'rev';
/** Type filter of spec §4: none (all), tv, movie. */
export type TypeFilterValue = 'none' | 'tv' | 'movie';

/** Segment labels of the sort control. */
export const SORT_OPTIONS: { value: SortValue; label: string }[] = [
  { value: 'none', label: 'Default' },
  { value: 'alpha', label: 'A–Z' },
  { value: 'rev', label: 'Z–A' },
];
/** Segment labels of the type filter. */
export const FILTER_OPTIONS: { value: TypeFilterValue; label: string }[] = [
  { value: 'none', label: 'All' },
  { value: 'tv', label: 'TV' },
  { value: 'movie', label: 'Movies' },
];

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
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} id={sortLabel}>
          Sort
        </Text>
        <SegmentedRadios
          aria-labelledby={sortLabel}
          size="xs"
          value={sort}
          onChange={onSortChange}
          data={SORT_OPTIONS}
          disabled={Boolean(disabled.sort)}
        />
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} id={filterLabel}>
          Type
        </Text>
        <SegmentedRadios
          aria-labelledby={filterLabel}
          size="xs"
          value={filter}
          onChange={onFilterChange}
          data={FILTER_OPTIONS}
          disabled={Boolean(disabled.filter)}
        />
      </Group>
    </Group>
  );
}
