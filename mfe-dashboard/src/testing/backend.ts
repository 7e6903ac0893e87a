/**
 * Test helpers of this remote (tests only): a REAL signed-up user on the local Supabase-compatible
 * backend (real supabase-js), with the shared session store seeded from that real session, and
 * catalog titles to put in lists.
 */
import {
  addItem,
  configureSession,
  getProfile,
  getSupabase,
  markReady,
  setProfile,
  setSession,
  type ListName,
  type Profile,
  type Session,
  type SupabaseClient,
} from '@streamscout/session';
import { ANON_KEY, backendUrl, freshUser, tmdbGet } from '@streamscout/testing';
import WebSocket from 'ws';

let clients = 0;

/**
 * Points @streamscout/session at `url` (default: the local backend of the jest global setup) with
 * a fresh client of its own — the real supabase-js, created by the session package itself — and
 * returns that client. Node options: no persistence, no auto refresh, a WebSocket transport for
 * Node 20, and a storage key of its own (jsdom has a localStorage; supabase-js warns when clients
 * share a key).
 * @throws Error when no client could be created
 */
export async function connectBackend(url: string = backendUrl()): Promise<SupabaseClient> {
  clients += 1;
  configureSession({
    url,
    anonKey: ANON_KEY,
    options: {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `sb-test-${clients}` },
      realtime: { transport: WebSocket as never },
    },
  });
  const client = await getSupabase();
  if (!client) throw new Error(`no supabase client for ${url}`);
  return client;
}

/** A signed-in test user: the real client, the credentials, and the session/profile now in the store. */
export interface SignedInUser {
  client: SupabaseClient;
  credentials: ReturnType<typeof freshUser>;
  session: Session;
  profile: Profile;
}

/**
 * Signs a fresh user up with the real supabase-js on the local backend (the session package's own
 * client, {@link connectBackend}), and seeds the store with that real session and profile (ready).
 * @throws Error when the backend refuses the signup
 */
export async function signUpAndSeed(tag = 'dash'): Promise<SignedInUser> {
  const client = await connectBackend();
  const credentials = freshUser(tag);
  const { data, error } = await client.auth.signUp({
    email: credentials.email,
    password: credentials.password,
    options: { data: { username: credentials.username, country: credentials.country } },
  });
  if (error || !data.session) throw new Error(`signup failed: ${error?.message ?? 'no session'}`);
  const profile = await getProfile(data.session.user.id);
  if (!profile) throw new Error('no profile after signup');
  setSession(data.session);
  setProfile(profile);
  markReady();
  return { client, credentials, session: data.session, profile };
}

/**
 * Adds `entries` to list `which` through the real add_item RPC, one after the other (so the
 * stored order is `entries`' order), and puts the returned profile in the store.
 * @returns the last returned profile
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

/** A catalog title: its list entry ('movie-123') and the title the card shows. */
export interface CatalogTitle {
  entry: string;
  title: string;
}

interface RawList {
  results: { id: number; title?: string; name?: string }[];
}

/**
 * `count` movies (weekly trending) and `count` TV shows (popular) of the local catalog, titles unique.
 * @returns `{ movies, tv }`
 */
export async function catalogTitles(count: number): Promise<{ movies: CatalogTitle[]; tv: CatalogTitle[] }> {
  const [movies, tv] = await Promise.all([tmdbGet<RawList>('/trending/movie/week'), tmdbGet<RawList>('/tv/popular')]);
  const seen = new Set<string>();
  const pick = (list: RawList, type: 'movie' | 'tv') =>
    list.results
      .map((r) => ({ entry: `${type}-${r.id}`, title: (type === 'movie' ? r.title : r.name) ?? '' }))
      .filter((t) => t.title && !seen.has(t.title) && seen.add(t.title))
      .slice(0, count);
  return { movies: pick(movies, 'movie'), tv: pick(tv, 'tv') };
}
