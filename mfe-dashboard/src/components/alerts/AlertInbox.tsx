import { paths } from '@streamscout/routes';
import type { Alert } from '@streamscout/session';
import { alertChange } from '@streamscout/tmdb';
import { Anchor, AppLink, Badge, Box, Button, Card, Group, QueryState, Skeleton, Stack, Text, Title } from '@streamscout/ui';
import { useAlerts, useMarkAlertsRead } from '@streamscout/widgets';
import { groupByDay } from './alertText';
import { countryName, msg, useT } from '@streamscout/i18n';

/** Heading of the empty inbox. */
const NO_ALERTS = msg('alerts.none', 'No alerts yet');
export const MSG_NO_ALERTS = NO_ALERTS.message;

/** One alert: the title (a link to its page), what changed, when; unread ones marked, with 'Mark read'. */
function AlertItem({ alert, onRead, pending }: { alert: Alert; onRead: () => void; pending: boolean }) {
  const unread = alert.readAt === null;
  const i18n = useT();
  const time = new Date(alert.createdAt).toLocaleTimeString(i18n.lang === 'ar' ? 'ar-u-nu-latn' : i18n.lang, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      data-testid="alert"
      data-unread={unread || undefined}
      style={{ borderLeft: `4px solid ${unread ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-default-border)'}` }}
    >
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {unread && (
              <Badge size="xs" color="teal" variant="filled" style={{ flexShrink: 0 }}>
                {i18n.t('alerts.unread', 'Unread')}
              </Badge>
            )}
            <Anchor
              component={AppLink}
              to={paths.details.show(alert.mediaType, alert.tmdbId)}
              fw={unread ? 700 : 500}
              style={{ overflowWrap: 'anywhere' }}
            >
              {alert.title}
            </Anchor>
          </Group>
          <Text size="sm">{alertChange(alert, i18n)}</Text>
          <Text size="xs" c="dimmed">
            {countryName(i18n.lang, alert.region)} · {time}
          </Text>
        </Stack>
        {unread && (
          <Button
            size="xs"
            variant="light"
            onClick={onRead}
            loading={pending}
            aria-label={i18n.t('alerts.markReadTitle', 'Mark read: {title}', { title: alert.title })}
          >
            {i18n.t('alerts.markRead', 'Mark read')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The empty inbox: what alerts are and how to get some. */
function NoAlerts() {
  const i18n = useT();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="alerts-empty">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {i18n.t(NO_ALERTS)}
        </Title>
        <Text>
          {i18n.t(
            'alerts.explain',
            'Alerts tell you when a title on your Watch Queue or Favorites lands on one of your services, becomes free, leaves, gets a new season, or can be rented or bought where you live.',
          )}
        </Text>
        <Text>
          {i18n.t('alerts.toGet', 'To get them,')}{' '}
          <Anchor component={AppLink} to={paths.discover.overview()}>
            {i18n.t('alerts.queueTitle', 'queue a title')}
          </Anchor>{' '}
          {i18n.t('alerts.and', 'and')}{' '}
          <Anchor component={AppLink} to={paths.services()}>
            {i18n.t('onlyMine.pick', 'pick your services')}
          </Anchor>
          {i18n.t('alerts.everyFewHours', '. We look for changes every few hours.')}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The alerts inbox of `/dashboard/alerts` (spec §13 "The inbox"): the signed-in user's alerts newest first,
 * grouped by day ("Today", "Yesterday", then dates), each naming the title (linking to its page), the
 * change and the service; unread ones are marked and have 'Mark read'; 'Mark all read' above. Loading
 * shows a skeleton, a failed load 'Try again' (QueryState), none the empty state. A failed mark says
 * so and keeps the alerts as they were.
 */
export function AlertInbox() {
  const alerts = useAlerts();
  const mark = useMarkAlertsRead();
  const unread = (alerts.data ?? []).filter((a) => a.readAt === null).length;
  const markingOne = mark.isPending && mark.variables !== 'all' ? mark.variables?.ids[0] : undefined;
  const i18n = useT();
  return (
    <Stack gap="md" component="section" aria-labelledby="alerts-inbox">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} id="alerts-inbox" size="h3">
          {unread ? i18n.t('alerts.inboxUnread', 'Inbox ({count} unread)', { count: unread }) : i18n.t('alerts.inbox', 'Inbox')}
        </Title>
        <Button
          variant="outline"
          size="sm"
          onClick={() => mark.mutate('all')}
          disabled={unread === 0}
          loading={mark.isPending && mark.variables === 'all'}
        >
          {i18n.t('alerts.markAllRead', 'Mark all read')}
        </Button>
      </Group>
      {mark.error && (
        <Text c="red" role="alert">
          {mark.error.message}
        </Text>
      )}
      <QueryState
        query={alerts}
        label={i18n.t('dashboard.alerts', 'Alerts')}
        minHeight={160}
        loading={
          <Stack gap="sm" role="status" aria-busy="true" aria-label={i18n.t('alerts.loading', 'Loading alerts')}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h={76} radius="md" />
            ))}
          </Stack>
        }
        empty={<NoAlerts />}
      >
        {(list) => (
          <Stack gap="lg">
            {groupByDay(list, new Date(), i18n.lang === 'ar' ? 'ar-u-nu-latn' : i18n.lang, i18n).map((day) => (
              <Box key={day.key} component="section" aria-label={day.label}>
                <Title order={3} size="h5" mb="xs" c="dimmed">
                  {day.label}
                </Title>
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {day.alerts.map((a) => (
                    <AlertItem key={a.id} alert={a} pending={markingOne === a.id} onRead={() => mark.mutate({ ids: [a.id] })} />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
