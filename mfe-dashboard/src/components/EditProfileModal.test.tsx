/**
 * The Edit Profile modal's form and saves (spec §2 "Edit Profile modal", §5, §8) through the REAL
 * supabase-js against the local backend, behind a fault proxy that counts requests: the username
 * rule shown before submit and a look-alike refused without asking the server, one save at a time
 * while a request is in flight, and what the adult switch changes said under it.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { getProfile, useProfile } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { expectNoAxeViolations, renderWithProviders, setupBackendProxy, signInFreshUserThrough } from '@streamscout/testing';
import type { SnackbarSeverity } from '@streamscout/ui';
import { EditProfileModal } from './EditProfileModal';

jest.setTimeout(60000);

const USERNAME_ERROR = 'Error updating username. Please check your network connection and try again.';

const proxy = setupBackendProxy();
afterEach(() => {
  cleanup();
  resetSessionForTests();
});

/** The modal over the store's profile, as the dashboard renders it; alerts are collected. */
function Harness({ alerts }: { alerts: Array<[string, SnackbarSeverity]> }) {
  const profile = useProfile();
  if (!profile) return <p>signed out</p>;
  return <EditProfileModal opened onClose={() => {}} profile={profile} notify={(text, severity) => alerts.push([text, severity])} />;
}

/** A fresh signed-in user whose requests go through the proxy; the modal open. */
async function openModal() {
  const signedIn = await signInFreshUserThrough(proxy().url, 'modal');
  const alerts: Array<[string, SnackbarSeverity]> = [];
  const r = renderWithProviders(<Harness alerts={alerts} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  return { ...signedIn, ...r, dialog, alerts };
}

const profilePatches = () => proxy().requests.filter((q) => q.method === 'PATCH' && q.path.startsWith('/rest/v1/profiles')).length;

it('shows the username rule under the field and what the adult switch changes, before anything is typed', async () => {
  const { dialog } = await openModal();
  expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
    '3 to 30 characters: English letters (a–z), digits, and _ . - only (no spaces, accents or emoji).',
  );
  expect(within(dialog).getByRole('switch', { name: 'Show adult content' })).toHaveAccessibleDescription(
    'Includes adult titles in Discover. Search never shows them.',
  );
  await expectNoAxeViolations();
});

it.each([
  ['a Cyrillic а for a Latin a', (name: string) => name.replace('a', '\u0430')],
  ['a space', (name: string) => `${name.slice(0, 5)} ${name.slice(5)}`],
  ['an emoji', (name: string) => `${name.slice(0, 20)}😀`],
])('a new name with %s is refused before asking the server: field in error, the spec alert', async (_label, twin) => {
  const { user, dialog, profile, alerts } = await openModal();
  const field = within(dialog).getByLabelText('Username');
  const lookAlike = twin(profile.username);
  expect(lookAlike).not.toBe(profile.username);
  const patches = profilePatches();
  await user.clear(field);
  await user.click(field);
  await user.paste(lookAlike);
  await user.click(within(dialog).getByRole('button', { name: 'Update Username' }));
  await waitFor(() => expect(alerts).toEqual([[USERNAME_ERROR, 'error']]));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(profilePatches()).toBe(patches);
  expect(await getProfile(profile.id)).toMatchObject({ username: profile.username });
  // The highlight stays while typing and clears when the field is focused again (spec §5).
  await user.tab();
  await user.click(field);
  expect(field).not.toHaveAttribute('aria-invalid');
});

it('the same name saved again is accepted (nothing to rename) and reported as saved', async () => {
  const { user, dialog, profile, alerts } = await openModal();
  await user.click(within(dialog).getByRole('button', { name: 'Update Username' }));
  await waitFor(() => expect(alerts).toEqual([['Successfully updated username!', 'success']]));
  expect(await getProfile(profile.id)).toMatchObject({ username: profile.username });
});

it('while a save is in flight its control is busy and a second submit sends nothing', async () => {
  const { user, dialog, profile, alerts } = await openModal();
  const field = within(dialog).getByLabelText('Username');
  await user.clear(field);
  await user.type(field, `${profile.username.slice(0, 20)}_new`);
  proxy().setMode('hang');
  const patches = profilePatches();
  await user.click(within(dialog).getByRole('button', { name: 'Update Username' }));
  const button = within(dialog).getByRole('button', { name: 'Update Username' });
  await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  await waitFor(() => expect(profilePatches()).toBe(patches + 1));
  await user.type(field, '{Enter}');
  expect(profilePatches()).toBe(patches + 1);
  expect(alerts).toEqual([]);

  const toggle = within(dialog).getByRole('switch', { name: 'Show adult content' });
  await user.click(toggle);
  await waitFor(() => expect(toggle).toBeDisabled());
  await waitFor(() => expect(profilePatches()).toBe(patches + 2));
});

it('a failed adult-flag save says so and leaves the switch usable', async () => {
  const { user, dialog, profile, alerts } = await openModal();
  proxy().setMode('reset');
  const toggle = within(dialog).getByRole('switch', { name: 'Show adult content' });
  await user.click(toggle);
  await waitFor(() =>
    expect(alerts).toEqual([['Error updating adult flag. Please check your network connection and try again.', 'error']]),
  );
  expect(toggle).toBeEnabled();
  expect(toggle).not.toBeChecked();
  proxy().setMode('pass');
  expect(await getProfile(profile.id)).toMatchObject({ adult: false });
});
