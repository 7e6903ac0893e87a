/**
 * A press whose button-down lands on the account button before the menu's code is there and whose
 * release comes after the menu has loaded: the menu opens (the press is taken from the button-down,
 * as the browser sends that click to no button). Its own file: the loaded menu is cached per module
 * registry, and this case needs the stand-in button first.
 */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { AccountMenu } from './AccountMenu';

jest.setTimeout(30_000);

it('a press begun before the menu loads opens it once loaded, with no second click', async () => {
  const { user } = renderWithProviders(<AccountMenu />, { profile: null });
  const standIn = screen.getByRole('button', { name: 'Account menu' });
  expect(standIn).toHaveAttribute('data-stand-in');
  // the pointer comes over the button and its button goes down (and stays down)
  await user.pointer({ keys: '[MouseLeft>]', target: standIn });
  await act(async () => {
    await import('./AccountMenuDropdown');
  });
  await user.pointer({ keys: '[/MouseLeft]' });
  expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeInTheDocument();
});
