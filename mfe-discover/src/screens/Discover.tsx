import { DISCOVER_ROWS } from '@streamscout/tmdb';
import { setOnlyMyServices, useOnlyMyServices } from '@streamscout/session';
import { Banner, Stack } from '@streamscout/ui';
import { OnlyMyServicesToggle } from '@streamscout/widgets';
import { EAGER_ROWS, useDiscoverRow } from '../api/rows';
import { DiscoverRowSection } from '../components/DiscoverRowSection';
import { msg, useT, type MessageDescriptor } from '@streamscout/i18n';

const HERO_TITLE = msg('discover.hero', 'Discover Our Popular Shows');
/** Hero title of spec §2 "Discover screen" (English; shown in the page's language). */
export const DISCOVER_HERO_TITLE = HERO_TITLE.message;

/** Section banners of spec §2, by row index: 'Genres' before the fourth row, 'Platforms' before the seventh. */
const SECTION_BANNERS: Readonly<Partial<Record<number, MessageDescriptor>>> = Object.freeze({
  3: msg('discover.genres', 'Genres'),
  6: msg('discover.platforms', 'Platforms'),
});

/**
 * `/discover` (spec §2 "Discover screen"): a 400 px hero 'Discover Our Popular Shows' over a
 * random image from the first half of the Trending row, then the nine rows of spec §9 in order —
 * Trending, Highest Rated, Newly Added, Action & Adventure, Comedy, Horror, Popular on Netflix,
 * Popular on Hulu, Popular on Prime — each with 'View More' to /discover/{row}, with a 'Genres'
 * banner before the fourth and a 'Platforms' banner before the seventh. Also the embed's overview.
 * Under the hero, "Only my services" narrows every row to the viewer's services (signed out, an
 * invitation to sign up); the platform rows follow the viewer's region.
 */
export default function Discover() {
  const trending = useDiscoverRow('trending');
  const onlyMine = useOnlyMyServices();
  const i18n = useT();
  return (
    <Stack gap="xl">
      <Banner shows={trending.isPending ? null : (trending.data ?? [])} title={i18n.t(HERO_TITLE)} />
      <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
      {DISCOVER_ROWS.map((r, i) => (
        <DiscoverRowSection key={r.key} row={r.key} eager={i < EAGER_ROWS} banner={SECTION_BANNERS[i] && i18n.t(SECTION_BANNERS[i])} />
      ))}
    </Stack>
  );
}
