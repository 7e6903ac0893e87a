/**
 * Render-as-you-fetch for the first screen: the TMDB data a route's screen will ask for, started
 * by the host (the shell, or a standalone remote) through the one shared QueryClient — in
 * parallel with the screen's own chunk instead of after it.
 *
 * Which data a screen needs is declared once, by its remote: `src/routeData.ts`, exposed as
 * `./routeData` (a small chunk; the remote's entry is already preloaded by the HTML's hints). The
 * screen's hooks read the very same descriptor, so its `useQuery` finds the request in flight and
 * nothing is asked twice. The host keeps no list of queries of its own: it builds the context
 * (route params, query string, the viewer) and starts what the descriptor answers.
 *
 * Guarded routes (the dashboard's) are skipped: what they show needs the session, which is not
 * known yet. Data that depends on the profile's adult flag is started only when the flag is
 * known (surely signed out, or the profile already loaded).
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { REMOTES, type RemoteKey } from '@streamscout/apps';
import { matchRoute } from '@streamscout/routes';
import { getQueryClient, prefetchRouteQueries, type RouteDataDescriptor, type RouteQuery } from '@streamscout/tmdb/query';
import { knownViewer, routeDataContext } from './routeData';
import type { ExposedRouteDataModule } from './contract';

/** A remote's route data: one descriptor per screen name that has TMDB data on its first screen. */
export type RouteDataTable = Partial<Record<string, RouteDataDescriptor>>;

/** Where the host gets a remote's route data from (the remote's `./routeData`, or a standalone remote's own). */
export type RouteDataSource = (remote: RemoteKey) => RouteDataTable | null | undefined | Promise<RouteDataTable | null | undefined>;

/**
 * A remote's route data through Module Federation: `loadRemote('{remote name}/routeData')`.
 * @returns its `routeData` export, or null when the module has none
 * @throws the runtime's error when the remote cannot be loaded (after the retry plugin's tries)
 */
async function loadRemoteRouteData(remote: RemoteKey): Promise<RouteDataTable | null> {
  const mod = await loadRemote<Partial<ExposedRouteDataModule>>(`${REMOTES[remote].name}/routeData`);
  return mod?.routeData ?? null;
}

/**
 * The queries the host may start for a screen before it renders: the descriptor's answer for
 * the URL and the viewer; with the adult flag not known yet, only the queries that are the same
 * for both answers (those not depending on it).
 * @param describe the screen's descriptor
 * @param pathname e.g. '/discover'
 * @param search the query string, e.g. '?q=heat'
 * @param viewer from {@link knownViewer}
 */
function prefetchableQueries(
  describe: RouteDataDescriptor,
  pathname: string,
  search: string,
  viewer: { adult: boolean | null; region: string; services?: readonly number[]; language?: string },
): RouteQuery[] {
  const answer = (adult: boolean) =>
    describe(routeDataContext(pathname, search, { adult, region: viewer.region, services: viewer.services, language: viewer.language }));
  if (viewer.adult !== null) return answer(viewer.adult);
  const asAdult = new Set(answer(true).map((q) => hashKey(q.options.queryKey)));
  return answer(false).filter((q) => asAdult.has(hashKey(q.options.queryKey)));
}

/**
 * Starts the TMDB requests of the screen at `pathname` (none for routes without route data,
 * guarded routes, unknown paths and malformed params). Never rejects; a failure is left to the
 * screen's own query (it shows its failed state) or, for the route data's code, to the screen's
 * own load (its boundary shows Try again).
 * @param pathname e.g. '/details/movie/42'
 * @param search the query string, e.g. '?q=star' (for /search)
 * @param source the remote's route data (default: through Module Federation)
 * @param client the QueryClient the screens use (default: the page's one)
 * @returns how many queries were started (for tests)
 */
export async function prefetchRoute(
  pathname: string,
  search = '',
  source: RouteDataSource = loadRemoteRouteData,
  client: QueryClient = getQueryClient(),
): Promise<number> {
  const route = matchRoute(pathname);
  if (!route || route.guard) return 0;
  let describe: RouteDataDescriptor | undefined;
  try {
    describe = (await source(route.remote))?.[route.screen];
  } catch {
    return 0;
  }
  if (!describe) return 0;
  const queries = prefetchableQueries(describe, pathname, search, knownViewer());
  void Promise.all(prefetchRouteQueries(client, queries));
  return queries.length;
}
