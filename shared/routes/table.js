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
  alerts: '/dashboard/alerts',
  calendar: '/dashboard/calendar',
  import: '/dashboard/import',
  plan: '/dashboard/plan',
  together: '/dashboard/together',
  togetherJoin: '/dashboard/together/join',
  gallery: '/dashboard/:list',
  publicUser: '/u/:username',
  publicList: '/u/:username/:list',
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
  // The dashboard's own screens need the session (the signed-in user's lists and profile) and are
  // guarded; the public list pages (spec §17) are not: anyone may open them, the server renders
  // them, and they are the dashboard's only screens with route data (`src/routeData.ts`).
  dashboard: [
    { path: PATTERNS.login, screen: 'Login', guard: 'guest' },
    { path: PATTERNS.signup, screen: 'Signup', guard: 'guest' },
    { path: PATTERNS.dashboard, screen: 'Dashboard', guard: 'auth' },
    { path: PATTERNS.services, screen: 'Services', guard: 'auth' },
    { path: PATTERNS.alerts, screen: 'Alerts', guard: 'auth' },
    { path: PATTERNS.calendar, screen: 'Calendar', guard: 'auth' },
    { path: PATTERNS.import, screen: 'Import', guard: 'auth' },
    { path: PATTERNS.plan, screen: 'Plan', guard: 'auth' },
    { path: PATTERNS.together, screen: 'Together', guard: 'auth' },
    { path: PATTERNS.togetherJoin, screen: 'JoinGroup', guard: 'auth' },
    { path: PATTERNS.gallery, screen: 'Gallery', guard: 'auth' },
    { path: PATTERNS.publicUser, screen: 'PublicProfile' },
    { path: PATTERNS.publicList, screen: 'PublicList' },
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

/**
 * Route params that accept only a fixed list of values (spec §2), and the status of any other
 * value: an unknown discover row shows the page-not-found screen (404), an unknown list name the
 * 'Bad Request' screen (400). The apps' own lists (`DISCOVER_ROWS` of `@streamscout/tmdb`,
 * `LIST_NAMES` of `@streamscout/session`) are checked against these by a unit test.
 */
const PARAM_VALUES = /** @type {const} */ ([
  {
    path: PATTERNS.discoverRow,
    param: 'genre',
    values: ['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix', 'hulu', 'prime'],
    otherwise: 404,
  },
  { path: PATTERNS.gallery, param: 'list', values: ['queue', 'favorites', 'watched'], otherwise: 400 },
  // a public list page of a list that does not exist is a page that is not there (spec §17)
  { path: PATTERNS.publicList, param: 'list', values: ['queue', 'favorites', 'watched'], otherwise: 404 },
]);

/**
 * What each list is called in a sentence (spec §2 gallery titles, spec §17): "{username}'s watch
 * queue". Plain data here so the apps, the page head and the server's feeds and images say the same.
 */
const LIST_NOUNS = /** @type {const} */ ({ queue: 'watch queue', favorites: 'favorites', watched: 'watched list' });

/** Canonical decimal: '0' or digits without a leading zero. */
const CANONICAL = /^(0|[1-9][0-9]*)$/;

/**
 * A number from a route segment: only the canonical decimal spelling of a safe integer ≥ `min`.
 * @param {string | undefined | null} segment @param {number} min
 * @returns {number | null}
 */
function parseRouteInteger(segment, min) {
  if (typeof segment !== 'string' || !CANONICAL.test(segment)) return null;
  const n = Number(segment);
  return Number.isSafeInteger(n) && n >= min ? n : null;
}

/**
 * A TMDB id from a route segment (`/details/movie/:id`, `/details/actor/:id`, …).
 * @param {string | undefined | null} segment the decoded segment, e.g. '42' (undefined when the route has none)
 * @returns {number | null} the id, a positive safe integer; `null` for anything else ('0', '1.5',
 *   '01', '1e3', ' 1', '9007199254740993', 'abc', '', undefined)
 */
function parseId(segment) {
  return parseRouteInteger(segment, 1);
}

/**
 * A season number from a route segment (`/details/tv/:id/seasons/:num`): like {@link parseId}
 * but 0 is a season too (TMDB's "Specials").
 * @param {string | undefined | null} segment
 * @returns {number | null} the number, a safe integer ≥ 0; `null` for anything else ('01', '-1', '1.5', '')
 */
function parseSeasonNumber(segment) {
  return parseRouteInteger(segment, 0);
}

/**
 * Route params that are numbers: a TMDB id of the details routes, a season number. Any other
 * spelling shows the details screens' "We couldn't find any more details…" (spec §2) and asks
 * TMDB nothing — a page that is not there, answered 404 like page not found.
 */
const NUMBER_PARAMS = /** @type {const} */ ([
  { path: PATTERNS.movie, param: 'id', parse: parseId },
  { path: PATTERNS.tv, param: 'id', parse: parseId },
  { path: PATTERNS.seasons, param: 'id', parse: parseId },
  { path: PATTERNS.season, param: 'id', parse: parseId },
  { path: PATTERNS.season, param: 'num', parse: parseSeasonNumber },
  { path: PATTERNS.actor, param: 'id', parse: parseId },
]);

/**
 * The HTTP status of a page URL, from the route table alone (spec §2, §8), so the server answers
 * what the screen will show (no "soft 404"):
 * - 404 for the page-not-found screen: a path no remote serves (unknown paths, bare `/details`)
 *   and `/discover/{genre}` with a row that does not exist; and for a details page whose id or
 *   season number is not a number ({@link NUMBER_PARAMS}: '-1', 'abc'), which shows "no details";
 * - 400 'Bad Request' for `/search` with a missing or blank (after trimming) `q`, and for
 *   `/dashboard/{list}` with an unknown list name (signed in or out: the server does not know the
 *   session, and the name is wrong either way);
 * - 200 otherwise. A show id TMDB does not know is only found by asking TMDB: the server renderer
 *   answers 404 for it itself; likewise a public list page (`/u/…`) of a user or list that is not
 *   public is found by asking the backend, which the app server does (spec §17).
 * @param {string | URL} url a path with its query string ('/search?q=x') or an absolute URL
 * @param {ReturnType<typeof matchRoute>} [route] the route of the URL's path when the caller has
 *   matched it already (the server does, once per request); matched here otherwise
 * @returns {200 | 400 | 404}
 */
function statusFor(url, route = undefined) {
  const u = typeof url === 'string' ? new URL(url, 'http://x') : url;
  if (route === undefined) route = matchRoute(u.pathname);
  if (!route) return 404;
  if (route.path === PATTERNS.search && !(u.searchParams.get('q') || '').trim()) return 400;
  for (const rule of PARAM_VALUES) {
    if (rule.path === route.path && !(/** @type {readonly string[]} */ (rule.values).includes(route.params[rule.param]))) {
      return rule.otherwise;
    }
  }
  const params = /** @type {Record<string, string | undefined>} */ (route.params);
  if (NUMBER_PARAMS.some((rule) => rule.path === route.path && rule.parse(params[rule.param]) === null)) return 404;
  return 200;
}

/**
 * The public pages a crawler is pointed at (spec §9, the sitemap): every route without a guard
 * and without params, and each allowed value of a route whose only param has a fixed list (every
 * discover row), kept when {@link statusFor} answers 200 (so never `/search` without a query).
 * @returns {string[]} paths in the table's order, e.g. ['/', '/discover', '/discover/trending', …]
 */
function sitemapPaths() {
  /** @type {string[]} */
  const out = [];
  for (const routes of Object.values(ROUTES)) {
    for (const route of /** @type {ReadonlyArray<{path: string, guard?: string}>} */ (routes)) {
      if (route.guard) continue;
      const params = route.path.split('/').filter((part) => part.startsWith(':'));
      if (params.length === 0) out.push(route.path);
      const rule = PARAM_VALUES.find((r) => r.path === route.path);
      if (rule && params.length === 1) for (const value of rule.values) out.push(route.path.replace(`:${rule.param}`, value));
    }
  }
  return out.filter((p) => statusFor(p) === 200);
}

/**
 * Where crawlers are kept out (robots.txt): the first segment of every guarded route — the
 * signed-in pages and the sign-in forms — once each, e.g. ['/login', '/signup', '/dashboard'].
 * @returns {string[]}
 */
function disallowedPaths() {
  const all = Object.values(ROUTES)
    .flat()
    .filter((route) => 'guard' in route)
    .map((route) => `/${route.path.split('/')[1]}`);
  return [...new Set(all)];
}

module.exports = {
  PATTERNS,
  ROUTES,
  PARAM_VALUES,
  LIST_NOUNS,
  matchRoute,
  statusFor,
  sitemapPaths,
  disallowedPaths,
  parseId,
  parseSeasonNumber,
};
