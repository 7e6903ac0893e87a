import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { ActionIcon, Box, EARLY_TOGGLE_ATTRIBUTE, Group, IconSearch, Logo, SearchBox } from '@streamscout/ui';
import { AlertsBell } from '@streamscout/widgets';
import { AccountMenu } from './AccountMenu';
import { useT } from '@streamscout/i18n';

/** The id of the header's second row below 768 px (the search box the icon shows and hides). */
const SEARCH_ROW_ID = 'header-search-row';

/**
 * Header (spec §2 "Global layout"): logo linking home, search form, the alerts bell (signed in only,
 * `AlertsBell` of `@streamscout/widgets`, spec §13), account menu. Below 768px the
 * search form hides behind a search icon that toggles a second row with a focused box.
 * Which of the two shows — and the logo's size, smaller below 768 px — is decided by CSS at the
 * theme's `tablet` breakpoint (768 px; `visibleFrom` shows at ≥ 768, `hiddenFrom` below), not by
 * a media query in script, so the server's HTML is right at every width and hydrates unchanged.
 *
 * The second row is in the server's HTML, `hidden` until opened, so the icon works before the page's
 * script has run (architecture §9 "A tap before hydration is kept"): the template's early-input script
 * shows the row and focuses its box on a tap (`EARLY_TOGGLE_ATTRIBUTE`), and the header adopts an open
 * row when it mounts.
 */
export function Header() {
  const [open, setOpen] = useState(false);
  const i18n = useT();
  const row = useRef<HTMLDivElement>(null);
  // opened on the server's HTML before hydration (the early-input script): keep it open
  useLayoutEffect(() => {
    if (row.current && !row.current.hidden) setOpen(true);
  }, []);
  const toggle = () => {
    // rendered now, so the box can take the focus within the tap (a phone then shows its keyboard)
    flushSync(() => setOpen((o) => !o));
    if (row.current && !row.current.hidden) row.current.querySelector('input')?.focus();
  };
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Link
          to={paths.home()}
          aria-label={i18n.t('header.home', 'StreamScout home')}
          style={{ display: 'flex', textDecoration: 'none', color: 'inherit' }}
        >
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
          <ActionIcon
            hiddenFrom="tablet"
            variant="default"
            size="lg"
            radius="xl"
            aria-label={i18n.t('header.toggleSearch', 'Toggle search')}
            aria-expanded={open}
            aria-controls={SEARCH_ROW_ID}
            {...{ [EARLY_TOGGLE_ATTRIBUTE]: SEARCH_ROW_ID }}
            // the early-input script may have set aria-expanded on the server's HTML (adopted below)
            suppressHydrationWarning
            onClick={toggle}
          >
            <IconSearch size={18} />
          </ActionIcon>
          <AlertsBell />
          <AccountMenu />
        </Group>
      </Group>
      <Box id={SEARCH_ROW_ID} ref={row} hiddenFrom="tablet" pt="sm" hidden={!open} suppressHydrationWarning>
        <SearchBox />
      </Box>
    </Box>
  );
}
