import { useState } from 'react';
import { refreshProfile, useProfileStatus } from '@streamscout/session';
import { Button, Center, Loader, Stack, Text } from '@streamscout/ui';
import { msg, useT } from '@streamscout/i18n';

/** Shown when the signed-in user's profile cannot be loaded (backend down, network). */
const PROFILE_UNAVAILABLE = msg(
  'profile.unavailable',
  "We couldn't load your profile. Please check your network connection and try again.",
);
export const MSG_PROFILE_UNAVAILABLE = PROFILE_UNAVAILABLE.message;

/**
 * What the account screens show while the signed-in user's profile is not in the store yet:
 * a loader while it loads, or — when the load failed (`useProfileStatus()` is 'error') — a
 * message with 'Try again' (`refreshProfile()`). The session store keeps retrying on its own
 * (backoff, back online, tab visible), so the screen recovers without a click when the backend
 * comes back; it never spins forever.
 */
export function ProfilePending() {
  const status = useProfileStatus();
  const [retrying, setRetrying] = useState(false);
  const i18n = useT();
  if (status !== 'error') {
    return (
      <Center h={240}>
        <Loader aria-label={i18n.t('profile.loading', 'Loading profile')} />
      </Center>
    );
  }
  return (
    <Center h={240}>
      <Stack align="center" gap="sm" role="alert">
        <Text ta="center">{i18n.t(PROFILE_UNAVAILABLE)}</Text>
        <Button
          loading={retrying}
          onClick={async () => {
            setRetrying(true);
            await refreshProfile();
            setRetrying(false);
          }}
        >
          {i18n.t('common.tryAgain', 'Try again')}
        </Button>
      </Stack>
    </Center>
  );
}
