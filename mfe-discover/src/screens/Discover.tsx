import { DISCOVER_ROWS } from '@streamscout/tmdb';
import { Banner, BannerSkeleton, Stack, Title } from '@streamscout/ui';
import { useDiscoverRow } from '../api/rows';
import { DiscoverRowSection } from '../components/DiscoverRowSection';

/** Banner text before the fourth and the seventh row (spec §2 "Discover screen"). */
const SECTION_BANNERS: Partial<Record<number, string>> = { 3: 'Genres', 6: 'Platforms' };

/**
 * `/discover` (spec §2): hero 'Discover Our Popular Shows', then the nine rows of spec §9, each
 * with 'View More' to /discover/{row}. Rows below the fold fetch when scrolled near (budget:
 * ≤ 6 TMDB requests above the fold, architecture §7).
 */
export default function Discover() {
  const trending = useDiscoverRow('trending');
  return (
    <Stack gap="xl">
      {trending.isPending ? (
        <BannerSkeleton />
      ) : (
        <Banner shows={trending.data ?? []} title="Discover Our Popular Shows" />
      )}
      {DISCOVER_ROWS.map((row, i) => (
        <Stack key={row.key} gap="sm">
          {SECTION_BANNERS[i] && (
            <Title order={2} ta="center" py="md" style={{ background: 'var(--mantine-color-brand-light)', borderRadius: 4 }}>
              {SECTION_BANNERS[i]}
            </Title>
          )}
          <DiscoverRowSection row={row.key} title={row.title} eager={i < 2} />
        </Stack>
      ))}
    </Stack>
  );
}
