/**
 * A list button pressed the moment it first appears: the tooltip's code (Mantine's Tooltip, loaded
 * apart from the first screen) arrives after the button is on screen, and the press must still
 * reach the button — the element the user aimed at is never swapped for a new one underneath.
 * Its own file, so the tooltip's code has not been loaded by an earlier test.
 */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { ListButtons } from './ListButtons';

it('a list button clicked as soon as it shows, while the tooltip code arrives, toggles its list', async () => {
  const onToggle = jest.fn();
  const { user } = renderWithProviders(<ListButtons inQueue={false} inFavorites={false} inWatched={false} signedIn onToggle={onToggle} />);
  // the button as the user first sees it, before the tooltip's code is there
  const first = screen.getByRole('button', { name: 'Add to favorites' });
  // the tooltip's code arrives (between the user's aim and the press)
  await act(async () => {
    await import('../DelayedTooltip/MantineTooltip');
  });
  await user.click(first);
  expect(onToggle.mock.calls).toEqual([['favorites']]);
  expect(screen.getByRole('button', { name: 'Add to favorites' })).toBe(first);
});
