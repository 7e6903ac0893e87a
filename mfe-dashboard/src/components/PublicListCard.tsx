import { createContext, memo, useContext, useDeferredValue } from 'react';
import { useProfile, useRegion } from '@streamscout/session';
import { Box, Paper, POSTER_WIDTH, posterHeight, Stack, Text } from '@streamscout/ui';
import { ShowListButtons } from '@streamscout/widgets';
import { useListShow, type ListEntry } from '../api/lists';
import { LIST_CARD_HEIGHT, ListShowCard } from './ListShowCard';
import { regionPhrase, useT } from '@streamscout/i18n';

/** Height of the "Streams on …" line, px. */
const WHERE_LINE = 22;
/** Height of the queue button's line (a 30 px button and its margin), px. */
const BUTTON_LINE = 40;
/** Height of a public list's card, px: a list card, where it streams, and the visitor's queue button. */
export const PUBLIC_CARD_HEIGHT = LIST_CARD_HEIGHT + WHERE_LINE + BUTTON_LINE;
/** Names shown before "+N" on the "Streams on …" line. */
const NAMES_SHOWN = 2;

/** The names of the visitor's region's services by provider id (the page reads them once: `useServiceNames`). */
export const ServiceNamesContext = createContext<ReadonlyMap<number, string>>(new Map());

/** The visitor's own queue toggle under a public list's card; signed out, 'Sign up to save shows!' (spec §17). */
const QUEUE_ONLY = ['queue'] as const;

/**
 * Where a title streams in the visitor's region, in a line: "Streams on Netflix, Hulu +2" — the
 * services that carry it without paying more there (`services_by_region` of its card data: a
 * subscription, free, or with ads), named from the region's provider lists — or "Not streaming in
 * the United Kingdom". A service whose name has not arrived yet is counted, not named.
 */
function StreamsIn({ ids, region }: { ids: readonly number[] | undefined; region: string }) {
  const names = useContext(ServiceNamesContext);
  const i18n = useT();
  if (!ids || ids.length === 0) {
    return (
      <Text size="xs" c="dimmed" h={WHERE_LINE} pt={4} truncate="end" data-testid="card-streams-in" data-region={region}>
        {i18n.t('public.notStreaming', 'Not streaming in {country}', { country: regionPhrase(i18n, region) })}
      </Text>
    );
  }
  const named = ids.map((id) => names.get(id)).filter((n): n is string => Boolean(n));
  const shown = named.slice(0, NAMES_SHOWN);
  const more = ids.length - shown.length;
  const text = shown.length
    ? i18n.t('public.streamsOn', 'Streams on {services}', { services: `${shown.join(', ')}${more > 0 ? ` +${more}` : ''}` })
    : i18n.lang === 'en'
      ? `Streams on ${ids.length} services`
      : i18n.t('public.streamsOnCount', '{count, plural, one {Streams on # service} other {Streams on # services}}', { count: ids.length });
  return (
    <Text size="xs" h={WHERE_LINE} pt={4} truncate="end" title={named.join(', ')} data-testid="card-streams-in" data-region={region}>
      {text}
    </Text>
  );
}

/**
 * What stands in for an adult title on a public list for a visitor whose settings do not allow
 * adult titles (signed out, or the profile's flag off): a card of the same size that names
 * neither the title nor its poster (spec §17 "Nothing else leaks").
 */
function HiddenAdultCard({ entry }: { entry: ListEntry }) {
  const i18n = useT();
  return (
    <Stack w={POSTER_WIDTH} mih={PUBLIC_CARD_HEIGHT} gap={8} data-entry={entry.key} data-testid="hidden-adult-card">
      <Paper
        withBorder
        radius="sm"
        w={POSTER_WIDTH}
        h={posterHeight()}
        p="sm"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Text size="sm" ta="center" c="dimmed">
          {i18n.t('public.hiddenAdult', 'An adult title, hidden by your settings.')}
        </Text>
      </Paper>
    </Stack>
  );
}

/**
 * One card of a public list (spec §17), for whoever looks at it: the owner's list card (poster,
 * title, date, rating, "On your services" for a signed-in visitor's services), then where it
 * streams in the visitor's region and the visitor's own queue button ('Sign up to save shows!'
 * signed out). Asks for its own card data (only the cards on screen cost requests), drawn in a
 * deferred render as the owner's gallery cards are. An adult title shows only to a visitor whose
 * settings allow it.
 */
export const PublicListCard = memo(function PublicListCard({ entry, priority }: { entry: ListEntry; priority: boolean }) {
  const item = useDeferredValue(useListShow(entry));
  const region = useRegion();
  const adultAllowed = useProfile()?.adult === true;
  if (item.status === 'ready' && item.show.adult === true && !adultAllowed) return <HiddenAdultCard entry={entry} />;
  return (
    <ListShowCard
      item={item}
      priority={priority}
      height={PUBLIC_CARD_HEIGHT}
      extra={
        item.status === 'ready' ? (
          <>
            <StreamsIn ids={item.show.services_by_region[region]} region={region} />
            <Box h={BUTTON_LINE} pt={6} data-testid="card-queue">
              <ShowListButtons show={item.show} lists={QUEUE_ONLY} size="md" variant="light" signedOut="signup" />
            </Box>
          </>
        ) : null
      }
    />
  );
});
