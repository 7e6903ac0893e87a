import { Link } from 'react-router';
import { paths } from '@streamscout/routes';
import { signOut, useProfile } from '@streamscout/session';
import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@streamscout/ui';

const LISTS = [
  { key: 'queue', title: 'Watch Queue', count: 'In Queue' },
  { key: 'favorites', title: 'Favorites', count: 'Favorites' },
  { key: 'watched', title: 'Watched List', count: 'Watched' },
] as const;

/**
 * `/dashboard` (spec §2 "Dashboard"): 'Welcome back {username}!', Email, Username, Country of
 * Origin and the three list counts, with 'View All' per list and Logout.
 */
export default function Dashboard() {
  const profile = useProfile();
  if (!profile) {
    return (
      <Center h={240}>
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Welcome back {profile.username}!</Title>
      <Card withBorder>
        <Stack gap={4}>
          <Text><b>Email:</b> {profile.email}</Text>
          <Text><b>Username:</b> {profile.username}</Text>
          <Text><b>Country of Origin:</b> {profile.country}</Text>
        </Stack>
        <SimpleGrid cols={3} mt="md">
          {LISTS.map((l) => (
            <Stack key={l.key} gap={0} align="center">
              <Text size="xl" fw={700} data-testid={`count-${l.key}`}>{profile[l.key].length}</Text>
              <Text size="sm" c="dimmed">{l.count}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group mt="md">
          <Button variant="outline" color="red" onClick={() => void signOut()}>Logout</Button>
        </Group>
      </Card>
      {LISTS.map((l) => (
        <Group key={l.key} justify="space-between">
          <Title order={2} size="h3">{l.title}</Title>
          <Button component={Link} to={paths.gallery(l.key)} variant="subtle">View All</Button>
        </Group>
      ))}
    </Stack>
  );
}
