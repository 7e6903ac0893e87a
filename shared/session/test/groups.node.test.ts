/**
 * Watch groups through the REAL supabase-js against the local backend (spec §19): the session's
 * calls create a group, hand out an invite token once, let another user join with it, show each
 * member what members see of each other (username, queue, services — no email or country), refuse
 * a revoked token with the one sentence that tells nothing, and leave, remove and delete.
 */
import { addEntries, signInFreshUser } from '@streamscout/testing';
import {
  BackendError,
  createGroup,
  createGroupInvite,
  deleteGroup,
  getGroupMembers,
  getMyGroups,
  joinGroup,
  leaveGroup,
  removeGroupMember,
  revokeGroupInvites,
  setGroupRegion,
} from '../src';
import { resetSessionForTests, setSupabaseClientForTests } from '../src/testing';

jest.setTimeout(30000);

afterEach(() => resetSessionForTests());

test('create, invite, join, see each other, revoke, leave, remove, delete', async () => {
  const owner = await signInFreshUser('gowner');
  const group = await createGroup('Movie night', 'GB');
  expect(group).toMatchObject({ name: 'Movie night', region: 'GB' });
  expect((await setGroupRegion(group.id, 'DE')).region).toBe('DE');
  const token = await createGroupInvite(group.id);
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  const friend = await signInFreshUser('gfriend');
  await addEntries(friend.profile, 'queue', ['movie-550']);
  expect(await getMyGroups()).toEqual([]);
  expect(await joinGroup(token)).toBe(group.id);
  expect((await getMyGroups()).map((g) => g.id)).toEqual([group.id]);
  const members = await getGroupMembers(group.id);
  expect(members.map((m) => [m.username, m.role])).toEqual([
    [owner.profile.username, 'owner'],
    [friend.profile.username, 'member'],
  ]);
  expect(members[1]).toMatchObject({ queue: ['movie-550'], services: [] });
  expect(JSON.stringify(members)).not.toContain('@');

  setSupabaseClientForTests(owner.client);
  expect(await revokeGroupInvites(group.id)).toBe(1);
  const third = await signInFreshUser('gthird');
  const refused = joinGroup(token);
  await expect(refused).rejects.toBeInstanceOf(BackendError);
  await expect(refused).rejects.toMatchObject({ kind: 'refused', message: 'invite not found or expired' });
  expect(await getGroupMembers(group.id)).toEqual([]);
  // not the owner: the owner's calls answer as for a group that does not exist
  await expect(deleteGroup(group.id)).rejects.toMatchObject({ kind: 'refused', message: 'group not found' });

  setSupabaseClientForTests(owner.client);
  expect(await removeGroupMember(group.id, friend.profile.id)).toBe(true);
  const again = await createGroupInvite(group.id);
  setSupabaseClientForTests(third.client);
  expect(await joinGroup(again)).toBe(group.id);
  expect(await leaveGroup(group.id)).toBe(true);
  setSupabaseClientForTests(owner.client);
  expect(await deleteGroup(group.id)).toBe(true);
  expect(await getMyGroups()).toEqual([]);
});
