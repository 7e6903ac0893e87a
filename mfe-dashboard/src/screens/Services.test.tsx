/**
 * `/dashboard/services` ("My services") against the local TMDB catalog (the region's providers)
 * and real supabase-js on the local backend (set_services): a searchable grid of the region's
 * services, picks saved on the profile, the store following at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { applyProfileUpdate, getProfile, SERVICES_SAVE_FAILED, sessionStore, updateCountry } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { renderWithProviders, setupLocalTmdb, signInFreshUser } from '@streamscout/testing';
import Services, { MSG_SERVICES_SAVED } from './Services';

jest.setTimeout(60_000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

/** The region's providers as TMDB lists them. */
async function regionProviders(region: string): Promise<{ provider_id: number; provider_name: string }[]> {
  const res = await fetch(`${process.env.TMDB_TEST_URL}/3/watch/providers/movie?watch_region=${region}`);
  return ((await res.json()) as { results: { provider_id: number; provider_name: string }[] }).results;
}

it("lists the services of the profile's region, most prominent first; search narrows them", async () => {
  const { profile } = await signInFreshUser('svcgrid');
  await applyProfileUpdate(updateCountry(profile.id, 'United Kingdom'));
  const { user } = renderWithProviders(<Services />, { path: '/dashboard/services' });
  expect(screen.getByRole('heading', { level: 1, name: 'My services' })).toBeInTheDocument();
  expect(screen.getByText(/in the United Kingdom/)).toBeInTheDocument();
  const grid = await screen.findByRole('group', { name: 'Services' });
  const expected = (await regionProviders('GB')).map((p) => p.provider_name);
  expect(
    within(grid)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(expected);
  expect(expected).toContain('BBC iPlayer');
  expect(expected).not.toContain('Hulu');
  await user.type(screen.getByRole('textbox', { name: 'Search services' }), 'bbc');
  expect(
    within(grid)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['BBC iPlayer']);
  await user.clear(screen.getByRole('textbox', { name: 'Search services' }));
  await user.type(screen.getByRole('textbox', { name: 'Search services' }), 'nothing like it');
  expect(screen.getByText('No service matches “nothing like it”.')).toBeInTheDocument();
});

it('picking and saving stores the services on the profile (in the order picked) and in the store', async () => {
  const { profile } = await signInFreshUser('svcsave');
  const { user } = renderWithProviders(<Services />, { path: '/dashboard/services' });
  const grid = await screen.findByRole('group', { name: 'Services' });
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  const disney = within(grid).getByRole('button', { name: 'Disney Plus' });
  const netflix = within(grid).getByRole('button', { name: 'Netflix' });
  await user.click(disney);
  await user.click(netflix);
  expect(disney).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('services-count')).toHaveTextContent('2 of at most 50 picked');
  await user.click(save);
  expect(await screen.findByText(MSG_SERVICES_SAVED)).toBeInTheDocument();
  expect(sessionStore.getState().profile?.services).toEqual([337, 8]);
  expect((await getProfile(profile.id))?.services).toEqual([337, 8]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  await user.click(netflix);
  expect(netflix).toHaveAttribute('aria-pressed', 'false');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sessionStore.getState().profile?.services).toEqual([337]));
  expect((await getProfile(profile.id))?.services).toEqual([337]);
});

it('a refused save says why and keeps the picks on screen; picking again clears the message, and a save then succeeds', async () => {
  const { profile } = await signInFreshUser('svcrefused');
  const { user } = renderWithProviders(<Services />, { path: '/dashboard/services' });
  const grid = await screen.findByRole('group', { name: 'Services' });
  const netflix = within(grid).getByRole('button', { name: 'Netflix' });
  await user.click(netflix);
  // the backend refuses a profile that is not the caller's (set_services: 'not allowed')
  sessionStore.setState({ profile: { ...profile, id: '00000000-0000-4000-8000-000000000000' } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES_SAVE_FAILED);
  expect(screen.queryByText(MSG_SERVICES_SAVED)).not.toBeInTheDocument();
  expect(netflix).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  sessionStore.setState({ profile });
  await user.click(within(grid).getByRole('button', { name: 'Disney Plus' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MSG_SERVICES_SAVED)).toBeInTheDocument();
  expect((await getProfile(profile.id))?.services).toEqual([8, 337]);
});
