import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@streamscout/routes';
import { useLocation, useNavigate } from '@streamscout/routes/router';
import { joinGroup, refusalOr } from '@streamscout/session';
import { Alert, AppLink, Button, Center, Paper, Stack, Text, Title } from '@streamscout/ui';
import { useUserId } from '@streamscout/widgets';
import { useT } from '@streamscout/i18n';
import { groupRefusal } from '../plan/refusals';

/**
 * `/dashboard/together/join#{token}` (spec §19): an invite link. Signed in only — the route guard
 * sends a signed-out visitor to /login and brings them back here, fragment and all. It says
 * nothing about the group before joining (a token tells nothing until it works): "Join the group"
 * asks `join_group`, then opens the group on `/dashboard/together`; a wrong, expired or revoked
 * link answers the database's one sentence ("invite not found or expired").
 */
export default function JoinGroup() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useUserId();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  const i18n = useT();
  const join = useMutation({
    mutationFn: () => joinGroup(token),
    onSuccess: (groupId) => {
      void client.invalidateQueries({ queryKey: ['user', userId, 'groups'] });
      void navigate(paths.together(), { replace: true, state: { joined: groupId } });
    },
  });
  return (
    <Center py="xl">
      <Paper withBorder p="xl" w="100%" maw={480} radius="md">
        <Stack>
          <Title order={1} size="h2">
            {i18n.t('join.title', 'Join a watch group')}
          </Title>
          {token ? (
            <>
              <Text>
                {i18n.t(
                  'join.intro',
                  "Someone invited you to a watch group. Its members will see your username, the titles on your Watch Queue and your services' names — nothing else — and you theirs.",
                )}
              </Text>
              {join.isError && (
                <Alert color="red" role="alert" data-testid="join-error">
                  {i18n.t('join.failed', 'This link does not work: {why}.', {
                    why: groupRefusal(
                      i18n,
                      refusalOr(join.error, i18n.t('join.failedWhy', "we couldn't join the group. Please try again.")),
                    ),
                  })}
                </Alert>
              )}
              <Button onClick={() => join.mutate()} loading={join.isPending}>
                {i18n.t('join.submit', 'Join the group')}
              </Button>
            </>
          ) : (
            <Alert color="red" role="alert">
              {i18n.t('join.incomplete', 'This invite link is incomplete: ask for a new one.')}
            </Alert>
          )}
          <AppLink to={paths.together()}>{i18n.t('join.groups', 'Your groups')}</AppLink>
        </Stack>
      </Paper>
    </Center>
  );
}
