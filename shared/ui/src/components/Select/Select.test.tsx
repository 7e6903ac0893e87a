import { act, screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
import { Select } from './Select';

const DATA = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'rating', label: 'Rating' },
];

/** Lets Mantine's Select's module arrive if it was asked for (its import resolves within act). */
async function letTheChunkArrive() {
  await act(async () => {
    await import('./MantineSelect');
  });
}

describe('Select (Mantine Select loaded after the first screen)', () => {
  it('first shows a same-looking stand-in with the chosen label, then the real Select 3 s after the page has loaded', async () => {
    // The page's clock is faked: 3 s of it pass at once (jsdom has no requestIdleCallback, so the
    // idle wait after them is none). Mantine's Select stays loaded for the rest of this file (see
    // Select.handover.test.tsx).
    jest.useFakeTimers();
    const onChange = jest.fn();
    let view: ReturnType<typeof renderWithProviders>;
    try {
      view = renderWithProviders(<Select label="Sort by" data={DATA} value="rating" onChange={onChange} />);
      const standIn = screen.getByRole('combobox', { name: 'Sort by' });
      expect(standIn).toHaveValue('Rating');
      expect(standIn).toHaveAttribute('data-stand-in');
      act(() => {
        jest.advanceTimersByTime(2900);
      });
      await letTheChunkArrive();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('data-stand-in');
      act(() => {
        jest.advanceTimersByTime(100);
      });
      await letTheChunkArrive();
      await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull());
    } finally {
      jest.useRealTimers();
    }
    const { user, container } = view;
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Popularity' }));
    expect(onChange).toHaveBeenCalledWith('popularity', expect.objectContaining({ value: 'popularity' }));
    await expectNoAxeViolations(container);
  });
});
