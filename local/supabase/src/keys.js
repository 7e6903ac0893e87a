'use strict';
/**
 * JWT secret, well-known demo keys and HS256 helpers (jose).
 *
 * The secret and the anon / service_role keys are `supabase start`'s well-known local demo values,
 * so configuration is identical whether the app talks to this backend or to `supabase start`.
 */
const jose = require('jose');

/** `supabase start`'s demo JWT secret. */
const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** `supabase start`'s demo anon key (role anon, iss supabase-demo, exp 2032). */
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** `supabase start`'s demo service_role key (role service_role; bypasses RLS). */
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Access token lifetime in seconds (GoTrue's default). */
const JWT_EXPIRY = 3600;

/**
 * Encodes a secret string as an HS256 key.
 * @param {string} secret
 * @returns {Uint8Array}
 */
function secretKey(secret) {
  return new TextEncoder().encode(secret);
}

/**
 * Signs claims as an HS256 JWT (header `{alg:'HS256', typ:'JWT'}`), claims taken as given.
 * @param {Record<string, unknown>} claims
 * @param {string} secret
 * @returns {Promise<string>}
 */
async function signJwt(claims, secret) {
  return new jose.SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

/**
 * Verifies an HS256 JWT (signature and `exp`/`nbf`, 30 s clock tolerance).
 * @param {string} token
 * @param {string} secret
 * @returns {Promise<{ ok: true, claims: import('jose').JWTPayload } | { ok: false, expired: boolean, reason: string }>}
 *   claims: the verified payload; reason: why verification failed (malformed, expired, bad signature, …)
 */
async function verifyJwt(token, secret) {
  if (typeof token !== 'string' || token.split('.').length !== 3) {
    return { ok: false, expired: false, reason: 'token is malformed' };
  }
  try {
    const { payload } = await jose.jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], clockTolerance: 30 });
    return { ok: true, claims: payload };
  } catch (caught) {
    const e = /** @type {{ code?: string, message?: string } | null | undefined} */ (caught); // jose's JOSEError (or anything thrown)
    if (e && e.code === 'ERR_JWT_EXPIRED') return { ok: false, expired: true, reason: 'token is expired' };
    if (e && e.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
      return { ok: false, expired: false, reason: 'signature is invalid' };
    }
    return { ok: false, expired: false, reason: (e && e.message) || 'token is invalid' };
  }
}

module.exports = { DEFAULT_JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, JWT_EXPIRY, signJwt, verifyJwt };
