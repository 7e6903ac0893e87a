'use strict';
/**
 * `POST /auth/v1/token?grant_type=refresh_token`: refresh-token rotation. Each use revokes the
 * token and issues its child in the same session. A revoked token used again within GoTrue's
 * reuse window (10 s by default) yields the current child again; later reuse revokes the whole
 * session's token family.
 */
const { sendJson } = require('../http');
const { AuthError } = require('./errors');
const { readJsonBody } = require('./input');
const { loadUser } = require('./users');
const { newRefreshToken, sessionJson } = require('./tokens');

/** GoTrue's default refresh token reuse interval (seconds, `GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL`). */
const REFRESH_TOKEN_REUSE_INTERVAL_S = 10;

/**
 * The reuse interval as configured: `LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL_S` (seconds, `0` or
 * more; `0` = a rotated token is refused at once), else GoTrue's default of 10 s. Tests set a short
 * one so they need not wait out the real window.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {number} seconds
 */
function reuseIntervalFromEnv(env = process.env) {
  const v = env.LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL_S;
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : REFRESH_TOKEN_REUSE_INTERVAL_S;
}

/**
 * An `auth.refresh_tokens` row, with whether it changed within the reuse interval.
 * @typedef {{ id: number, token: string, user_id: string, session_id: string, revoked: boolean, parent: string | null, within_reuse: boolean }} RefreshTokenRow
 */

/**
 * What the rotation transaction decided: an error, or the session to answer with (`loaded` is null
 * when the token's user no longer exists).
 * @typedef {{ error: 'not_found' | 'already_used' }
 *   | { error?: undefined, loaded: import('./users').LoadedUser | null, sessionId: string, refreshToken: string }} RefreshOutcome
 */

/**
 * Looks a refresh token up and rotates it (or applies the reuse window) inside a transaction.
 * @param {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Transaction} tx
 * @param {string} token the presented refresh token
 * @param {number} reuseIntervalS the reuse window in seconds
 * @returns {Promise<RefreshOutcome>}
 */
async function rotate(tx, token, reuseIntervalS) {
  const { rows } = /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<RefreshTokenRow>} */ (
    await tx.query(
      `select rt.*, (now() - rt.updated_at) < make_interval(secs => $2) as within_reuse
         from auth.refresh_tokens rt where rt.token = $1`,
      [token, reuseIntervalS],
    )
  );
  const rt = rows[0];
  if (!rt) return { error: 'not_found' };
  let next;
  if (rt.revoked) {
    const child = /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<{ token: string }>} */ (
      await tx.query('select token from auth.refresh_tokens where parent = $1 and revoked = false order by id desc limit 1', [rt.token])
    );
    if (child.rows[0] && rt.within_reuse) {
      next = child.rows[0].token; // GoTrue's reuse window: hand out the current child again
    } else {
      // Reuse outside the window: revoke the whole token family (the session's tokens).
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [rt.session_id]);
      return { error: 'already_used' };
    }
  } else {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
    next = newRefreshToken();
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent) values ($1, $2, $3, false, $4)', [
      next,
      rt.user_id,
      rt.session_id,
      rt.token,
    ]);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [rt.session_id]);
  }
  return { loaded: await loadUser(tx, rt.user_id), sessionId: rt.session_id, refreshToken: next };
}

/**
 * Handles a refresh-token grant.
 * @param {import('./tokens').AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req body `{refresh_token}`
 * @param {import('node:http').ServerResponse} res 200 with the session JSON (the new refresh token)
 * @returns {Promise<void>}
 * @throws {AuthError} 400 validation_failed without a token; 400 refresh_token_not_found for an
 *   unknown token (or a deleted user); 400 refresh_token_already_used for reuse outside the window
 */
async function refreshGrant({ db, jwtSecret, refreshTokenReuseIntervalS }, req, res) {
  const b = await readJsonBody(req);
  const token = typeof b.refresh_token === 'string' ? b.refresh_token : '';
  if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required', { oauth: 'invalid_request' });
  const outcome = await db.transaction((tx) => rotate(tx, token, refreshTokenReuseIntervalS));
  if (outcome.error === 'already_used') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used', {
      oauth: 'invalid_grant',
    });
  }
  if (outcome.error !== undefined || !outcome.loaded) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found', {
      oauth: 'invalid_grant',
    });
  }
  sendJson(res, 200, await sessionJson(req, jwtSecret, outcome.loaded, outcome.sessionId, outcome.refreshToken, 'password'));
}

module.exports = { REFRESH_TOKEN_REUSE_INTERVAL_S, refreshGrant, reuseIntervalFromEnv };
