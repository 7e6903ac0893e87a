import { act, screen } from '@testing-library/react';
import { NotFound, SEARCH_PLACEHOLDER } from '@streamscout/ui';
import { expectNoAxeViolations, makeProfile, renderWithProviders } from '@streamscout/testing';
import { resetSessionForTests } from '@streamscout/session/testing';
import { OfflineNotice, OFFLINE_TEXT } from './OfflineNotice';
import { Footer } from './Footer';
import { Header } from './Header';

afterEach(() => resetSessionForTests());

describe('shell layout (spec §2 "Global layout")', () => {
  it('shows the offline notice only while the browser is offline', () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    online.mockRestore();
  });

  it('header: logo home link, the spec search box, and the account menu (signed out: Login, Sign Up)', async () => {
    const { user, location } = renderWithProviders(<Header />, { path: '/search?q=%20heat%20', profile: null });
    expect(screen.getByRole('link', { name: 'StreamScout home' })).toHaveAttribute('href', '/');
    const box = screen.getByRole('searchbox', { name: SEARCH_PLACEHOLDER }) as HTMLInputElement;
    expect(box.value).toBe('heat');
    await user.clear(box);
    await user.type(box, 'tom & jerry{Enter}');
    expect(location()).toBe('/search?q=tom+%26+jerry');
    // the menu's code loads on the first press (or hover/focus), then the menu opens
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('menuitem', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('menuitem', { name: 'Switch Theme' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('account menu, signed in: Dashboard and Logout instead of Login and Sign Up', async () => {
    const { user } = renderWithProviders(<Header />, { profile: makeProfile() });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Login' })).toBeNull();
  });

  it('Switch Theme in the account menu flips the colour scheme and stores it', async () => {
    localStorage.setItem('streamscout:theme', 'light');
    const { user } = renderWithProviders(<Header />, { profile: null });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch Theme' }));
    expect(localStorage.getItem('streamscout:theme')).toBe('dark');
    localStorage.clear();
  });

  it('footer credits TMDB and JustWatch and links to the repository', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'TMDB' })).toHaveAttribute('href', 'https://www.themoviedb.org/');
    expect(screen.getByRole('link', { name: 'JustWatch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute('href', expect.stringContaining('github.com'));
  });

  it('page-not-found logs the status text and offers Return home, Go Back and the theme toggle', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, location } = renderWithProviders(<NotFound />, { path: '/nowhere' });
    expect(log).toHaveBeenCalledWith('Not Found');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch Theme' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('link', { name: 'Return home' }));
    expect(location()).toBe('/');
    log.mockRestore();
  });
});
