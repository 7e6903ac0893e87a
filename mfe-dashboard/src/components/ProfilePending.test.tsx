/**
 * The account screens never spin forever: with the backend unreachable the dashboard
 * says so with 'Try again', and it recovers — by the button, or by itself when the browser comes
 * back online — once the backend answers again. Real supabase-js, real local backend, a real TCP
 * proxy in front of it that drops connections while "down".
 */
import { act, cleanup, screen } from '@testing-library/react';
import { refreshProfile, setProfile } from '@streamscout/session';
import { resetSessionForTests, setSupabaseClientForTests } from '@streamscout/session/testing';
import {
  backendUrl,
  expectNoAxeViolations,
  makeClient,
  renderWithProviders,
  setupLocalTmdb,
  signInFreshUser,
  startFaultProxy,
  type FaultProxy,
} from '@streamscout/testing';
import Dashboard from '../screens/Dashboard';
import { MSG_PROFILE_UNAVAILABLE } from './ProfilePending';

jest.setTimeout(60000);
setupLocalTmdb();

let proxy: FaultProxy;
beforeEach(async () => {
  proxy = await startFaultProxy(backendUrl());
});
afterEach(async () => {
  cleanup();
  resetSessionForTests();
  await proxy.close();
});

/** A signed-in user whose client reaches the backend only through the proxy, with no profile loaded yet. */
async function signedInBehindProxy() {
  const { credentials, profile } = await signInFreshUser('pending');
  const client = makeClient(proxy.url);
  const { error } = await client.auth.signInWithPassword({ email: credentials.email, password: credentials.password });
  if (error) throw error;
  setSupabaseClientForTests(client);
  setProfile(null);
  return profile;
}

describe('ProfilePending (dashboard while the profile cannot load)', () => {
  it('backend down: a message with Try again, never a spinner forever; Try again recovers once it is back', async () => {
    const profile = await signedInBehindProxy();
    proxy.setMode('reset');
    const { user } = renderWithProviders(<Dashboard />);
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument();
    await act(async () => {
      await refreshProfile();
    });
    expect(await screen.findByText(MSG_PROFILE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading profile')).toBeNull();
    await expectNoAxeViolations();

    proxy.setMode('pass');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: `Welcome back ${profile.username}!` })).toBeInTheDocument();
  });

  it('recovers by itself when the browser comes back online', async () => {
    const profile = await signedInBehindProxy();
    proxy.setMode({ status: 503, body: { message: 'down' } });
    renderWithProviders(<Dashboard />);
    await act(async () => {
      await refreshProfile();
    });
    expect(await screen.findByText(MSG_PROFILE_UNAVAILABLE)).toBeInTheDocument();
    proxy.setMode('pass');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: `Welcome back ${profile.username}!` })).toBeInTheDocument();
  });
});
