'use strict';
/**
 * `POST /auth/v1/token?grant_type=password`: checks email and password (bcrypt, outside any
 * transaction) and opens a new session.
 */
const bcrypt = require('bcryptjs');
const { sendJson } = require('../http');
const { AuthError } = require('./errors');
const { readJsonBody, normalizeEmail, tooLongPassword } = require('./input');
const { clientIp } = require('./rate-limit');
const { loadUser } = require('./users');
const { createSession, sessionJson } = require('./tokens');

/**
 * Handles a password grant.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req body `{email, password}` (`phone` is not supported)
 * @param {import('node:http').ServerResponse} res 200 with the session JSON
 * @returns {Promise<void>}
 * @throws {AuthError} 400 validation_failed without email/phone; 400 invalid_credentials (OAuth
 *   invalid_grant) for an unknown email, a wrong password or one over 72 bytes (bcrypt would compare
 *   only its first 72 bytes); 429 over_request_rate_limit over the per-IP or per-(IP, email) limit
 */
async function passwordGrant({ db, jwtSecret, limiter }, req, res) {
  const b = await readJsonBody(req);
  const email = normalizeEmail(b.email);
  const password = typeof b.password === 'string' ? b.password : '';
  const ip = clientIp(req);
  limiter.checkIp(ip);
  if (!email && !b.phone) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (email) limiter.checkIpEmail(ip, email);
  const invalid = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials', { oauth: 'invalid_grant' });
  const found = await db.transaction(async (tx) => {
    const { rows } =
      /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<{ id: string, encrypted_password: string | null }>} */ (
        await tx.query('select id, encrypted_password from auth.users where lower(email) = $1', [email])
      );
    return rows[0];
  });
  // bcrypt outside the transaction
  if (
    !found ||
    !found.encrypted_password ||
    !password ||
    tooLongPassword(password) ||
    !(await bcrypt.compare(password, found.encrypted_password))
  ) {
    throw invalid();
  }
  const result = await db.transaction(async (tx) => {
    const exists = await tx.query('select 1 from auth.users where id = $1', [found.id]);
    if (!exists.rows[0]) throw invalid();
    const { sessionId, refreshToken } = await createSession(tx, found.id);
    return { loaded: await loadUser(tx, found.id), sessionId, refreshToken };
  });
  // loaded is never null: the user's existence was checked in the same transaction
  const loaded = /** @type {import('./users').LoadedUser} */ (result.loaded);
  sendJson(res, 200, await sessionJson(req, jwtSecret, loaded, result.sessionId, result.refreshToken, 'password'));
}

module.exports = { passwordGrant };
