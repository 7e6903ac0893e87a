/**
 * /login against the real local backend (behind a fault proxy for the outage; a backend of its own
 * with a small limit for rate limiting): the friendly texts (spec §8) instead of 'Failed to fetch'
 * or a raw 429.
 */
import {
  backendUrl,
  makeClient,
  expectNoAxeViolations,
  renderWithProviders,
  startFaultProxy,
  startLocalBackend,
  type FaultProxy,
} from '@streamscout/testing';
import { waitFor } from '@testing-library/react';
import { resetSessionForTests, setSupabaseClientForTests } from '@streamscout/session/testing';
import Login from './Login';

jest.setTimeout(60000);

const clientOn = (url: string) => makeClient(url);

let proxy: FaultProxy;
let spies: jest.SpyInstance[] = [];
beforeAll(async () => {
  proxy = await startFaultProxy(backendUrl());
});
afterAll(() => proxy.close());
beforeEach(() => {
  resetSessionForTests();
  spies = [jest.spyOn(console, 'error').mockImplementation(() => {}), jest.spyOn(console, 'warn').mockImplementation(() => {})];
});
afterEach(() => {
  resetSessionForTests();
  for (const s of spies) s.mockRestore();
});

async function submit(user: ReturnType<typeof renderWithProviders>['user'], email: string, password: string) {
  await user.type(await screenField('Email'), email);
  await user.type(await screenField('Password'), password);
  await user.click(document.querySelector('button[type="submit"]') as HTMLButtonElement);
}
const screenField = async (label: string) => {
  const { screen } = await import('@testing-library/react');
  return screen.getByLabelText(label, { exact: true });
};

it('shows "We can\'t reach the server…" when the backend is down, logged once, the button usable again', async () => {
  setSupabaseClientForTests(clientOn(proxy.url));
  proxy.setMode('reset');
  const { user, findByRole, getByRole, container } = renderWithProviders(<Login />, { profile: null });
  await submit(user, 'someone@example.com', 'secret-123');
  expect(await findByRole('alert')).toHaveTextContent("We can't reach the server. Please check your network connection and try again.");
  expect(container.textContent).not.toMatch(/fetch/i);
  expect(console.error).toHaveBeenCalledTimes(1);
  expect(getByRole('button', { name: 'Login' })).toBeEnabled();
  await expectNoAxeViolations(container);
});

it("spec §5: 'All fields must be filled out', then 'Must provide valid email', before asking the server", async () => {
  setSupabaseClientForTests(clientOn(proxy.url));
  proxy.setMode('pass');
  const before = proxy.requests.length;
  const { user, findByRole, getByRole } = renderWithProviders(<Login />, { profile: null });
  await user.type(await screenField('Email'), 'someone@example.com');
  await user.click(getByRole('button', { name: 'Login' }));
  expect(await findByRole('alert')).toHaveTextContent('All fields must be filled out');
  await user.clear(await screenField('Email'));
  await submit(user, 'not-an-email', 'secret-123');
  await waitFor(() => expect(getByRole('alert')).toHaveTextContent('Must provide valid email'));
  expect(proxy.requests.length).toBe(before);
});

it('a wrong password: the service message in the alert, logged once (not twice)', async () => {
  setSupabaseClientForTests(clientOn(proxy.url));
  proxy.setMode('pass');
  const { user, findByRole } = renderWithProviders(<Login />, { profile: null });
  await submit(user, `nobody-${Date.now().toString(36)}@example.com`, 'wrong-password');
  expect(await findByRole('alert')).toHaveTextContent('Invalid login credentials');
  expect(console.error).toHaveBeenCalledTimes(1);
});

it('shows the friendly rate-limit text after too many attempts', async () => {
  const app = await startLocalBackend({ LOCAL_SUPABASE_RATE_LIMIT_IP: '100', LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '1' });
  try {
    setSupabaseClientForTests(clientOn(app.url));
    const { user, findByRole, getByRole } = renderWithProviders(<Login />, { profile: null });
    await submit(user, 'target@example.com', 'wrong-password');
    expect(await findByRole('alert')).toHaveTextContent('Invalid login credentials');
    await user.click(document.querySelector('button[type="submit"]') as HTMLButtonElement);
    // The first alert stays on screen until the second answer arrives: wait for its text to change.
    await waitFor(() => expect(getByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.'), {
      timeout: 10000,
    });
  } finally {
    await app.stop();
  }
});
