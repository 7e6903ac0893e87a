import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { ActionIcon, Box, Group, IconSearch, Logo, SearchBox, useDisclosure, useMediaQuery } from '@streamscout/ui';
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
        <Link to={paths.home()} aria-label="StreamScout home" style={{ display: 'flex', textDecoration: 'none', color: 'inherit' }}>
          <Logo size={mobile ? 'sm' : 'md'} />
        </Link>
        {!mobile && <SearchBox />}
        <Group gap="xs" wrap="nowrap">
          {mobile && (
            <ActionIcon variant="default" size="lg" radius="xl" aria-label="Toggle search" onClick={toggle}>
              <IconSearch size={18} />
            </ActionIcon>
          )}
          <AccountMenu />
        </Group>
      </Group>
      {mobile && open && (
        <Box pt="sm">
          <SearchBox focusOnMount />
        </Box>
      )}
    </Box>
  );
}
