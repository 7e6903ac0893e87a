import { useMemo, type ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';

/** A colour-scheme manager that stores nothing and listens to nothing: the embed's scheme is a prop. */
function fixedSchemeManager(scheme: 'light' | 'dark'): MantineColorSchemeManager {
  return { get: () => scheme, set: () => {}, subscribe: () => {}, unsubscribe: () => {}, clear: () => {} };
}

/** Props of {@link EmbedUiProvider}. */
export interface EmbedUiProviderProps {
  /** The shadow host (gets `data-mantine-color-scheme`; Mantine's variables are written for `:host`). */
  host: HTMLElement;
  /** Where portals go (inside the shadow root). */
  portalTarget: HTMLElement;
  /** 'light' (default) or 'dark'. */
  colorScheme?: 'light' | 'dark';
  children?: ReactNode;
}

/**
 * The StreamScout theme for an embed in a Shadow DOM (architecture §7a): Mantine's CSS variables
 * go to `:host` and the colour-scheme attribute to the shadow host (never the page's `<html>`),
 * the scheme is fixed by the `colorScheme` prop (no localStorage, no storage or media listeners),
 * and portals render inside the shadow root. Use with {@link createShadowHost} and SHADOW_CSS.
 */
export function EmbedUiProvider({ host, portalTarget, colorScheme = 'light', children }: EmbedUiProviderProps) {
  const manager = useMemo(() => fixedSchemeManager(colorScheme), [colorScheme]);
  const embedTheme = useMemo(
    () => ({ ...theme, components: { ...theme.components, Portal: { defaultProps: { target: portalTarget } } } }),
    [portalTarget],
  );
  return (
    <MantineProvider
      theme={embedTheme}
      colorSchemeManager={manager}
      forceColorScheme={colorScheme}
      cssVariablesSelector=":host"
      cssVariablesResolver={cssVariablesResolver}
      getRootElement={() => host}
    >
      {children}
    </MantineProvider>
  );
}
