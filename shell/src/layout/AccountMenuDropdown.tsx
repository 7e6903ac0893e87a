import type { ReactNode } from 'react';
import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { Menu, type MenuProps } from '@streamscout/ui/overlays';
import { signOut, useIsSignedIn } from '@streamscout/session';
import { useThemeToggle } from '@streamscout/ui';
import { useT } from '@streamscout/i18n';

/**
 * The account menu itself (spec §2): Dashboard and Logout when signed in, Login and Sign Up when
 * signed out, and always Discover and Switch Theme. Loaded lazily by {@link AccountMenu} (Menu
 * brings Popover and floating-ui, which the first screen does not need).
 * @param target the trigger button
 * @param defaultOpened open at once (the trigger was pressed before this module had loaded)
 */
export default function AccountMenuDropdown({
  target,
  defaultOpened = false,
  ...menu
}: { target: ReactNode; defaultOpened?: boolean } & MenuProps) {
  const signedIn = useIsSignedIn();
  const { toggle } = useThemeToggle();
  const i18n = useT();
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} defaultOpened={defaultOpened} {...menu}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {signedIn ? (
          <>
            <Menu.Item component={Link} to={paths.dashboard()}>
              {i18n.t('menu.dashboard', 'Dashboard')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.services()}>
              {i18n.t('menu.services', 'My services')}
            </Menu.Item>
            <Menu.Item onClick={() => void signOut()}>{i18n.t('menu.logout', 'Logout')}</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={paths.login()}>
              {i18n.t('menu.login', 'Login')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.signup()}>
              {i18n.t('menu.signup', 'Sign Up')}
            </Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to={paths.discover.overview()}>
          {i18n.t('menu.discover', 'Discover')}
        </Menu.Item>
        <Menu.Item onClick={toggle}>{i18n.t('theme.switch', 'Switch Theme')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
