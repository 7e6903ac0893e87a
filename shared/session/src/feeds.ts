/**
 * Private feed URLs of the signed-in user: a calendar for calendar apps and an alerts feed (SQL:
 * `feed_tokens`, `issue_feed_token`, `revoke_feed_token`; supabase/README.md "Private feeds").
 *
 * The database keeps only a hash of each token: {@link issueFeedToken} is the one moment the token
 * exists in the clear, so the caller shows it at once (and never stores it). Every call returns its
 * answer, or `null` on a backend or network error, when nobody is signed in, or without a client.
 */
import { getSupabase } from './config';

/** The two private feeds: `/calendar/<token>.ics` and `/alerts/<token>.atom`. */
export type FeedKind = 'calendar' | 'alerts';

/** A feed that is on, and since when (ISO 8601). */
export interface FeedStatus {
  kind: FeedKind;
  createdAt: string;
}

/**
 * Turns a feed on, or regenerates it: the old token stops working at once.
 * @returns the new token (64 hex characters; shown once, never readable again), or null.
 */
export async function issueFeedToken(kind: FeedKind): Promise<string | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase.rpc('issue_feed_token', { kind });
    return !error && typeof data === 'string' ? data : null;
  } catch {
    return null;
  }
}

/**
 * Turns a feed off: its URL answers 404 from now on.
 * @returns true when it was on, false when it was off already, null on failure.
 */
export async function revokeFeedToken(kind: FeedKind): Promise<boolean | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase.rpc('revoke_feed_token', { kind });
    return !error && typeof data === 'boolean' ? data : null;
  } catch {
    return null;
  }
}

/**
 * Which of the user's feeds are on (row level security: the user's own rows; never the hashes).
 * @returns `[]` when none is on, or null on failure.
 */
export async function getFeedStatus(): Promise<FeedStatus[] | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    const { data, error } = await supabase.from('feed_tokens').select('kind, created_at').order('kind');
    if (error || !Array.isArray(data)) return null;
    return (data as Array<{ kind: FeedKind; created_at: string }>).map((r) => ({ kind: r.kind, createdAt: r.created_at }));
  } catch {
    return null;
  }
}
