/**
 * /signup: the username rule under the field and refused before asking the server (the server's
 * SQL has the same rule), passwords over 72 bytes refused with Supabase Auth's text, the outage
 * text when the backend is down — against the real local backend (behind a fault proxy).
 */
import { screen } from '@testing-library/react';
import { backendUrl, makeClient, expectNoAxeViolations, renderWithProviders, startFaultProxy, type FaultProxy } from '@streamscout/testing';
import { resetSessionForTests, setSupabaseClientForTests } from '@streamscout/session/testing';
import Signup from './Signup';

jest.setTimeout(60000);

let proxy: FaultProxy;
let spies: jest.SpyInstance[] = [];
beforeAll(async () => {
  proxy = await startFaultProxy(backendUrl());
});
afterAll(() => proxy.close());
beforeEach(() => {
  resetSessionForTests();
  setSupabaseClientForTests(makeClient(proxy.url));
  proxy.setMode('pass');
  spies = [jest.spyOn(console, 'error').mockImplementation(() => {}), jest.spyOn(console, 'warn').mockImplementation(() => {})];
});
afterEach(() => {
  resetSessionForTests();
  for (const s of spies) s.mockRestore();
});

async function fill(user: ReturnType<typeof renderWithProviders>['user'], values: { username: string; password: string }) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await user.type(screen.getByLabelText('Email'), `signup-${id}@example.com`);
  // user.type would interpret braces; paste keeps the text as is (zero-width characters too).
  await user.click(screen.getByLabelText('Username'));
  await user.paste(values.username);
  await user.click(screen.getByLabelText('Password', { exact: true }));
  await user.paste(values.password);
  await user.click(screen.getByLabelText('Confirm password'));
  await user.paste(values.password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

it('shows the username rule under the field', async () => {
  const { container } = renderWithProviders(<Signup />, { profile: null });
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
    '3 to 30 characters. Letters, numbers, symbols and emoji; no invisible characters.',
  );
  await expectNoAxeViolations(container);
});

it.each([
  ['31 characters', 'x'.repeat(31)],
  ['only zero-width spaces', '\u200B\u200B\u200B\u200B'],
  ['a right-to-left override', 'abc\u202Eevil'],
])('refuses a username of %s before asking the server, and highlights it', async (_label, username) => {
  const { user } = renderWithProviders(<Signup />, { profile: null });
  const before = proxy.requests.length;
  await fill(user, { username, password: 'secret-123' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Username must be 3 to 30 characters, without invisible or control characters',
  );
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(proxy.requests.length).toBe(before);
});

it('refuses a password over 72 bytes with Supabase Auth\'s text', async () => {
  const { user } = renderWithProviders(<Signup />, { profile: null });
  await fill(user, { username: `long_${Date.now().toString(36)}`, password: 'é'.repeat(37) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Password cannot be longer than 72 characters');
});

it("shows \"We can't reach the server…\" when the backend is down", async () => {
  proxy.setMode('reset');
  const { user } = renderWithProviders(<Signup />, { profile: null });
  await fill(user, { username: `down_${Date.now().toString(36)}`, password: 'secret-123' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We can't reach the server. Please check your network connection and try again.",
  );
});
