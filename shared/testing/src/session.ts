/**
 * A signed-in session for screen and component tests, through the REAL supabase-js against the
 * local backend (no mocked session API): signs up a fresh user, hands the client to
 * @streamscout/session and puts the session and the backend's profile row in the store.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { addItem, getProfile, markReady, setProfile, setSession, type ListName, type Profile, type Session } from '@streamscout/session';
import { setSupabaseClientForTests } from '@streamscout/session/testing';
import { freshUser, makeClient } from './backend';

/** What {@link signInFreshUser} returns. */
export interface SignedInUser {
  /** The supabase-js client the session package now uses (signed in as the user). */
  client: SupabaseClient;
  session: Session;
  /** The profile row as the backend returned it (also in the store). */
  profile: Profile;
  credentials: ReturnType<typeof freshUser>;
}

/**
 * Signs up a fresh user on the local backend (auto-confirmed, so signed in), makes its client the
 * session package's client (`setSupabaseClientForTests`) and seeds the store: session, profile,
 * ready. Undo with `resetSessionForTests()` from `@streamscout/session/testing`.
 * @param tag prefix of the generated email and username
 * @throws Error when signup gives no session or the profile cannot be read
 */
export async function signInFreshUser(tag = 'user'): Promise<SignedInUser> {
  const client = makeClient();
  const credentials = freshUser(tag);
  const { data, error } = await client.auth.signUp({
    email: credentials.email,
    password: credentials.password,
    options: { data: { username: credentials.username, country: credentials.country } },
  });
  if (error || !data.session) throw new Error(`signup of a test user failed: ${error?.message ?? 'no session'}`);
  setSupabaseClientForTests(client);
  const profile = await getProfile(data.session.user.id);
  if (!profile) throw new Error('the test user has no profile row');
  setSession(data.session);
  setProfile(profile);
  markReady();
  return { client, session: data.session, profile, credentials };
}

/**
 * Adds `entries` to list `which` through the real add_item RPC, one after the other (so the
 * stored order is `entries`' order), and puts the returned profile in the store.
 * @returns the last returned profile
 * @throws Error when the backend refuses an entry
 */
export async function addEntries(profile: Profile, which: ListName, entries: readonly string[]): Promise<Profile> {
  let latest = profile;
  for (const entry of entries) {
    const updated = await addItem(profile.id, entry, which);
    if (!updated) throw new Error(`add_item ${entry} failed`);
    latest = updated;
  }
  setProfile(latest);
  return latest;
}

/**
 * {@link signInFreshUser}, then the session package's client swapped for one that reaches the backend
 * through `url` (a fault proxy's, `startFaultProxy(backendUrl())`) with the same session: every
 * backend request of the component under test goes through the proxy, which counts it and can fail it.
 * @param url the backend's URL to go through
 * @param tag prefix of the generated email and username
 * @returns the signed-in user, `client` being the one behind `url`
 * @throws Error when signup fails, or the session cannot be set on the new client
 */
export async function signInFreshUserThrough(url: string, tag = 'user'): Promise<SignedInUser> {
  const signedIn = await signInFreshUser(tag);
  const client = makeClient(url);
  const { error } = await client.auth.setSession({
    access_token: signedIn.session.access_token,
    refresh_token: signedIn.session.refresh_token,
  });
  if (error) throw error;
  setSupabaseClientForTests(client);
  return { ...signedIn, client };
}
