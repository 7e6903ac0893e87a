/**
 * Test seam: every TMDB request the app's client sends to the local catalog (through
 * `@streamscout/tmdb`'s debug hook: one event per request, api key never included).
 */
import { setTmdbDebugHook } from '@streamscout/tmdb';

/** One request as the catalog received it: path under /3 and its query parameters. */
export interface TmdbRequest {
  path: string;
  params: URLSearchParams;
}

/**
 * Records the requests of each test of the calling file (installs in `beforeEach`, removes in
 * `afterEach`).
 * @returns a live array, emptied before each test
 */
export function recordTmdbRequests(): TmdbRequest[] {
  const requests: TmdbRequest[] = [];
  beforeEach(() => {
    requests.length = 0;
    setTmdbDebugHook((e) => {
      const u = new URL(e.url);
      requests.push({ path: u.pathname.replace(/^.*?\/3\//, ''), params: u.searchParams });
    });
  });
  afterEach(() => setTmdbDebugHook(null));
  return requests;
}
