'use strict';
/**
 * Sessions and tokens: creating a session with its first refresh token, access tokens (HS256 JWTs
 * with Supabase's claims), the session JSON of signup and the token grants, and authenticating a
 * request by its Bearer user token (GoTrue's requireAuthentication).
 */
const crypto = require('node:crypto');
const { signJwt, verifyJwt, JWT_EXPIRY } = require('../keys');
const { bearer } = require('../http');
const { AuthError } = require('./errors');
const { userJson, loadUser } = require('./users');

/** @typedef {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Transaction} Transaction */
/** @typedef {import('./users').UserRow} UserRow */
/** @typedef {import('./users').LoadedUser} LoadedUser */

/**
 * What every GoTrue handler works with.
 * @typedef {object} AuthContext
 * @property {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite} db the database (one transaction at a time)
 * @property {string} jwtSecret HS256 secret of access tokens
 * @property {(msg: string) => void} log sink for server-side error details
 * @property {ReturnType<typeof import('./rate-limit').createRateLimiter>} limiter sign-in / signup rate limits
 * @property {number} refreshTokenReuseIntervalS GoTrue's refresh token reuse window in seconds
 */

/**
 * A fresh opaque refresh token.
 * @returns {string} 16 base64url characters
 */
const newRefreshToken = () => crypto.randomBytes(16).toString('base64url').slice(0, 16);

/**
 * The externally visible origin of the request (used for the JWT `iss`).
 * @param {import('node:http').IncomingMessage} req
 * @returns {string} e.g. `http://localhost:54321` (X-Forwarded-Host/-Proto win)
 */
function issuerBase(req) {
  const host = req.headers['x-forwarded-host'] || req.headers.host || 'localhost:54321';
  const proto = req.headers['x-forwarded-proto'] || 'http';
  return `${proto}://${host}`;
}

/**
 * Creates a session and its first refresh token; marks the sign-in on the user and identities.
 * @param {Transaction} tx
 * @param {string} userId
 * @returns {Promise<{ sessionId: string, refreshToken: string }>}
 */
async function createSession(tx, userId) {
  const { rows } =
    /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<{ id: string, created_at: Date }>} */ (
      await tx.query('insert into auth.sessions (user_id) values ($1) returning id, created_at', [userId])
    );
  const sessionId = rows[0].id;
  const token = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent) values ($1, $2, $3, false, null)', [
    token,
    userId,
    sessionId,
  ]);
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await tx.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId]);
  return { sessionId, refreshToken: token };
}

/**
 * Issues an access token for a user row and session, with Supabase's claims (aud, exp, iat, iss,
 * sub, email, phone, app_metadata, user_metadata, role, aal, amr, session_id, is_anonymous).
 * @param {import('node:http').IncomingMessage} req the request (for `iss`)
 * @param {string} jwtSecret
 * @param {UserRow} user
 * @param {string} sessionId
 * @param {string} [method] the `amr` method
 * @returns {Promise<{ token: string, exp: number }>} the JWT and its expiry (Unix seconds, now + 1 h)
 */
async function accessToken(req, jwtSecret, user, sessionId, method = 'password') {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    aud: user.aud || 'authenticated',
    exp: now + JWT_EXPIRY,
    iat: now,
    iss: `${issuerBase(req)}/auth/v1`,
    sub: user.id,
    email: user.email || '',
    phone: user.phone || '',
    app_metadata: user.raw_app_meta_data || {},
    user_metadata: user.raw_user_meta_data || {},
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  };
  return { token: await signJwt(claims, jwtSecret), exp: claims.exp };
}

/**
 * The session JSON GoTrue returns from signup (autoconfirm) and the token grants.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} jwtSecret
 * @param {LoadedUser} loaded the user and identities
 * @param {string} sessionId
 * @param {string} refreshToken
 * @param {string} method the `amr` method
 * @returns {Promise<Record<string, unknown>>} access_token, token_type 'bearer', expires_in (s),
 *   expires_at (Unix s), refresh_token, user
 */
async function sessionJson(req, jwtSecret, loaded, sessionId, refreshToken, method) {
  const { token, exp } = await accessToken(req, jwtSecret, loaded.row, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: JWT_EXPIRY,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(loaded.row, loaded.identities),
  };
}

/**
 * Verifies the Bearer user token and loads its user (and checks its session), as GoTrue's
 * requireAuthentication does.
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ claims: import('jose').JWTPayload & { sub: string }, user: LoadedUser }>}
 * @throws {AuthError} 401 no_authorization; 403 bad_jwt, user_not_found, session_not_found
 */
async function authenticate({ db, jwtSecret }, req) {
  const token = bearer(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const v = await verifyJwt(token, jwtSecret);
  if (!v.ok) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${v.reason}`);
  }
  const claims = v.claims;
  const sub = claims.sub;
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return db.transaction(async (tx) => {
    const loaded = await loadUser(tx, sub);
    if (!loaded) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (claims.session_id) {
      const s = await tx.query('select id from auth.sessions where id = $1 and user_id = $2', [claims.session_id, sub]);
      if (!s.rows[0]) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    // sub was checked above: the claims do carry a (non-empty) string subject
    return { claims: /** @type {import('jose').JWTPayload & { sub: string }} */ (claims), user: loaded };
  });
}

module.exports = { newRefreshToken, issuerBase, createSession, accessToken, sessionJson, authenticate };
