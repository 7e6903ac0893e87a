/**
 * Private feed URLs of the signed-in user: a calendar for calendar apps and an alerts feed (SQL:
 * `feed_tokens`, `issue_feed_token`, `revoke_feed_token`; supabase/README.md "Private feeds").
 *
 * The database keeps only a hash of each token: {@link issueFeedToken} is the one moment the token
 * exists in the clear, so the caller shows it at once (and never stores it). Every call resolves to
 * its answer or throws a `BackendError` (dataClient.ts): a backend or network error, a signed-out
 * caller (42501), no client.
 */
import { backendError, callBackend } from './dataClient';

/** The two private feeds: `/calendar/<token>.ics` and `/alerts/<token>.atom`. */
export type FeedKind = 'calendar' | 'alerts';

/** A feed that is on, and since when (ISO 8601). */
export interface FeedStatus {
  kind: FeedKind;
  createdAt: string;
}

/**
 * Turns a feed on, or regenerates it: the old token stops working at once.
 * @returns the new token (64 hex characters; shown once, never readable again)
 * @throws BackendError when it could not be issued (nothing changed)
 */
export function issueFeedToken(kind: FeedKind): Promise<string> {
  return callBackend('Private feed', async (supabase) => {
    const { data, error } = await supabase.rpc('issue_feed_token', { kind });
    if (error) throw backendError(error, 'Private feed');
    return typeof data === 'string' ? data : undefined;
  });
}

/**
 * Turns a feed off: its URL answers 404 from now on.
 * @returns true when it was on, false when it was off already
 * @throws BackendError when it could not be turned off (nothing changed)
 */
export function revokeFeedToken(kind: FeedKind): Promise<boolean> {
  return callBackend('Private feed', async (supabase) => {
    const { data, error } = await supabase.rpc('revoke_feed_token', { kind });
    if (error) throw backendError(error, 'Private feed');
    return typeof data === 'boolean' ? data : undefined;
  });
}

/**
 * Which of the user's feeds are on (row level security: the user's own rows; never the hashes).
 * @returns `[]` when none is on
 * @throws BackendError when it cannot be read
 */
export function getFeedStatus(): Promise<FeedStatus[]> {
  return callBackend('Private feeds', async (supabase) => {
    const { data, error } = await supabase.from('feed_tokens').select('kind, created_at').order('kind');
    if (error) throw backendError(error, 'Private feeds');
    return Array.isArray(data)
      ? (data as Array<{ kind: FeedKind; created_at: string }>).map((r) => ({ kind: r.kind, createdAt: r.created_at }))
      : undefined;
  });
}
