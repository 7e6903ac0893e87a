import { screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
import { Select } from './Select';

const DATA = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'rating', label: 'Rating' },
];

/** The stand-in is gone (Mantine's Select stays loaded for the rest of this file: see Select.handover.test.tsx). */
async function realSelectLoaded() {
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), { timeout: 6000 });
}

describe('Select (Mantine Select loaded after the first screen)', () => {
  it('first shows a same-looking stand-in with the chosen label, then the real Select 3 s after the page has loaded', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithProviders(<Select label="Sort by" data={DATA} value="rating" onChange={onChange} />);
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    expect(standIn).toHaveValue('Rating');
    expect(standIn).toHaveAttribute('data-stand-in');
    await realSelectLoaded();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Popularity' }));
    expect(onChange).toHaveBeenCalledWith('popularity', expect.objectContaining({ value: 'popularity' }));
    await expectNoAxeViolations(container);
  }, 15000);
});
