'use strict';
/**
 * GoTrue's admin calls for a service_role Bearer token: `GET/POST /auth/v1/admin/users` and
 * `GET/DELETE /auth/v1/admin/users/:id`.
 */
const crypto = require('node:crypto');
const bcrypt = require('bcryptjs');
const { verifyJwt } = require('../keys');
const { sendJson, bearer } = require('../http');
const { AuthError } = require('./errors');
const { BCRYPT_COST, EMAIL_RE, readJsonBody, checkPassword, normalizeEmail } = require('./input');
const { userJson, loadUser } = require('./users');

/** @typedef {import('./users').LoadedUser} LoadedUser */

/**
 * Requires a Bearer token with role service_role.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<void>}
 * @throws {AuthError} 403 not_admin otherwise
 */
async function requireServiceRole({ jwtSecret }, req) {
  const token = bearer(req);
  const v = token ? await verifyJwt(token, jwtSecret) : /** @type {{ ok: false }} */ ({ ok: false });
  if (!v.ok || v.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/**
 * Handles `/admin/*`: list users, create a user (`{email, password?, email_confirm?,
 * user_metadata? | data?, app_metadata?}`), read or delete one user.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res 200 with `{users, aud}` or the user JSON
 * @param {string} rest the path after `/admin`
 * @returns {Promise<void>}
 * @throws {AuthError} 403 not_admin, 404 not_found / user_not_found, 405 method_not_allowed,
 *   400 validation_failed, 422 weak_password / email_exists, 500 unexpected_failure
 */
async function admin(ctx, req, res, rest) {
  const { db } = ctx;
  await requireServiceRole(ctx, req);
  const m = /^\/users(?:\/([0-9a-fA-F-]{36}))?\/?$/.exec(rest);
  if (!m) throw new AuthError(404, 'not_found', 'Not found');
  const id = m[1];
  if (!id && req.method === 'GET') {
    const users = await db.transaction(async (tx) => {
      const { rows } = /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<{ id: string }>} */ (
        await tx.query('select id from auth.users order by created_at')
      );
      return Promise.all(rows.map((r) => loadUser(tx, r.id)));
    });
    // every listed id exists within the same transaction
    const loadedUsers = /** @type {LoadedUser[]} */ (users);
    sendJson(res, 200, { users: loadedUsers.map((u) => userJson(u.row, u.identities)), aud: 'authenticated' });
    return;
  }
  if (!id && req.method === 'POST') {
    const b = await readJsonBody(req);
    const email = normalizeEmail(b.email);
    if (!EMAIL_RE.test(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (b.password !== undefined) checkPassword(b.password);
    // past the check, a password is either absent or a valid string
    const hash = b.password ? await bcrypt.hash(/** @type {string} */ (b.password), BCRYPT_COST) : null;
    const loaded = await db.transaction(async (tx) => {
      const dup = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
      if (dup.rows[0]) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const newId = crypto.randomUUID();
      const identityData = { sub: newId, email, email_verified: Boolean(b.email_confirm), phone_verified: false };
      // metadata objects are taken as sent (GoTrue does not validate their contents)
      const meta = { .../** @type {Record<string, unknown>} */ (b.user_metadata || b.data || {}), ...identityData };
      const appMeta = { provider: 'email', providers: ['email'], .../** @type {Record<string, unknown>} */ (b.app_metadata || {}) };
      try {
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $4::boolean then now() end, $5, $6, now(), now())`,
          [newId, email, hash, Boolean(b.email_confirm), JSON.stringify(appMeta), JSON.stringify(meta)],
        );
      } catch (e) {
        throw new AuthError(500, 'unexpected_failure', 'Database error creating new user', { cause: e });
      }
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email')`,
        [newId, JSON.stringify(identityData)],
      );
      return loadUser(tx, newId);
    });
    // loaded is never null: the user was inserted in the same transaction
    const created = /** @type {LoadedUser} */ (loaded);
    sendJson(res, 200, userJson(created.row, created.identities));
    return;
  }
  if (id && req.method === 'GET') {
    const loaded = await db.transaction((tx) => loadUser(tx, id));
    if (!loaded) throw new AuthError(404, 'user_not_found', 'User not found');
    sendJson(res, 200, userJson(loaded.row, loaded.identities));
    return;
  }
  if (id && req.method === 'DELETE') {
    const loaded = await db.transaction(async (tx) => {
      const u = await loadUser(tx, id);
      if (!u) throw new AuthError(404, 'user_not_found', 'User not found');
      try {
        await tx.query('delete from auth.users where id = $1', [id]);
      } catch (e) {
        throw new AuthError(500, 'unexpected_failure', 'Database error deleting user', { cause: e });
      }
      return u;
    });
    sendJson(res, 200, userJson(loaded.row, loaded.identities));
    return;
  }
  throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
}

module.exports = { requireServiceRole, admin };
