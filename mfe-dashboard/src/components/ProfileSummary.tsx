import type { Profile } from '@streamscout/session';
import { paths } from '@streamscout/routes';
import { AppLink, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@streamscout/ui';
import { listTexts } from '../api/lists';
import { useT } from '@streamscout/i18n';

/** Count order of spec §2: In Queue, Watched, Favorites. */
const COUNTS = ['queue', 'watched', 'favorites'] as const;

/** Long words (usernames, emails) break anywhere instead of widening the page. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** Props of {@link ProfileSummary}. */
export interface ProfileSummaryProps {
  profile: Profile;
  /** Opens the Edit Profile modal. */
  onEdit: () => void;
  /** Logs out. */
  onLogout: () => void;
  /** True while logging out (the button shows a spinner). */
  loggingOut?: boolean;
}

/**
 * Top of the dashboard (spec §2): 'Welcome back {username}!', Email, Username, Country of Origin,
 * the counts In Queue, Watched, Favorites, and the Edit Profile, My services, Alerts and Logout buttons.
 */
export function ProfileSummary({ profile, onEdit, onLogout, loggingOut = false }: ProfileSummaryProps) {
  const i18n = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={1} style={BREAK_ANYWHERE}>
          {i18n.t('profile.welcome', 'Welcome back {username}!', { username: profile.username })}
        </Title>
        <Stack gap={4}>
          <Text style={BREAK_ANYWHERE}>
            <b>{i18n.t('profile.email', 'Email:')}</b> {profile.email}
          </Text>
          <Text style={BREAK_ANYWHERE}>
            <b>{i18n.t('profile.username', 'Username:')}</b> {profile.username}
          </Text>
          <Text style={BREAK_ANYWHERE}>
            <b>{i18n.t('profile.country', 'Country of Origin:')}</b> {profile.country}
          </Text>
        </Stack>
        <SimpleGrid cols={3} spacing="xs">
          {COUNTS.map((list) => (
            <Stack key={list} gap={0} align="center">
              <Text size="xl" fw={700} data-testid={`count-${list}`}>
                {profile[list].length}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {listTexts(list, i18n).count}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button onClick={onEdit}>{i18n.t('profile.edit', 'Edit Profile')}</Button>
          <Button variant="light" component={AppLink} to={paths.services()}>
            {i18n.t('menu.services', 'My services')}
          </Button>
          <Button variant="light" component={AppLink} to={paths.alerts()}>
            {i18n.t('dashboard.alerts', 'Alerts')}
          </Button>
          <Button variant="outline" onClick={onLogout} loading={loggingOut}>
            {i18n.t('menu.logout', 'Logout')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
