/**
 * Watch groups of the signed-in user (spec §19; SQL: `watch_groups`, `watch_group_members`,
 * `watch_group_invites` and their functions, supabase/README.md "Watch groups").
 *
 * An invite token exists in the clear only in {@link createGroupInvite}'s answer (the database
 * keeps its SHA-256): the caller shows it at once and never stores it. Every call resolves to its
 * answer or throws a `BackendError` (dataClient.ts): a refusal of the database (a blank name, a
 * full group, 20 groups, an invite that opens nothing: P0002 'invite not found or expired') is
 * `refused` with the database's sentence; a backend or network error, a signed-out caller (42501)
 * or no client is a failure.
 */
import { backendError, callBackend } from './dataClient';

/** A group the user is in. */
export interface WatchGroup {
  id: string;
  /** 1–60 characters. */
  name: string;
  /** ISO 3166-1 alpha-2: where its picks are made (the creator's at first, changeable by the owner). */
  region: string;
  createdAt: string;
}

/** What members see of each other (and nothing else): username, role, Watch Queue entries, services' ids. */
export interface GroupMember {
  profileId: string;
  username: string;
  role: 'owner' | 'member';
  joinedAt: string;
  /** Watch Queue entries ('movie-550', 'tv-1399'). */
  queue: string[];
  /** TMDB provider ids of their services. */
  services: number[];
}

interface GroupRow {
  id: string;
  name: string;
  region: string;
  created_at: string;
}

const toGroup = (r: GroupRow): WatchGroup => ({ id: r.id, name: r.name, region: r.region, createdAt: r.created_at });
const isGroupRow = (r: unknown): r is GroupRow => !!r && typeof r === 'object' && typeof (r as GroupRow).id === 'string';

/** One RPC of the groups: its answer when `ok` says it has the right shape, else undefined (a failure). */
function groupRpc<T>(name: string, args: Record<string, unknown>, ok: (data: unknown) => data is T): Promise<T> {
  return callBackend('Watch group', async (supabase) => {
    const { data, error } = await supabase.rpc(name, args);
    if (error) throw backendError(error, 'Watch group');
    return ok(data) ? data : undefined;
  });
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumber = (v: unknown): v is number => typeof v === 'number';

/**
 * The groups the user is in (row level security: only theirs), oldest first.
 * @throws BackendError when they cannot be read
 */
export function getMyGroups(): Promise<WatchGroup[]> {
  return callBackend('Watch groups', async (supabase) => {
    const { data, error } = await supabase.from('watch_groups').select('id, name, region, created_at').order('created_at');
    if (error) throw backendError(error, 'Watch groups');
    return Array.isArray(data) ? (data as GroupRow[]).map(toGroup) : undefined;
  });
}

/**
 * Creates a group with the user as its owner.
 * @param name 1–60 characters @param region ISO 3166-1 code; default the user's country's
 * @throws BackendError refused: a blank or long name, an unknown region, 20 groups already
 */
export async function createGroup(name: string, region?: string): Promise<WatchGroup> {
  return toGroup(await groupRpc('create_group', region ? { name, region } : { name }, isGroupRow));
}

/** Changes a group's region (owner only). @throws BackendError refused: unknown region, not the owner ('group not found') */
export async function setGroupRegion(groupId: string, region: string): Promise<WatchGroup> {
  return toGroup(await groupRpc('set_group_region', { group_id: groupId, region }, isGroupRow));
}

/**
 * A new invite link's token (owner only): valid 7 days unless revoked.
 * @returns the token (64 hex characters), shown once and never readable again
 * @throws BackendError refused when the user is not the owner ('group not found')
 */
export function createGroupInvite(groupId: string): Promise<string> {
  return groupRpc('create_group_invite', { group_id: groupId }, isString);
}

/** Stops every live invite of a group (owner only). @returns how many stopped working */
export function revokeGroupInvites(groupId: string): Promise<number> {
  return groupRpc('revoke_group_invites', { group_id: groupId }, isNumber);
}

/**
 * Joins the group an invite token opens.
 * @returns the group's id (also when already a member)
 * @throws BackendError refused: 'invite not found or expired' for a wrong, expired or revoked
 *   token (the same for all three); a full group or 20 groups already
 */
export function joinGroup(token: string): Promise<string> {
  return groupRpc('join_group', { token }, isString);
}

/** Leaves a group. @returns false when the user was not in it */
export function leaveGroup(groupId: string): Promise<boolean> {
  return groupRpc('leave_group', { group_id: groupId }, isBoolean);
}

/** Removes a member (owner only; never the owner). @returns false when they were not in it */
export function removeGroupMember(groupId: string, profileId: string): Promise<boolean> {
  return groupRpc('remove_group_member', { group_id: groupId, profile_id: profileId }, isBoolean);
}

/** Deletes a group (owner only). @returns true when deleted */
export function deleteGroup(groupId: string): Promise<boolean> {
  return groupRpc('delete_group', { group_id: groupId }, isBoolean);
}

/**
 * The members of a group, owner first, as members see each other (`group_members`).
 * @returns [] for a group the user is not in
 */
export function getGroupMembers(groupId: string): Promise<GroupMember[]> {
  return callBackend('Watch group', async (supabase) => {
    const { data, error } = await supabase.rpc('group_members', { group_id: groupId });
    if (error) throw backendError(error, 'Watch group');
    if (!Array.isArray(data)) return undefined;
    return (
      data as Array<{
        profile_id: string;
        username: string;
        role: 'owner' | 'member';
        joined_at: string;
        queue: string[] | null;
        services: number[] | null;
      }>
    ).map((r) => ({
      profileId: r.profile_id,
      username: r.username,
      role: r.role,
      joinedAt: r.joined_at,
      queue: r.queue ?? [],
      services: r.services ?? [],
    }));
  });
}
