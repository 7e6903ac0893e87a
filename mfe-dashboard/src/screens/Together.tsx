import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@streamscout/routes';
import { useLocation } from '@streamscout/routes/router';
import { COUNTRIES } from '@streamscout/region';
import {
  createGroup,
  createGroupInvite,
  deleteGroup,
  getGroupMembers,
  getMyGroups,
  leaveGroup,
  refusalOr,
  removeGroupMember,
  revokeGroupInvites,
  setGroupRegion,
  useProfile,
  type GroupMember,
  type WatchGroup,
} from '@streamscout/session';
import {
  AppLink,
  Badge,
  Button,
  CopyButton,
  Group,
  LoadFailed,
  Paper,
  SegmentedRadios,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  useSnackbar,
} from '@streamscout/ui';
import { useUserId, useUserQuery } from '@streamscout/widgets';
import { countryName, msg, regionPhrase, useT } from '@streamscout/i18n';
import { usePlanTitles } from '../api/plan';
import { ProfilePending } from '../components/ProfilePending';
import { carriersSentence, pickForUs, wantedSentence, type PickFilters } from '../plan/pick';
import { groupRefusal } from '../plan/refusals';

/** Titles asked of the planner at most for one group (a list's cap): the most wanted first. */
const MAX_GROUP_TITLES = 2000;
/** Picks shown. */
const MAX_PICKS = 30;

const TYPES = [
  { value: 'all', label: msg('filter.all', 'All') },
  { value: 'movie', label: msg('filter.movies', 'Movies') },
  { value: 'tv', label: msg('filter.tv', 'TV') },
] as const;

/** The entries of the members' queues, most wanted first, at most {@link MAX_GROUP_TITLES}. */
function groupEntries(members: readonly GroupMember[]): string[] {
  const count = new Map<string, number>();
  for (const m of members) for (const key of new Set(m.queue)) count.set(key, (count.get(key) ?? 0) + 1);
  return [...count.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_GROUP_TITLES)
    .map(([key]) => key);
}

/** "Pick for us": the group's picks with the filters. */
function PickForUs({ group, members, me }: { group: WatchGroup; members: GroupMember[]; me: string }) {
  const [filters, setFilters] = useState<PickFilters>({ type: 'all', under2h: false });
  const entries = useMemo(() => groupEntries(members), [members]);
  const answer = usePlanTitles(entries, group.region);
  const picks = useMemo(() => (answer.data ? pickForUs(answer.data, members, filters) : []), [answer.data, members, filters]);
  const i18n = useT();
  return (
    <Stack gap="sm" data-testid="pick-for-us">
      <Title order={3} size="h4">
        {i18n.t('together.pick', 'Pick for us')}
      </Title>
      <Text size="sm" c="dimmed">
        {i18n.t(
          'together.pickIntro',
          'Titles on your queues that stream on a service one of you has in {country}: wanted by more of you first, then by rating.',
          { country: regionPhrase(i18n, group.region) },
        )}
      </Text>
      <Group gap="md" wrap="wrap">
        <SegmentedRadios
          aria-label={i18n.t('together.kindLabel', 'Kind of title')}
          size="xs"
          data={TYPES.map((t) => ({ value: t.value, label: i18n.t(t.label) }))}
          value={filters.type}
          onChange={(type) => setFilters((f) => ({ ...f, type }))}
        />
        <Switch
          label={i18n.t('together.under2h', 'Under 2 h')}
          checked={filters.under2h}
          onChange={(e) => setFilters((f) => ({ ...f, under2h: e.currentTarget.checked }))}
        />
      </Group>
      {answer.isError ? (
        <LoadFailed onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
      ) : answer.isPending ? (
        <Skeleton h={120} />
      ) : picks.length === 0 ? (
        <Text data-testid="pick-empty">
          {i18n.t(
            'together.pickEmpty',
            'Nothing to pick yet: add titles to your Watch Queues and pick your services, and what streams on one of them shows here.',
          )}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" style={{ margin: 0, paddingInlineStart: '1.5em' }}>
          {picks.slice(0, MAX_PICKS).map((p) => (
            <li key={p.title.key} data-testid="pick">
              <AppLink to={paths.details.show(p.title.type, p.title.id)} style={{ fontWeight: 600 }}>
                {p.title.title || p.title.key}
              </AppLink>{' '}
              <Text span size="sm" c="dimmed">
                {p.title.type === 'tv' ? i18n.t('plan.kind.tv', 'TV') : i18n.t('plan.kind.movie', 'Movie')}
                {p.title.vote_average ? ` · ${i18n.decimal(p.title.vote_average, 1)}` : ''}
                {p.title.runtime ? ` · ${i18n.t('together.minutes', '{minutes, number} min', { minutes: p.title.runtime })}` : ''}
              </Text>
              <Text size="sm" data-testid="pick-wanted">
                {wantedSentence(p.wantedBy, i18n)}
              </Text>
              <Text size="sm" data-testid="pick-carriers">
                {carriersSentence(p.carriers, me, i18n)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One group: its members, the owner's controls, the invite link, leave, and "Pick for us". */
function GroupPanel({ group, notify }: { group: WatchGroup; notify: (text: string, kind?: 'error') => void }) {
  const userId = useUserId();
  const profile = useProfile();
  const client = useQueryClient();
  const members = useUserQuery(['groups', group.id, 'members'], () => getGroupMembers(group.id));
  const [link, setLink] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const i18n = useT();
  const regions = useMemo(
    () => COUNTRIES.map((c) => ({ value: c.abbrev, label: i18n.lang === 'en' ? c.name : countryName(i18n.lang, c.abbrev) })),
    [i18n],
  );
  const refresh = () => void client.invalidateQueries({ queryKey: ['user', userId, 'groups'] });
  const fail = (fallback: string) => (e: unknown) => notify(groupRefusal(i18n, refusalOr(e, fallback)), 'error');

  const invite = useMutation({
    mutationFn: () => createGroupInvite(group.id),
    onSuccess: (token) => setLink(`${window.location.origin}${paths.togetherJoin(token)}`),
    onError: fail(i18n.t('together.inviteFailed', "Couldn't make an invite link. Please try again.")),
  });
  const revoke = useMutation({
    mutationFn: () => revokeGroupInvites(group.id),
    onSuccess: (n) => {
      setLink(null);
      notify(
        i18n.t('together.revoked', '{count, plural, one {# invite link stopped working.} other {# invite links stopped working.}}', {
          count: n,
        }),
      );
    },
    onError: fail(i18n.t('together.revokeFailed', "Couldn't revoke the invite links. Please try again.")),
  });
  const region = useMutation({
    mutationFn: (code: string) => setGroupRegion(group.id, code),
    onSuccess: refresh,
    onError: fail(i18n.t('together.regionFailed', "Couldn't change the region. Please try again.")),
  });
  const remove = useMutation({
    mutationFn: (profileId: string) => removeGroupMember(group.id, profileId),
    onSuccess: refresh,
    onError: fail(i18n.t('together.removeFailed', "Couldn't remove the member. Please try again.")),
  });
  const leave = useMutation({
    mutationFn: () => leaveGroup(group.id),
    onSuccess: refresh,
    onError: fail(i18n.t('together.leaveFailed', "Couldn't leave the group. Please try again.")),
  });
  const remove_ = useMutation({
    mutationFn: () => deleteGroup(group.id),
    onSuccess: refresh,
    onError: fail(i18n.t('together.deleteFailed', "Couldn't delete the group. Please try again.")),
  });

  const list = members.data ?? [];
  const owner = list.some((m) => m.profileId === userId && m.role === 'owner');
  return (
    <Paper withBorder p="md" radius="md" data-testid="group">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {group.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="group-region">
            {i18n.t('together.picksIn', 'Picks in {country}', { country: regionPhrase(i18n, group.region) })}
          </Text>
        </Group>
        {members.isError ? (
          <LoadFailed onRetry={() => void members.refetch()} retrying={members.isFetching} />
        ) : members.isPending ? (
          <Skeleton h={80} />
        ) : (
          <>
            <Stack
              gap={4}
              component="ul"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
              aria-label={i18n.t('together.members', 'Members')}
            >
              {list.map((m) => (
                <li key={m.profileId} data-testid="member">
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{m.username}</Text>
                    {m.role === 'owner' && (
                      <Badge size="sm" variant="light">
                        {i18n.t('together.owner', 'owner')}
                      </Badge>
                    )}
                    <Text size="sm" c="dimmed">
                      {i18n.t('together.memberCounts', '{queued, number} queued · {services, plural, one {# service} other {# services}}', {
                        queued: m.queue.length,
                        services: m.services.length,
                      })}
                    </Text>
                    {owner && m.profileId !== userId && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        onClick={() => remove.mutate(m.profileId)}
                        loading={remove.isPending}
                      >
                        {i18n.t('together.remove', 'Remove {username}', { username: m.username })}
                      </Button>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
            {owner && (
              <Stack gap="xs" data-testid="owner-controls">
                <Group gap="sm" wrap="wrap" align="flex-end">
                  <Button variant="light" onClick={() => invite.mutate()} loading={invite.isPending} disabled={list.length >= 8}>
                    {link ? i18n.t('together.newInvite', 'New invite link') : i18n.t('together.invite', 'Invite link')}
                  </Button>
                  <Button variant="subtle" onClick={() => revoke.mutate()} loading={revoke.isPending}>
                    {i18n.t('together.revoke', 'Revoke invite links')}
                  </Button>
                  <Select
                    label={i18n.t('together.region', 'Region of the picks')}
                    data={regions}
                    value={group.region}
                    searchable
                    onChange={(v) => v && v !== group.region && region.mutate(v)}
                    disabled={region.isPending}
                    w={240}
                  />
                </Group>
                {list.length >= 8 && <Text size="sm">{i18n.t('together.full', 'The group is full: 8 members at most.')}</Text>}
                {link && (
                  <Group gap="xs" wrap="nowrap" data-testid="invite">
                    <TextInput
                      readOnly
                      value={link}
                      aria-label={i18n.t('together.invite', 'Invite link')}
                      style={{ flex: 1 }}
                      onFocus={(e) => e.currentTarget.select()}
                    />
                    <CopyButton value={link}>
                      {({ copied, copy }) => (
                        <Button onClick={copy} variant="light">
                          {copied ? i18n.t('share.copied', 'Copied') : i18n.t('share.copy', 'Copy')}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                )}
                {link && (
                  <Text size="xs" c="dimmed">
                    {i18n.t('together.inviteNote', 'Anyone with this link can join for 7 days, until you revoke it. It is shown once.')}
                  </Text>
                )}
              </Stack>
            )}
            <PickForUs group={group} members={list} me={profile?.username ?? ''} />
            <Group gap="sm">
              <Button variant="default" onClick={() => leave.mutate()} loading={leave.isPending}>
                {i18n.t('together.leave', 'Leave group')}
              </Button>
              {owner &&
                (confirmDelete ? (
                  <>
                    <Button color="red" onClick={() => remove_.mutate()} loading={remove_.isPending}>
                      {i18n.t('together.deleteConfirm', 'Delete {name} for everyone', { name: group.name })}
                    </Button>
                    <Button variant="subtle" onClick={() => setConfirmDelete(false)}>
                      {i18n.t('together.cancel', 'Cancel')}
                    </Button>
                  </>
                ) : (
                  <Button variant="light" color="red" onClick={() => setConfirmDelete(true)}>
                    {i18n.t('together.delete', 'Delete group')}
                  </Button>
                ))}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/dashboard/together` (spec §19), signed-in users only: the user's watch groups — create one
 * (a name; up to 8 members), the owner's invite link (copy; revoke), region and member removal, and
 * delete; leave — and for each group "Pick for us": titles on the members' queues that stream on a
 * service someone in the group has, in the group's region. Members see of each other only the
 * username, the titles on their queues and their services' names (`group_members`).
 */
export default function Together() {
  const profile = useProfile();
  const userId = useUserId();
  const client = useQueryClient();
  const { show, snackbar } = useSnackbar();
  const { state } = useLocation();
  const joined = state && typeof state === 'object' ? (state as { joined?: unknown }).joined : undefined;
  const groups = useUserQuery(['groups'], () => getMyGroups());
  const [selected, setSelected] = useState<string | null>(typeof joined === 'string' ? joined : null);
  const [name, setName] = useState('');
  const i18n = useT();
  const create = useMutation({
    mutationFn: () => createGroup(name.trim()),
    onSuccess: (g) => {
      setName('');
      setSelected(g.id);
      void client.invalidateQueries({ queryKey: ['user', userId, 'groups'] });
    },
    onError: (e) =>
      show(groupRefusal(i18n, refusalOr(e, i18n.t('together.createFailed', "Couldn't create the group. Please try again."))), 'error'),
  });

  if (!profile) return <ProfilePending />;
  const list = groups.data ?? [];
  const current = list.find((g) => g.id === selected) ?? list[0] ?? null;

  return (
    <Stack gap="lg" miw={0} data-testid="together">
      <Stack gap={4}>
        <Title order={1}>{i18n.t('together.title', 'Watch together')}</Title>
        <Text c="dimmed">
          {i18n.t(
            'together.intro',
            "A group for your household or friends (up to 8): what you can all watch tonight, from your queues, on the services you already have. Members see each other's username, queued titles and services' names — nothing else.",
          )}{' '}
          <AppLink to={paths.dashboard()}>{i18n.t('alerts.back', 'Back to your dashboard')}</AppLink>
        </Text>
      </Stack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && !create.isPending) create.mutate();
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={i18n.t('together.newGroup', 'New group')}
            placeholder={i18n.t('together.namePlaceholder', 'Name, e.g. Movie night')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={60}
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {i18n.t('together.create', 'Create group')}
          </Button>
        </Group>
      </form>
      {groups.isError ? (
        <LoadFailed onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
      ) : groups.isPending ? (
        <Skeleton h={160} />
      ) : list.length === 0 ? (
        <Text data-testid="no-groups">
          {i18n.t('together.none', 'You are in no group yet. Create one and share its invite link, or open a link someone sent you.')}
        </Text>
      ) : (
        <>
          {list.length > 1 && (
            <SegmentedRadios
              aria-label={i18n.t('together.group', 'Group')}
              data={list.map((g) => ({ value: g.id, label: g.name }))}
              value={current!.id}
              onChange={setSelected}
            />
          )}
          {current && <GroupPanel key={current.id} group={current} notify={show} />}
        </>
      )}
      {snackbar}
    </Stack>
  );
}
