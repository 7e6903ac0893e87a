'use strict';
/**
 * GoTrue (`/auth/v1`) subset: signup with auto-confirmed email, password and refresh-token grants
 * (refresh tokens rotate; a reused one is refused and its session's tokens revoked, with GoTrue's
 * reuse window, 10 s by default), user read/update, logout, settings, and a few admin calls for service_role.
 *
 * Password hashing and checking (bcrypt, cost 10) always happen outside any database transaction:
 * PGlite runs one transaction at a time.
 *
 * This module routes a request; the parts live beside it:
 *
 *   errors.js          AuthError and GoTrue's versioned error bodies
 *   input.js           JSON body, email and password rules
 *   users.js           loading users, user and identity JSON
 *   tokens.js          sessions, access tokens (JWT), session JSON, Bearer authentication
 *   signup.js          POST /signup
 *   grant-password.js  POST /token?grant_type=password
 *   grant-refresh.js   POST /token?grant_type=refresh_token (rotation, reuse window)
 *   user.js            GET /user, PUT /user
 *   logout.js          POST /logout
 *   admin.js           /admin/users (service_role)
 */
const { sendJson } = require('../http');
const { AuthError, sendAuthError } = require('./errors');
const { readJsonBody } = require('./input');
const { userJson } = require('./users');
const { signup } = require('./signup');
const { passwordGrant } = require('./grant-password');
const { refreshGrant, reuseIntervalFromEnv } = require('./grant-refresh');
const { getUser, updateUser } = require('./user');
const { logout } = require('./logout');
const { admin } = require('./admin');
const { createRateLimiter } = require('./rate-limit');

/**
 * `POST /token`: dispatches on `grant_type`.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @returns {Promise<void>}
 * @throws {AuthError} 400 unsupported_grant_type for grants other than password and refresh_token
 */
async function token(ctx, req, res, url) {
  const grant = url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(ctx, req, res);
  if (grant === 'refresh_token') return refreshGrant(ctx, req, res);
  throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type', { oauth: 'unsupported_grant_type' });
}

/**
 * `GET /settings`: what this GoTrue offers (email signups, autoconfirm; no phone, SAML, anonymous).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function settings(req, res) {
  sendJson(res, 200, {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/**
 * Builds the GoTrue handler for one database and secret.
 * @param {{ db: import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite, jwtSecret: string, log?: (msg: string) => void, rateLimits?: Partial<import('./rate-limit').RateLimits>, refreshTokenReuseIntervalS?: number }} opts
 *   log: receives the causes of 5xx answers; rateLimits: sign-in / signup limits (defaults from the
 *   environment, see rate-limit.js); refreshTokenReuseIntervalS: the refresh token reuse window in
 *   seconds (default from the environment, see grant-refresh.js)
 * @returns {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, path: string, url: URL) => Promise<void> }}
 */
function createAuth({ db, jwtSecret, log = () => {}, rateLimits, refreshTokenReuseIntervalS = reuseIntervalFromEnv() }) {
  /** @type {import('./tokens').AuthContext} */
  const ctx = { db, jwtSecret, log, limiter: createRateLimiter(rateLimits), refreshTokenReuseIntervalS };

  /**
   * Handles one `/auth/v1/*` request (the API key has already been checked); never rejects
   * (every error is answered in GoTrue's shape).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path the path after `/auth/v1`
   * @param {URL} url
   * @returns {Promise<void>}
   */
  async function handle(req, res, path, url) {
    try {
      const route = `${req.method} ${path.replace(/\/+$/, '') || '/'}`;
      switch (route) {
        case 'POST /signup':
          return await signup(ctx, req, res);
        case 'POST /token':
          return await token(ctx, req, res, url);
        case 'GET /user':
          return await getUser(ctx, req, res);
        case 'PUT /user':
          return await updateUser(ctx, req, res);
        case 'POST /logout':
          return await logout(ctx, req, res, url);
        case 'GET /settings':
          return settings(req, res);
        case 'GET /health':
          return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'local GoTrue subset over PGlite' });
        case 'POST /recover':
          await readJsonBody(req);
          return sendJson(res, 200, {}); // no mail is sent locally
        default:
          if (path.startsWith('/admin/')) return await admin(ctx, req, res, path.slice('/admin'.length));
          throw new AuthError(404, 'not_found', `Not found: ${req.method} /auth/v1${path}`);
      }
    } catch (e) {
      if (e instanceof AuthError) {
        const cause = /** @type {{ message?: string } | null | undefined} */ (e.cause);
        if (e.status >= 500 && e.cause) log(`auth: ${e.message}: ${cause && cause.message}`);
        return sendAuthError(req, res, e);
      }
      const err = /** @type {{ stack?: string } | null | undefined} */ (e);
      log(`auth: unexpected error: ${(err && err.stack) || e}`);
      return sendAuthError(
        req,
        res,
        new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      );
    }
  }

  return { handle };
}

module.exports = { createAuth, AuthError, userJson, sendAuthError };
