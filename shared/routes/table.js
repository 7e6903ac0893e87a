/**
 * The route table of spec §2 as plain data (CommonJS, browser-safe), so both the apps (through
 * `@streamscout/routes`, which re-exports it with its types) and Node scripts (the static server
 * of `scripts/start.mjs`, which writes the current route's preload hints into the HTML) read the
 * same table. Pure data and string functions: no React, no router.
 */

/** @typedef {import('@streamscout/apps').RemoteKey} RemoteKey */

/** Route patterns (react-router syntax), each written once. */
const PATTERNS = /** @type {const} */ ({
  home: '/',
  search: '/search',
  detailsRoot: '/details',
  movie: '/details/movie/:id',
  tv: '/details/tv/:id',
  seasons: '/details/tv/:id/seasons',
  season: '/details/tv/:id/seasons/:num',
  actor: '/details/actor/:id',
  discover: '/discover',
  discoverRow: '/discover/:genre',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  services: '/dashboard/services',
  gallery: '/dashboard/:list',
});

/**
 * The route table of each remote (spec §2). The shell adds only '/details' and '*' (page not found).
 * `params`: values a pattern spells as a static segment, handed out with the route's params by
 * {@link matchRoute} (the details screen serves movies and TV alike and reads `type` from them).
 */
const ROUTES = /** @type {const} */ ({
  search: [
    { path: PATTERNS.home, screen: 'Home' },
    { path: PATTERNS.search, screen: 'Search' },
  ],
  details: [
    { path: PATTERNS.movie, screen: 'ShowDetails', params: { type: 'movie' } },
    { path: PATTERNS.tv, screen: 'ShowDetails', params: { type: 'tv' } },
    { path: PATTERNS.seasons, screen: 'Seasons' },
    { path: PATTERNS.season, screen: 'Season' },
    { path: PATTERNS.actor, screen: 'Actor' },
  ],
  discover: [
    { path: PATTERNS.discover, screen: 'Discover' },
    { path: PATTERNS.discoverRow, screen: 'DiscoverRow' },
  ],
  // The dashboard's screens declare no route data (no `src/routeData.ts`): what they show needs
  // the session (the signed-in user's lists and profile), which is not known before they render,
  // and every route here is guarded, so the host prefetches nothing for them.
  dashboard: [
    { path: PATTERNS.login, screen: 'Login', guard: 'guest' },
    { path: PATTERNS.signup, screen: 'Signup', guard: 'guest' },
    { path: PATTERNS.dashboard, screen: 'Dashboard', guard: 'auth' },
    { path: PATTERNS.services, screen: 'Services', guard: 'auth' },
    { path: PATTERNS.gallery, screen: 'Gallery', guard: 'auth' },
  ],
});

/**
 * The route of the table that serves `pathname`, as react-router would match it (static
 * segments exactly, `:param` one non-empty segment; a trailing slash ignored).
 * @param {string} pathname e.g. '/details/movie/42' (no query string)
 * @returns {{ remote: RemoteKey, path: string, screen: string, guard?: 'auth' | 'guest', params: Record<string, string> } | null}
 *   the route with its params (decoded segments, plus the route's static `params`, e.g.
 *   `{ type: 'movie', id: '42' }`); null for any path no remote serves ('/details' bare,
 *   unknown paths: page not found)
 */
function matchRoute(pathname) {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const [remote, routes] of Object.entries(ROUTES)) {
    for (const route of routes) {
      const parts = route.path.split('/').filter(Boolean);
      if (parts.length !== segments.length) continue;
      /** @type {Record<string, string>} */
      const params = { ...('params' in route ? route.params : {}) };
      const ok = parts.every((part, i) => {
        if (!part.startsWith(':')) return part === segments[i];
        try {
          params[part.slice(1)] = decodeURIComponent(segments[i]);
        } catch {
          return false;
        }
        return true;
      });
      if (ok)
        return {
          remote: /** @type {RemoteKey} */ (remote),
          path: route.path,
          screen: route.screen,
          ...('guard' in route ? { guard: route.guard } : {}),
          params,
        };
    }
  }
  return null;
}

module.exports = { PATTERNS, ROUTES, matchRoute };
