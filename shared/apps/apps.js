/**
 * The one table of StreamScout's apps and local servers (architecture §1): Module Federation
 * names, folders, default ports and the environment variables that move them. Everything that
 * needs an app's name or port reads it from here: the webpack helper, `scripts/start|dev|build|
 * bench`, the runtime `config.json`, the shell's remote registration, Playwright and jest.
 *
 * Plain data and small pure functions, CommonJS and browser-safe: the shell bundles it, Node
 * scripts `require` it. Routes (paths and the screens that serve them) live in `@streamscout/routes`.
 */

/** @typedef {'search' | 'details' | 'discover' | 'dashboard'} RemoteKey */
/** @typedef {'shell' | RemoteKey} AppKey */
/** @typedef {'tmdb' | 'supabase' | 'postgres' | 'embedDemo' | 'watchDemo'} LocalServerKey */

/**
 * One deployable app.
 * @typedef {object} AppInfo
 * @property {AppKey} key short key (also the `config.json` key of a remote)
 * @property {string} name Module Federation name (`output.uniqueName` too)
 * @property {string} dir folder under the repository root
 * @property {number} port default port of `npm start` / `npm run dev`
 * @property {string} envPort environment variable that overrides the port
 * @property {string} feature human name of the feature area, shown by the remote-down fallback
 * @property {string} title document title of the app's own index.html
 */

/** @type {AppInfo} */
const SHELL = {
  key: 'shell',
  name: 'shell',
  dir: 'shell',
  port: 3000,
  envPort: 'PORT_SHELL',
  feature: 'StreamScout',
  title: 'StreamScout',
};

/** The four remotes, in the order of architecture §1. @type {Record<RemoteKey, AppInfo>} */
const REMOTES = {
  search: {
    key: 'search',
    name: 'mfe_search',
    dir: 'mfe-search',
    port: 3001,
    envPort: 'PORT_SEARCH',
    feature: 'Search',
    title: 'StreamScout — Search',
  },
  details: {
    key: 'details',
    name: 'mfe_details',
    dir: 'mfe-details',
    port: 3002,
    envPort: 'PORT_DETAILS',
    feature: 'Show details',
    title: 'StreamScout — Details',
  },
  discover: {
    key: 'discover',
    name: 'mfe_discover',
    dir: 'mfe-discover',
    port: 3003,
    envPort: 'PORT_DISCOVER',
    feature: 'Discover',
    title: 'StreamScout — Discover',
  },
  dashboard: {
    key: 'dashboard',
    name: 'mfe_dashboard',
    dir: 'mfe-dashboard',
    port: 3004,
    envPort: 'PORT_DASHBOARD',
    feature: 'Your dashboard',
    title: 'StreamScout — Dashboard',
  },
};

/** Remote keys in order. @type {RemoteKey[]} */
const REMOTE_KEYS = /** @type {RemoteKey[]} */ (Object.keys(REMOTES));

/** Shell first, then the remotes: the five apps one build compiles. @type {AppInfo[]} */
const APPS = [SHELL, ...REMOTE_KEYS.map((k) => REMOTES[k])];

/**
 * Servers of the embedded local stack (architecture §5).
 * @type {Record<LocalServerKey, {port: number, envPort: string, dir: string}>}
 */
const LOCAL_SERVERS = {
  tmdb: { port: 3010, envPort: 'PORT_TMDB', dir: 'local/tmdb' },
  supabase: { port: 54321, envPort: 'PORT_SUPABASE', dir: 'local/supabase' },
  // the local backend's database on Postgres's wire protocol (pglite-socket), for the job runner:
  // the port `supabase start` gives Postgres
  postgres: { port: 54322, envPort: 'PORT_POSTGRES', dir: 'local/supabase' },
  embedDemo: { port: 3020, envPort: 'PORT_EMBED_DEMO', dir: 'examples/embed-discover' },
  // a review site pasting the where-to-watch widget (architecture §7b)
  watchDemo: { port: 3021, envPort: 'PORT_WATCH_DEMO', dir: 'examples/embed-watch' },
};

/**
 * Ports of every app and local server.
 * @param {Record<string, string | undefined>} [env] environment (`PORT_*` overrides win)
 * @param {number} [offset] added to every default port (e2e uses 1000, bench 2000)
 * @returns {Record<AppKey | LocalServerKey, number>}
 */
function portsFor(env = {}, offset = 0) {
  /** @type {Record<string, number>} */
  const ports = {};
  for (const app of APPS) ports[app.key] = Number(env[app.envPort] || app.port + offset);
  for (const [key, s] of Object.entries(LOCAL_SERVERS)) ports[key] = Number(env[s.envPort] || s.port + offset);
  return /** @type {Record<AppKey | LocalServerKey, number>} */ (ports);
}

module.exports = { SHELL, REMOTES, REMOTE_KEYS, APPS, LOCAL_SERVERS, portsFor };
