/**
 * The signed-out region picker against the local TMDB catalog (`watch/providers/regions`): the
 * list is asked for only when the viewer reaches for it, it is searchable, and a pick is kept in
 * browser storage and in effect at once.
 */
import { screen, waitFor } from '@testing-library/react';
import { REGION_STORAGE_KEY, sessionStore, currentRegion } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { createTestQueryClient, loadedSelect, renderWithProviders, setupLocalTmdb } from '@streamscout/testing';
import { tmdbKeys } from '@streamscout/tmdb/query';
import { RegionPicker } from './RegionPicker';

jest.setTimeout(30_000);
setupLocalTmdb();
beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => localStorage.clear());

it('shows the region in effect; loads the regions on intent; a searched pick is stored and in effect', async () => {
  const queryClient = createTestQueryClient();
  const { user } = renderWithProviders(<RegionPicker />, { profile: null, queryClient });
  expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('United States of America');
  // nothing asked for before the viewer reaches for it
  expect(queryClient.getQueryState(tmdbKeys.watchRegions())?.fetchStatus ?? 'idle').toBe('idle');
  expect(queryClient.getQueryState(tmdbKeys.watchRegions())?.dataUpdateCount ?? 0).toBe(0);
  const field = await loadedSelect(user, 'Region');
  await waitFor(() => expect(queryClient.getQueryData(tmdbKeys.watchRegions())).toBeTruthy());
  await user.click(field);
  await user.clear(field);
  await user.type(field, 'king');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom']);
  await user.click(screen.getByRole('option', { name: 'United Kingdom' }));
  expect(localStorage.getItem(REGION_STORAGE_KEY)).toBe('GB');
  expect(sessionStore.getState().pickedRegion).toBe('GB');
  expect(currentRegion()).toBe('GB');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('United Kingdom'));
});

it("the list holds the catalog's regions by English name", async () => {
  const { user } = renderWithProviders(<RegionPicker label="Your region" />, { profile: null });
  const field = await loadedSelect(user, 'Your region');
  await user.click(field);
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(12));
  const names = screen.getAllByRole('option').map((o) => o.textContent ?? '');
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  expect(names).toEqual(expect.arrayContaining(['Japan', 'Brazil', 'South Africa', 'Australia', 'Germany']));
});
