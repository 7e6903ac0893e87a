/**
 * The runtime `/config.json` every app serves (architecture §5): remote manifest URLs, TMDB
 * settings and Supabase settings, read from the environment when the server starts — never
 * baked into a bundle. Its shape is `RuntimeConfig` of `./config-schema.js`, which also checks
 * it here, so a bad environment variable stops the server with its name instead of reaching a
 * browser.
 */
const { SHELL, REMOTES, LOCAL_SERVERS } = require('@streamscout/apps');
const { parseRuntimeConfig, RuntimeConfigError } = require('./config-schema.js');

/** The environment variable behind each field of the config (for the error message). */
const ENV_OF_FIELD = {
  shellUrl: 'SHELL_URL',
  'tmdb.baseUrl': 'TMDB_BASE_URL',
  'tmdb.imageBaseUrl': 'TMDB_IMAGE_BASE_URL',
  'tmdb.apiKey': 'TMDB_API_KEY',
  'tmdb.readToken': 'TMDB_READ_TOKEN',
  'supabase.url': 'SUPABASE_URL',
  'supabase.anonKey': 'SUPABASE_ANON_KEY',
  ...Object.fromEntries(Object.keys(REMOTES).map((key) => [`remotes.${key}`, `REMOTE_${key.toUpperCase()}_URL`])),
};

/** supabase start's well-known local anon key (also used by local/supabase). */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ host?: string, ports?: Partial<Record<string, number>> }} [local]
 *   where the embedded local stack listens (defaults: the ports of `apps.js`)
 * @returns {import('./config-schema.js').RuntimeConfig} the config
 * @throws {RuntimeConfigError} when a setting from the environment is invalid, naming the field and
 *   its environment variable (e.g. `supabase.url must be an http(s) URL (SUPABASE_URL)`)
 */
function buildRuntimeConfig(env = process.env, local = {}) {
  const host = local.host || 'localhost';
  const ports = local.ports || {};
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [key, r] of Object.entries(REMOTES)) {
    const override = env[`REMOTE_${key.toUpperCase()}_URL`];
    const base = override || `http://${host}:${ports[key] || r.port}`;
    remotes[key] = base.endsWith('.json') ? base : `${base.replace(/\/$/, '')}/mf-manifest.json`;
  }
  // SHELL_URL: the app's public origin (a deployment behind a domain); default the local shell port
  const shellUrl = (env.SHELL_URL || `http://${host}:${ports.shell || SHELL.port}`).replace(/\/+$/, '');
  const realTmdb = Boolean(env.TMDB_API_KEY || env.TMDB_READ_TOKEN);
  const localTmdb = `http://${host}:${ports.tmdb || LOCAL_SERVERS.tmdb.port}`;
  /** @type {{baseUrl: string, imageBaseUrl: string, apiKey?: string, readToken?: string}} */
  const tmdb = {
    baseUrl: env.TMDB_BASE_URL || (realTmdb ? 'https://api.themoviedb.org/3' : `${localTmdb}/3`),
    imageBaseUrl: env.TMDB_IMAGE_BASE_URL || (realTmdb ? 'https://image.tmdb.org/t/p' : `${localTmdb}/t/p`),
  };
  if (env.TMDB_API_KEY) tmdb.apiKey = env.TMDB_API_KEY;
  if (env.TMDB_READ_TOKEN) tmdb.readToken = env.TMDB_READ_TOKEN;
  const supabase = {
    url: env.SUPABASE_URL || `http://${host}:${ports.supabase || LOCAL_SERVERS.supabase.port}`,
    anonKey: env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
  try {
    return parseRuntimeConfig({ remotes, shellUrl, tmdb, supabase }, 'the environment');
  } catch (e) {
    if (!(e instanceof RuntimeConfigError)) throw e;
    const variable = /** @type {Record<string, string>} */ (ENV_OF_FIELD)[e.field];
    throw variable ? new RuntimeConfigError(e.source, e.field, `${e.problem} (${variable})`) : e;
  }
}

module.exports = { buildRuntimeConfig, LOCAL_ANON_KEY };
