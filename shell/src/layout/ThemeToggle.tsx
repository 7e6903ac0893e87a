import { ActionIcon, Tooltip, useThemeToggle } from '@streamscout/ui';

/** Sun/moon button that switches the colour scheme (spec §4 Theme); label 'Switch Theme'. */
export function ThemeToggleButton() {
  const { colorScheme, toggle } = useThemeToggle();
  const dark = colorScheme === 'dark';
  return (
    <Tooltip label="Switch Theme" openDelay={100}>
      <ActionIcon variant="default" size="lg" aria-label="Switch Theme" onClick={toggle}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          {dark ? (
            <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
          ) : (
            <>
              <circle cx="12" cy="12" r="4" />
              <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
            </>
          )}
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}
