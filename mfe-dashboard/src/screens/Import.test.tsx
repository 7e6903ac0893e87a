/**
 * `/dashboard/import` against the local TMDB catalog and real supabase-js on the local backend:
 * a refused file says why; an IMDb file is previewed, applied (the store's lists follow) and undone;
 * TMDB failing while matching shows "We couldn't load this right now." with Try again (never a
 * spinner forever, never "not found"), and Try again previews the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { sessionStore } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { expectNoAxeViolations, renderWithProviders, setupLocalTmdb, signInFreshUser, startFailingCatalog } from '@streamscout/testing';
import Import from './Import';

jest.setTimeout(60_000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

const fixture = (name: string) =>
  new File([fs.readFileSync(path.join(__dirname, '..', 'import', 'fixtures', name))], name, { type: 'text/csv' });

it('a refused file says why; an IMDb list is previewed, applied and undone', async () => {
  await signInFreshUser('impscreen');
  const { user, container } = renderWithProviders(<Import />, { path: '/dashboard/import' });
  expect(screen.getByRole('heading', { level: 1, name: 'Import your lists' })).toBeInTheDocument();
  const input = screen.getByLabelText('Choose a file to import');

  await user.upload(input, new File(['a,b\n1,2\n'], 'photo.csv', { type: 'text/csv' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/We could not recognise this file/);

  await user.upload(input, fixture('imdb-watchlist.csv'));
  expect(await screen.findByTestId('import-matched-count', {}, { timeout: 20_000 })).toHaveTextContent('3');
  expect(screen.getByTestId('import-notfound-count')).toHaveTextContent('2');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await expectNoAxeViolations(container);
  await user.click(screen.getByRole('button', { name: 'Add 3 titles to your lists' }));
  expect(await screen.findByText('Added 3 titles: 3 to Watch Queue.')).toBeInTheDocument();
  expect(sessionStore.getState().profile?.queue).toEqual(['movie-11012', 'movie-11058', 'tv-60028']);

  await user.click(screen.getByRole('button', { name: 'Undo this import' }));
  expect(await screen.findByText(/Removed the 3 titles this import added/)).toBeInTheDocument();
  expect(sessionStore.getState().profile?.queue).toEqual([]);
});

it('TMDB failing while matching: "We couldn\'t load this right now." with Try again, which then previews the file', async () => {
  await signInFreshUser('impfail');
  const failing = await startFailingCatalog({ '/3/find': 503 });
  const { user } = renderWithProviders(<Import />, { path: '/dashboard/import' });
  try {
    await user.upload(screen.getByLabelText('Choose a file to import'), fixture('imdb-ratings.csv'));
    expect(await screen.findByText("We couldn't load this right now.", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('import-notfound-count')).not.toBeInTheDocument();
  } finally {
    await failing.close();
  }
  await user.click(screen.getByRole('button', { name: /Try again/ }));
  expect(await screen.findByTestId('import-matched-count', {}, { timeout: 20_000 })).toHaveTextContent('3');
});
