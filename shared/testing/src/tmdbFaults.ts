/**
 * TMDB failures for screen tests: the local catalog behind a fault proxy (a real HTTP server that
 * forwards to the catalog until told to answer 500, a malformed body, reset the connection or
 * never answer). A test breaks TMDB, sees the failed state, heals it and presses Try again.
 */
import { configureTmdb, getTmdbConfig, type TmdbConfig } from '@streamscout/tmdb';
import { startFaultProxy, type FaultMode, type FaultProxy } from './faultProxy';
import { tmdbTestUrl } from './tmdb';

/** The faults a TMDB-backed view must tell apart from "nothing found" (label → proxy mode). */
export const TMDB_FAULTS = {
  'a 500': { status: 500, body: { status_code: 11, status_message: 'Internal error.' } },
  'a malformed body': { status: 200, raw: '{"page": 1, "results": [{"id": 1, "title": "cut' },
  'a reset connection': 'reset',
} as const satisfies Record<string, FaultMode>;

/** An empty but valid TMDB list answer (a real "nothing found", not a failure). */
export const EMPTY_TMDB_LIST: FaultMode = { status: 200, body: { page: 1, results: [], total_pages: 0, total_results: 0 } };

/** Handle of {@link setupTmdbFaults}. */
export interface TmdbFaults {
  /**
   * From now on every TMDB request (API and images) gets `mode` — or, with `only`, just those
   * whose path and query it accepts (e.g. `(p) => p.includes('page=2')`).
   */
  fail: (mode: FaultMode, only?: (path: string) => boolean) => void;
  /** Back to forwarding to the catalog. */
  heal: () => void;
  /** Method and path of every request the proxy saw. */
  requests: () => FaultProxy['requests'];
}

/**
 * For the tests of this file: points `@streamscout/tmdb` at a fault proxy in front of the local
 * catalog (`beforeAll`), heals it after each test, and stops it (`afterAll`, the TMDB settings
 * from before restored — so it also works inside one `describe` of a file that uses `setupLocalTmdb`).
 * @returns {@link TmdbFaults}; use it inside tests only (the proxy starts in `beforeAll`)
 */
export function setupTmdbFaults(): TmdbFaults {
  let proxy: FaultProxy | null = null;
  let before: TmdbConfig | null = null;
  const live = () => {
    if (!proxy) throw new Error('setupTmdbFaults: use it inside a test (the proxy starts in beforeAll)');
    return proxy;
  };
  beforeAll(async () => {
    before = getTmdbConfig();
    proxy = await startFaultProxy(tmdbTestUrl());
    configureTmdb({ baseUrl: `${proxy.url}/3`, imageBaseUrl: `${proxy.url}/t/p` });
  });
  afterEach(() => proxy?.setMode('pass'));
  afterAll(async () => {
    if (before) configureTmdb(before);
    await proxy?.close();
  });
  return {
    fail: (mode, only) => live().setMode(mode, only),
    heal: () => live().setMode('pass'),
    requests: () => live().requests,
  };
}
