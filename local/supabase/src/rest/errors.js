'use strict';
/**
 * PostgREST's error surface: the `RestError` a handler throws, the SQLSTATE → HTTP status mapping,
 * and sending any error (ours, a Postgres one, or an unexpected one) as PostgREST's JSON body
 * `{code, details, hint, message}`.
 */
const { sendJson } = require('../http');

/** An error answered with a PostgREST-shaped body. */
class RestError extends Error {
  /**
   * @param {number} status HTTP status
   * @param {string} code PostgREST or SQLSTATE code
   * @param {string} message
   * @param {{ details?: string | null, hint?: string | null, headers?: Record<string, string> }} [opts]
   */
  constructor(status, code, message, { details = null, hint = null, headers } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

/**
 * PostgREST's 406 for `Accept: application/vnd.pgrst.object+json` when the result is not one row.
 * @param {number} n number of rows the result has
 * @returns {RestError}
 */
function singularError(n) {
  return new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', {
    details: `The result contains ${n} rows`,
  });
}

/**
 * HTTP status by SQLSTATE class (first two characters), for codes without a specific rule.
 * @type {Record<string, number>}
 */
const STATUS_BY_CLASS = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  25: 500,
  28: 403,
  '2D': 500,
  38: 500,
  39: 500,
  '3B': 500,
  40: 500,
  53: 503,
  54: 500,
  55: 500,
  57: 500,
  58: 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

/**
 * PostgREST's HTTP status for a SQLSTATE.
 * @param {string | undefined} code SQLSTATE
 * @param {string} role the request's database role
 * @returns {number} 500 when there is no code; 400 for classes without a rule
 */
function statusForSqlState(code, role) {
  if (!code || typeof code !== 'string') return 500;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const s = STATUS_BY_CLASS[code.slice(0, 2)];
  return s || 400;
}

/**
 * The fields of a Postgres error (PGlite's DatabaseError) this module reads.
 * @typedef {{ code: string, severity: string, message: string, detail?: string, hint?: string }} PgError
 */

/**
 * True for an error raised by Postgres (it has a SQLSTATE `code` and a `severity`).
 * @param {unknown} e
 * @returns {e is PgError}
 */
function isPgError(e) {
  const x = /** @type {{ code?: unknown, severity?: unknown } | null | undefined} */ (e);
  return Boolean(x && typeof x.code === 'string' && x.severity);
}

/**
 * Sends an error in PostgREST's shape; database errors get PostgREST's status mapping, anything
 * else is logged and answered 500 `PGRST000`.
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} e what was thrown
 * @param {string} role the request's database role (decides 401 vs 403 for 42501)
 * @param {(msg: string) => void} [log]
 */
function sendRestError(res, e, role, log = () => {}) {
  if (e instanceof RestError) {
    sendJson(res, e.status, { code: e.code, details: e.details, hint: e.hint, message: e.message }, { headers: e.headers });
    return;
  }
  if (isPgError(e)) {
    const status = statusForSqlState(e.code, role);
    /** @type {Record<string, string>} */
    const headers = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    sendJson(res, status, { code: e.code, details: e.detail ?? null, hint: e.hint ?? null, message: e.message }, { headers });
    return;
  }
  const err = /** @type {{ stack?: string, message?: string } | null | undefined} */ (e);
  log(`rest: unexpected error: ${(err && err.stack) || e}`);
  sendJson(res, 500, { code: 'PGRST000', details: null, hint: null, message: (err && err.message) || 'internal error' });
}

module.exports = { RestError, singularError, statusForSqlState, sendRestError };
