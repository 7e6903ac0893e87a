/**
 * Checks of a remote's route data (`src/routeData.ts`) against its screens, on the real local
 * catalog: the queries a screen's first render asks for are exactly the ones its descriptor
 * lists (so the host's prefetch is never wasted and never misses), and a screen rendered after
 * the host's prefetch asks TMDB nothing more (requests counted at the catalog, through a gate) —
 * for any viewer: signed out or in, adult or not, in any region, with "Only my services" on or off.
 */
import { DEFAULT_REGION, regionName } from '@streamscout/region';
import type { ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { configureTmdb } from '@streamscout/tmdb';
import type { RouteDataDescriptor } from '@streamscout/tmdb/query';
import {
  clearSession,
  currentRegion,
  currentServiceFilter,
  REGION_STORAGE_KEY,
  sessionStore,
  setOnlyMyServices,
  setPickedRegion,
  setProfile,
  setSession,
  type Profile,
  type Session,
} from '@streamscout/session';
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
  /**
   * The viewer's region (ISO 3166-1, e.g. 'GB'; default {@link DEFAULT_REGION}): signed out, the
   * region picked in this browser; signed in, the profile's country.
   */
  region?: string;
  /** "Only my services" on (signed in, with the profile's `services`): the context's `services` filter. */
  onlyMyServices?: boolean;
}

/**
 * Puts the viewer of a case into the session store (picked region, "Only my services") and
 * checks that the store sees the case's region and filter, so a GB or services case can never
 * quietly run as the default viewer.
 * @returns the profile to sign in with (its country the case's region), the route data
 *   context's viewer, and `restore()` (back to no pick and the filter off)
 */
function seedViewer(c: RouteDataCase): {
  profile: Profile | null;
  viewer: { adult: boolean; region: string; services: readonly number[] };
  restore: () => void;
} {
  const region = c.region ?? DEFAULT_REGION;
  const profile = c.profile && { ...c.profile, country: regionName(region) };
  if (!profile && region !== DEFAULT_REGION) setPickedRegion(region);
  setOnlyMyServices(c.onlyMyServices === true);
  const services = (c.onlyMyServices && profile?.services) || [];
  const restore = () => {
    setOnlyMyServices(false);
    localStorage.removeItem(REGION_STORAGE_KEY);
    sessionStore.setState({ pickedRegion: null });
  };
  return { profile, viewer: { adult: profile?.adult === true, region, services }, restore };
}

/** Signs in as `profile` (session and profile in the store, a stored session) or signs out. */
function signInAs(profile: Profile | null): void {
  if (profile) {
    // a stored session and its profile already in the store: the adult flag and services are known
    localStorage.setItem('sb-localhost-auth-token', '{}');
    setSession({ user: { id: profile.id }, access_token: 'test' } as unknown as Session);
    setProfile(profile);
  } else {
    clearSession();
  }
}

/** Checks that the store sees the viewer the case asks for (the screen reads the store). */
function expectStoreViewer(viewer: { region: string; services: readonly number[] }): void {
  expect({ region: currentRegion(), services: [...currentServiceFilter()] }).toEqual({
    region: viewer.region,
    services: [...viewer.services],
  });
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
  const { profile, viewer, restore } = seedViewer(c);
  try {
    const rec = recordFetches(client);
    let unmount = () => {};
    try {
      ({ unmount } = renderWithProviders(c.ui, { path: c.path, route: c.route, profile, queryClient: client }));
    } finally {
      rec.stop();
    }
    expectStoreViewer(viewer);
    const url = new URL(c.path, 'http://test.local');
    const listed = describe(routeDataContext(url.pathname, url.search, viewer)).map((q) => hashKey(q.options.queryKey));
    await settled(client);
    unmount();
    return { asked: rec.hashes().sort(), listed: [...listed].sort() };
  } finally {
    client.clear();
    restore();
  }
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
  const { profile, viewer, restore } = seedViewer(c);
  try {
    signInAs(profile);
    expectStoreViewer(viewer);
    const url = new URL(c.path, 'http://test.local');
    const started = await prefetchRoute(url.pathname, url.search, () => routeData, client);
    await settled(client);
    const duringPrefetch = gate.seen.length;
    gate.reset();
    const { unmount } = renderWithProviders(c.ui, { path: c.path, route: c.route, profile, queryClient: client });
    await settled(client);
    unmount();
    return { started, duringPrefetch, afterPrefetch: gate.seen.length };
  } finally {
    localStorage.removeItem('sb-localhost-auth-token');
    restore();
    client.clear();
    configureTmdb({ baseUrl: `${tmdbTestUrl()}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
    await gate.close();
  }
}
