/**
 * Auth events of spec §4 as the REAL supabase-js emits them against the local backend
 * (process.env.SUPABASE_TEST_URL): the start-up session load from storage (once), TOKEN_REFRESHED,
 * USER_UPDATED (reloads the profile), and a failed refresh signing the user out.
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { initSession, sessionStore, signUp, whenSessionReady } from '../src';
import { setSupabaseClientForTests, resetSessionStore } from '../src/testing';
import { ANON_KEY, backendUrl, freshUser, until } from '@streamscout/testing';

jest.setTimeout(30000);

/** A Storage-like map, shared between clients to play "the same browser tab after a reload". */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function persistentClient(storage: ReturnType<typeof memoryStorage>, requests: string[] = []): SupabaseClient {
  return createClient(backendUrl(), ANON_KEY, {
    auth: { persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        return fetch(input, init);
      },
    },
  });
}

const state = () => sessionStore.getState();
const stops: Array<() => void> = [];

function start(client: SupabaseClient, navigate = jest.fn()) {
  setSupabaseClientForTests(client);
  resetSessionStore();
  stops.push(initSession({ navigate }));
  return navigate;
}

afterEach(() => {
  while (stops.length) stops.pop()!();
  setSupabaseClientForTests(null);
});

describe('start-up (spec §4: the session is loaded once)', () => {
  it('restores a stored session and its profile before marking the store ready', async () => {
    const storage = memoryStorage();
    const who = freshUser('restore');
    // First "page load": sign up; supabase-js stores the session.
    start(persistentClient(storage));
    await whenSessionReady();
    await expect(signUp(who)).resolves.toEqual({ error: null });
    const userId = state().session!.user.id;
    await until(() => state().profile);
    stops.pop()!();
    expect(storage.map.size).toBeGreaterThan(0);

    // Second "page load" with the same storage: no auth request, one profile request.
    const requests: string[] = [];
    const reloaded = persistentClient(storage, requests);
    start(reloaded);
    await whenSessionReady();
    expect(state().session?.user.id).toBe(userId);
    expect(state().profile).toMatchObject({ id: userId, username: who.username, country: who.country });
    // The auth library's events (SIGNED_IN / INITIAL_SESSION) for the store have been handled once a
    // subscriber added now has its own INITIAL_SESSION; the profile load they may defer went out
    // before the store was ready. Then nothing may have loaded twice.
    await new Promise<void>((resolve) => {
      const { data } = reloaded.auth.onAuthStateChange((event) => {
        if (event !== 'INITIAL_SESSION') return;
        queueMicrotask(() => data.subscription.unsubscribe());
        resolve();
      });
    });
    expect(requests).toEqual(['GET /rest/v1/profiles']);
  });

  it('an empty storage starts signed out and ready', async () => {
    start(persistentClient(memoryStorage()));
    await whenSessionReady();
    expect(state()).toMatchObject({ ready: true, session: null, profile: null });
  });
});

describe('events from the auth library', () => {
  let client: SupabaseClient;
  let navigate: jest.Mock;

  beforeEach(async () => {
    client = persistentClient(memoryStorage());
    navigate = start(client);
    await whenSessionReady();
    await expect(signUp(freshUser('events'))).resolves.toEqual({ error: null });
    await until(() => state().profile);
  });

  it('TOKEN_REFRESHED updates the session and keeps the profile', async () => {
    const before = state().session!;
    const profile = state().profile;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    // a refresh rotates the refresh token (the access token may be the same within one second: same `iat`)
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
    await until(() => state().session?.refresh_token === data.session!.refresh_token);
    expect(state().session!.access_token).toBe(data.session!.access_token);
    expect(state().profile).toBe(profile);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('USER_UPDATED updates the session and reloads the profile', async () => {
    const id = state().session!.user.id;
    const renamed = `${state().profile!.username}_r`;
    // The row changes behind the store's back (e.g. another tab)…
    const { error: updateError } = await client.from('profiles').update({ username: renamed }).eq('id', id);
    expect(updateError).toBeNull();
    expect(state().profile!.username).not.toBe(renamed);
    // …and a user update makes the store reload it.
    const { error } = await client.auth.updateUser({ data: { theme: 'dark' } });
    expect(error).toBeNull();
    await until(() => state().profile?.username === renamed);
    expect(state().session!.user.user_metadata).toMatchObject({ theme: 'dark' });
  });

  it('a failed refresh of an expired session signs out: the store is cleared and the user goes to /', async () => {
    // Another session of the same user signs out everywhere (scope global): our refresh token dies.
    const { data } = await client.auth.getSession();
    const other = persistentClient(memoryStorage());
    await other.auth.setSession({ access_token: data.session!.access_token, refresh_token: data.session!.refresh_token });
    expect((await other.auth.signOut({ scope: 'global' })).error).toBeNull();
    // supabase-js keeps a session whose access token is still valid after a failed proactive
    // refresh; it drops it when the access token has expired. Make the stored one expired.
    const storage = (client.auth as unknown as { storage: ReturnType<typeof memoryStorage> }).storage;
    const key = [...storage.map.keys()].find((k) => k.endsWith('-auth-token'))!;
    const stored = JSON.parse(storage.map.get(key)!);
    storage.map.set(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    const { error } = await client.auth.refreshSession();
    expect(error).not.toBeNull();
    await until(() => state().session === null);
    expect(state().profile).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
