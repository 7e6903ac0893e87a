/**
 * The session package through the REAL @supabase/supabase-js against the local
 * Supabase-compatible backend (spec §4, §7, §8). No mocks of supabase-js or fetch.
 */
import {
  addItem,
  clearList,
  deleteProfile,
  getList,
  getProfile,
  initSession,
  refreshProfile,
  sessionStore,
  setProfile,
  signIn,
  signOut,
  signUp,
  toggleAdult,
  toggleListItem,
  updateCountry,
  updateUsername,
  whenSessionReady,
} from '../src';
import { setSupabaseClientForTests, resetSessionStore } from '../src/testing';
import type { Session, SupabaseClient } from '../src';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, backendUrl, freshUser, makeClient, until } from '@streamscout/testing';

jest.setTimeout(30000);

let client: SupabaseClient;
let stop: () => void;
const navigate = jest.fn();
const alice = freshUser('alice');
/** Every request the client under test sends: method, path and body (observed, passed through unchanged). */
const requests: { method: string; path: string; body: string }[] = [];

/** The real supabase-js on the local backend, with a fetch that records each request and passes it on. */
function recordingClient(): SupabaseClient {
  return createClient(backendUrl(), ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        requests.push({ method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? init.body : '' });
        return fetch(input, init);
      },
    },
  });
}

beforeAll(async () => {
  client = recordingClient();
  setSupabaseClientForTests(client);
  resetSessionStore();
  stop = initSession({ navigate });
  await whenSessionReady();
});

afterAll(async () => {
  stop?.();
  setSupabaseClientForTests(null);
});

const state = () => sessionStore.getState();

/** Replaces the user id of the stored session (the store only; the client keeps its own session). */
function setSessionUser(id: string) {
  const session = state().session!;
  sessionStore.setState({ session: { ...session, user: { ...session.user, id } } as Session });
}

describe('sign up and the SIGNED_IN event', () => {
  it('starts signed out and ready', () => {
    expect(state()).toMatchObject({ ready: true, session: null, profile: null });
  });

  it('signUp creates the user; SIGNED_IN stores the session and loads the profile', async () => {
    await expect(signUp(alice)).resolves.toEqual({ error: null });
    expect(state().session?.user?.email).toBe(alice.email);
    const profile = await until(() => state().profile);
    expect(profile).toMatchObject({
      id: state().session!.user.id,
      email: alice.email,
      username: alice.username,
      country: 'Canada',
      adult: false,
      queue: [],
      favorites: [],
      watched: [],
    });
  });

  it('a duplicate username is reported as Username unavailable on the username field', async () => {
    const other = freshUser('bob');
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const before = state().session;
    await expect(signUp({ ...other, username: alice.username })).resolves.toEqual({
      error: 'Username unavailable',
      field: 'username',
    });
    expect(state().session).toBe(before);
    errorSpy.mockRestore();
  });
});

describe('list membership (spec §4)', () => {
  const movie = { id: 123, media_type: 'movie' as const };
  const show = { id: 456, media_type: 'tv' as const };

  it('toggleListItem adds, replaces the profile and resets the flag', async () => {
    const before = state().profile!;
    const pending = toggleListItem(movie, 'queue');
    expect(state().loading.queue['movie-123']).toBe(true);
    const updated = await pending;
    expect(updated?.queue).toEqual(['movie-123']);
    expect(state().profile).toBe(updated);
    expect(state().profile).not.toBe(before);
    expect(state().loading.queue['movie-123']).toBeUndefined();
    // the other lists are independent
    expect(updated?.favorites).toEqual([]);
    expect(updated?.watched).toEqual([]);
  });

  it('toggleListItem removes what is in the list', async () => {
    await toggleListItem(show, 'queue');
    expect(state().profile?.queue).toEqual(['movie-123', 'tv-456']);
    const updated = await toggleListItem(movie, 'queue');
    expect(updated?.queue).toEqual(['tv-456']);
    expect(state().profile?.queue).toEqual(['tv-456']);
  });

  it('adding twice keeps one entry', async () => {
    const id = state().profile!.id;
    await addItem(id, 'tv-456', 'queue');
    const again = await addItem(id, 'tv-456', 'queue');
    expect(again?.queue).toEqual(['tv-456']);
  });

  it('getList returns one column', async () => {
    await expect(getList(state().profile!.id, 'queue')).resolves.toEqual(['tv-456']);
    await expect(getList(state().profile!.id, 'watched')).resolves.toEqual([]);
  });

  it('clearList (remove_all) empties one list and replaces the profile', async () => {
    await toggleListItem(movie, 'favorites');
    await toggleListItem(show, 'favorites');
    expect(state().profile?.favorites).toEqual(['movie-123', 'tv-456']);
    const updated = await clearList('favorites');
    expect(updated?.favorites).toEqual([]);
    expect(state().profile?.favorites).toEqual([]);
    expect(state().profile?.queue).toEqual(['tv-456']);
    expect(state().clearing.favorites).toBe(false);
  });

  it("a failed call (someone else's profile id) returns null and leaves the flag on", async () => {
    const mine = state().profile!;
    setProfile({ ...mine, id: '00000000-0000-0000-0000-000000000000' });
    await expect(toggleListItem({ id: 9, media_type: 'movie' }, 'watched')).resolves.toBeNull();
    expect(state().loading.watched['movie-9']).toBe(true);
    setProfile(mine);
    await expect(getProfile(mine.id)).resolves.toMatchObject({ watched: [] });
  });
});

describe('profile updates (spec §7)', () => {
  it('updates username, adult flag (inverted) and country, each returning the profile', async () => {
    const id = state().profile!.id;
    const renamed = `${alice.username}x`;
    await expect(updateUsername(id, renamed)).resolves.toMatchObject({ id, username: renamed });
    const flipped = await toggleAdult(state().profile!);
    expect(flipped).toMatchObject({ id, adult: true });
    await expect(updateCountry(id, 'United Kingdom')).resolves.toMatchObject({ country: 'United Kingdom' });
    const fresh = await refreshProfile();
    expect(fresh).toMatchObject({ username: renamed, adult: true, country: 'United Kingdom' });
    expect(state().profile).toEqual(fresh);
    alice.username = renamed;
  });
});

describe('sign out / sign in', () => {
  it('signOut clears the store and navigates to /', async () => {
    navigate.mockClear();
    await expect(signOut()).resolves.toEqual({ error: null });
    expect(state()).toMatchObject({ session: null, profile: null });
    expect(navigate).toHaveBeenCalledWith('/');
    const { data } = await client.auth.getSession();
    expect(data.session).toBeNull();
  });

  it('a wrong password gives the service message', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(signIn(alice.email, 'wrong-password')).resolves.toEqual({ error: 'Invalid login credentials' });
    expect(state().session).toBeNull();
    errorSpy.mockRestore();
  });

  it('signIn stores the session and loads the profile', async () => {
    await expect(signIn(alice.email, alice.password)).resolves.toEqual({ error: null });
    const profile = await until(() => state().profile);
    expect(profile).toMatchObject({ email: alice.email, username: alice.username, queue: ['tv-456'] });
  });
});

describe('delete profile (spec §4)', () => {
  it('a refused delete_user returns false and changes nothing: still signed in, no navigation', async () => {
    const before = state();
    const realSession = before.session!;
    // The backend refuses to delete anyone but the caller (42501): play a store that names another user.
    setSessionUser('00000000-0000-0000-0000-000000000000');
    navigate.mockClear();
    await expect(deleteProfile()).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(state().profile).toBe(before.profile);
    setSessionUser(realSession.user.id);
    expect((await client.auth.getSession()).data.session?.user.id).toBe(realSession.user.id);
    await expect(getProfile(realSession.user.id)).resolves.toMatchObject({ email: alice.email });
  });

  it('deletes the account with ONE call (delete_user), clears the store and goes to /', async () => {
    const id = state().session!.user.id;
    // A second session of the same user, to look at the database afterwards with a still-valid JWT.
    const witness = makeClient();
    await witness.auth.signInWithPassword({ email: alice.email, password: alice.password });
    navigate.mockClear();
    requests.length = 0;
    await expect(deleteProfile()).resolves.toBe(true);
    // One database call: the atomic RPC; no DELETE of the profile row before it. (The only other
    // request is the client's local sign-out, whose answer for a deleted user is ignored.)
    expect(requests.filter((r) => r.path.startsWith('/rest/'))).toEqual([
      { method: 'POST', path: '/rest/v1/rpc/delete_user', body: JSON.stringify({ user_id: id }) },
    ]);
    expect(requests.filter((r) => !r.path.startsWith('/rest/')).map((r) => r.path)).toEqual(['/auth/v1/logout']);
    expect(state()).toMatchObject({ session: null, profile: null });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    const { data } = await client.auth.getSession();
    expect(data.session).toBeNull();
    // The profile went with the auth user, by cascade.
    const gone = await witness.from('profiles').select('*').eq('id', id).single();
    expect(gone.data).toBeNull();
    expect(gone.error?.code).toBe('PGRST116');
  });

  it('the deleted user can no longer sign in', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(signIn(alice.email, alice.password)).resolves.toEqual({ error: 'Invalid login credentials' });
    errorSpy.mockRestore();
  });
});

describe('sign out when the server no longer knows the user (spec §8)', () => {
  it('still clears the local session and the store', async () => {
    const carol = freshUser('carol');
    await expect(signUp(carol)).resolves.toEqual({ error: null });
    await until(() => state().profile);
    // The same user deletes itself from a second client; our client still holds its session.
    const other = makeClient();
    const { error: signInError } = await other.auth.signInWithPassword({ email: carol.email, password: carol.password });
    expect(signInError).toBeNull();
    const { error: deleteError } = await other.rpc('delete_user');
    expect(deleteError).toBeNull();
    navigate.mockClear();
    await expect(signOut()).resolves.toEqual({ error: null });
    expect(state()).toMatchObject({ session: null, profile: null });
    expect(navigate).toHaveBeenCalledWith('/');
    const { data } = await client.auth.getSession();
    expect(data.session).toBeNull();
  });
});
