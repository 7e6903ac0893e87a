/**
 * Keyboard use of the account menu while its code loads (its own file: the loaded menu is cached
 * per module registry, and this case needs the stand-in button first).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { AccountMenu } from './AccountMenu';

it('a focused account button keeps the focus when the menu loads; Enter then opens the menu', async () => {
  const { user } = renderWithProviders(<AccountMenu />, { profile: null });
  const standIn = screen.getByRole('button', { name: 'Account menu' });
  expect(standIn).toHaveAttribute('data-stand-in');
  await act(async () => {
    await user.tab();
  });
  // the focus asked for the menu: let its module arrive (however long the import takes)
  await act(async () => {
    await import('./AccountMenuDropdown');
  });
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull());
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Account menu'));
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeInTheDocument();
});
