/**
 * Types of @streamscout/session (spec §3 "Entities": Session, Profile, signup metadata).
 *
 * Only `import type` from @supabase/supabase-js appears in this package's static graph,
 * so the library itself stays off the first render's critical path (architecture §3/§7).
 */
import type { Session, SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';

export type { Session, SupabaseClient };

/** The three personal lists of a profile (spec §3). Also the `which_col` of the list RPCs. */
export type ListName = 'queue' | 'favorites' | 'watched';

/** Every list name, in the order the dashboard shows them. */
export const LIST_NAMES: readonly ListName[] = ['queue', 'favorites', 'watched'];

/** Media types kept in lists (spec §3: "only movie and tv kept"). */
type ListMediaType = 'movie' | 'tv';

/**
 * A row of the backend table `profiles` (spec §3).
 * List entries are strings '{showType}-{showId}', e.g. 'movie-123' or 'tv-456'.
 */
export interface Profile {
  id: string;
  email: string;
  username: string;
  /** Country name as listed in `COUNTRIES` of `@streamscout/region` (e.g. 'United States of America'). */
  country: string;
  /** Whether adult content is visible to this user. */
  adult: boolean;
  queue: string[];
  favorites: string[];
  watched: string[];
  /**
   * "My services": TMDB provider ids of the services the user pays for (at most 50, distinct),
   * changed only through `saveServices`. Absent on a backend without the column.
   */
  services?: number[];
  /**
   * The lists the user made public (none by default), changed only through the
   * `set_list_public` RPC; anyone can read a public list's entries (supabase/README.md "Public
   * lists"). Absent on a backend without the column.
   */
  public_lists?: ListName[];
  /**
   * The reader's language (one of `LANGUAGES` of `@streamscout/region`, 'en' by default; set at
   * signup from the browser, changed in Edit Profile or the footer's picker). Absent on a backend
   * without the column.
   */
  language?: string;
}

/** The minimum a show needs to be put in a list: its TMDB id and media type. */
export interface ListableShow {
  id: number | string;
  media_type: ListMediaType | string;
}

/**
 * How to reach the backend: a hosted Supabase project, `supabase start`, or the local
 * Supabase-compatible backend (architecture §5). The client code does not know which.
 */
export interface SessionConfig {
  /** Project URL, e.g. 'http://127.0.0.1:54321'. */
  url: string;
  /** The anon (publishable) key. */
  anonKey: string;
  /**
   * Extra options handed to `createClient` unchanged (e.g. `{ auth: { persistSession: false } }`
   * in Node, or `{ realtime: { transport: WebSocket } }` on Node 20). Browsers need none.
   */
  options?: SupabaseClientOptions<'public'>;
}

/** Navigation callback (react-router's `navigate`, or anything with the same first argument). */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;
