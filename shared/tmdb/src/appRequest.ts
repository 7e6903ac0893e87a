/**
 * One JSON request from a page to the app's own server (`/api/calendar`, `/api/plan`): the timeout,
 * the caller's abort signal, and the server's `{error}` message on a 4xx/5xx — the part the
 * calendar's and the planner's browser clients (`calendarClient.ts`, `planClient.ts`) share.
 * Framework-free, browser-safe.
 */

/** What a caller says about its endpoint. */
interface AppRequestOptions {
  /** What the request sends: GET (default) or a POST with its JSON body. */
  method?: 'GET' | 'POST';
  /** A JSON body (sent with `content-type: application/json`). */
  body?: string;
  /** ms before the request counts as failed (the timer starts before the request is sent). */
  timeoutMs: number;
  /** Aborts the request (read as "took too long", like the timeout). */
  signal?: AbortSignal;
  /** The endpoint in a user's words, starting a sentence: 'The calendar', 'The planner'. */
  name: string;
  /** What a good answer is, after "not": 'a calendar', 'a plan'. */
  shape: string;
  /** Whether a 2xx body is the answer wanted. */
  isShape: (body: unknown) => boolean;
  /** The caller's error: message and HTTP status (0 when no answer came). */
  fail: (message: string, status: number) => Error;
}

/**
 * Sends one request and reads its JSON answer.
 * @param url absolute, or relative to the page
 * @returns the 2xx body, once `isShape` accepted it
 * @throws the caller's `fail(message, status)`: the server's `{error}` on a 4xx/5xx ('{name}
 *   answered {status}' without one), '{name} answered something that is not {shape}' on a 2xx
 *   body `isShape` refuses (or no JSON), '{name} could not be reached' on a network error (0),
 *   '{name} took too long to answer' on the timeout or `signal` aborting (0)
 */
export async function requestAppJson<T>(url: string, o: AppRequestOptions): Promise<T> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), o.timeoutMs);
  const onAbort = () => ctrl.abort();
  o.signal?.addEventListener('abort', onAbort);
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        method: o.method ?? 'GET',
        signal: ctrl.signal,
        headers: o.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        ...(o.body === undefined ? {} : { body: o.body }),
      });
    } catch {
      throw o.fail(ctrl.signal.aborted ? `${o.name} took too long to answer` : `${o.name} could not be reached`, 0);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error =
        body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
          ? (body as { error: string }).error
          : '';
      throw o.fail(error || `${o.name} answered ${res.status}`, res.status);
    }
    if (!o.isShape(body)) throw o.fail(`${o.name} answered something that is not ${o.shape}`, res.status);
    return body as T;
  } finally {
    clearTimeout(timer);
    o.signal?.removeEventListener('abort', onAbort);
  }
}
