import { Button, IconArrowLeft, AppLink } from '@streamscout/ui';

/**
 * A subtle back button that is a real link (e.g. 'Back to Show Details', 'Back to Seasons',
 * spec §2), with a left arrow.
 * @param to an app path built with `paths.*`
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={AppLink} to={to} variant="subtle" px={0} leftSection={<IconArrowLeft size={18} />} w="fit-content">
      {children}
    </Button>
  );
}
