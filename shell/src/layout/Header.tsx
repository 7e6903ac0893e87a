import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { ActionIcon, Box, Group, IconSearch, Logo, SearchBox, useDisclosure } from '@streamscout/ui';
import { AlertsBell } from '@streamscout/widgets';
import { AccountMenu } from './AccountMenu';
import { useT } from '@streamscout/i18n';

/**
 * Header (spec §2 "Global layout"): logo linking home, search form, the alerts bell (signed in only,
 * `AlertsBell` of `@streamscout/widgets`, spec §13), account menu. Below 768px the
 * search form hides behind a search icon that toggles a second row with an auto-focused box.
 * Which of the two shows — and the logo's size, smaller below 768 px — is decided by CSS at the
 * theme's `tablet` breakpoint (768 px; `visibleFrom` shows at ≥ 768, `hiddenFrom` below), not by
 * a media query in script, so the server's HTML is right at every width and hydrates unchanged.
 */
export function Header() {
  const [open, { toggle }] = useDisclosure(false);
  const i18n = useT();
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Link to={paths.home()} aria-label={i18n.t('header.home', 'StreamScout home')} style={{ display: 'flex', textDecoration: 'none', color: 'inherit' }}>
          <Box hiddenFrom="tablet">
            <Logo size="sm" />
          </Box>
          <Box visibleFrom="tablet">
            <Logo size="md" />
          </Box>
        </Link>
        <Box visibleFrom="tablet" style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
          <SearchBox />
        </Box>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon hiddenFrom="tablet" variant="default" size="lg" radius="xl" aria-label={i18n.t('header.toggleSearch', 'Toggle search')} onClick={toggle}>
            <IconSearch size={18} />
          </ActionIcon>
          <AlertsBell />
          <AccountMenu />
        </Group>
      </Group>
      {open && (
        <Box hiddenFrom="tablet" pt="sm">
          <SearchBox focusOnMount />
        </Box>
      )}
    </Box>
  );
}
