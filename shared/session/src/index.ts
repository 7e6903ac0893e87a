/**
 * @streamscout/session — the one supabase client, the shared zustand session/profile store,
 * auth-event handling and the profile/list API (spec §3–§8, architecture §4).
 *
 * Nothing here imports @supabase/supabase-js statically: it is loaded with a dynamic import
 * the first time the client is needed (architecture §3, §7). Test seams live in
 * `@streamscout/session/testing`.
 */
export type { ListableShow, ListName, Profile, Session, SessionConfig, SupabaseClient } from './types';
export { LIST_NAMES } from './types';

export { configureSession, getSessionConfig, getSupabase } from './config';

export {
  clearSession,
  markReady,
  sessionStore,
  REGION_STORAGE_KEY,
  setOnlyMyServices,
  setPickedRegion,
  setProfile,
  setSession,
  useIsSignedIn,
  useListClearing,
  useProfile,
  useProfileStatus,
  useSession,
} from './store';

export {
  currentRegion,
  currentServiceFilter,
  ServerRegionContext,
  useMyServices,
  useOnlyMyServices,
  useRegion,
  useServiceFilter,
} from './viewer';

export { MSG_NETWORK, MSG_RATE_LIMITED, handleAuthEvent, initSession, signIn, signOut, signUp, whenSessionReady } from './auth';

export { readOfflineQueries, startOfflineSync, writeOfflineQueries, type OfflineQueryEntry } from './offline';

export {
  addItem,
  applyProfileUpdate,
  clearList,
  deleteProfile,
  getList,
  getProfile,
  isInList,
  isListName,
  refreshProfile,
  removeAll,
  removeItem,
  SERVICES_SAVE_FAILED,
  saveServices,
  showKey,
  toggleAdult,
  toggleListItem,
  updateAdult,
  updateCountry,
  updateUsername,
} from './profile';

export { LanguageProvider, chooseLanguage, showLanguage } from './language';
export { sessionMessage } from './messages';

export type { SignupField, SignupInput } from './validation';
export {
  EMAIL_PATTERN,
  MSG_COUNTRY_INVALID,
  MSG_COUNTRY_NONE,
  MSG_PASSWORD_TOO_MANY_BYTES,
  MSG_USERNAME_RULE,
  MSG_USERNAME,
  PASSWORD_RULE,
  USERNAME_RULE,
  isValidEmail,
  isValidUsername,
  normalizeUsername,
  validateCountry,
  validateLogin,
  validateSignup,
  validateUsername,
} from './validation';

export { onSessionWanted } from './startup';
export { ScreenRendered, SessionStartup, hasStoredSession, markScreenRendered } from './SessionStartup';

export { RequireAuth, RequireGuest, RouteGuard, SIGN_OUT_GRACE_MS } from './guards';

export { BackendError, refusalOr } from './dataClient';

export { onAccountLeft } from './account';

export type { EpisodeRef, ShowProgress, WatchedEpisode } from './progress';
export { getShowsInProgress, getWatchedEpisodes, markEpisodes, unmarkEpisodes } from './progress';

export type { FeedKind, FeedStatus } from './feeds';
export { getFeedStatus, issueFeedToken, revokeFeedToken } from './feeds';

export type { Alert, AlertKind, AlertSettings } from './alerts';
export {
  ALERT_KINDS,
  getAlertSettings,
  getAlerts,
  getUnreadAlertCount,
  markAlertsRead,
  markAllAlertsRead,
  saveAlertSettings,
} from './alerts';

export type { PublicList } from './publicLists';
export { getPublicList, getPublicLists, isListPublic, setListPublic } from './publicLists';

export type { GroupMember, WatchGroup } from './groups';
export {
  createGroup,
  createGroupInvite,
  deleteGroup,
  getGroupMembers,
  getMyGroups,
  joinGroup,
  leaveGroup,
  removeGroupMember,
  revokeGroupInvites,
  setGroupRegion,
} from './groups';

export type { ImportRecord } from './imports';
export { applyImport, getAllWatchedEpisodes, undoImport } from './imports';
