/**
 * A press whose button-down lands on the stand-in while Mantine's Select's code is still on its way
 * (a first click on a slow link): the swap waits for the release, since a field replaced between
 * button-down and release would get no click and its dropdown would stay closed. Its own file: the
 * loaded Select is cached per module registry, and this case needs the stand-in first.
 */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { Select } from './Select';

jest.setTimeout(30_000);

it('a press begun on the stand-in keeps it until the release, then opens the real dropdown with the focus in the field', async () => {
  const { user } = renderWithProviders(<Select label="Sort by" data={['Popularity', 'Rating']} defaultValue="Rating" />);
  const standIn = screen.getByRole('combobox', { name: 'Sort by' });
  expect(standIn).toHaveAttribute('data-stand-in');
  // the button goes down (and stays down) on the stand-in; that focuses it, and fetches the code
  await user.pointer({ keys: '[MouseLeft>]', target: standIn });
  expect(standIn).toHaveFocus();
  await act(async () => {
    await import('./MantineSelect');
  });
  // the code is there, but the field is not swapped under the pressed button
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toBe(standIn);
  await user.pointer({ keys: '[/MouseLeft]', target: standIn });
  expect(await screen.findByRole('option', { name: 'Popularity' })).toBeInTheDocument();
  const field = screen.getByRole('combobox', { name: 'Sort by' });
  expect(field).not.toHaveAttribute('data-stand-in');
  expect(field).toHaveFocus();
});
