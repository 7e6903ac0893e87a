import { useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { paths } from '@streamscout/routes';
import { useIsSignedIn, useMyServices, useProfile, useRegion } from '@streamscout/session';
import type { PlanTitle } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import {
  AppLink,
  Button,
  CountBars,
  Group,
  LoadFailed,
  Paper,
  SegmentedRadios,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@streamscout/ui';
import { useShowsInProgress } from '@streamscout/widgets';
import { msg, regionPhrase, slot, useT, withElements, type Translator } from '@streamscout/i18n';
import { usePlanTitles } from '../api/plan';
import { ProfilePending } from '../components/ProfilePending';
import { regionServices } from '../api/regionServices';
import { namedProviders, planFor, seasonsNote, type SeasonMark, type ServiceCoverage } from '../plan/plan';

/** Which list the planner counts: the Watch Queue, or Favorites not yet watched. */
type PlanList = 'queue' | 'favorites';

const LISTS = [
  { value: 'queue', label: msg('plan.list.queue', 'Watch Queue') },
  { value: 'favorites', label: msg('plan.list.favorites', 'Favorites not yet watched') },
] as const;

/** Bars drawn at most (the ranked list below the chart names every service). */
const MAX_BARS = 12;

/** "1 title", "12 titles", in the page's language. */
const titlesOf = (i18n: Translator, count: number) => i18n.t('plan.titles', '{count, plural, one {# title} other {# titles}}', { count });

/** An open list of titles: what the user clicked, and the titles behind it (with a note per title, e.g. "seasons 1–3 only"). */
interface OpenList {
  heading: string;
  items: Array<{ title: PlanTitle; note?: string }>;
}

/**
 * A count that opens its titles. `after`: the punctuation that follows it in its sentence, kept on
 * the count's last line (a button is one box: a long count filling a narrow line would leave it alone
 * on the next), not underlined.
 */
function CountButton({ label, onOpen, testId, after }: { label: string; onOpen: () => void; testId?: string; after?: string }) {
  return (
    <UnstyledButton onClick={onOpen} data-testid={testId} style={{ textDecoration: 'underline', color: 'var(--mantine-color-anchor)' }}>
      {label}
      {after && <span style={{ display: 'inline-block', color: 'var(--mantine-color-text)' }}>{after}</span>}
    </UnstyledButton>
  );
}

/** The titles behind a count: each a link to its page, with its note. */
function TitleList({ open, onClose }: { open: OpenList; onClose: () => void }) {
  const i18n = useT();
  return (
    <Paper withBorder p="md" radius="md" data-testid="plan-titles" aria-live="polite">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h4">
          {open.heading}
        </Title>
        <Button variant="subtle" size="xs" onClick={onClose}>
          {i18n.t('plan.close', 'Close')}
        </Button>
      </Group>
      {open.items.length === 0 ? (
        <Text c="dimmed">{i18n.t('plan.noTitles', 'No titles.')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {open.items.map(({ title, note }) => (
            <li key={title.key} data-testid="plan-title">
              <AppLink to={paths.details.show(title.type, title.id)}>{title.title || title.key}</AppLink>
              <Text span c="dimmed" size="sm">
                {' '}
                · {title.type === 'tv' ? i18n.t('plan.kind.tv', 'TV') : i18n.t('plan.kind.movie', 'Movie')}
                {note ? ` · ${note}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** What a service carries, as the list opened from its count: whole titles, then shows with some seasons. */
function serviceList(i18n: Translator, s: ServiceCoverage): OpenList {
  return {
    heading: i18n.t('plan.onService', 'On {service}: {count, plural, one {# title} other {# titles}}', {
      service: s.name,
      count: s.titles.length,
    }),
    items: [
      ...s.titles.map((title) => ({ title })),
      ...s.partial.map((p) => ({
        title: p.title,
        note: i18n.t('plan.notCounted', '{seasons} (not counted)', { seasons: seasonsNote(p.seasons, i18n) }),
      })),
    ],
  };
}

/**
 * `/dashboard/plan` (spec §20), signed-in users only: for the user's region, how many titles of the
 * Watch Queue (or of Favorites not yet watched) each service streams — by subscription, free or with
 * ads — as a ranked bar chart and a list; the best single service and the best pair; what each of
 * the user's services alone carries, and which carries nothing ("You could pause X"); titles only to
 * rent or buy apart. A show counts for a service when the seasons the user has not finished stream
 * there ("seasons 1–3 only" otherwise). Every count opens the titles behind it.
 *
 * Where the titles stream comes from the app's server (`POST /api/plan`, one cached TMDB answer
 * per title per day); the counting runs here, in the browser (`planFor`), because it needs the
 * user's progress and services, which the server never sees.
 */
export default function Plan() {
  const profile = useProfile();
  const region = useRegion();
  const myServices = useMyServices();
  const [list, setList] = useState<PlanList>('queue');
  const [open, setOpen] = useState<OpenList | null>(null);
  const i18n = useT();
  const progress = useShowsInProgress(useIsSignedIn());
  const entries = useMemo(() => {
    if (!profile) return [];
    if (list === 'queue') return profile.queue;
    const watched = new Set(profile.watched);
    return profile.favorites.filter((key) => !watched.has(key));
  }, [profile, list]);
  const answer = usePlanTitles(entries, region, profile !== null);
  const marks = useMemo(() => new Map<number, SeasonMark>((progress.data ?? []).map((p) => [p.showId, p.last])), [progress.data]);
  // the names of the user's services that carry none of the list (the answer names only those that
  // carry something): the region's movie and TV lists, a service being in the second only at times;
  // each cached a day (`tmdbQueries.regionProviders`), so asked again only when stale
  const [movieProviders, tvProviders] = useQueries({
    queries: (['movie', 'tv'] as const).map((type) => ({ ...tmdbQueries.regionProviders(type, region), enabled: myServices.length > 0 })),
    combine: (results) => results.map((r) => r.data),
  });
  const plan = useMemo(() => {
    if (!answer.data) return null;
    const providers = namedProviders(answer.data.providers, regionServices(movieProviders, tvProviders));
    return planFor({ titles: answer.data.titles, providers }, myServices, marks);
  }, [answer.data, movieProviders, tvProviders, myServices, marks]);

  if (!profile) return <ProfilePending />;
  const country = regionPhrase(i18n, region);
  const titles = (count: number) => titlesOf(i18n, count);

  return (
    <Stack gap="lg" miw={0} data-testid="plan">
      <Stack gap={4}>
        <Title order={1}>{i18n.t('plan.title', 'Service planner')}</Title>
        <Text c="dimmed">
          {i18n.t(
            'plan.intro',
            'Which streaming service carries most of what you want to watch in {country}: by subscription, free or with ads. Rent and buy are listed apart.',
            { country },
          )}{' '}
          <AppLink to={paths.services()}>{i18n.t('menu.services', 'My services')}</AppLink> ·{' '}
          <AppLink to={paths.dashboard()}>{i18n.t('alerts.back', 'Back to your dashboard')}</AppLink>
        </Text>
      </Stack>
      <SegmentedRadios
        aria-label={i18n.t('plan.listLabel', 'List to plan for')}
        data={LISTS.map((l) => ({ value: l.value, label: i18n.t(l.label) }))}
        value={list}
        onChange={(v) => {
          setList(v);
          setOpen(null);
        }}
      />
      {answer.isError || progress.isError ? (
        <LoadFailed
          onRetry={() => void (progress.isError ? progress.refetch() : answer.refetch())}
          retrying={answer.isFetching || progress.isFetching}
        />
      ) : !plan || progress.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={28} w="60%" />
          <Skeleton h={240} />
        </Stack>
      ) : entries.length === 0 ? (
        <Text data-testid="plan-empty">
          {list === 'queue'
            ? i18n.t('plan.emptyQueue', 'Your Watch Queue is empty: add titles to see which service carries them.')
            : i18n.t('plan.emptyFavorites', 'No favorites left to watch.')}
        </Text>
      ) : (
        <>
          <Stack gap={6} data-testid="plan-summary">
            <Text>
              {list === 'queue'
                ? i18n.t('plan.summary.queue', '{count, plural, one {# title} other {# titles}} on your queue.', {
                    count: plan.titles.length,
                  })
                : i18n.t('plan.summary.favorites', '{count, plural, one {# title} other {# titles}} on your favorites not yet watched.', {
                    count: plan.titles.length,
                  })}
            </Text>
            {plan.best ? (
              <Text data-testid="plan-best">
                {withElements(
                  i18n.t('plan.best', 'Best single service: {service} with {count} of {total, number}.', {
                    service: slot('service'),
                    count: slot('count'),
                    total: plan.titles.length,
                  }),
                  {
                    service: <strong>{plan.best.name}</strong>,
                    count: (
                      <CountButton
                        label={titles(plan.best.titles.length)}
                        onOpen={() => setOpen(serviceList(i18n, plan.best!))}
                        testId="plan-best-count"
                      />
                    ),
                  },
                )}
              </Text>
            ) : (
              <Text data-testid="plan-best">{i18n.t('plan.none', 'No service streams any of it in {country}.', { country })}</Text>
            )}
            {plan.bestPair && (
              <Text data-testid="plan-pair">
                {withElements(
                  i18n.t('plan.pair', 'Best pair: {first} and {second} with {count}.', {
                    first: slot('first'),
                    second: slot('second'),
                    count: slot('count'),
                  }),
                  {
                    first: <strong>{plan.bestPair.services[0].name}</strong>,
                    second: <strong>{plan.bestPair.services[1].name}</strong>,
                    count: (
                      <CountButton
                        label={titles(plan.bestPair.titles.length)}
                        onOpen={() =>
                          setOpen({
                            heading: i18n.t('plan.pairList', 'On {first} or {second}: {count, plural, one {# title} other {# titles}}', {
                              first: plan.bestPair!.services[0].name,
                              second: plan.bestPair!.services[1].name,
                              count: plan.bestPair!.titles.length,
                            }),
                            items: plan.bestPair!.titles.map((title) => ({ title })),
                          })
                        }
                        testId="plan-pair-count"
                      />
                    ),
                  },
                )}
              </Text>
            )}
            {plan.rentOrBuyOnly.length > 0 && (
              <Text data-testid="plan-rent-buy">
                {withElements(i18n.t('plan.rentBuy', '{titles} (not counted for any service).', { titles: slot('titles') }), {
                  titles: (
                    <CountButton
                      label={i18n.t(
                        'plan.rentBuyCount',
                        '{count, plural, one {# title only to rent or buy} other {# titles only to rent or buy}}',
                        {
                          count: plan.rentOrBuyOnly.length,
                        },
                      )}
                      onOpen={() =>
                        setOpen({
                          heading: i18n.t('plan.rentBuyList', 'Only to rent or buy: {count, plural, one {# title} other {# titles}}', {
                            count: plan.rentOrBuyOnly.length,
                          }),
                          items: plan.rentOrBuyOnly.map((title) => ({ title })),
                        })
                      }
                      testId="plan-rent-buy-count"
                    />
                  ),
                })}
              </Text>
            )}
            {plan.nowhere.length > 0 && (
              <Text data-testid="plan-nowhere">
                <CountButton
                  label={i18n.t(
                    'plan.nowhereCount',
                    '{count, plural, one {# title not available in {country}} other {# titles not available in {country}}}',
                    { count: plan.nowhere.length, country },
                  )}
                  onOpen={() =>
                    setOpen({
                      heading: i18n.t('plan.nowhereList', 'Not available: {count, plural, one {# title} other {# titles}}', {
                        count: plan.nowhere.length,
                      }),
                      items: plan.nowhere.map((title) => ({ title })),
                    })
                  }
                  after="."
                />
              </Text>
            )}
          </Stack>

          {open && <TitleList open={open} onClose={() => setOpen(null)} />}

          {plan.services.some((s) => s.titles.length > 0) && (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {i18n.t('plan.chartTitle', 'Titles each service carries')}
              </Title>
              <CountBars
                label={i18n.t('plan.chartLabel', 'Titles')}
                formatValue={titles}
                rows={plan.services
                  .filter((s) => s.titles.length > 0)
                  .slice(0, MAX_BARS)
                  .map((s) => ({ id: String(s.id), label: s.name, count: s.titles.length }))}
                onSelect={(id) => {
                  const s = plan.services.find((x) => String(x.id) === id);
                  if (s) setOpen(serviceList(i18n, s));
                }}
              />
              <Stack gap={2} component="ol" data-testid="plan-services" style={{ margin: 0, paddingInlineStart: '1.5em' }}>
                {plan.services
                  .filter((s) => s.titles.length > 0 || s.partial.length > 0)
                  .map((s) => (
                    <li key={s.id} data-testid="plan-service" data-provider={s.id}>
                      <Text span fw={s.mine ? 700 : 400}>
                        {s.mine ? i18n.t('plan.yours', '{service} (yours)', { service: s.name }) : s.name}
                      </Text>
                      {': '}
                      <CountButton
                        label={titles(s.titles.length)}
                        onOpen={() => setOpen(serviceList(i18n, s))}
                        testId="plan-service-count"
                      />
                      {s.partial.length > 0 && (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          {i18n.t('plan.partial', '(+{count, number} with some seasons only)', { count: s.partial.length })}
                        </Text>
                      )}
                    </li>
                  ))}
              </Stack>
            </Stack>
          )}

          <Stack gap="xs" data-testid="plan-mine">
            <Title order={2} size="h3">
              {i18n.t('plan.yourServices', 'Your services')}
            </Title>
            {plan.mine.length === 0 ? (
              <Text c="dimmed">
                {withElements(
                  i18n.t('plan.noServices', 'You have not picked your services yet. {link} to see what each one alone covers.', {
                    link: slot('link'),
                  }),
                  { link: <AppLink to={paths.services()}>{i18n.t('plan.pickThem', 'Pick them')}</AppLink> },
                )}
              </Text>
            ) : (
              plan.mine.map(({ service, only }) =>
                service.titles.length === 0 && service.partial.length === 0 ? (
                  <Text key={service.id} data-testid="plan-pause">
                    {withElements(
                      list === 'queue'
                        ? i18n.t('plan.pause.queue', 'You could pause {service}: none of your queue is on it.', {
                            service: slot('service'),
                          })
                        : i18n.t('plan.pause.favorites', 'You could pause {service}: none of your favorites not yet watched is on it.', {
                            service: slot('service'),
                          }),
                      { service: <strong>{service.name}</strong> },
                    )}
                  </Text>
                ) : (
                  <Text key={service.id} data-testid="plan-only">
                    {withElements(
                      i18n.t('plan.only', '{service}: {count}, of which {only}.', {
                        service: slot('service'),
                        count: slot('count'),
                        only: slot('only'),
                      }),
                      {
                        service: <strong>{service.name}</strong>,
                        count: <CountButton label={titles(service.titles.length)} onOpen={() => setOpen(serviceList(i18n, service))} />,
                        only: (
                          <CountButton
                            label={i18n.t('plan.onlyCount', '{count, number} on none of your other services', { count: only.length })}
                            onOpen={() =>
                              setOpen({
                                heading: i18n.t(
                                  'plan.onlyList',
                                  'Only on {service} among yours: {count, plural, one {# title} other {# titles}}',
                                  { service: service.name, count: only.length },
                                ),
                                items: only.map((title) => ({ title })),
                              })
                            }
                            testId="plan-only-count"
                          />
                        ),
                      },
                    )}
                  </Text>
                ),
              )
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
