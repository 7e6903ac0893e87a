import { useState } from 'react';
import { LIST_NAMES, setOnlyMyServices, signOut, useOnlyMyServices, useProfile } from '@streamscout/session';
import { paths } from '@streamscout/routes';
import { Anchor, AppLink, Stack, useSnackbar } from '@streamscout/ui';
import { OnlyMyServicesToggle } from '@streamscout/widgets';
import { DashboardList } from '../components/DashboardList';
import { EditProfileModal } from '../components/EditProfileModal';
import { ProfilePending } from '../components/ProfilePending';
import { ProfileSummary } from '../components/ProfileSummary';
import { ShareList } from '../components/ShareList';
import { UpNext } from '../components/UpNext';
import { YourData } from '../components/YourData';
import { msg, useT } from '@streamscout/i18n';

/** Alert when logging out fails (network); the spec leaves the wording open. */
const LOGOUT_FAILED = msg('dashboard.logoutFailed', 'Error logging out. Please check your network connection and try again.');

/**
 * `/dashboard` (spec §2 "Dashboard", §4, §8), signed-in users only (the route guard sends others
 * to /login): the profile summary with Edit Profile, My services and Logout, "Only my services",
 * "Up next" (the shows in progress and their next episodes, see `UpNext`), a link to the calendar
 * (`/dashboard/calendar`), then the Watch Queue, Favorites and
 * Watched List sections (newest shows first, 'View All', clear buttons disabled when empty, the
 * spec's empty texts, each list's "Share" switch: spec §17), and "Your data" (import lists, download my data: spec §14). Alerts are snackbars that hide after 3000 ms.
 */
export default function Dashboard() {
  const profile = useProfile();
  const { show, snackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  /** A fresh modal (fields from the current profile) every time it opens. */
  const [editKey, setEditKey] = useState(0);
  const [loggingOut, setLoggingOut] = useState(false);
  const onlyMine = useOnlyMyServices();
  const i18n = useT();

  if (!profile) return <ProfilePending />;

  const logout = async () => {
    setLoggingOut(true);
    const { error } = await signOut();
    setLoggingOut(false);
    if (error) show(i18n.t(LOGOUT_FAILED), 'error');
  };

  return (
    <Stack gap="xl" miw={0}>
      <ProfileSummary
        profile={profile}
        onEdit={() => {
          setEditKey((k) => k + 1);
          setEditing(true);
        }}
        onLogout={() => void logout()}
        loggingOut={loggingOut}
      />
      <OnlyMyServicesToggle checked={onlyMine} onChange={setOnlyMyServices} />
      <UpNext />
      <Anchor component={AppLink} to={paths.calendar()} fw={600} w="fit-content" data-testid="calendar-link">
        {i18n.t('dashboard.calendarLink', "Calendar: what's coming and where to watch it →")}
      </Anchor>
      <Anchor component={AppLink} to={paths.plan()} fw={600} w="fit-content" data-testid="plan-link">
        {i18n.t('dashboard.planLink', 'Service planner: which subscription covers your queue →')}
      </Anchor>
      <Anchor component={AppLink} to={paths.together()} fw={600} w="fit-content" data-testid="together-link">
        {i18n.t('dashboard.togetherLink', 'Watch together: pick for your group →')}
      </Anchor>
      {LIST_NAMES.map((list) => (
        <DashboardList
          key={list}
          list={list}
          entries={profile[list]}
          onError={(text) => show(text, 'error')}
          share={<ShareList list={list} profile={profile} />}
        />
      ))}
      <YourData profile={profile} />
      <EditProfileModal key={editKey} opened={editing} onClose={() => setEditing(false)} profile={profile} notify={show} />
      {snackbar}
    </Stack>
  );
}
