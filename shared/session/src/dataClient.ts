/**
 * The one convention of the signed-in user's data calls (episode progress, alerts, private feeds,
 * imports): each call resolves to its answer or **throws a {@link BackendError}** — never `null`
 * for a failure — so TanStack Query (the widgets' and the dashboard's queries) takes the call as
 * its `queryFn` / `mutationFn` as it is, and a screen tells "the database refused this" (its
 * message is for the user) from "the backend could not be reached" (say so, offer Try again).
 *
 * The spec's profile and list operations (spec §7: they "return nothing" on failure) keep their
 * documented `null` in `profile.ts` and `listRpc.ts`; this module is not used there.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './config';

/**
 * What kind of failure a {@link BackendError} is:
 * - `'refused'`: the database refused the input and said why (`message` is its sentence: bad
 *   input 22023, a broken rule 23514, not one of yours P0002, …); nothing was changed;
 * - `'unavailable'`: no backend is configured (no Supabase URL or key) — nothing can be asked;
 * - `'failed'`: the request failed (network, timeout, 5xx, an answer of the wrong shape, a
 *   permission error such as being signed out): try again later.
 */
export type BackendErrorKind = 'refused' | 'unavailable' | 'failed';

/**
 * Codes our SQL raises with a sentence meant for the user (supabase/README.md): invalid parameter
 * value (22023), check violation (23514), no data found (P0002), and PostgREST's 'PT404' (HTTP
 * 404: an id that is not one of the caller's, e.g. an import to undo). Our SQL's other code, 42501
 * (not signed in, another user's row), is a failure, not a refusal.
 */
const REFUSAL_CODES: ReadonlySet<string> = new Set(['22023', '23514', 'P0002', 'PT404']);

/** A failed call of the user's data: its {@link BackendErrorKind}, the backend's code, the HTTP status when known. */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  /** See {@link BackendErrorKind}. */
  readonly kind: BackendErrorKind;
  /** The backend's code: a Postgres SQLSTATE ('22023'), a PostgREST code ('PGRST116'), or null (network, no client). */
  readonly code: string | null;

  /**
   * @param message for `'refused'` the database's sentence (shown to the user); otherwise what failed, for logs
   * @param kind see {@link BackendErrorKind}
   * @param code the backend's code, or null
   */
  constructor(message: string, kind: BackendErrorKind, code: string | null = null) {
    super(message);
    this.kind = kind;
    this.code = code;
  }

  /** True when the database refused the input: `message` is its sentence, for the user. */
  get refused(): boolean {
    return this.kind === 'refused';
  }
}

/** A supabase-js (PostgREST) error as it answers one. */
interface PostgrestLikeError {
  message?: string;
  code?: string;
}

/**
 * The error for a supabase-js answer's `error`: a refusal when its code is one of ours
 * ({@link REFUSAL_CODES}), otherwise a failure naming `what`.
 * @param what the data asked for, e.g. 'Alerts' (in the message of a failure)
 */
export function backendError(error: PostgrestLikeError, what: string): BackendError {
  const code = error.code || null;
  if (code && REFUSAL_CODES.has(code) && error.message) return new BackendError(error.message, 'refused', code);
  return new BackendError(`${what} could not be loaded or saved${error.message ? `: ${error.message}` : ''}`, 'failed', code);
}

/**
 * Runs one call of the user's data with THE supabase client.
 * @param what the data asked for, e.g. 'Alerts' (named in a failure's message)
 * @param run the call; it reads `{ data, error }` and returns the answer — throwing
 *   {@link backendError} for an `error` — or `undefined` when the answer has the wrong shape
 * @returns the answer
 * @throws BackendError `'unavailable'` without a client; `'failed'` when `run` throws something
 *   else (network) or answers `undefined`; whatever BackendError `run` threw
 */
export async function callBackend<T>(what: string, run: (supabase: SupabaseClient) => Promise<T | undefined>): Promise<T> {
  const supabase = await getSupabase();
  if (!supabase) throw new BackendError(`${what}: no backend is configured`, 'unavailable');
  let answer: T | undefined;
  try {
    answer = await run(supabase);
  } catch (error) {
    if (error instanceof BackendError) throw error;
    throw new BackendError(`${what} could not be loaded or saved: ${error instanceof Error ? error.message : String(error)}`, 'failed');
  }
  if (answer === undefined) throw new BackendError(`${what}: the backend's answer has an unexpected shape`, 'failed');
  return answer;
}

/**
 * The sentence to show for a failed change: the database's own when it refused, else `fallback`
 * (a generic "Couldn't save …. Please try again.").
 * @param error what the mutation threw
 * @param fallback the screen's sentence for a failure that is not a refusal
 */
export function refusalOr(error: unknown, fallback: string): string {
  return error instanceof BackendError && error.refused ? error.message : fallback;
}
