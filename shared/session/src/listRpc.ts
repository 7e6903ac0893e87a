/**
 * The calls every list operation makes (spec §7): the supabase client guarded against a missing
 * client and thrown errors, the backend's row read as a {@link Profile}, and one list RPC. Shared
 * by the store actions (profile.ts) and the offline queue (offline.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './config';
import type { Profile } from './types';

/** The profile row of an RPC's or select's answer (a row or a one-row array), or null. */
export function asProfile(data: unknown): Profile | null {
  const row = Array.isArray(data) ? data[0] : data;
  if (row && typeof row === 'object' && typeof (row as Profile).id === 'string') return row as Profile;
  return null;
}

/**
 * Runs `run` with THE client.
 * @returns its answer, or null when there is no client or `run` throws (network error)
 */
export async function withClient<T>(run: (supabase: SupabaseClient) => Promise<T | null>): Promise<T | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  try {
    return await run(supabase);
  } catch {
    return null;
  }
}

/**
 * One list RPC (`add_item`, `remove_item`, `remove_all`; `security definer`, refusing another
 * user's `profile_id`).
 * @param args `{ profile_id, show_id?, which_col }`
 * @returns the updated profile, or null (backend or network error, no client)
 */
export function callListRpc(fn: 'add_item' | 'remove_item' | 'remove_all', args: Record<string, string>): Promise<Profile | null> {
  return withClient(async (supabase) => {
    const { data, error } = await supabase.rpc(fn, args);
    return error ? null : asProfile(data);
  });
}
