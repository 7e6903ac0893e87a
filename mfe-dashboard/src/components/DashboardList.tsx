import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { paths } from '@streamscout/routes';
import { clearList, useListClearing, useRegion, useServiceFilter, type ListName } from '@streamscout/session';
import { isOnServices } from '@streamscout/tmdb';
import { Box, ListSection, LoadFailed, Text } from '@streamscout/ui';
import { SECTION_LIMIT, listTexts, newestFirst, useListShows } from '../api/lists';
import { LIST_CARD_HEIGHT, ListShowCard } from './ListShowCard';
import { regionPhrase, useT } from '@streamscout/i18n';

/** Props of {@link DashboardList}. */
export interface DashboardListProps {
  list: ListName;
  /** The list's entries as stored in the profile ('movie-123', …; oldest first). */
  entries: readonly string[];
  /** Called with the error text when clearing fails (the screen shows it in its snackbar). */
  onError: (text: string) => void;
  /** Under the heading: the list's "Share" switch (spec §17). */
  share?: ReactNode;
}

/**
 * One list on the dashboard (spec §2): its heading, 'View All' to `/dashboard/{list}`, the clear
 * button ('Clear Queue' / 'Clear Favorites' / 'Clear Watched', disabled when empty; `remove_all`
 * then replaces the profile with the returned one, spec §4), and the newest {@link SECTION_LIMIT}
 * shows newest first (light card data, {@link useListShows}), or the list's empty text (spec §2,
 * exact) when the list has no entries.
 *
 * Failed is not empty: a title TMDB failed to send is a card with 'Try again' for that title; when
 * every title of the section failed (TMDB down), the section shows one {@link LoadFailed} the
 * height of a card row instead, whose 'Try again' asks again for those titles only.
 *
 * With "Only my services" on, the section keeps the titles (of its newest ten) streaming on the
 * user's services in their region, or says none does. Under the heading, the list's `share` switch.
 */
export function DashboardList({ list, entries, onError, share }: DashboardListProps) {
  const i18n = useT();
  const texts = listTexts(list, i18n);
  const clearing = useListClearing(list);
  const newest = useMemo(() => newestFirst(entries, SECTION_LIMIT), [entries]);
  // drawn in a deferred, time-sliced render: query answers arrive through useSyncExternalStore,
  // whose updates render synchronously (see GalleryCard); the urgent render keeps the cards as they were
  const all = useDeferredValue(useListShows(newest));
  const region = useRegion();
  const services = useServiceFilter();
  // "Only my services": the loaded titles streaming on them in the viewer's region
  const items = services.length
    ? all.filter((i) => i.status === 'ready' && isOnServices(i.show.services_by_region[region], services))
    : all;
  const settled = all.every((i) => i.status !== 'loading');
  const allFailed = all.length > 0 && all.every((i) => i.status === 'failed');
  const clear = async () => {
    const updated = await clearList(list);
    if (!updated)
      onError(
        i18n.t('lists.clearFailed', 'Error clearing your {list}. Please check your network connection and try again.', {
          list: texts.noun,
        }),
      );
  };
  return (
    <ListSection
      title={texts.section}
      viewAllTo={paths.gallery(list)}
      clearLabel={texts.clear}
      onClear={() => void clear()}
      clearing={clearing}
      empty={entries.length === 0}
      emptyText={texts.empty}
      below={share}
    >
      {allFailed ? (
        <Box style={{ flex: 1 }} miw={0}>
          <LoadFailed
            label={texts.section}
            minHeight={LIST_CARD_HEIGHT}
            retrying={all.some((i) => i.status === 'failed' && i.retrying)}
            onRetry={() => all.forEach((i) => i.status === 'failed' && i.retry())}
          />
        </Box>
      ) : services.length && settled && items.length === 0 ? (
        <Text py="md" data-testid="none-on-services">
          {i18n.t('lists.noneOnServices', 'None of these titles streams on your services in {country}.', {
            country: regionPhrase(i18n, region),
          })}
        </Text>
      ) : (
        items.map((item) => <ListShowCard key={item.entry.key} item={item} />)
      )}
    </ListSection>
  );
}
