'use strict';
/**
 * `POST /auth/v1/signup`: email + password signup with the email auto-confirmed, the user's
 * `data` as user_metadata, an email identity, and a first session returned at once.
 */
const crypto = require('node:crypto');
const bcrypt = require('bcryptjs');
const { sendJson } = require('../http');
const { AuthError } = require('./errors');
const { BCRYPT_COST, EMAIL_RE, readJsonBody, checkPassword, normalizeEmail } = require('./input');
const { loadUser } = require('./users');
const { clientIp } = require('./rate-limit');
const { createSession, sessionJson } = require('./tokens');

/**
 * Handles a signup. The password is hashed before (outside) the transaction.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req body `{email, password, data?}`
 * @param {import('node:http').ServerResponse} res 200 with the session JSON
 * @returns {Promise<void>}
 * @throws {AuthError} 400 validation_failed / phone_provider_disabled, 422 validation_failed /
 *   weak_password / user_already_exists, 400 validation_failed for a password over 72 bytes,
 *   429 over_request_rate_limit over the per-IP or per-(IP, email) limit, 500 unexpected_failure when a
 *   trigger on auth.users fails
 */
async function signup({ db, jwtSecret, limiter }, req, res) {
  const b = await readJsonBody(req);
  const email = normalizeEmail(b.email);
  const ip = clientIp(req);
  limiter.checkIp(ip);
  if (email) limiter.checkIpEmail(ip, email);
  if (!email) {
    if (b.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  }
  if (!EMAIL_RE.test(email) || email.length > 255) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  if (typeof b.password !== 'string' || b.password === '') {
    throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  }
  checkPassword(b.password);
  const data = b.data && typeof b.data === 'object' && !Array.isArray(b.data) ? b.data : {};
  const hash = await bcrypt.hash(b.password, BCRYPT_COST); // outside the transaction

  const result = await db.transaction(async (tx) => {
    const dup = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
    if (dup.rows[0]) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const id = crypto.randomUUID();
    const identityData = { sub: id, email, email_verified: true, phone_verified: false };
    const userMeta = { ...data, ...identityData };
    try {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
           $4, $5, false, now(), now())`,
        [id, email, hash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(userMeta)],
      );
    } catch (e) {
      const pg = /** @type {{ code?: string, table?: string, schema?: string } | null} */ (e);
      if (pg && pg.code === '23505' && pg.table === 'users' && pg.schema === 'auth') {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      // A trigger on auth.users (e.g. the profiles trigger) failed: GoTrue's answer.
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user', { cause: e });
    }
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1::text, $1::uuid, $2, 'email', now())`,
      [id, JSON.stringify(identityData)],
    );
    const { sessionId, refreshToken } = await createSession(tx, id);
    return { loaded: await loadUser(tx, id), sessionId, refreshToken };
  });
  // loaded is never null: the user was inserted in the same transaction
  const loaded = /** @type {import('./users').LoadedUser} */ (result.loaded);
  sendJson(res, 200, await sessionJson(req, jwtSecret, loaded, result.sessionId, result.refreshToken, 'password'));
}

module.exports = { signup };
