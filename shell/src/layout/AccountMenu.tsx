import { Link } from 'react-router-dom';
import { ActionIcon, Menu, useThemeToggle } from '@streamscout/ui';
import { signOut, useIsSignedIn } from '@streamscout/session';

/**
 * Account menu (spec §2): Dashboard and Logout when signed in, Login and Sign Up when signed out,
 * and always Discover and Switch Theme.
 */
export function AccountMenu() {
  const signedIn = useIsSignedIn();
  const { toggle } = useThemeToggle();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label="Account menu">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {signedIn ? (
          <>
            <Menu.Item component={Link} to="/dashboard">Dashboard</Menu.Item>
            <Menu.Item onClick={() => void signOut()}>Logout</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to="/login">Login</Menu.Item>
            <Menu.Item component={Link} to="/signup">Sign Up</Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to="/discover">Discover</Menu.Item>
        <Menu.Item onClick={toggle}>Switch Theme</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
