import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import {
  addItem,
  clearList,
  configureSession,
  deleteProfile,
  getList,
  getProfile,
  getSupabase,
  handleAuthEvent,
  initSession,
  removeAll,
  removeItem,
  sessionStore,
  setProfile,
  setSession,
  signIn,
  signOut,
  signUp,
  toggleAdult,
  toggleListItem,
  updateAdult,
  updateCountry,
  updateUsername,
  whenSessionReady,
} from '../src';
import { setSupabaseClientForTests, resetSessionStore } from '../src/testing';
import type { Profile, Session } from '../src';

const profile: Profile = {
  id: '00000000-0000-0000-0000-000000000001',
  email: 'a@b.co',
  username: 'alice',
  country: 'Canada',
  adult: false,
  queue: [],
  favorites: [],
  watched: [],
};
const session = { user: { id: profile.id }, access_token: 't' } as unknown as Session;

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  setSupabaseClientForTests(null);
  resetSessionStore();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errorSpy.mockRestore();
  jest.useRealTimers();
});

describe('no client (spec §6, §8: "logged only")', () => {
  it('getSupabase returns null and logs the text', async () => {
    await expect(getSupabase()).resolves.toBeNull();
    expect(errorSpy).toHaveBeenCalledWith('Supabase client not found');
  });

  it('every profile operation returns null and logs', async () => {
    const results = await Promise.all([
      getProfile(profile.id),
      updateUsername(profile.id, 'bob'),
      updateAdult(profile.id, true),
      toggleAdult(profile),
      updateCountry(profile.id, 'Canada'),
      getList(profile.id, 'queue'),
      addItem(profile.id, 'movie-1', 'queue'),
      removeItem(profile.id, 'movie-1', 'queue'),
      removeAll(profile.id, 'queue'),
    ]);
    expect(results).toEqual(Array(9).fill(null));
    expect(errorSpy).toHaveBeenCalledTimes(9);
    for (const call of errorSpy.mock.calls) expect(call).toEqual(['Supabase client not found']);
  });

  it('toggleListItem leaves the button loading after a failure (spec §4)', async () => {
    setSession(session);
    setProfile(profile);
    await expect(toggleListItem({ id: 7, media_type: 'movie' }, 'favorites')).resolves.toBeNull();
    expect(sessionStore.getState().loading.favorites['movie-7']).toBe(true);
    expect(sessionStore.getState().profile).toBe(profile);
    // A second click while loading does nothing.
    errorSpy.mockClear();
    await expect(toggleListItem({ id: 7, media_type: 'movie' }, 'favorites')).resolves.toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
    // Other buttons have their own flags.
    expect(sessionStore.getState().loading.queue['movie-7']).toBeUndefined();
  });

  it('clearList returns null and resets its flag; signed-out list actions do nothing', async () => {
    setSession(session);
    setProfile(profile);
    await expect(clearList('queue')).resolves.toBeNull();
    expect(sessionStore.getState().clearing.queue).toBe(false);
    resetSessionStore();
    await expect(toggleListItem({ id: 1, media_type: 'tv' }, 'queue')).resolves.toBeNull();
    expect(sessionStore.getState().loading.queue).toEqual({});
  });

  it('auth calls only log the missing client (no error to show, spec §8); initSession still marks the store ready', async () => {
    const unavailable = { error: null, unavailable: true };
    await expect(signIn('a@b.co', 'secret')).resolves.toEqual(unavailable);
    await expect(signUp({ email: 'a@b.co', password: 'secret', username: 'abc', country: 'Canada' })).resolves.toEqual(unavailable);
    await expect(deleteProfile()).resolves.toBe(false);
    setSession(session);
    await expect(signOut()).resolves.toEqual(unavailable);
    expect(sessionStore.getState().session).toBeNull();
    expect(errorSpy.mock.calls).toEqual(Array(4).fill(['Supabase client not found']));
    const stop = initSession({ navigate: jest.fn() });
    await whenSessionReady();
    expect(sessionStore.getState()).toMatchObject({ ready: true, session: null, profile: null });
    stop();
  });
});

describe('auth events without a backend (spec §4)', () => {
  it('update the session, clear on SIGNED_OUT and navigate to /', async () => {
    const navigate = jest.fn();
    const stop = initSession({ navigate });
    await whenSessionReady();
    // the profile loads the events defer (a timer each) run when the test says so, at the end
    jest.useFakeTimers();
    handleAuthEvent('SIGNED_IN', session);
    expect(sessionStore.getState().session).toBe(session);
    setProfile(profile);
    const refreshed = { ...session, access_token: 'r' } as Session;
    for (const event of ['TOKEN_REFRESHED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED', 'USER_UPDATED']) {
      const next = { ...refreshed } as Session;
      handleAuthEvent(event, next);
      expect(sessionStore.getState().session).toBe(next);
      expect(sessionStore.getState().profile).toBe(profile);
    }
    expect(navigate).not.toHaveBeenCalled();
    handleAuthEvent('SIGNED_OUT', null);
    expect(sessionStore.getState()).toMatchObject({ session: null, profile: null, ready: true });
    expect(navigate).toHaveBeenCalledWith('/');
    stop();
    // After unsubscribing, the navigate function is forgotten.
    navigate.mockClear();
    handleAuthEvent('SIGNED_OUT', null);
    expect(navigate).not.toHaveBeenCalled();
    // The deferred profile loads (no client → null) run and finish.
    await jest.runOnlyPendingTimersAsync();
  });
});

describe('store', () => {
  it('keeps the profile across session updates of the same user and drops it for another', () => {
    setSession(session);
    setProfile(profile);
    setSession({ ...session, access_token: 'refreshed' } as Session);
    expect(sessionStore.getState().profile).toBe(profile);
    setSession({ user: { id: 'someone-else' } } as unknown as Session);
    expect(sessionStore.getState().profile).toBeNull();
  });
});

describe('lazy client', () => {
  it('creates one client on demand with the given options', async () => {
    configureSession({
      url: 'http://127.0.0.1:9',
      anonKey: 'anon',
      options: {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      },
    });
    const [a, b] = await Promise.all([getSupabase(), getSupabase()]);
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(await getSupabase()).toBe(a);
    expect(typeof a!.auth.signInWithPassword).toBe('function');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('no module of the package imports supabase-js statically (architecture §3/§7)', () => {
    const dir = path.join(__dirname, '../src');
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const staticImports = text.match(/^import\s+(?!type\b)[^;]*from\s+'@supabase\/supabase-js'/gm);
      expect([file, staticImports]).toEqual([file, null]);
      if (/require\(['"]@supabase/.test(text)) throw new Error(`${file} requires supabase-js`);
    }
    expect(fs.readFileSync(path.join(dir, 'config.ts'), 'utf8')).toContain("await import('@supabase/supabase-js')");
  });
});
