import { startTransition, useEffect, useState } from 'react';
import { paths } from '@streamscout/routes';
import { setOnlyMyServices, useMyServices, useOnlyMyServices, useRegion } from '@streamscout/session';
import { calendarDayLabel, calendarEntrySummary, isOnServices, type CalendarDay, type CalendarEntry } from '@streamscout/tmdb';
import { Anchor, AppLink, Badge, Group, Paper, Poster, QueryState, Skeleton, Stack, Text, Title } from '@streamscout/ui';
import { OnlyMyServicesToggle, PrivateFeedUrl, WatchSummary } from '@streamscout/widgets';
import { useCalendar } from '../api/calendar';
import { msg, regionPhrase, useT } from '@streamscout/i18n';

/** The empty calendar's text: what to do to fill it. */
const EMPTY = msg(
  'calendar.empty',
  'Nothing coming up yet. Add a show to your Watch Queue or Favorites, or mark an episode watched on its season page, and its episodes show here; movies in your Watch Queue show with their release dates.',
);
export const CALENDAR_EMPTY = EMPTY.message;

/** Shown when "Only my services" hides every entry. */
const NONE_ON_SERVICES = msg(
  'calendar.noneOnServices',
  'Nothing in these days is on your services. Turn off "Only my services" to see everything.',
);

/** Poster width of an entry, px (2:3 → 75 px high). */
const ENTRY_POSTER_WIDTH = 50;

/**
 * Entries of the first render: more than a desktop screen shows. A user following hundreds of shows
 * has hundreds of entries; rendering all of them before the first paint took seconds (architecture §7's
 * budget: first content ≤ 1.5 s), so the rest follow in steps of {@link LATER_ENTRIES}, each a transition.
 */
export const FIRST_ENTRIES = 12;
/** Entries added by each later step. */
const LATER_ENTRIES = 48;

/**
 * The first `limit` entries of `days`, in order, as days (a day cut short keeps the entries that
 * fit; days after the limit are left out).
 * @param days days with entries, ascending
 * @param limit entries to keep (≥ 0)
 * @returns the same days when they hold `limit` entries or fewer
 */
export function firstEntriesOf(days: CalendarDay[], limit: number): CalendarDay[] {
  const out: CalendarDay[] = [];
  let left = limit;
  for (const d of days) {
    if (left <= 0) break;
    out.push(d.entries.length <= left ? d : { ...d, entries: d.entries.slice(0, left) });
    left -= d.entries.length;
  }
  return out;
}

/**
 * How many of `total` entries to render now: {@link FIRST_ENTRIES} at first, then
 * {@link LATER_ENTRIES} more after each paint (a timer, then a transition React may interrupt
 * for input) until all are there.
 */
function useEntriesRendered(total: number): number {
  const [limit, setLimit] = useState(FIRST_ENTRIES);
  useEffect(() => {
    if (limit >= total) return;
    const id = setTimeout(() => startTransition(() => setLimit((l) => l + LATER_ENTRIES)), 0);
    return () => clearTimeout(id);
  }, [limit, total]);
  return limit;
}

/** The private calendar URL of a token (the app server's `/calendar/<token>.ics`). */
const icsPath = (token: string) => `/calendar/${token}.ics`;

/**
 * `/dashboard/calendar` (signed in; spec §12): the last 7 days and the next 30, by day (days
 * with nothing are not listed, today marked), of the episodes of the shows the user follows (queue,
 * favorites, or an episode watched) and the releases of the movies in their queue (theatrical or
 * digital, with TMDB's note). Each entry: poster, "Show — S2E5 Episode title" linking to its page,
 * where to watch it in the user's region (their services first, "On your services"). "Only my
 * services" narrows it to what their services carry. Loading, failed (with Try again) and empty
 * (what to do to fill it) are told apart. Ends with the private calendar URL for calendar apps.
 */
export default function Calendar() {
  const calendar = useCalendar();
  const region = useRegion();
  const onlyMine = useOnlyMyServices();
  const i18n = useT();
  return (
    <Stack gap="xl" miw={0}>
      <Stack gap="xs">
        <Anchor component={AppLink} to={paths.dashboard()} size="sm">
          {i18n.t('calendar.back', '← Back to Dashboard')}
        </Anchor>
        <Title order={1}>{i18n.t('calendar.title', 'Calendar')}</Title>
        <Text c="dimmed">
          {i18n.t(
            'calendar.intro',
            'Episodes of the shows you follow and releases of the movies in your Watch Queue, from last week to 30 days ahead, and where to watch them in {country}.',
            { country: regionPhrase(i18n, region) },
          )}
        </Text>
        <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
      </Stack>
      <QueryState
        query={calendar}
        label={i18n.t('calendar.title', 'Calendar')}
        loading={<CalendarSkeleton />}
        empty={<Text data-testid="calendar-empty">{i18n.t(EMPTY)}</Text>}
        isEmpty={(c) => c.days.length === 0}
      >
        {(c) => <CalendarDays days={c.days} today={c.today} onlyMine={onlyMine} />}
      </QueryState>
      <PrivateFeedUrl kind="calendar" path={icsPath} />
    </Stack>
  );
}

/**
 * The days, narrowed to the viewer's services while "Only my services" is on; long calendars
 * render their first entries first ({@link useEntriesRendered}).
 */
function CalendarDays({ days, today, onlyMine }: { days: CalendarDay[]; today: string; onlyMine: boolean }) {
  const services = useMyServices();
  const narrow = onlyMine && services.length > 0;
  const shown = days
    .map((d) => ({ ...d, entries: narrow ? d.entries.filter((e) => isOnServices(e.providers, services)) : d.entries }))
    .filter((d) => d.entries.length > 0);
  const limit = useEntriesRendered(shown.reduce((n, d) => n + d.entries.length, 0));
  const i18n = useT();
  if (shown.length === 0) return <Text data-testid="calendar-none-on-services">{i18n.t(NONE_ON_SERVICES)}</Text>;
  return (
    <Stack gap="lg" data-testid="calendar-days">
      {firstEntriesOf(shown, limit).map((d) => (
        <Stack
          key={d.date}
          gap="xs"
          component="section"
          aria-label={calendarDayLabel(d.date, i18n.lang)}
          data-testid="calendar-day"
          data-date={d.date}
        >
          <Group gap="sm">
            <Title order={2} size="h4" c={d.date < today ? 'dimmed' : undefined}>
              {calendarDayLabel(d.date, i18n.lang)}
            </Title>
            {d.date === today && (
              <Badge variant="filled" data-testid="calendar-today">
                {i18n.t('calendar.today', 'Today')}
              </Badge>
            )}
          </Group>
          {d.entries.map((e) => (
            <CalendarItem key={e.uid} entry={e} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** One episode or release: poster, its summary linking to the title's page, the release kind and note, where to watch. */
function CalendarItem({ entry }: { entry: CalendarEntry }) {
  const i18n = useT();
  const summary = calendarEntrySummary(entry, i18n);
  return (
    <Paper p="sm" withBorder shadow="xs" bg="var(--mantine-color-default)" data-testid="calendar-entry" data-uid={entry.uid}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Poster show={{ poster_path: entry.poster_path, title: entry.title }} width={ENTRY_POSTER_WIDTH} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={AppLink} to={entry.path} fw={700}>
            {summary}
          </Anchor>
          {entry.kind === 'movie' && entry.release && (
            <Group gap="xs">
              <Badge variant="light" color={entry.release === 'digital' ? 'violet' : 'orange'} tt="none" data-testid="calendar-release">
                {entry.release === 'digital' ? i18n.t('calendar.digital', 'Digital release') : i18n.t('calendar.theaters', 'In theaters')}
              </Badge>
              {entry.note && (
                <Text size="sm" c="dimmed">
                  {entry.note}
                </Text>
              )}
            </Group>
          )}
          <WatchSummary
            watch={entry.providers}
            label={i18n.t('season.whereToWatch', 'Where to watch {name}', { name: entry.title })}
            testId="calendar-watch"
          />
        </Stack>
      </Group>
    </Paper>
  );
}

/** Two days of three entries while the calendar loads. */
function CalendarSkeleton() {
  const i18n = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={i18n.t('calendar.loading', 'Loading calendar')}>
      {[0, 1].map((d) => (
        <Stack key={d} gap="xs">
          <Skeleton height={24} width={200} />
          {[0, 1, 2].map((e) => (
            <Skeleton key={e} height={95} radius="md" />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
