'use strict';
/**
 * GoTrue's error surface: the `AuthError` a handler throws and sending it in the body shape the
 * client's API version expects (`X-Supabase-Api-Version` ≥ 2024-01-01 or legacy).
 */
const { sendJson } = require('../http');

/** The API version supabase-js sends; from it on, errors are `{code: error_code, message}`. */
const API_VERSION_2024 = '2024-01-01';

/** An error GoTrue would answer with `status` and `error_code`. */
class AuthError extends Error {
  /**
   * @param {number} status HTTP status
   * @param {string} errorCode GoTrue error code (e.g. 'invalid_credentials')
   * @param {string} message human message (GoTrue's `msg`)
   * @param {{ extra?: Record<string, unknown>, oauth?: string, cause?: unknown, headers?: Record<string, string> }} [opts]
   *   extra: more body fields; oauth: OAuth `error` value sent alongside for older clients;
   *   cause: the underlying error (logged for 5xx); headers: extra response headers (Retry-After)
   */
  constructor(status, errorCode, message, { extra, oauth, cause, headers } = {}) {
    super(message);
    this.headers = headers;
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
    this.oauth = oauth;
    this.cause = cause;
  }
}

/**
 * The API version a client asked for (supabase-js sends `X-Supabase-Api-Version: 2024-01-01`).
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null} 'YYYY-MM-DD', or null when absent or malformed
 */
function requestApiVersion(req) {
  const v = req.headers['x-supabase-api-version'];
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : null;
}

/**
 * Sends an auth error as GoTrue does: clients that send `X-Supabase-Api-Version` ≥ 2024-01-01
 * (supabase-js) get `{code: error_code, message}` and the version echoed in the response header;
 * others get the legacy `{code: status, error_code, msg}` (plus OAuth-style `error` /
 * `error_description` for token-grant errors).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {AuthError} err
 */
function sendAuthError(req, res, err) {
  const version = requestApiVersion(req);
  if (version && version >= API_VERSION_2024) {
    sendJson(
      res,
      err.status,
      { code: err.errorCode, message: err.message, ...(err.extra || {}) },
      {
        headers: { 'X-Supabase-Api-Version': API_VERSION_2024, ...(err.headers || {}) },
      },
    );
    return;
  }
  /** @type {Record<string, unknown>} */
  const body = { code: err.status, error_code: err.errorCode, msg: err.message, ...(err.extra || {}) };
  if (err.oauth) {
    body.error = err.oauth;
    body.error_description = err.message;
  }
  sendJson(res, err.status, body, { headers: err.headers || {} });
}

module.exports = { API_VERSION_2024, AuthError, requestApiVersion, sendAuthError };
