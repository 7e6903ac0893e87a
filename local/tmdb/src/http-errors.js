'use strict';
/**
 * TMDB's error responses: the error body of each HTTP status (status_code, status_message,
 * success) and the `HttpError` route handlers throw to answer one.
 */

/** @typedef {{ success: boolean, status_code: number, status_message: string }} TmdbErrorBody */

/**
 * TMDB error bodies by HTTP status (key order as TMDB sends them).
 * @type {Record<number, TmdbErrorBody>}
 */
const ERRORS = {
  400: { success: false, status_code: 47, status_message: 'The input is not valid.' },
  401: { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false },
  403: { success: false, status_code: 3, status_message: 'Authentication failed: You do not have permissions to access the service.' },
  404: { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
  405: { success: false, status_code: 3, status_message: 'Method not allowed.' },
  429: { success: false, status_code: 25, status_message: 'Your request count (#) is over the allowed limit of (40).' },
  500: { success: false, status_code: 11, status_message: 'Internal error: Something went wrong, contact TMDb.' },
  502: { success: false, status_code: 24, status_message: 'Your request to the backend server timed out. Try again.' },
  503: { success: false, status_code: 9, status_message: 'Service offline: This service is temporarily offline, try again later.' },
  504: { success: false, status_code: 24, status_message: 'Your request to the backend server timed out. Try again.' },
};

/** An HTTP error a route handler throws; `body` defaults to TMDB's body for the status. */
class HttpError extends Error {
  /**
   * @param {number} status HTTP status
   * @param {TmdbErrorBody} [body] default: TMDB's body for the status (status_code 11 when unknown)
   */
  constructor(status, body) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body || ERRORS[status] || { success: false, status_code: 11, status_message: `HTTP ${status}` };
  }
}
/** @returns {HttpError} TMDB's 404 (status_code 34) */
const notFound = () => new HttpError(404);

module.exports = { ERRORS, HttpError, notFound };
