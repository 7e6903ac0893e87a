import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { ActionIcon, IconUser, Menu, useThemeToggle } from '@streamscout/ui';
import { signOut, useIsSignedIn } from '@streamscout/session';

/**
 * Account menu (spec §2): Dashboard and Logout when signed in, Login and Sign Up when signed out,
 * and always Discover and Switch Theme.
 */
export function AccountMenu() {
  const signedIn = useIsSignedIn();
  const { toggle } = useThemeToggle();
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label="Account menu">
          <IconUser size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {signedIn ? (
          <>
            <Menu.Item component={Link} to={paths.dashboard()}>Dashboard</Menu.Item>
            <Menu.Item onClick={() => void signOut()}>Logout</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={paths.login()}>Login</Menu.Item>
            <Menu.Item component={Link} to={paths.signup()}>Sign Up</Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to={paths.discover.overview()}>Discover</Menu.Item>
        <Menu.Item onClick={toggle}>Switch Theme</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
