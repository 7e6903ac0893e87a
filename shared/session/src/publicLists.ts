/**
 * Public lists (spec §17; SQL: `profiles.public_lists`, `set_list_public`, `public_lists`,
 * `public_list` — supabase/README.md "Public lists"): the owner's switch, and anyone's read of a
 * list its owner made public. A public list reads as exactly its owner's username, its name and
 * its entries: nothing else of the profile.
 *
 * Every call resolves to its answer or throws a `BackendError` (dataClient.ts).
 */
import { backendError, callBackend } from './dataClient';
import { asProfile } from './listRpc';
import { sessionStore, setProfile } from './store';
import { LIST_NAMES } from './types';
import type { ListName, Profile } from './types';

/** One public list as anyone reads it. */
export interface PublicList {
  /** The owner's username as stored (its case may differ from the one in a URL). */
  username: string;
  list: ListName;
  /** 'movie-123' / 'tv-456', oldest first (lists are appended to). */
  entries: string[];
}

/** What can be a username in a URL: what the SQL readers accept (1–64 characters), no control characters. */
function maybeUsername(name: string): boolean {
  const chars = [...name];
  return chars.length >= 1 && chars.length <= 64 && chars.every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && c !== '\u007f');
}
/** A list entry: 'movie-{id}' or 'tv-{id}' (a TMDB id's canonical spelling). */
const ENTRY = /^(movie|tv)-[1-9][0-9]{0,9}$/;

const isList = (name: unknown): name is ListName => typeof name === 'string' && (LIST_NAMES as readonly string[]).includes(name);

/**
 * Whether the profile's list `list` is public.
 * @returns false for a missing profile or a backend without the column
 */
export function isListPublic(profile: Pick<Profile, 'public_lists'> | null | undefined, list: ListName): boolean {
  return Array.isArray(profile?.public_lists) && profile.public_lists.includes(list);
}

/**
 * Store action: makes the signed-in user's list `list` public or private again (`set_list_public`),
 * and the returned profile the current one. Private again, its page answers 404 on the next request.
 * @returns the updated profile
 * @throws BackendError when signed out, refused or failed (nothing changed)
 */
export async function setListPublic(list: ListName, isPublic: boolean): Promise<Profile> {
  const updated = await callBackend('Sharing', async (supabase) => {
    const { data, error } = await supabase.rpc('set_list_public', { which_col: list, is_public: isPublic });
    if (error) throw backendError(error, 'Sharing');
    return asProfile(data) ?? undefined;
  });
  if (sessionStore.getState().profile?.id === updated.id) setProfile(updated);
  return updated;
}

/** A row of the readers' answer as a {@link PublicList} (entries that are not titles left out), or null. */
function toPublicList(row: unknown): PublicList | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as { username?: unknown; list?: unknown; entries?: unknown };
  if (typeof r.username !== 'string' || !isList(r.list) || !Array.isArray(r.entries)) return null;
  return { username: r.username, list: r.list, entries: r.entries.filter((e): e is string => typeof e === 'string' && ENTRY.test(e)) };
}

/**
 * One public list of a user (`public_list`), for anyone, signed in or not.
 * @param username as written in a URL (any case)
 * @returns the list, or null when the user is unknown (or renamed), the list is private, or
 *   either name cannot be one (then without a request)
 * @throws BackendError when it cannot be read
 */
export function getPublicList(username: string, list: string): Promise<PublicList | null> {
  if (!maybeUsername(username) || !isList(list)) return Promise.resolve(null);
  return callBackend('Public list', async (supabase) => {
    const { data, error } = await supabase.rpc('public_list', { owner_name: username, which_col: list });
    if (error) throw backendError(error, 'Public list');
    if (!Array.isArray(data)) return undefined;
    return data.map(toPublicList).find((r) => r?.list === list) ?? null;
  });
}

/**
 * Every public list of a user (`public_lists`), in the lists' order.
 * @param username as written in a URL (any case)
 * @returns `[]` when the user is unknown, has none public, or the name cannot be one
 * @throws BackendError when they cannot be read
 */
export function getPublicLists(username: string): Promise<PublicList[]> {
  if (!maybeUsername(username)) return Promise.resolve([]);
  return callBackend('Public lists', async (supabase) => {
    const { data, error } = await supabase.rpc('public_lists', { owner_name: username });
    if (error) throw backendError(error, 'Public lists');
    if (!Array.isArray(data)) return undefined;
    return data.map(toPublicList).filter((r): r is PublicList => r !== null);
  });
}
