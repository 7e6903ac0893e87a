/**
 * RemoteScreen and its preload (architecture §3): a screen loaded before its first render renders at
 * once, without the route's loader (a Suspense fallback, which React 19 keeps up for 300 ms before
 * it reveals the retried content); a failed preload shows the feature's fallback at once, and Try
 * again loads afresh.
 */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { loadRemoteScreen } from './remotes';
import { preloadRemoteScreen, RemoteScreen } from './RemoteScreen';

jest.mock('./remotes', () => ({ loadRemoteScreen: jest.fn() }));

const load = jest.mocked(loadRemoteScreen);

/** A screen module whose component renders `text` as its heading. */
function screenModule(text: string) {
  return { default: () => <h1>{text}</h1> };
}

/** The route's loader (RemoteScreen's Suspense fallback). */
const loader = () => document.querySelector('[aria-busy="true"]');

afterEach(() => load.mockReset());

describe('RemoteScreen', () => {
  it('a preloaded screen renders in the first commit, without the loader, and is loaded once', async () => {
    load.mockResolvedValue(screenModule('Calendar'));
    await preloadRemoteScreen('dashboard', 'Calendar');
    renderWithProviders(<RemoteScreen remote="dashboard" screen="Calendar" />);
    expect(screen.getByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
    expect(loader()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen rendered while its preload runs shows the loader, then the screen, from that one load', async () => {
    let resolve: (m: ReturnType<typeof screenModule>) => void = () => {};
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    const done = preloadRemoteScreen('dashboard', 'Alerts');
    renderWithProviders(<RemoteScreen remote="dashboard" screen="Alerts" />);
    expect(loader()).not.toBeNull();
    await act(async () => {
      resolve(screenModule('Alerts'));
      await done;
    });
    expect(await screen.findByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen nothing preloaded loads when it renders (loader first)', async () => {
    load.mockResolvedValue(screenModule('Services'));
    renderWithProviders(<RemoteScreen remote="dashboard" screen="Services" />);
    expect(loader()).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload shows the feature fallback without loading again; Try again loads afresh', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(screenModule('Import'));
      await preloadRemoteScreen('dashboard', 'Import');
      const { user } = renderWithProviders(<RemoteScreen remote="dashboard" screen="Import" />);
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Import' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      log.mockRestore();
    }
  });
});
