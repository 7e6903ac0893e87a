/**
 * /signup: the username and password rules under their fields and refused before asking the server
 * (the server's SQL has the same username rule), passwords over 72 bytes refused in words about
 * bytes, the spec's messages and highlights, 'Username unavailable', the outage text when the
 * backend is down, one log line per failure — against the real local backend (behind a fault proxy).
 */
import { screen, waitFor } from '@testing-library/react';
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

it('shows the username and password rules under their fields before anything is typed', async () => {
  const { container } = renderWithProviders(<Signup />, { profile: null });
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
    '3 to 30 characters: English letters (a–z), digits, and _ . - only (no spaces, accents or emoji).',
  );
  expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
    'At least 6 characters and at most 72 bytes — fewer characters if it has accents or emoji.',
  );
  await expectNoAxeViolations(container);
});

it.each([
  ['31 characters', 'x'.repeat(31)],
  ['a Cyrillic е for a Latin e', 'us\u0435r_lookalike'],
  ['an accent', 'caf\u00e9_name'],
  ['an emoji', 'star_\u{1F600}'],
  ['only zero-width spaces', '\u200B\u200B\u200B\u200B'],
  ['a right-to-left override', 'abc\u202Eevil'],
])('refuses a username with %s before asking the server, and highlights it until focused', async (_label, username) => {
  const { user } = renderWithProviders(<Signup />, { profile: null });
  const before = proxy.requests.length;
  await fill(user, { username, password: 'secret-123' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Username must be 3 to 30 characters: English letters, digits, _ . or - (no spaces, accents or emoji)',
  );
  const field = screen.getByLabelText('Username');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(proxy.requests.length).toBe(before);
  await user.click(field);
  expect(field).not.toHaveAttribute('aria-invalid');
  // The alert stays until the next submit.
  expect(screen.getByRole('alert')).toHaveTextContent('Username must be');
});

it('refuses a password over 72 bytes (37 accented characters) in words about bytes, before asking the server', async () => {
  const { user } = renderWithProviders(<Signup />, { profile: null });
  const before = proxy.requests.length;
  await fill(user, { username: `long_${Date.now().toString(36)}`, password: 'é'.repeat(37) });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Password cannot be longer than 72 bytes — fewer characters if it has accents or emoji',
  );
  expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(proxy.requests.length).toBe(before);
});

it("spec §5: every blank field highlighted with 'All fields must be filled out'; a mismatch highlights both passwords", async () => {
  const { user } = renderWithProviders(<Signup />, { profile: null });
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('All fields must be filled out');
  for (const label of ['Email', 'Username', 'Password', 'Confirm password']) {
    expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  expect(screen.getByRole('combobox', { name: 'Country' })).not.toHaveAttribute('aria-invalid');

  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Username'), 'valid_name');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret-124');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Must provide valid email'));
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'someone@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Passwords must match'));
  expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

it("a taken username: 'Username unavailable', the field highlighted, the button usable again, nothing logged twice", async () => {
  const taken = `taken_${Date.now().toString(36)}`;
  const first = await makeClient(proxy.url).auth.signUp({
    email: `first-${taken}@example.com`,
    password: 'secret-123',
    options: { data: { username: taken, country: 'Canada' } },
  });
  expect(first.error).toBeNull();
  const { user } = renderWithProviders(<Signup />, { profile: null });
  const logged = (console.error as jest.Mock).mock.calls.length;
  await fill(user, { username: taken.toUpperCase(), password: 'secret-123' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Username unavailable');
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  expect((console.error as jest.Mock).mock.calls.length - logged).toBeLessThanOrEqual(1);
});

it('shows "We can\'t reach the server…" when the backend is down, logged once', async () => {
  proxy.setMode('reset');
  const { user } = renderWithProviders(<Signup />, { profile: null });
  const logged = (console.error as jest.Mock).mock.calls.length;
  await fill(user, { username: `down_${Date.now().toString(36)}`, password: 'secret-123' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We can't reach the server. Please check your network connection and try again.",
  );
  expect((console.error as jest.Mock).mock.calls.length - logged).toBe(1);
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
});
