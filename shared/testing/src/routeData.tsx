/**
 * Checks of a remote's route data (`src/routeData.ts`) against its screens, on the real local
 * catalog: the queries a screen's first render asks for are exactly the ones its descriptor
 * lists (so the host's prefetch is never wasted and never misses), and a screen rendered after
 * the host's prefetch asks TMDB nothing more (requests counted at the catalog, through a gate).
 */
import { DEFAULT_REGION } from '@streamscout/region';
import type { ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { configureTmdb } from '@streamscout/tmdb';
import type { RouteDataDescriptor } from '@streamscout/tmdb/query';
import { clearSession, setProfile, type Profile } from '@streamscout/session';
import { routeDataContext } from '@streamscout/host/route-data';
import { prefetchRoute, type RouteDataTable } from '@streamscout/host/prefetch';
import { createTestQueryClient, renderWithProviders } from './render';
import { startTmdbGate } from './gate';
import { tmdbTestUrl } from './tmdb';

/** A screen at a URL, as a route data check renders it. */
export interface RouteDataCase {
  /** The screen element, e.g. `<ShowDetails />`. */
  ui: ReactNode;
  /** The URL, path and query, e.g. '/details/movie/42' or '/search?q=heat'. */
  path: string;
  /** The route pattern the screen is mounted at, e.g. PATTERNS.movie. */
  route: string;
  /** Signed out (`null`) or signed in as this profile (its `adult` flag goes into the context). */
  profile: Profile | null;
}

/**
 * Records the hash of every TMDB query `client` starts fetching until `stop()`.
 * @returns `hashes()` in the order the fetches started (each once) and `stop()`
 */
function recordFetches(client: QueryClient): { hashes: () => string[]; stop: () => void } {
  const seen: string[] = [];
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'fetch') return;
    const key = event.query.queryKey;
    if (key[0] === 'tmdb' && !seen.includes(event.query.queryHash)) seen.push(event.query.queryHash);
  });
  return { hashes: () => [...seen], stop };
}

/** Waits until nothing fetches any more (the screen settled), so no request outlives the test. */
async function settled(client: QueryClient): Promise<void> {
  await waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 20000 });
}

/**
 * Renders a screen on a fresh QueryClient and returns what its first render asked TMDB for
 * (the queries that started fetching while React rendered and ran the first effects) beside
 * what its descriptor lists for the same URL and viewer — both as query hashes, sorted.
 * @param describe the screen's descriptor from its remote's `routeData`
 */
export async function firstRenderQueries(describe: RouteDataDescriptor, c: RouteDataCase): Promise<{ asked: string[]; listed: string[] }> {
  const client = createTestQueryClient();
  const rec = recordFetches(client);
  let unmount = () => {};
  try {
    ({ unmount } = renderWithProviders(c.ui, { path: c.path, route: c.route, profile: c.profile, queryClient: client }));
  } finally {
    rec.stop();
  }
  const url = new URL(c.path, 'http://test.local');
  const ctx = routeDataContext(url.pathname, url.search, { adult: c.profile?.adult === true, region: DEFAULT_REGION });
  const listed = describe(ctx).map((q) => hashKey(q.options.queryKey));
  await settled(client);
  unmount();
  client.clear();
  return { asked: rec.hashes().sort(), listed: [...listed].sort() };
}

/**
 * The host's prefetch of a URL (with the remote's route data, as a standalone remote does), then
 * the screen rendered on the same QueryClient once the prefetch settled; TMDB requests counted at
 * a gate in front of the catalog.
 * @param routeData the remote's `routeData`
 * @returns `started`: queries the prefetch started; `duringPrefetch`: requests the catalog got
 *   for them (a query may make more than one: a discover row asks movies and TV);
 *   `afterPrefetch`: requests the catalog got once the screen rendered and settled
 */
export async function prefetchThenRender(
  routeData: RouteDataTable,
  c: RouteDataCase,
): Promise<{ started: number; duringPrefetch: number; afterPrefetch: number }> {
  const gate = await startTmdbGate();
  configureTmdb({ baseUrl: `${gate.url}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
  const client = createTestQueryClient();
  try {
    if (c.profile) {
      // a stored session and its profile already in the store: the adult flag is known
      localStorage.setItem('sb-localhost-auth-token', '{}');
      setProfile(c.profile);
    } else {
      clearSession();
    }
    const url = new URL(c.path, 'http://test.local');
    const started = await prefetchRoute(url.pathname, url.search, () => routeData, client);
    await settled(client);
    const duringPrefetch = gate.seen.length;
    gate.reset();
    const { unmount } = renderWithProviders(c.ui, { path: c.path, route: c.route, profile: c.profile, queryClient: client });
    await settled(client);
    unmount();
    return { started, duringPrefetch, afterPrefetch: gate.seen.length };
  } finally {
    localStorage.removeItem('sb-localhost-auth-token');
    client.clear();
    configureTmdb({ baseUrl: `${tmdbTestUrl()}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
    await gate.close();
  }
}
