'use strict';
/**
 * The signed-in user's own endpoints: `GET /auth/v1/user` and `PUT /auth/v1/user` (merge
 * user_metadata, change password, change email — applied at once, as with autoconfirm).
 */
const bcrypt = require('bcryptjs');
const { sendJson } = require('../http');
const { AuthError } = require('./errors');
const { BCRYPT_COST, EMAIL_RE, readJsonBody, checkPassword, normalizeEmail } = require('./input');
const { userJson, loadUser } = require('./users');
const { authenticate } = require('./tokens');

/**
 * `GET /user`: the user of the Bearer token.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res 200 with the user JSON
 * @returns {Promise<void>}
 * @throws {AuthError} as {@link authenticate}
 */
async function getUser(ctx, req, res) {
  const { user } = await authenticate(ctx, req);
  sendJson(res, 200, userJson(user.row, user.identities));
}

/**
 * `PUT /user`: updates the user of the Bearer token. `data` merges into user_metadata (a null
 * value removes the key); `password` is hashed outside the transaction; `email` changes at once.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req body `{email?, password?, data?}`
 * @param {import('node:http').ServerResponse} res 200 with the updated user JSON
 * @returns {Promise<void>}
 * @throws {AuthError} as {@link authenticate}; 422 weak_password, same_password, email_exists;
 *   400 validation_failed for a malformed email; 500 unexpected_failure when the email update fails
 */
async function updateUser(ctx, req, res) {
  const { db } = ctx;
  const { claims, user } = await authenticate(ctx, req);
  const b = await readJsonBody(req);
  /** @type {string | undefined} */
  let hash;
  if (b.password !== undefined && b.password !== null) {
    checkPassword(b.password);
    if (user.row.encrypted_password && (await bcrypt.compare(b.password, user.row.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    hash = await bcrypt.hash(b.password, BCRYPT_COST); // outside the transaction
  }
  /** @type {string | undefined} */
  let email;
  if (b.email !== undefined && b.email !== null && b.email !== '') {
    email = normalizeEmail(b.email);
    if (!EMAIL_RE.test(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
  }
  const data = b.data && typeof b.data === 'object' && !Array.isArray(b.data) ? b.data : undefined;
  const loaded = await db.transaction(async (tx) => {
    const current = await loadUser(tx, claims.sub);
    if (!current) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (data) {
      const meta = { ...(current.row.raw_user_meta_data || {}) };
      for (const [k, v] of Object.entries(data)) {
        if (v === null) delete meta[k];
        else meta[k] = v;
      }
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [claims.sub, JSON.stringify(meta)]);
    }
    if (hash) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [claims.sub, hash]);
    }
    if (email && email !== current.row.email) {
      const dup = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [email, claims.sub]);
      if (dup.rows[0]) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      try {
        await tx.query('update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1', [
          claims.sub,
          email,
        ]);
      } catch (e) {
        throw new AuthError(500, 'unexpected_failure', 'Database error updating user', { cause: e });
      }
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [claims.sub, email],
      );
    }
    return loadUser(tx, claims.sub);
  });
  // loaded is never null: the user was found at the start of the same transaction
  const updated = /** @type {import('./users').LoadedUser} */ (loaded);
  sendJson(res, 200, userJson(updated.row, updated.identities));
}

module.exports = { getUser, updateUser };
