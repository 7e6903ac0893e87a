/**
 * The runtime `/config.json` every app serves (issue 2 §2, architecture §5): remote manifest URLs,
 * TMDB settings and Supabase settings, read from the environment when the server starts — never
 * baked into a bundle.
 *
 * Shape: { remotes: { search, details, discover, dashboard }: manifest URLs,
 *          shellUrl: where the full app (the shell) lives, e.g. 'http://localhost:3000' — the
 *            default target of links out of the discover embed (architecture §7a),
 *          tmdb: { baseUrl, imageBaseUrl, apiKey?, readToken? },
 *          supabase: { url, anonKey } }
 */
const { SHELL, REMOTES, LOCAL_SERVERS } = require('@streamscout/apps');

/** supabase start's well-known local anon key (also used by local/supabase). */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ host?: string, ports?: Partial<Record<string, number>> }} [local]
 *   where the embedded local stack listens (defaults: the ports of `apps.js`)
 * @returns {{remotes: Record<string,string>, shellUrl: string, tmdb: {baseUrl: string, imageBaseUrl: string, apiKey?: string, readToken?: string}, supabase: {url: string, anonKey: string}}}
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
  return { remotes, shellUrl, tmdb, supabase };
}

module.exports = { buildRuntimeConfig, LOCAL_ANON_KEY };
