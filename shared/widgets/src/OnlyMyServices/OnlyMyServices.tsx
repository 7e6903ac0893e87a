import { paths } from '@streamscout/routes';
import { useIsSignedIn, useMyServices } from '@streamscout/session';
import { Anchor, AppLink, Switch, Text, useAppUrl } from '@streamscout/ui';
import { useT } from '@streamscout/i18n';

/** Label of the toggle. */

/** Props of {@link OnlyMyServicesToggle}. */
export interface OnlyMyServicesToggleProps {
  /** Whether the view shows only titles on the viewer's services. */
  checked: boolean;
  /** Called with the new value when the viewer flips the switch. */
  onChange: (checked: boolean) => void;
}

/**
 * The "Only my services" switch of discover rows and lists. Signed in with services: the switch.
 * Signed in without any: a link to pick them (`/dashboard/services`). Signed out: an invitation
 * to sign up (the services live on the profile). Outside the app (the discover embed on another
 * site, under an `AppUrlProvider`) there is no account: nothing.
 */
export function OnlyMyServicesToggle({ checked, onChange }: OnlyMyServicesToggleProps) {
  const embedded = useAppUrl() !== null;
  const signedIn = useIsSignedIn();
  const services = useMyServices();
  const i18n = useT();
  if (embedded) return null;
  if (!signedIn) {
    return (
      <Text size="sm" data-testid="only-my-services">
        <Anchor component={AppLink} to={paths.signup()}>
          {i18n.t('onlyMine.signUp', 'Sign up')}
        </Anchor>{' '}
        {i18n.t('onlyMine.signUpRest', 'to see only what streams on your services')}
      </Text>
    );
  }
  if (services.length === 0) {
    return (
      <Text size="sm" data-testid="only-my-services">
        {i18n.t('onlyMine.label', 'Only my services')}:{' '}
        <Anchor component={AppLink} to={paths.services()}>
          {i18n.t('onlyMine.pick', 'pick your services')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Switch
      label={i18n.t('onlyMine.label', 'Only my services')}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      data-testid="only-my-services"
    />
  );
}
