import { useIsSignedIn } from '@streamscout/session';
import { Anchor, Box, Group, Logo, Text } from '@streamscout/ui';
import { LanguagePicker, RegionPicker } from '@streamscout/widgets';
import { useT } from '@streamscout/i18n';

/** Public repository of StreamScout (footer link, spec §1). */
const REPOSITORY_URL = 'https://github.com/streamscout/streamscout';

/**
 * Footer (spec §1, §2): credits TMDB (film data) and JustWatch (streaming availability), links to
 * the open-source repository; below the theme's `compact` breakpoint (640 px) the logo is smaller
 * and the contribute link hidden — by CSS (`hiddenFrom` / `visibleFrom`), so the server's HTML is
 * right at every width before any script runs. The language picker for everyone (architecture §13); signed out,
 * the region picker (where-to-watch and discover follow it; signed in, the profile's country is the region).
 */
export function Footer() {
  const signedIn = useIsSignedIn();
  const i18n = useT();
  return (
    <Box component="footer" px="md" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" align="center" gap="sm">
        <Box hiddenFrom="compact">
          <Logo size="sm" />
        </Box>
        <Box visibleFrom="compact">
          <Logo size="md" />
        </Box>
        <Text size="sm" c="dimmed">
          {i18n.t('footer.filmData', 'Film and TV data from')}{' '}
          <Anchor href="https://www.themoviedb.org/" target="_blank" rel="noreferrer">
            TMDB
          </Anchor>
          {i18n.t('footer.availability', '. Streaming availability by')}{' '}
          <Anchor href="https://www.justwatch.com/" target="_blank" rel="noreferrer">
            JustWatch
          </Anchor>
          {i18n.t('footer.notEndorsed', '. This product uses the TMDB API but is not endorsed or certified by TMDB.')}
        </Text>
        <Group gap="md" align="flex-end">
          <LanguagePicker size="xs" w={180} />
          {!signedIn && <RegionPicker label={i18n.t('footer.region', 'Your region')} size="xs" w={200} />}
          <Anchor href={REPOSITORY_URL} target="_blank" rel="noreferrer" size="sm">
            {i18n.t('footer.source', 'Source code')}
          </Anchor>
          <Anchor visibleFrom="compact" href={`${REPOSITORY_URL}/blob/main/CONTRIBUTING.md`} target="_blank" rel="noreferrer" size="sm">
            {i18n.t('footer.contribute', 'Contribute')}
          </Anchor>
        </Group>
      </Group>
    </Box>
  );
}
