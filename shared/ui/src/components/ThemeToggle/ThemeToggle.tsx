import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '../../icons';
import { useThemeToggle } from '../../providers/UiProvider';
import { DelayedTooltip } from '../DelayedTooltip/DelayedTooltip';

/** Sun/moon button that switches the colour scheme (spec §4 Theme); label 'Switch Theme'. */
export function ThemeToggleButton() {
  const { colorScheme, toggle } = useThemeToggle();
  const dark = colorScheme === 'dark';
  return (
    <DelayedTooltip label="Switch Theme">
      <ActionIcon variant="default" size="lg" aria-label="Switch Theme" onClick={toggle}>
        {dark ? <IconMoon size={18} /> : <IconSun size={18} />}
      </ActionIcon>
    </DelayedTooltip>
  );
}
