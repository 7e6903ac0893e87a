'use strict';
/**
 * Users as GoTrue shows them: loading an `auth.users` row with its `auth.identities`, and the
 * user / identity JSON of GoTrue's responses.
 */

/**
 * An `auth.users` row (the columns this backend reads).
 * @typedef {object} UserRow
 * @property {string} id uuid
 * @property {string | null} aud
 * @property {string | null} role
 * @property {string | null} email
 * @property {string | null} phone
 * @property {string | null} encrypted_password bcrypt hash
 * @property {Date | null} email_confirmed_at
 * @property {Date | null} last_sign_in_at
 * @property {Record<string, unknown> | null} raw_app_meta_data
 * @property {Record<string, unknown> | null} raw_user_meta_data
 * @property {boolean | null} is_anonymous
 * @property {Date | null} created_at
 * @property {Date | null} updated_at
 */

/**
 * An `auth.identities` row.
 * @typedef {object} IdentityRow
 * @property {string} id uuid of the identity
 * @property {string} provider_id the provider's id of the user (the user id for 'email')
 * @property {string} user_id
 * @property {Record<string, unknown>} identity_data
 * @property {string} provider
 * @property {Date | null} last_sign_in_at
 * @property {Date | null} created_at
 * @property {Date | null} updated_at
 * @property {string | null} email
 */

/** @typedef {{ row: UserRow, identities: IdentityRow[] }} LoadedUser */

/**
 * ISO 8601 text of a timestamp.
 * @param {Date | string | null | undefined} d
 * @returns {string | null} null for a missing timestamp
 */
const iso = (d) => (d ? new Date(d).toISOString() : null);

/**
 * GoTrue's JSON for an identity row.
 * @param {IdentityRow} i
 * @returns {Record<string, unknown>}
 */
function identityJson(i) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email,
  };
}

/**
 * GoTrue's JSON for a user row (with its identities).
 * @param {UserRow} u auth.users row
 * @param {IdentityRow[]} [identities] auth.identities rows
 * @returns {Record<string, unknown>} id, aud, role, email, email_confirmed_at, phone, confirmed_at,
 *   last_sign_in_at, app_metadata, user_metadata, identities, created_at, updated_at, is_anonymous
 */
function userJson(u, identities = []) {
  return {
    id: u.id,
    aud: u.aud || 'authenticated',
    role: u.role || 'authenticated',
    email: u.email || '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone || '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data || {},
    user_metadata: u.raw_user_meta_data || {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: Boolean(u.is_anonymous),
  };
}

/**
 * Loads a user and its identities (oldest first) inside a transaction.
 * @param {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Transaction} tx
 * @param {string} id user id
 * @returns {Promise<LoadedUser | null>} null when there is no such user
 */
async function loadUser(tx, id) {
  const { rows } = /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<UserRow>} */ (
    await tx.query('select * from auth.users where id = $1', [id])
  );
  if (!rows[0]) return null;
  const ids = /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<IdentityRow>} */ (
    await tx.query('select * from auth.identities where user_id = $1 order by created_at', [id])
  );
  return { row: rows[0], identities: ids.rows };
}

module.exports = { iso, identityJson, userJson, loadUser };
