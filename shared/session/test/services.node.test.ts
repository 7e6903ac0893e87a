/**
 * "My services" and the viewer's region through the REAL supabase-js against the local backend
 * (set_services RPC): saving replaces the store's profile, a refused list keeps what was stored
 * and tells why, and the region follows the profile's country without a reload.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, backendUrl, freshUser, until } from '@streamscout/testing';
import {
  applyProfileUpdate,
  currentRegion,
  getProfile,
  initSession,
  REGION_STORAGE_KEY,
  saveServices,
  setOnlyMyServices,
  SERVICES_SAVE_FAILED,
  sessionStore,
  setPickedRegion,
  signOut,
  signUp,
  updateCountry,
  whenSessionReady,
} from '../src';
import { resetSessionStore, setSupabaseClientForTests } from '../src/testing';

jest.setTimeout(30000);

const storage = new Map<string, string>();
const who = freshUser('services');
let stop: () => void;

beforeAll(async () => {
  // a browser's localStorage, for the picked region (Node has none)
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  setSupabaseClientForTests(
    createClient(backendUrl(), ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    }),
  );
  resetSessionStore();
  stop = initSession({ navigate: () => undefined });
  await whenSessionReady();
});

afterAll(() => {
  stop?.();
  setSupabaseClientForTests(null);
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

const state = () => sessionStore.getState();

async function signedIn() {
  if (state().profile) return state().profile!;
  expect(
    await signUp({ email: who.email, password: who.password, username: who.username, country: 'United States of America' }),
  ).toMatchObject({ error: null });
  return until(() => state().profile);
}

describe('signed out: the picked region', () => {
  it('an unknown code is refused and not stored; a known one is stored and in effect', () => {
    expect(setPickedRegion('XX')).toBe(false);
    expect(storage.has(REGION_STORAGE_KEY)).toBe(false);
    expect(currentRegion()).toBe(DEFAULT_REGION);
    expect(setPickedRegion('gb')).toBe(true);
    expect(storage.get(REGION_STORAGE_KEY)).toBe('GB');
    expect(currentRegion()).toBe('GB');
  });

  it('"Only my services" is kept in browser storage', () => {
    expect(state().onlyMyServices).toBe(false);
    setOnlyMyServices(true);
    resetSessionStore();
    expect(state().onlyMyServices).toBe(true);
    setOnlyMyServices(false);
    resetSessionStore();
    expect(state().onlyMyServices).toBe(false);
  });

  it('a tampered storage value is ignored when the store starts', () => {
    storage.set(REGION_STORAGE_KEY, 'not-a-region');
    resetSessionStore();
    expect(state().pickedRegion).toBeNull();
    expect(currentRegion()).toBe(DEFAULT_REGION);
    storage.set(REGION_STORAGE_KEY, 'DE');
    resetSessionStore();
    expect(currentRegion()).toBe('DE');
  });
});

describe('signed in', () => {
  it("a new profile has no services; saveServices stores them in order and replaces the store's profile", async () => {
    const profile = await signedIn();
    expect(profile.services).toEqual([]);
    const res = await saveServices([337, 8, 9]);
    expect(res).toEqual({ ok: true, profile: expect.objectContaining({ id: profile.id, services: [337, 8, 9] }) });
    expect(state().profile?.services).toEqual([337, 8, 9]);
    expect((await getProfile(profile.id))?.services).toEqual([337, 8, 9]);
  });

  it('a refused list (51 entries, a duplicate) tells why and keeps what was stored', async () => {
    const profile = await signedIn();
    const tooMany = await saveServices(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(tooMany).toEqual({ ok: false, error: 'too many services: at most 50' });
    const dup = await saveServices([8, 8]);
    expect(dup).toEqual({ ok: false, error: 'invalid services: provider id 8 appears twice' });
    const fraction = await saveServices([8.5]);
    expect(fraction.ok).toBe(false);
    expect((fraction as { error: string }).error).toMatch(/every entry must be a provider id/);
    expect(state().profile?.services).toEqual([337, 8, 9]);
    expect((await getProfile(profile.id))?.services).toEqual([337, 8, 9]);
  });

  it("the profile's country is the region (over the browser's pick), and follows an Edit Profile change at once", async () => {
    const profile = await signedIn();
    expect(state().pickedRegion).toBe('DE');
    expect(currentRegion()).toBe(DEFAULT_REGION);
    await applyProfileUpdate(updateCountry(profile.id, 'United Kingdom'));
    expect(currentRegion()).toBe('GB');
  });

  it("signed out again: the browser's pick is back; saving services is refused without a request", async () => {
    await signOut();
    await until(() => state().profile === null);
    expect(currentRegion()).toBe('DE');
    expect(await saveServices([8])).toEqual({ ok: false, error: SERVICES_SAVE_FAILED });
  });
});
