'use strict';
/**
 * The HTTP front of the local Supabase-compatible backend: a gateway like Supabase's (API key
 * check, CORS), GoTrue under `/auth/v1`, PostgREST under `/rest/v1`, and `/health`.
 */
const http = require('node:http');
const { openDatabase } = require('./db');
const { createAuth } = require('./auth');
const { createRest } = require('./rest');
const { DEFAULT_JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, verifyJwt } = require('./keys');
const { setCors, preflight, sendJson, bearer } = require('./http');

/**
 * Creates the HTTP server over an open database. Nothing listens until `.listen()` is called.
 * @param {{ db?: import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite, jwtSecret?: string, anonKey?: string, log?: (msg: string) => void, rateLimits?: Partial<import('./auth/rate-limit').RateLimits>, refreshTokenReuseIntervalS?: number }} [opts]
 *   db is required (an Error is thrown without it; see openDatabase); anonKey is informational (any
 *   key signed with jwtSecret is accepted as `apikey`); rateLimits: sign-in / signup limits per IP
 *   and per email (default: the environment, else 30 per IP and 10 per email in 300 s);
 *   refreshTokenReuseIntervalS: GoTrue's refresh token reuse window in seconds (default: the
 *   environment, else 10).
 * @returns {import('node:http').Server} the server, with `anonKey` and `serviceRoleKey` properties
 */
function createServer({
  db,
  jwtSecret = DEFAULT_JWT_SECRET,
  anonKey = ANON_KEY,
  log = () => {},
  rateLimits,
  refreshTokenReuseIntervalS,
} = {}) {
  if (!db) throw new Error('createServer: db is required (see openDatabase)');
  const auth = createAuth({ db, jwtSecret, log, rateLimits, refreshTokenReuseIntervalS });
  const rest = createRest({ db, log });

  /**
   * The gateway's API key check (Supabase answers 401 with these messages).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {Promise<{ key: string, claims: import('jose').JWTPayload } | null>} null once a 401 was sent
   */
  async function checkApiKey(req, res, url) {
    const key = req.headers.apikey || url.searchParams.get('apikey') || bearer(req);
    if (!key) {
      sendJson(res, 401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
      return null;
    }
    const v = await verifyJwt(String(key), jwtSecret);
    if (!v.ok) {
      sendJson(res, 401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
      return null;
    }
    return { key: String(key), claims: v.claims };
  }

  /**
   * Routes one request to the gateway's answers, GoTrue or PostgREST.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<void>}
   */
  async function route(req, res) {
    setCors(res);
    if (req.method === 'OPTIONS') {
      preflight(req, res);
      return;
    }
    const url = new URL(/** @type {string} */ (req.url), 'http://localhost'); // always set on a server request
    const path = url.pathname;
    if (path === '/health' || path === '/health/') {
      sendJson(res, 200, { ok: true });
      return;
    }
    const m = /^\/(auth|rest|realtime|storage|functions|graphql)\/v1(\/.*)?$/.exec(path);
    if (!m) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    const [, service, rest0] = m;
    const sub = rest0 || '/';
    if (service === 'auth') {
      if (!(await checkApiKey(req, res, url))) return;
      await auth.handle(req, res, sub, url);
      return;
    }
    if (service === 'rest') {
      const api = await checkApiKey(req, res, url);
      if (!api) return;
      // Like Supabase's gateway: the Authorization bearer (user JWT) wins, else the apikey itself.
      const token = bearer(req) || api.key;
      let claims = api.claims;
      if (token !== api.key) {
        const v = await verifyJwt(token, jwtSecret);
        if (!v.ok) {
          sendJson(
            res,
            401,
            v.expired
              ? { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' }
              : { code: 'PGRST301', details: null, hint: null, message: `JWT could not be decoded: ${v.reason}` },
            {
              headers: {
                'WWW-Authenticate': `Bearer error="invalid_token", error_description="${v.expired ? 'JWT expired' : 'invalid JWT'}"`,
              },
            },
          );
          return;
        }
        claims = v.claims;
      }
      // a non-string role is passed on as is and refused by the REST handler's role check
      const role = /** @type {string} */ (claims.role || 'anon');
      await rest.handle(req, res, sub, url, { role, claims });
      return;
    }
    // realtime, storage, functions, graphql: not provided locally
    sendJson(res, 404, { message: `${service} is not available on the local backend` });
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((e) => {
      log(`unexpected error: ${(e && e.stack) || e}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'internal error' });
      else res.end();
    });
  });
  // Realtime websockets are not provided: refuse the upgrade with a 404.
  server.on('upgrade', (req, socket) => {
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
  });
  // Idle keep-alive sockets stay open longer than clients keep them (undici: 4 s), so a client never
  // reuses a socket the server is just closing ("fetch failed"), even when its event loop stalls on a
  // busy machine — as the local TMDB catalog does.
  server.keepAliveTimeout = 65000;
  server.headersTimeout = 66000;
  Object.assign(server, { anonKey, serviceRoleKey: SERVICE_ROLE_KEY });
  return server;
}

/**
 * Connections the Postgres wire-protocol server accepts at once (pg-boss keeps a pool of up to 4
 * per runner; `psql` and a second runner fit beside it). More wait in the operating system's queue.
 */
const PG_MAX_CONNECTIONS = 10;

/**
 * Opens the database and starts listening.
 * @param {{ port?: number, pgPort?: number, pgMaxConnections?: number, host?: string, dataDir?: string, seed?: boolean, supabaseDir?: string, jwtSecret?: string, log?: (msg: string) => void, rateLimits?: Partial<import('./auth/rate-limit').RateLimits>, refreshTokenReuseIntervalS?: number }} [opts]
 *   port 0 (default) picks a free port; host defaults to 127.0.0.1 (loopback only: tokens are signed
 *   with the public demo secret); no dataDir means a fresh in-memory database; supabaseDir
 *   (default: the repository's `supabase/`) holds `migrations/*.sql` and `seed.sql`; rateLimits and
 *   refreshTokenReuseIntervalS as in {@link createServer}. With `pgPort` (0: a free one) the same
 *   database is also served on Postgres's wire protocol (`@electric-sql/pglite-socket`) on that port
 *   of 127.0.0.1 (always loopback: the session is PGlite's superuser, no password), for clients
 *   that speak it (the job runner, `psql`): up to `pgMaxConnections` (default
 *   {@link PG_MAX_CONNECTIONS}) connections, multiplexed onto PGlite's one session — statements are
 *   queued one at a time, and while a connection is inside a transaction only it is served. A port
 *   that cannot be opened (taken) is logged and skipped: HTTP is still served, `pgUrl` is absent.
 * @returns {Promise<{ url: string, port: number, pgPort?: number, pgUrl?: string, server: import('node:http').Server, db: import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite, close: () => Promise<void> }>}
 */
async function start({
  port = 0,
  pgPort,
  pgMaxConnections = PG_MAX_CONNECTIONS,
  host = '127.0.0.1',
  dataDir,
  seed = false,
  supabaseDir,
  jwtSecret = DEFAULT_JWT_SECRET,
  log,
  rateLimits,
  refreshTokenReuseIntervalS,
} = {}) {
  const db = await openDatabase({ dataDir, seed, supabaseDir, log });
  const server = createServer({ db, jwtSecret, log, rateLimits, refreshTokenReuseIntervalS });
  /** @type {import('@electric-sql/pglite-socket', { with: { 'resolution-mode': 'require' } }).PGLiteSocketServer | undefined} */
  let socket;
  // before the HTTP server: once /health answers, the wire-protocol port is up too (a supervisor
  // that waits for /health, then starts the job runner, never finds it missing)
  if (pgPort !== undefined) {
    const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
    // loopback only whatever `host` says: the session is PGlite's superuser, with no password
    const pg = new PGLiteSocketServer({ db, port: pgPort, host: '127.0.0.1', maxConnections: pgMaxConnections });
    try {
      await pg.start();
      socket = pg;
    } catch (e) {
      // the backend still serves HTTP: only the wire-protocol clients (the job runner) go without
      log?.(`could not serve Postgres's wire protocol on 127.0.0.1:${pgPort}: ${/** @type {Error} */ (e).message}`);
    }
  }
  try {
    await /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      })
    );
  } catch (e) {
    if (socket) await socket.stop().catch(() => {});
    await db.close().catch(() => {});
    throw e;
  }
  const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port; // listening on TCP
  const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const pgActual = socket ? Number(socket.getServerConn().split(':').pop()) : undefined;
  /** @type {Promise<void> | undefined} */
  let closing;
  /** Closes the server (dropping open connections), then the database; idempotent. */
  const close = () => {
    if (!closing) {
      closing = (async () => {
        if (socket) await socket.stop();
        await /** @type {Promise<void>} */ (
          new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          })
        );
        await db.close();
      })();
    }
    return closing;
  };
  return {
    url: `http://${shownHost}:${actual}`,
    port: actual,
    ...(pgActual !== undefined ? { pgPort: pgActual, pgUrl: `postgres://postgres@127.0.0.1:${pgActual}/postgres` } : {}),
    server,
    db,
    close,
  };
}

module.exports = { createServer, start, PG_MAX_CONNECTIONS };
