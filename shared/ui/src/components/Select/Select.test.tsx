import { act, screen } from '@testing-library/react';
import { controlIntersections, expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
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

const io = controlIntersections();

describe('Select (Mantine Select loaded after the first screen)', () => {
  it('first shows a same-looking stand-in with the chosen label; its code is fetched 3 s after the page has loaded once the field is near the viewport, and the real Select takes its place when the field is focused or pressed, not on hover', async () => {
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
      // far below the fold (no report of it near the viewport): 3 s after load fetch nothing…
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      await letTheChunkArrive();
      renderWithProviders(<Select label="Probe" data={DATA} value="rating" onChange={() => {}} />);
      expect(screen.getByRole('combobox', { name: 'Probe' })).toHaveAttribute('data-stand-in');
      // …until it is scrolled near: then the next idle moment, 3 s on, fetches the code
      act(() => io.scrollIntoView(standIn));
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      await letTheChunkArrive();
      // the code is there now, but nobody asked for the field: the stand-in stays (no mount, no
      // main-thread work the page's first seconds did not need)
      act(() => {
        jest.advanceTimersByTime(5000);
      });
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('data-stand-in');
      // …while a field mounted from now on is the real Select at once: the idle moment fetched it
      renderWithProviders(<Select label="Order" data={DATA} value="popularity" onChange={() => {}} />);
      expect(screen.getByRole('combobox', { name: 'Order' })).not.toHaveAttribute('data-stand-in');
    } finally {
      jest.useRealTimers();
    }
    // a pointer passing over it does not swap it either
    await view.user.hover(screen.getByRole('combobox', { name: 'Sort by' }));
    await letTheChunkArrive();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('data-stand-in');
    const { user, container } = view;
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Popularity' }));
    expect(onChange).toHaveBeenCalledWith('popularity', expect.objectContaining({ value: 'popularity' }));
    await expectNoAxeViolations(container);
  });
});
