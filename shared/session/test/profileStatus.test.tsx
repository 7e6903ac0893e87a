/**
 * useProfileStatus() in a browser-like environment against the real backend behind a fault proxy:
 * a screen can show "can't load" with a retry, and recovers by itself when the browser comes back
 * online (the backoff is set far out here, so only the 'online' event can bring it back).
 */
import { act, render, screen } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, backendUrl, freshUser, startFaultProxy, type FaultProxy } from '@streamscout/testing';
import { initSession, refreshProfile, useProfile, useProfileStatus, whenSessionReady } from '../src';
import { resetSessionForTests, setProfileRetryPolicyForTests, setSupabaseClientForTests } from '../src/testing';

jest.setTimeout(60000);

function ProfileBox() {
  const status = useProfileStatus();
  const profile = useProfile();
  if (status === 'error') {
    return (
      <p>
        cannot load <button onClick={() => void refreshProfile()}>Try again</button>
      </p>
    );
  }
  return <p>{profile ? `hello ${profile.username}` : status}</p>;
}

let proxy: FaultProxy;
let spies: jest.SpyInstance[] = [];
let stop: () => void = () => {};
beforeAll(async () => {
  proxy = await startFaultProxy(backendUrl());
});
afterAll(() => proxy.close());
beforeEach(() => {
  resetSessionForTests();
  spies = [jest.spyOn(console, 'error').mockImplementation(() => {}), jest.spyOn(console, 'warn').mockImplementation(() => {})];
});
afterEach(() => {
  stop();
  resetSessionForTests();
  for (const s of spies) s.mockRestore();
});

async function signedInClient() {
  const store = new Map<string, string>();
  const client = createClient(proxy.url, ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    },
    realtime: { transport: WebSocket as never },
  });
  const who = freshUser('status');
  const { error } = await client.auth.signUp({ email: who.email, password: who.password, options: { data: { username: who.username } } });
  expect(error).toBeNull();
  return { client, who };
}

it("shows 'error' while the backend is down and recovers on the browser's 'online' event", async () => {
  setProfileRetryPolicyForTests({ firstMs: 600_000, maxMs: 600_000 });
  const { client, who } = await signedInClient();
  setSupabaseClientForTests(client);
  proxy.setMode('reset');
  render(<ProfileBox />);
  stop = initSession({ navigate: jest.fn() });
  await act(() => whenSessionReady());
  expect(await screen.findByText('cannot load')).toBeInTheDocument();
  proxy.setMode('pass');
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText(`hello ${who.username}`)).toBeInTheDocument();
});

it('Try again (refreshProfile) loads it once the backend is back', async () => {
  setProfileRetryPolicyForTests({ firstMs: 600_000, maxMs: 600_000 });
  const { client, who } = await signedInClient();
  setSupabaseClientForTests(client);
  proxy.setMode({ status: 500, body: { message: 'boom' } });
  render(<ProfileBox />);
  stop = initSession({ navigate: jest.fn() });
  await act(() => whenSessionReady());
  const retry = await screen.findByRole('button', { name: 'Try again' });
  proxy.setMode('pass');
  act(() => retry.click());
  expect(await screen.findByText(`hello ${who.username}`)).toBeInTheDocument();
});
