/**
 * @streamscout/testing — what every package's tests share: the render helper (shell providers +
 * session store), entity fixtures, axe checks, and handles on the local TMDB catalog and the
 * local Supabase backend that the jest global setup starts. Test code only; no app imports it.
 */
export { renderWithProviders, createTestQueryClient } from './render';
export { makeShow, makePerson, makeProvider, makeProfile } from './fixtures';
export { expectNoAxeViolations } from './axe';
export { setupLocalTmdb, tmdbTestUrl, tmdbGet } from './tmdb';
export { ANON_KEY, backendUrl, makeClient, freshUser, startLocalBackend, until } from './backend';
export { startFaultProxy } from './faultProxy';
export { setupBackendProxy } from './backendProxy';
export type { FaultProxy } from './faultProxy';
export { signInFreshUser, signInFreshUserThrough } from './session';
export { addEntries } from './session';
export { seedAlerts } from './alerts';
export { catalogTitles, findPerson, findTitle, recordTmdbRequests, startFailingCatalog } from './catalog';
export type { CatalogTitle, RawDetail } from './catalog';
export { startTmdbGate } from './gate';
export { EMPTY_TMDB_LIST, TMDB_FAULTS, setupTmdbFaults } from './tmdbFaults';
export type { TmdbGate } from './gate';
export { setMediaQueries } from './media';
export { loadedSelect } from './select';
export { firstRenderQueries, prefetchThenRender } from './routeData';
export type { RouteDataCase } from './routeData';
export { controlIntersections } from './intersection';
export { controlResizes } from './resize';
export { describeRemoteContract } from './remoteContract';
