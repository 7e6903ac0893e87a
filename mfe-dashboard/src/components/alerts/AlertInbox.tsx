import { paths } from '@streamscout/routes';
import { regionName } from '@streamscout/region';
import type { Alert } from '@streamscout/session';
import { alertChange } from '@streamscout/tmdb';
import { Anchor, AppLink, Badge, Box, Button, Card, Group, QueryState, Skeleton, Stack, Text, Title } from '@streamscout/ui';
import { useAlerts, useMarkAlertsRead } from '@streamscout/widgets';
import { groupByDay } from './alertText';

/** Heading of the empty inbox. */
export const MSG_NO_ALERTS = 'No alerts yet';

/** One alert: the title (a link to its page), what changed, when; unread ones marked, with 'Mark read'. */
function AlertItem({ alert, onRead, pending }: { alert: Alert; onRead: () => void; pending: boolean }) {
  const unread = alert.readAt === null;
  const time = new Date(alert.createdAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
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
                Unread
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
          <Text size="sm">{alertChange(alert)}</Text>
          <Text size="xs" c="dimmed">
            {regionName(alert.region)} · {time}
          </Text>
        </Stack>
        {unread && (
          <Button size="xs" variant="light" onClick={onRead} loading={pending} aria-label={`Mark read: ${alert.title}`}>
            Mark read
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The empty inbox: what alerts are and how to get some. */
function NoAlerts() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="alerts-empty">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {MSG_NO_ALERTS}
        </Title>
        <Text>
          Alerts tell you when a title on your Watch Queue or Favorites lands on one of your services, becomes free, leaves, gets a new
          season, or can be rented or bought where you live.
        </Text>
        <Text>
          To get them,{' '}
          <Anchor component={AppLink} to={paths.discover.overview()}>
            queue a title
          </Anchor>{' '}
          and{' '}
          <Anchor component={AppLink} to={paths.services()}>
            pick your services
          </Anchor>
          . We look for changes every few hours.
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
  return (
    <Stack gap="md" component="section" aria-labelledby="alerts-inbox">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} id="alerts-inbox" size="h3">
          Inbox{unread ? ` (${unread} unread)` : ''}
        </Title>
        <Button
          variant="outline"
          size="sm"
          onClick={() => mark.mutate('all')}
          disabled={unread === 0}
          loading={mark.isPending && mark.variables === 'all'}
        >
          Mark all read
        </Button>
      </Group>
      {mark.error && (
        <Text c="red" role="alert">
          {mark.error.message}
        </Text>
      )}
      <QueryState
        query={alerts}
        label="Alerts"
        minHeight={160}
        loading={
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading alerts">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h={76} radius="md" />
            ))}
          </Stack>
        }
        empty={<NoAlerts />}
      >
        {(list) => (
          <Stack gap="lg">
            {groupByDay(list).map((day) => (
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
