import { act, fireEvent, render, screen } from '@testing-library/react';
import { UiProvider, useThemeToggle, THEME_STORAGE_KEY, initialColorScheme } from './UiProvider';

type Listener = (e: { matches: boolean }) => void;
let systemDark = false;
let listeners: Listener[] = [];
const originalMatchMedia = window.matchMedia;

function installMatchMedia() {
  window.matchMedia = ((query: string) => {
    const dark = query.includes('prefers-color-scheme: dark');
    return {
      get matches() {
        return dark ? systemDark : false;
      },
      media: query,
      onchange: null,
      addListener: (l: Listener) => dark && listeners.push(l),
      removeListener: (l: Listener) => (listeners = listeners.filter((x) => x !== l)),
      addEventListener: (_: string, l: Listener) => dark && listeners.push(l),
      removeEventListener: (_: string, l: Listener) => (listeners = listeners.filter((x) => x !== l)),
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

function setSystem(dark: boolean) {
  systemDark = dark;
  act(() => {
    for (const l of [...listeners]) l({ matches: dark });
  });
}

function Probe() {
  const { colorScheme, toggle } = useThemeToggle();
  return (
    <button type="button" onClick={toggle}>
      scheme:{colorScheme}
    </button>
  );
}

function renderProvider() {
  return render(
    <UiProvider env="test">
      <Probe />
    </UiProvider>,
  );
}

describe('UiProvider theme (spec §4 "Theme")', () => {
  beforeEach(() => {
    localStorage.clear();
    systemDark = false;
    listeners = [];
    installMatchMedia();
  });
  afterAll(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('nothing stored + system light → light; toggling stores "dark" then "light"', () => {
    renderProvider();
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('scheme:light');
    fireEvent.click(button);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(button).toHaveTextContent('scheme:dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    fireEvent.click(button);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(button).toHaveTextContent('scheme:light');
  });

  it('nothing stored + system prefers dark → dark', () => {
    systemDark = true;
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('scheme:dark');
    expect(initialColorScheme()).toBe('dark');
  });

  it('a stored preference wins over the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('scheme:dark');
  });

  it('ignores a stored value that is not dark/light', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('scheme:light');
  });

  it('a system scheme change toggles the theme and stores it', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderProvider();
    setSystem(true);
    expect(screen.getByRole('button')).toHaveTextContent('scheme:dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    setSystem(false);
    expect(screen.getByRole('button')).toHaveTextContent('scheme:light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
