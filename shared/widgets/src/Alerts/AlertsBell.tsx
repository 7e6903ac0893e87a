import { useEffect, useRef } from 'react';
import { paths } from '@streamscout/routes';
import { useLocation } from '@streamscout/routes/router';
import { useIsSignedIn } from '@streamscout/session';
import { alertsBellLabel } from '@streamscout/tmdb';
import { ActionIcon, AppLink, Badge, IconBell } from '@streamscout/ui';
import { useUnreadAlertCount } from './alertQueries';
import { useT } from '@streamscout/i18n';

/** Highest count the badge spells out; above it the badge reads "9+". */
const BELL_BADGE_MAX = 9;

/**
 * The header's alerts bell (spec §13 "The bell"): signed in, an icon link to `/dashboard/alerts` with a
 * badge of the unread alerts ("9+" above nine) and a name screen readers announce ("Alerts, 1
 * unread"); signed out, nothing. The count is asked again on every navigation, when the window
 * regains focus and when alerts are marked read (`useMarkAlertsRead` invalidates its key). While the
 * count loads, or when it cannot be loaded, the bell shows without a badge — never a spinner.
 */
export function AlertsBell() {
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  const unread = useUnreadAlertCount();
  const { refetch } = unread;
  const firstPath = useRef(pathname);
  const i18n = useT();
  useEffect(() => {
    // the first render's path is fetched by the query itself; each later navigation asks again
    if (signedIn && pathname !== firstPath.current) {
      firstPath.current = pathname;
      void refetch();
    }
  }, [pathname, signedIn, refetch]);
  if (!signedIn) return null;
  const count = unread.data;
  return (
    <ActionIcon
      component={AppLink}
      to={paths.alerts()}
      variant="default"
      size="lg"
      radius="xl"
      aria-label={alertsBellLabel(count, i18n)}
      data-testid="alerts-bell"
      style={{ position: 'relative', overflow: 'visible' }}
    >
      <IconBell size={18} />
      {count ? (
        <Badge
          aria-hidden="true"
          data-testid="alerts-bell-count"
          color="red"
          size="xs"
          circle={count <= BELL_BADGE_MAX}
          style={{ position: 'absolute', top: -6, right: -8, pointerEvents: 'none', paddingInline: count > BELL_BADGE_MAX ? 4 : undefined }}
        >
          {count > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : count}
        </Badge>
      ) : null}
    </ActionIcon>
  );
}
