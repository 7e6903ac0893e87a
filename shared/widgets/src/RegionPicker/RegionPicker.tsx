import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { knownRegion } from '@streamscout/region';
import { setPickedRegion, useRegion } from '@streamscout/session';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { Box, LoadFailed, Select } from '@streamscout/ui';
import { countryName, useT } from '@streamscout/i18n';

/** Props of {@link RegionPicker}. */
export interface RegionPickerProps {
  /** Visible label. Default 'Region'. */
  label?: string;
  /** Width (px or CSS length). Default 240. */
  w?: number | string;
  /** Mantine size. Default 'sm'. */
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The signed-out viewer's region picker: a searchable list of the regions TMDB has providers for
 * (`watch/providers/regions`, English names, only countries of the country list), set to the
 * region in effect; a choice is kept in browser storage and every provider view follows without
 * a reload (`setPickedRegion`). The list is asked for when the viewer reaches for the picker
 * (pointer over it, focus), so a page's first load makes no request for it; until it has loaded
 * the picker holds the current region alone. A failed list says so with 'Try again'
 * ({@link LoadFailed}), never an empty picker.
 */
export function RegionPicker({ label: given, w = 240, size = 'sm' }: RegionPickerProps) {
  const region = useRegion();
  const i18n = useT();
  const label = given ?? i18n.t('region.label', 'Region');
  const [wanted, setWanted] = useState(false);
  const regions = useQuery({ ...tmdbQueries.watchRegions(), enabled: wanted });
  const want = () => setWanted(true);
  const data = useMemo(() => {
    const name = (code: string, english: string) => (i18n.lang === 'en' ? english : countryName(i18n.lang, code));
    const list = (regions.data ?? []).filter((r) => knownRegion(r.code)).map((r) => ({ value: r.code, label: name(r.code, r.name) }));
    if (!list.some((r) => r.value === region)) list.unshift({ value: region, label: countryName(i18n.lang, region) });
    return list;
  }, [regions.data, region, i18n.lang]);
  if (regions.isError && !regions.data) {
    return <LoadFailed label={i18n.t('region.list', 'Regions')} onRetry={() => void regions.refetch()} retrying={regions.isFetching} />;
  }
  return (
    <Box onPointerEnter={want} onFocusCapture={want} onTouchStart={want} w={w}>
      <Select
        label={label}
        size={size}
        w={w}
        data={data}
        value={region}
        searchable
        allowDeselect={false}
        nothingFoundMessage={i18n.t('region.noneFound', 'No region found')}
        maxDropdownHeight={280}
        onChange={(value) => {
          if (value) setPickedRegion(value);
        }}
        data-testid="region-picker"
      />
    </Box>
  );
}
