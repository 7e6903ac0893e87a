/**
 * The signed-in user's data kept on the device for offline use (spec §15, §16; architecture §12), in IndexedDB
 * (idb-keyval, one database `streamscout-offline`), always under the user's id:
 *
 * - `profile:{userId}` — the last profile row seen (lists, services, country…): the dashboard and
 *   the list buttons show it at once on the next start, while the backend is asked again, and
 *   offline it is all there is;
 * - `queue:{userId}` — list toggles made offline, waiting to be sent ({@link QueuedToggle});
 * - `queries:{owner}:{queryHash}` (one entry per query) and `owner` — the TMDB query cache of
 *   `@streamscout/widgets`' `persistQueryCache` (owner: the user id, or 'anon' signed out), read
 *   and written through {@link readOfflineQueries} / {@link writeOfflineQueries}.
 *
 * **Sign-out clears it all** (the `signOut` action, and any switch from a user to no user or to
 * another user while the browser is online), so another account on the same device never sees the
 * first one's data. A session that disappears while offline (an expired token that cannot be
 * refreshed) is not taken as a sign-out: the data stays until the network can say.
 *
 * **The offline queue.** A list button pressed while the browser is offline changes the profile
 * in the store at once (and so the stored copy), marks the button pending (`pending[list][key]`
 * of the store) and stores the wanted state of that entry: `{ list, key, present }`. A later press
 * of the same entry replaces it, so the queue holds at most one entry per (list, title). When the
 * browser is back online (the `online` event, or the next start while online) the queue is sent
 * in order through `add_item` / `remove_item`, one call per entry, each entry removed once its call
 * succeeded; a Web Lock (`navigator.locks`) makes one tab at a time do it, so each entry is sent
 * once. Conflicts resolve as **last write wins per (list, title)**: the state pressed offline is
 * applied even if another device changed that same entry meanwhile; every other entry of the list
 * keeps the server's state (the RPCs change one entry in one `UPDATE` and are idempotent: adding
 * a present entry or removing an absent one changes nothing).
 *
 * Without IndexedDB (jsdom, a private mode that blocks it) everything here is a no-op.
 */
import { clear, createStore, get, promisifyRequest, set, update, type UseStore } from 'idb-keyval';
import { onAccountLeft } from './account';
import { sessionStore, setListPending, setProfile } from './store';
import { callListRpc } from './listRpc';
import { reloadProfile } from './profileLoad';
import type { ListName, Profile } from './types';

/** One list toggle waiting for the network: the entry `key` ('movie-123') should be in list `which` (`present`) or not. */
interface QueuedToggle {
  which: ListName;
  key: string;
  present: boolean;
}

/** Who the persisted query cache belongs to: a user id, or 'anon' (signed out). */
type Owner = string;
const ANON: Owner = 'anon';

let db: UseStore | null | undefined;
/** The IndexedDB store, or null where there is none. */
function idb(): UseStore | null {
  if (db === undefined) {
    try {
      db = typeof indexedDB === 'undefined' ? null : createStore('streamscout-offline', 'data');
    } catch {
      db = null;
    }
  }
  return db;
}

/** Runs one IndexedDB operation; a failing or missing database answers `fallback`. */
async function safely<T>(run: (store: UseStore) => Promise<T>, fallback: T): Promise<T> {
  const store = idb();
  if (!store) return fallback;
  try {
    return await run(store);
  } catch {
    return fallback;
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const currentUserId = () => sessionStore.getState().session?.user?.id ?? null;

/**
 * The profile last stored for `userId` (by this device, while that user was signed in), or null.
 * @param userId the user's uuid
 */
function readStoredProfile(userId: string): Promise<Profile | null> {
  return safely(async (store) => {
    const row = await get<Profile>(`profile:${userId}`, store);
    return row && row.id === userId ? row : null;
  }, null);
}

/** The toggles queued for `userId`, oldest first ([] when none). */
function readQueue(userId: string): Promise<QueuedToggle[]> {
  return safely(async (store) => (await get<QueuedToggle[]>(`queue:${userId}`, store)) ?? [], []);
}

function withEntry(list: string[], key: string, present: boolean): string[] {
  const without = list.filter((k) => k !== key);
  return present ? [...without, key] : without;
}

/**
 * Store action for a list press made offline: the profile changes at once, the button is marked
 * pending, and the wanted state is queued (replacing an earlier queued press of the same entry).
 * @param profile the signed-in user's current profile
 * @param which the list; @param key the entry ('movie-123'); @param present whether it should be in the list
 * @returns the changed profile (now the store's)
 */
export async function queueListToggle(profile: Profile, which: ListName, key: string, present: boolean): Promise<Profile> {
  const changed: Profile = { ...profile, [which]: withEntry(profile[which] ?? [], key, present) };
  setProfile(changed);
  setListPending(which, key, true);
  await safely(
    (store) =>
      update<QueuedToggle[]>(
        `queue:${profile.id}`,
        (queue = []) => [...queue.filter((t) => !(t.which === which && t.key === key)), { which, key, present }],
        store,
      ),
    undefined,
  );
  return changed;
}

let flushing: Promise<void> | null = null;

/** Sends the queue of `userId`, entry by entry, each once; stops at the first failure (the rest waits for the next try). */
async function sendQueue(userId: string): Promise<void> {
  for (const next of await readQueue(userId)) {
    if (currentUserId() !== userId || isOffline()) return;
    const updated = await callListRpc(next.present ? 'add_item' : 'remove_item', {
      profile_id: userId,
      show_id: next.key,
      which_col: next.which,
    });
    if (!updated) return;
    // removed only if not pressed again meanwhile (a newer press of the same entry stays queued)
    const same = (t: QueuedToggle) => t.which === next.which && t.key === next.key;
    await safely(
      (store) =>
        update<QueuedToggle[]>(`queue:${userId}`, (queue = []) => queue.filter((t) => !(same(t) && t.present === next.present)), store),
      undefined,
    );
    if (currentUserId() !== userId) return;
    if (!(await readQueue(userId)).some(same)) setListPending(next.which, next.key, false);
    // the server's row, with the toggles still queued laid over it
    setProfile(await withQueued(updated));
  }
}

/** `profile` with the entries still queued for its user applied (what the user last pressed). */
async function withQueued(profile: Profile): Promise<Profile> {
  const queue = await readQueue(profile.id);
  let result = profile;
  for (const t of queue) result = { ...result, [t.which]: withEntry(result[t.which] ?? [], t.key, t.present) };
  return result;
}

/**
 * Sends the signed-in user's queued list toggles now (when online), one tab at a time, then
 * reloads the profile from the backend. Concurrent calls share one run.
 * @returns when the run ended (queue empty, offline, or a call failed and waits for the next try)
 */
function flushListQueue(): Promise<void> {
  const userId = currentUserId();
  if (!userId || isOffline() || !idb()) return Promise.resolve();
  if (flushing) return flushing;
  const run = async () => {
    const pending = await readQueue(userId);
    if (!pending.length) return;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) await locks.request(`streamscout-list-queue:${userId}`, () => sendQueue(userId));
    else await sendQueue(userId);
    if (currentUserId() === userId && !isOffline()) await reloadProfile();
  };
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Removes every piece of offline data of every user on this device (profiles, queues, the query
 * cache) and the store's pending flags. Called by `signOut` and when the signed-in user changes.
 */
export async function clearOfflineData(): Promise<void> {
  const { pending } = sessionStore.getState();
  if (Object.values(pending).some((list) => Object.keys(list).length)) {
    sessionStore.setState({ pending: { queue: {}, favorites: {}, watched: {} } });
  }
  await safely((store) => clear(store), undefined);
}

/** The key of one stored TMDB query of `owner`: `queries:{owner}:{queryHash}`. */
const queryKey = (owner: Owner, hash: string) => `queries:${owner}:${hash}`;
/** Every stored query key of `owner` (or of every owner, without one), as a key range. */
const queryKeys = (owner?: Owner) =>
  owner === undefined ? IDBKeyRange.bound('queries:', 'queries:\uffff') : IDBKeyRange.bound(queryKey(owner, ''), queryKey(owner, '\uffff'));

/**
 * The persisted TMDB queries of the device's last owner (the last signed-in user, or 'anon'),
 * each as {@link writeOfflineQueries} stored it, in no particular order; [] when none (or no
 * IndexedDB). `persistQueryCache` of `@streamscout/widgets` restores them at start-up.
 */
export function readOfflineQueries<T>(): Promise<T[]> {
  return safely(async (store) => {
    const owner = (await get<Owner>('owner', store)) ?? ANON;
    return store('readonly', (s) => promisifyRequest(s.getAll(queryKeys(owner)) as IDBRequest<T[]>));
  }, []);
}

/** One stored query: its TanStack query hash and what to store for it. */
export type OfflineQueryEntry = readonly [hash: string, value: unknown];

/**
 * Stores changes to the TMDB query cache under the current owner (the signed-in user's id, or
 * 'anon'), one IndexedDB entry per query, in one transaction: `put` written, `remove` (hashes)
 * deleted. Only what changed is structured-cloned, so a write costs what changed, not the whole
 * cache. When the stored cache belongs to another owner (a sign-in, or a sign-out while offline),
 * that owner's queries are deleted and `everything()` is written instead of `put`.
 * @param put the queries that changed since the last write
 * @param remove hashes of queries to drop (evicted, too old)
 * @param everything the whole cache to keep, asked only when the owner changed
 */
export function writeOfflineQueries(
  put: readonly OfflineQueryEntry[],
  remove: readonly string[],
  everything: () => readonly OfflineQueryEntry[],
): Promise<void> {
  const owner = currentUserId() ?? ANON;
  return safely(async (store) => {
    const last = await get<Owner>('owner', store);
    const changedOwner = last !== owner;
    const written = changedOwner ? everything() : put;
    await store('readwrite', (s) => {
      if (changedOwner) {
        s.delete(queryKeys());
        s.put(owner, 'owner');
      }
      for (const [hash, value] of written) s.put(value, queryKey(owner, hash));
      if (!changedOwner) for (const hash of remove) s.delete(queryKey(owner, hash));
      return promisifyRequest(s.transaction);
    });
  }, undefined);
}

let started = false;

/**
 * Starts keeping the signed-in user's data on the device (the shell calls it once at start-up):
 * every profile the store gets is stored; a signed-in user with no profile yet gets the stored one
 * at once (the backend's answer replaces it); the queued toggles come back as pending buttons and
 * are sent when online (now, and on every `online` event); a sign-out or a change of user (while
 * online) clears the device's data. No-op without IndexedDB or on a second call.
 */
export function startOfflineSync(): void {
  if (started || !idb() || typeof window === 'undefined') return;
  started = true;
  sessionStore.subscribe((state, prev) => {
    const userId = state.session?.user?.id ?? null;
    const prevId = prev.session?.user?.id ?? null;
    if (state.profile && state.profile !== prev.profile && state.profile.id === userId) {
      const row = state.profile;
      void safely((store) => set(`profile:${row.id}`, row, store), undefined);
    }
    // the start-up found no session (online): an account's data left from before goes
    if (state.ready && !prev.ready && !userId && !isOffline()) void clearIfOwnedByAUser();
    if (userId !== prevId && userId) void signedIn(userId);
  });
  // an account that leaves (signed out, deleted, replaced by another) takes its offline copy along
  onAccountLeft(() => {
    if (!isOffline()) void clearOfflineData();
  });
  window.addEventListener('online', () => void flushListQueue());
}

/** Clears the device's offline data when it belongs to a user (not to a signed-out visitor). */
async function clearIfOwnedByAUser(): Promise<void> {
  const owner = await safely((store) => get<Owner>('owner', store), undefined);
  if (owner && owner !== ANON) await clearOfflineData();
}

/** A user is signed in: another owner's data goes, the stored profile and pending flags come back, the queue is sent. */
async function signedIn(userId: string): Promise<void> {
  const owner = await safely((store) => get<Owner>('owner', store), undefined);
  if (owner && owner !== ANON && owner !== userId && !isOffline()) await clearOfflineData();
  const [stored, queue] = await Promise.all([readStoredProfile(userId), readQueue(userId)]);
  if (currentUserId() !== userId) return;
  if (stored && sessionStore.getState().profile?.id !== userId) setProfile(stored);
  for (const t of queue) setListPending(t.which, t.key, true);
  await flushListQueue();
}
