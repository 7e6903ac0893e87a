/**
 * What the user did to the stand-in carries over to Mantine's Select (its own file: the loaded
 * Select is cached per module registry, and each case needs the stand-in first).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { Select } from './Select';

jest.setTimeout(30_000);

const DATA = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'rating', label: 'Rating' },
];

it('a focused stand-in hands its focus to the real Select; a press opens its dropdown', async () => {
  const { user } = renderWithProviders(
    <>
      <Select label="Sort by" data={DATA} defaultValue="rating" />
      <Select label="Order" data={DATA} defaultValue="rating" />
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('data-stand-in');
  await act(async () => {
    await user.tab();
  });
  // the focus asked for Mantine's Select: let its module arrive (however long the import takes)
  await act(async () => {
    await import('./MantineSelect');
  });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).not.toHaveAttribute('data-stand-in'));
  // only the field the user went to is swapped
  expect(screen.getByRole('combobox', { name: 'Order' })).toHaveAttribute('data-stand-in');
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Sort by'));
  expect(document.activeElement).not.toHaveAttribute('data-stand-in');
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('option', { name: 'Popularity' })).toBeInTheDocument();
});
