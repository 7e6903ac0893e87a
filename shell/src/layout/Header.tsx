import { Link } from 'react-router-dom';
import { ActionIcon, Box, Group, Logo, useDisclosure, useMediaQuery } from '@streamscout/ui';
import { SearchForm } from './SearchForm';
import { AccountMenu } from './AccountMenu';

/**
 * Header (spec §2 "Global layout"): logo linking home, search form, account menu. Below 768px the
 * search form hides behind a search icon that toggles a second row with an auto-focused box.
 */
export function Header() {
  const mobile = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(false);
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Link to="/" aria-label="StreamScout home" style={{ display: 'flex', textDecoration: 'none' }}>
          <Logo size={mobile ? 'sm' : 'md'} />
        </Link>
        {!mobile && <SearchForm />}
        <Group gap="xs" wrap="nowrap">
          {mobile && (
            <ActionIcon variant="default" size="lg" radius="xl" aria-label="Toggle search" onClick={toggle}>
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <circle cx="11" cy="11" r="7" />
                <path d="M20 20l-4-4" />
              </svg>
            </ActionIcon>
          )}
          <AccountMenu />
        </Group>
      </Group>
      {mobile && open && (
        <Box pt="sm">
          <SearchForm autoFocus />
        </Box>
      )}
    </Box>
  );
}
