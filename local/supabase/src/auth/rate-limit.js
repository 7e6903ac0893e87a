'use strict';
/**
 * Rate limits of password sign-in and signup, like Supabase Auth's `sign_in_sign_ups` limit
 * (hosted default: 30 requests per 5 minutes per IP address), plus a tighter limit per
 * (IP address, email) pair: guessing one account's password from one address is throttled sooner,
 * while nobody can lock an account's owner out — a limit counted per email alone (from any
 * address) let a stranger spend the owner's attempts and block their sign-in from anywhere. Over a
 * limit GoTrue answers 429 `over_request_rate_limit` 'Request rate limit reached' (with `Retry-After`).
 *
 * Fixed windows per key, kept in memory (a restart forgets them, as a GoTrue restart does).
 */
const { AuthError } = require('./errors');

/** Supabase Auth's default window of `sign_in_sign_ups` (seconds). */
const DEFAULT_WINDOW_S = 300;
/** Supabase Auth's default `sign_in_sign_ups` per IP address per window. */
const DEFAULT_PER_IP = 30;
/** Default password sign-ins + signups per (client address, email) pair per window. */
const DEFAULT_PER_IP_EMAIL = 10;

/**
 * Limits as configured.
 * @typedef {object} RateLimits
 * @property {number} perIp requests per window per client address; 0 = no limit
 * @property {number} perIpEmail requests per window per (client address, lower-cased email) pair;
 *   0 = no limit
 * @property {number} windowS window length in seconds
 */

/**
 * Reads limits from the environment, falling back to the defaults:
 * `LOCAL_SUPABASE_RATE_LIMIT_IP`, `LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL` (its older name
 * `LOCAL_SUPABASE_RATE_LIMIT_EMAIL` is read when the new one is unset, now per pair too),
 * `LOCAL_SUPABASE_RATE_LIMIT_WINDOW_S`.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {RateLimits}
 */
function rateLimitsFromEnv(env = process.env) {
  /** @param {string | undefined} v @param {number} def */
  const num = (v, def) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0 ? Number(v) : def);
  return {
    perIp: num(env.LOCAL_SUPABASE_RATE_LIMIT_IP, DEFAULT_PER_IP),
    perIpEmail: num(env.LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL ?? env.LOCAL_SUPABASE_RATE_LIMIT_EMAIL, DEFAULT_PER_IP_EMAIL),
    windowS: num(env.LOCAL_SUPABASE_RATE_LIMIT_WINDOW_S, DEFAULT_WINDOW_S) || DEFAULT_WINDOW_S,
  };
}

/** Counts hits per key in fixed windows. */
class FixedWindow {
  /** @param {number} limit hits allowed per window (0 = unlimited) @param {number} windowMs */
  constructor(limit, windowMs) {
    this.limit = limit;
    this.windowMs = windowMs;
    /** @type {Map<string, { count: number, resetAt: number }>} */
    this.windows = new Map();
  }

  /**
   * Records one hit of `key`.
   * @param {string} key
   * @param {number} [now] ms since the epoch
   * @returns {{ ok: true } | { ok: false, retryAfterS: number }} refused once the window holds `limit` hits
   */
  hit(key, now = Date.now()) {
    if (!this.limit) return { ok: true };
    if (this.windows.size > 10_000) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    if (w.count >= this.limit) return { ok: false, retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    w.count += 1;
    return { ok: true };
  }
}

/**
 * The limiter of one backend.
 * @param {Partial<RateLimits>} [limits] missing fields fall back to {@link rateLimitsFromEnv}
 * @returns {{ limits: RateLimits, checkIp: (ip: string) => void, checkIpEmail: (ip: string, email: string) => void }}
 *   each check counts one attempt and throws 429 over_request_rate_limit when over the limit
 */
function createRateLimiter(limits = {}) {
  const resolved = { ...rateLimitsFromEnv(), ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)) };
  const windowMs = resolved.windowS * 1000;
  const byIp = new FixedWindow(resolved.perIp, windowMs);
  const byIpEmail = new FixedWindow(resolved.perIpEmail, windowMs);
  /** @param {{ ok: boolean, retryAfterS?: number }} r */
  const refuse = (r) => {
    if (r.ok) return;
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {
      headers: { 'Retry-After': String(r.retryAfterS) },
    });
  };
  return {
    limits: resolved,
    checkIp: (ip) => refuse(byIp.hit(`ip:${ip}`)),
    // JSON keeps the pair unambiguous whatever characters an address or email holds.
    checkIpEmail: (ip, email) => refuse(byIpEmail.hit(JSON.stringify([ip, email]))),
  };
}

/**
 * The client address of a request: the socket's peer. Forwarded headers (`X-Forwarded-For`) are
 * not trusted — anyone could send one to get a fresh budget of attempts.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string}
 */
function clientIp(req) {
  return (req.socket && req.socket.remoteAddress) || 'unknown';
}

module.exports = { DEFAULT_PER_IP, DEFAULT_PER_IP_EMAIL, DEFAULT_WINDOW_S, rateLimitsFromEnv, createRateLimiter, clientIp };
