/** A press on the stand-in opens Mantine's Select's dropdown once loaded (its own file: see Select.handover.test.tsx). */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { Select } from './Select';

it('a press on the stand-in opens the dropdown as soon as the real Select is there', async () => {
  const { user } = renderWithProviders(<Select label="Sort by" data={['Popularity', 'Rating']} defaultValue="Rating" />);
  const standIn = screen.getByRole('combobox', { name: 'Sort by' });
  expect(standIn).toHaveAttribute('data-stand-in');
  await user.click(standIn);
  expect(await screen.findByRole('option', { name: 'Popularity' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sort by' })).not.toHaveAttribute('data-stand-in');
});
