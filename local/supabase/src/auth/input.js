'use strict';
/**
 * Request input rules GoTrue applies: the JSON body, email normalization and format, password
 * length, and the bcrypt cost of stored password hashes.
 */
const { readBody, parseJson } = require('../http');
const { AuthError } = require('./errors');

/** bcrypt cost factor of stored password hashes. */
const BCRYPT_COST = 10;
/** GoTrue's default minimum password length (characters). */
const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's maximum password length: bcrypt reads only the first 72 bytes (GoTrue counts bytes). */
const MAX_PASSWORD_BYTES = 72;
/** GoTrue's email check (roughly: something@domain.tld). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the JSON body of a request.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>} the body when it is an object (arrays included), else `{}`
 * @throws {AuthError} 400 bad_json for invalid JSON
 */
async function readJsonBody(req) {
  const text = await readBody(req);
  try {
    const b = parseJson(text);
    return b && typeof b === 'object' ? /** @type {Record<string, unknown>} */ (b) : {};
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
}

/**
 * Checks a new password's length.
 * @param {unknown} password
 * @returns {asserts password is string}
 * @throws {AuthError} 422 weak_password (with `weak_password.reasons`) unless a string of at least 6
 *   characters; 400 validation_failed 'Password cannot be longer than 72 characters' (GoTrue's
 *   text) over 72 UTF-8 bytes, since bcrypt would silently ignore the rest
 */
function checkPassword(password) {
  if (typeof password === 'string' && tooLongPassword(password)) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      extra: { weak_password: { reasons: ['length'] } },
    });
  }
}

/**
 * Whether a password is longer than bcrypt reads (72 UTF-8 bytes).
 * @param {string} password
 * @returns {boolean}
 */
function tooLongPassword(password) {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/**
 * Trims and lower-cases an email.
 * @param {unknown} email
 * @returns {string} '' when not a string
 */
function normalizeEmail(email) {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

module.exports = {
  BCRYPT_COST,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_BYTES,
  EMAIL_RE,
  readJsonBody,
  checkPassword,
  tooLongPassword,
  normalizeEmail,
};
