import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { ActionIcon, Box, Group, IconSearch, Logo, SearchBox, useDisclosure, useMediaQuery } from '@streamscout/ui';
import { AccountMenu } from './AccountMenu';

/**
 * Header (spec §2 "Global layout"): logo linking home, search form, account menu. Below 768px the
 * search form hides behind a search icon that toggles a second row with an auto-focused box.
 * Which of the two shows is decided by CSS (Mantine's `visibleFrom` / `hiddenFrom`), not by a
 * media query in script, so the server's HTML is right at every width and hydrates unchanged; only
 * the logo's size follows the media query once the page runs.
 */
export function Header() {
  // read after hydration: the server cannot know the width, and its HTML must match the first render
  const mobile = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: true });
  const [open, { toggle }] = useDisclosure(false);
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Link to={paths.home()} aria-label="StreamScout home" style={{ display: 'flex', textDecoration: 'none', color: 'inherit' }}>
          <Logo size={mobile ? 'sm' : 'md'} />
        </Link>
        <Box visibleFrom="sm" style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
          <SearchBox />
        </Box>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon hiddenFrom="sm" variant="default" size="lg" radius="xl" aria-label="Toggle search" onClick={toggle}>
            <IconSearch size={18} />
          </ActionIcon>
          <AccountMenu />
        </Group>
      </Group>
      {open && (
        <Box hiddenFrom="sm" pt="sm">
          <SearchBox focusOnMount />
        </Box>
      )}
    </Box>
  );
}
