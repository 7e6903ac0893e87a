'use strict';
/**
 * `POST /auth/v1/logout?scope=global|local|others`: ends sessions of the Bearer token's user
 * (deleting a session deletes its refresh tokens; global also revokes all of the user's tokens).
 */
const { sendEmpty } = require('../http');
const { authenticate } = require('./tokens');

/**
 * Handles a logout; answers 204.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url `scope`: global (default, every session), local (this one), others (all but this one)
 * @returns {Promise<void>}
 * @throws {import('./errors').AuthError} as {@link authenticate}
 */
async function logout(ctx, req, res, url) {
  const { claims } = await authenticate(ctx, req);
  const scope = url.searchParams.get('scope') || 'global';
  await ctx.db.transaction(async (tx) => {
    if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1', [claims.session_id]);
    } else if (scope === 'others') {
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, claims.session_id || null]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1', [claims.sub]);
      await tx.query('update auth.refresh_tokens set revoked = true where user_id = $1', [claims.sub]);
    }
  });
  sendEmpty(res, 204);
}

module.exports = { logout };
