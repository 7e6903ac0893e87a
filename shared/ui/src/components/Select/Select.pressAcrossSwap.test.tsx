/**
 * A press whose button-down lands on the stand-in and whose release comes after Mantine's Select
 * has replaced it (the code arrived in between, as on a first click on a slow link): the browser
 * sends that click to no field at all, so the press is taken from the button-down. Its own file:
 * the loaded Select is cached per module registry, and this case needs the stand-in first.
 */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { Select } from './Select';

jest.setTimeout(30_000);

it('a press begun on the stand-in opens the dropdown even when the real Select arrives before the release', async () => {
  const { user } = renderWithProviders(<Select label="Sort by" data={['Popularity', 'Rating']} defaultValue="Rating" />);
  const standIn = screen.getByRole('combobox', { name: 'Sort by' });
  expect(standIn).toHaveAttribute('data-stand-in');
  // the button goes down (and stays down) on the stand-in
  await user.pointer({ keys: '[MouseLeft>]', target: standIn });
  await act(async () => {
    await import('./MantineSelect');
  });
  // the release lands on the real field, not on the detached stand-in: no click reaches the stand-in
  expect(screen.getByRole('combobox', { name: 'Sort by' })).not.toHaveAttribute('data-stand-in');
  await user.pointer({ keys: '[/MouseLeft]' });
  expect(await screen.findByRole('option', { name: 'Popularity' })).toBeInTheDocument();
});
