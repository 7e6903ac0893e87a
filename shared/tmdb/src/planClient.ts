/**
 * The browser's side of the plan (spec §19, §20): reading `POST /api/plan` of the app's own server,
 * where each title of a list streams in a region (the JSON contract is `PlanResponse` of
 * `@streamscout/tmdb/plan`, whose source runs on the server). Framework-free, browser-safe.
 */
import { requestAppJson } from './appRequest';
import type { PlanResponse } from './plan/types';

export type { PlanRequest, PlanResponse, PlanSeason, PlanTitle } from './plan/types';

/** How long a plan request may take before it counts as failed, ms (the server may ask TMDB meanwhile). */
const PLAN_TIMEOUT_MS = 30_000;

/** A plan request that failed: the server's 400/503 `{error}` message, a bad body, a network error or the timeout. */
export class PlanRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'PlanRequestError';
  }
}

/**
 * Reads where the given titles stream in a region from the app's own server (`POST /api/plan`).
 * @param q region (ISO 3166-1) and TMDB ids by type (at most 2000 in all)
 * @param opts `base`: the server's origin ('' in a page it serves); `signal` aborts
 * @returns the server's answer: the titles TMDB knows, each with its region's streaming, rent and
 *   buy provider ids (a show's aired seasons too), and the providers' names
 * @throws PlanRequestError on a 4xx/5xx (with the server's `error`), a body that is not a plan, a
 *   network error, the 30 s timeout, or `signal` aborting
 */
export async function getPlanTitles(
  q: { region: string; tv: readonly number[]; movie: readonly number[] },
  opts: { signal?: AbortSignal; base?: string } = {},
): Promise<PlanResponse> {
  const ids = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);
  return requestAppJson<PlanResponse>(`${opts.base ?? ''}/api/plan`, {
    method: 'POST',
    body: JSON.stringify({ region: q.region, tv: ids(q.tv), movie: ids(q.movie) }),
    timeoutMs: PLAN_TIMEOUT_MS,
    signal: opts.signal,
    name: 'The planner',
    shape: 'a plan',
    isShape: (body) => !!body && typeof body === 'object' && Array.isArray((body as PlanResponse).titles),
    fail: (message, status) => new PlanRequestError(message, status),
  });
}
