import { paths } from '@streamscout/routes';
import { useProfile, useRegion } from '@streamscout/session';
import { AppLink, Stack, Text, Title, useSnackbar } from '@streamscout/ui';
import { PrivateFeedUrl } from '@streamscout/widgets';
import { AlertInbox } from '../components/alerts/AlertInbox';
import { AlertSettingsForm } from '../components/alerts/AlertSettingsForm';
import { ProfilePending } from '../components/ProfilePending';
import { regionPhrase, useT } from '@streamscout/i18n';

/** The private alerts feed's path on the shell's server for a token (served by `@streamscout/server/feeds`). */
const atomPath = (token: string) => `/alerts/${token}.atom`;

/**
 * `/dashboard/alerts` (spec §13), signed-in users only: the alerts inbox (newest first, by day,
 * mark read, mark all read), the alert settings (which kinds; services the user does not have) and
 * the private Atom feed of the alerts (`PrivateFeedUrl`: turn on, shown once with Copy, regenerate,
 * turn off). The alerts themselves are written by the job runner (`jobs/`),
 * which compares each listed title's TMDB `watch/providers` over time.
 */
export default function Alerts() {
  const profile = useProfile();
  const region = useRegion();
  const { show, snackbar } = useSnackbar();
  const i18n = useT();
  if (!profile) return <ProfilePending />;
  return (
    <Stack gap="xl" miw={0}>
      <Stack gap={4}>
        <Title order={1}>{i18n.t('dashboard.alerts', 'Alerts')}</Title>
        <Text c="dimmed">
          {i18n.t(
            'alerts.intro',
            'What changed for the titles on your lists in {country}: new on your services, free, leaving, new seasons and digital releases.',
            { country: regionPhrase(i18n, region) },
          )}{' '}
          <AppLink to={paths.dashboard()}>{i18n.t('alerts.back', 'Back to your dashboard')}</AppLink>
        </Text>
      </Stack>
      <AlertInbox />
      <AlertSettingsForm onSaved={(text) => show(text, 'success')} />
      <PrivateFeedUrl kind="alerts" path={atomPath} />
      {snackbar}
    </Stack>
  );
}
