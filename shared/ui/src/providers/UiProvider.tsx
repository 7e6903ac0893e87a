/**
 * The one Mantine context of shell and remotes (architecture §3) with the StreamScout theme and
 * the theme rule of spec §4: dark if 'dark' is stored, or if nothing is stored and the system
 * prefers dark; otherwise light. Toggling stores the opposite; a system scheme change toggles too.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { useColorScheme, useDidUpdate } from '@mantine/hooks';
import {
  DirectionProvider,
  MantineProvider,
  useDirection,
  useComputedColorScheme,
  useMantineColorScheme,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { useT } from '@streamscout/i18n';
import { cssVariablesResolver, theme } from '../theme';
import { THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from '../../theme-init.js';

export { THEME_INIT_SCRIPT, THEME_STORAGE_KEY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Colour-scheme manager keeping 'dark' / 'light' under `key` (default 'streamscout:theme').
 * Any other stored value (or none) counts as "nothing stored": the provider's default ('auto',
 * the system preference) applies. Follows changes made in other tabs (storage event).
 */
export function themeColorSchemeManager(key: string = THEME_STORAGE_KEY): MantineColorSchemeManager {
  let onStorage: ((e: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      const v = storage()?.getItem(key);
      return v === 'dark' || v === 'light' ? v : defaultValue;
    },
    set: (value) => {
      try {
        // 'auto' means "follow the system": nothing stored
        if (value === 'dark' || value === 'light') storage()?.setItem(key, value);
        else storage()?.removeItem(key);
      } catch {
        /* storage full or disabled: the scheme still applies for this page */
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (e) => {
        if (e.key === key && (e.newValue === 'dark' || e.newValue === 'light')) onUpdate(e.newValue);
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      storage()?.removeItem(key);
    },
  };
}

/** The scheme the spec's rule gives right now: stored value, else the system preference. */
export function initialColorScheme(key: string = THEME_STORAGE_KEY): 'dark' | 'light' {
  const v = storage()?.getItem(key);
  if (v === 'dark' || v === 'light') return v;
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  return 'light';
}

/** Result of {@link useThemeToggle}. */
export interface ThemeToggle {
  /** The scheme in effect ('auto' already resolved). */
  colorScheme: 'dark' | 'light';
  /** Switches to the opposite scheme and stores it under 'streamscout:theme'. */
  toggle: () => void;
}

/** Current scheme and a toggle that stores the opposite (spec §4 "Theme"). Needs UiProvider (or MantineProvider). */
export function useThemeToggle(): ThemeToggle {
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const toggle = useCallback(() => setColorScheme(colorScheme === 'dark' ? 'light' : 'dark'), [colorScheme, setColorScheme]);
  return { colorScheme, toggle };
}

/**
 * Spec §4: "A system scheme change also toggles it." On a `prefers-color-scheme` change the app
 * switches to the scheme the system now reports (which is the toggle whenever the app was
 * showing the system's previous scheme) and stores it, as a toggle does.
 */
function SystemSchemeSync() {
  const { setColorScheme } = useMantineColorScheme();
  const system = useColorScheme(undefined, { getInitialValueInEffect: false });
  useDidUpdate(() => setColorScheme(system), [system]);
  return null;
}

/** Keeps Mantine's direction (carousels, menus, sliders) on the language's when the reader switches language. */
function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { dir: current, setDirection } = useDirection();
  useEffect(() => {
    if (current !== dir) setDirection(dir);
  }, [current, dir, setDirection]);
  return null;
}

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children?: ReactNode;
  /** 'test' disables transitions and portals (jest). Default 'default'. */
  env?: 'default' | 'test';
  /** Storage key of the theme, default 'streamscout:theme'. */
  storageKey?: string;
  /** Forces a scheme (e.g. an embed page); the stored value and the system are then ignored. */
  forceColorScheme?: 'light' | 'dark';
  /** Fallback when nothing is stored, default 'auto' (the system preference, spec §4). */
  defaultColorScheme?: MantineColorScheme;
  /** Where Mantine's CSS variables go (default ':root'); an embed can scope them. */
  cssVariablesSelector?: string;
  /** Element that gets `data-mantine-color-scheme` (default `<html>`). */
  getRootElement?: () => HTMLElement | undefined;
}

/**
 * MantineProvider with the StreamScout theme, body colours and the spec §4 theme rule, in the
 * writing direction of the page's language (Mantine's `DirectionProvider`: right to left for
 * Arabic, architecture §13). Render it once, in the shell (remotes share this context) or in a
 * standalone remote's bootstrap.
 */
export function UiProvider({
  children,
  env = 'default',
  storageKey = THEME_STORAGE_KEY,
  forceColorScheme,
  defaultColorScheme = 'auto',
  cssVariablesSelector,
  getRootElement,
}: UiProviderProps) {
  // one manager per key for the app's lifetime
  const manager = managerFor(storageKey);
  const { dir } = useT();
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DirectionSync dir={dir} />
      <MantineProvider
        theme={theme}
        env={env}
        colorSchemeManager={manager}
        defaultColorScheme={defaultColorScheme}
        forceColorScheme={forceColorScheme}
        cssVariablesResolver={cssVariablesResolver}
        cssVariablesSelector={cssVariablesSelector}
        getRootElement={getRootElement}
      >
        {!forceColorScheme && <SystemSchemeSync />}
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

const managers = new Map<string, MantineColorSchemeManager>();
function managerFor(key: string): MantineColorSchemeManager {
  let m = managers.get(key);
  if (!m) {
    m = themeColorSchemeManager(key);
    managers.set(key, m);
  }
  return m;
}
