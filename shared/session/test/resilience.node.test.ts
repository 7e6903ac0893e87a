/**
 * A failing backend, the session side, against the real local backend behind a fault proxy (real
 * supabase-js; the proxy only forwards, drops connections or answers a status): friendly messages
 * when the backend is unreachable or rate-limits, logout that always ends the local session, and a
 * profile status that fails visibly and recovers by itself when the backend comes back.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { start } from '@streamscout/local-supabase';
import { ANON_KEY, backendUrl, freshUser, startFaultProxy, until, type FaultProxy } from '@streamscout/testing';
import {
  MSG_NETWORK,
  MSG_RATE_LIMITED,
  initSession,
  refreshProfile,
  sessionStore,
  signIn,
  signOut,
  signUp,
  whenSessionReady,
} from '../src';
import { resetSessionForTests, setProfileRetryPolicyForTests, setSupabaseClientForTests } from '../src/testing';

jest.setTimeout(60000);

/** A Storage-like map, so "after a reload" can be checked with a second client on the same storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function clientOn(url: string, storage = memoryStorage()): SupabaseClient {
  return createClient(url, ANON_KEY, {
    auth: { persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

let proxy: FaultProxy;
let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;
let stops: Array<() => void> = [];

beforeAll(async () => {
  proxy = await startFaultProxy(backendUrl());
});
afterAll(async () => {
  await proxy.close();
});
beforeEach(() => {
  resetSessionForTests();
  proxy.setMode('pass');
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  resetSessionForTests();
  errorSpy.mockRestore();
  warnSpy.mockRestore();
});

/** Signs a fresh user up through the proxy and returns the storage holding the session. */
async function signedUp(tag: string) {
  const storage = memoryStorage();
  const client = clientOn(proxy.url, storage);
  const who = freshUser(tag);
  const { data, error } = await client.auth.signUp({
    email: who.email,
    password: who.password,
    options: { data: { username: who.username, country: who.country } },
  });
  expect(error).toBeNull();
  return { client, storage, who, userId: data.user!.id };
}

describe('login and signup when the backend cannot be reached', () => {
  it("show \"We can't reach the server…\" instead of 'Failed to fetch'", async () => {
    setSupabaseClientForTests(clientOn(proxy.url));
    proxy.setMode('reset');
    await expect(signIn('someone@example.com', 'secret-123')).resolves.toEqual({ error: MSG_NETWORK });
    await expect(signUp({ email: 'someone@example.com', password: 'secret-123', username: 'someone', country: 'Canada' })).resolves.toEqual(
      { error: MSG_NETWORK },
    );
    expect(MSG_NETWORK).toBe("We can't reach the server. Please check your network connection and try again.");
  });

  it('a 502/503 gateway answer reads the same (the service is not there)', async () => {
    setSupabaseClientForTests(clientOn(proxy.url));
    proxy.setMode({ status: 503, body: { message: 'upstream down' } });
    await expect(signIn('someone@example.com', 'secret-123')).resolves.toEqual({ error: MSG_NETWORK });
  });

  it('a wrong password still shows the service message', async () => {
    setSupabaseClientForTests(clientOn(proxy.url));
    await expect(signIn('nobody@example.com', 'secret-123')).resolves.toEqual({ error: 'Invalid login credentials' });
  });

  it("the service's 'longer than 72 characters' (a byte limit) reads in bytes: 37 accented characters are too long", async () => {
    setSupabaseClientForTests(clientOn(proxy.url));
    const who = freshUser('bytes');
    await expect(signUp({ email: who.email, password: '\u00e9'.repeat(37), username: who.username, country: 'Canada' })).resolves.toEqual({
      error: 'Password cannot be longer than 72 bytes — fewer characters if it has accents or emoji',
    });
  });
});

describe('rate limiting (a backend of its own with a limit of 2 per address and email)', () => {
  it('the third sign-in gets the friendly rate-limit message; signup too', async () => {
    const app = await start({ port: 0, rateLimits: { perIp: 100, perIpEmail: 2, windowS: 300 } });
    try {
      setSupabaseClientForTests(clientOn(app.url));
      for (let i = 0; i < 2; i += 1) {
        await expect(signIn('target@example.com', 'wrong-password')).resolves.toEqual({ error: 'Invalid login credentials' });
      }
      await expect(signIn('target@example.com', 'wrong-password')).resolves.toEqual({ error: MSG_RATE_LIMITED });
      await expect(
        signUp({ email: 'target@example.com', password: 'secret-123', username: 'target_x', country: 'Canada' }),
      ).resolves.toEqual({ error: MSG_RATE_LIMITED });
    } finally {
      await app.close();
    }
  });
});

describe('logout always ends the local session', () => {
  it.each([
    ['the backend is down', 'reset' as const],
    ['the backend answers 500', { status: 500, body: { code: 'unexpected_failure', message: 'boom' } }],
    ['the backend answers 401', { status: 401, body: { code: 'no_authorization', message: 'nope' } }],
    ['the backend answers 403', { status: 403, body: { code: 'bad_jwt', message: 'nope' } }],
    ['the backend answers 404', { status: 404, body: { code: 'not_found', message: 'nope' } }],
  ])('when %s: signed out in the store, at /, and still signed out after a reload', async (_label, mode) => {
    const { client, storage } = await signedUp('logout');
    setSupabaseClientForTests(client);
    const navigate = jest.fn();
    stops.push(initSession({ navigate }));
    await whenSessionReady();
    await until(() => sessionStore.getState().profileStatus === 'ready');
    proxy.setMode(mode);
    await expect(signOut()).resolves.toEqual({ error: null });
    expect(sessionStore.getState()).toMatchObject({ session: null, profile: null, profileStatus: 'idle' });
    expect(navigate).toHaveBeenCalledWith('/');
    // "Reload": a new client on the same storage finds no session.
    proxy.setMode('pass');
    const reloaded = clientOn(proxy.url, storage);
    expect((await reloaded.auth.getSession()).data.session).toBeNull();
  });

  it('with the backend up, the server ends the session too (the refresh token is dead)', async () => {
    const { client } = await signedUp('logout-ok');
    const refresh = (await client.auth.getSession()).data.session!.refresh_token;
    setSupabaseClientForTests(client);
    const navigate = jest.fn();
    stops.push(initSession({ navigate }));
    await whenSessionReady();
    await expect(signOut()).resolves.toEqual({ error: null });
    expect(navigate).toHaveBeenCalledWith('/');
    const reuse = await clientOn(proxy.url).auth.refreshSession({ refresh_token: refresh });
    expect(reuse.error).not.toBeNull();
  });
});

describe('profile status and recovery', () => {
  it("the profile load fails visibly ('error') with the backend down and recovers by itself when it is back", async () => {
    setProfileRetryPolicyForTests({ firstMs: 100, maxMs: 400 });
    const { client, userId } = await signedUp('recover');
    setSupabaseClientForTests(client);
    proxy.setMode('reset');
    stops.push(initSession({ navigate: jest.fn() }));
    await whenSessionReady();
    expect(sessionStore.getState()).toMatchObject({ ready: true, profile: null, profileStatus: 'error' });
    expect(sessionStore.getState().session?.user.id).toBe(userId);
    // Retries keep failing while it is down…
    const before = proxy.requests.length;
    await until(() => proxy.requests.length >= before + 2, 5000);
    expect(sessionStore.getState().profileStatus).toBe('error');
    // …and the profile arrives by itself once it is back.
    proxy.setMode('pass');
    await until(() => sessionStore.getState().profileStatus === 'ready', 5000);
    expect(sessionStore.getState().profile?.id).toBe(userId);
  });

  it('refreshProfile() is the manual retry; a not-found profile is an error without automatic retries', async () => {
    setProfileRetryPolicyForTests({ firstMs: 60_000, maxMs: 60_000 });
    const { client, userId } = await signedUp('manual');
    setSupabaseClientForTests(client);
    proxy.setMode({ status: 500, body: { code: 'XX000', message: 'boom' } });
    stops.push(initSession({ navigate: jest.fn() }));
    await whenSessionReady();
    expect(sessionStore.getState().profileStatus).toBe('error');
    proxy.setMode('pass');
    await expect(refreshProfile()).resolves.toMatchObject({ id: userId });
    expect(sessionStore.getState().profileStatus).toBe('ready');
    // The profile row goes away (deleted elsewhere): the next load is 'error', and no retry storm.
    await client.from('profiles').delete().eq('id', userId);
    sessionStore.setState({ profile: null, profileStatus: 'loading' });
    await expect(refreshProfile()).resolves.toBeNull();
    expect(sessionStore.getState().profileStatus).toBe('error');
  });
});
