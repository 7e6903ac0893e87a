import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '../../icons';
import { useThemeToggle } from '../../providers/UiProvider';
import { DelayedTooltip } from '../DelayedTooltip/DelayedTooltip';
import { useT } from '@streamscout/i18n';

/** Sun/moon button that switches the colour scheme (spec §4 Theme); label 'Switch Theme'. */
export function ThemeToggleButton() {
  const { colorScheme, toggle } = useThemeToggle();
  const dark = colorScheme === 'dark';
  const label = useT().t('theme.switch', 'Switch Theme');
  return (
    <DelayedTooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={toggle}>
        {dark ? <IconMoon size={18} /> : <IconSun size={18} />}
      </ActionIcon>
    </DelayedTooltip>
  );
}
