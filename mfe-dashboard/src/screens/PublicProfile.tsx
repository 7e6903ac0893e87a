import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { useRegion, type PublicList } from '@streamscout/session';
import { formatCount } from '@streamscout/tmdb';
import { AppLink, Box, Button, Group, HorizontalScroll, LoadFailed, NotFound, Paper, Skeleton, Stack, Text, Title } from '@streamscout/ui';
import { publicListQueries } from '@streamscout/widgets';
import { listTexts, SECTION_LIMIT, newestFirst, parseListEntry } from '../api/lists';
import { useServiceNames } from '../api/publicLists';
import { PublicListCard, ServiceNamesContext } from '../components/PublicListCard';
import { regionPhrase, useT } from '@streamscout/i18n';

/**
 * `/u/{username}` (spec §17): the lists a user made public — a section per list (Watch Queue,
 * Favorites, Watched List, in that order) with its newest {@link SECTION_LIMIT} titles as public
 * cards (where each streams in the visitor's region, the visitor's queue button) and 'View all' to
 * the list's page. Only the username and those lists: nothing else of the profile. A user with no
 * public list, unknown or renamed: the page-not-found screen (the server answers 404).
 */
export default function PublicProfile() {
  const { username = '' } = useParams();
  const query = useQuery(publicListQueries.lists(username));
  const region = useRegion();
  const names = useServiceNames(region);
  const i18n = useT();
  if (query.isPending) return <Skeleton height={240} radius="md" data-testid="public-profile-loading" />;
  if (query.isError && !query.data)
    return (
      <LoadFailed label={i18n.t('public.theseLists', 'These lists')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  const lists = query.data ?? [];
  if (lists.length === 0) return <NotFound />;
  const owner = lists[0]!.username;
  return (
    <Stack gap="xl" miw={0}>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {i18n.t('public.userLists', "{username}'s lists", { username: owner })}
        </Title>
        <Text c="dimmed">
          {i18n.t('public.sharedIntro', 'Shared on StreamScout. Where each title streams in {country}.', {
            country: regionPhrase(i18n, region),
          })}
        </Text>
      </Stack>
      <ServiceNamesContext.Provider value={names}>
        {lists.map((l, i) => (
          <PublicSection key={l.list} list={l} first={i === 0} />
        ))}
      </ServiceNamesContext.Provider>
    </Stack>
  );
}

/**
 * One public list on its owner's page: heading, count, 'View all', its newest cards in a row that
 * scrolls sideways; `first`: the page's first section (its first poster loads first).
 */
function PublicSection({ list, first }: { list: PublicList; first: boolean }) {
  const headingId = useId();
  const i18n = useT();
  const texts = listTexts(list.list, i18n);
  const newest = useMemo(() => newestFirst(list.entries, SECTION_LIMIT).map(parseListEntry), [list.entries]);
  const count = list.entries.length;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`public-section-${list.list}`} miw={0}>
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Stack gap={0}>
          <Title order={2} size="h3" id={headingId}>
            {texts.section}
          </Title>
          <Text size="sm" c="dimmed">
            {i18n.lang === 'en'
              ? `${formatCount(count)} ${count === 1 ? 'title' : 'titles'}`
              : i18n.t('gallery.titles', '{count, plural, one {# title} other {# titles}}', { count })}
          </Text>
        </Stack>
        <Button component={AppLink} to={paths.publicList(list.username, list.list)} variant="light" size="sm">
          {i18n.t('public.viewAll', 'View all')}
        </Button>
      </Group>
      {count === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text ta="center" c="dimmed">
            {i18n.t('public.empty', 'This list is empty.')}
          </Text>
        </Paper>
      ) : (
        <HorizontalScroll>
          <Group gap="md" wrap="nowrap" align="flex-start">
            {newest.map((entry, i) => (
              <PublicListCard key={entry.key} entry={entry} priority={first && i === 0} />
            ))}
          </Group>
        </HorizontalScroll>
      )}
    </Box>
  );
}
