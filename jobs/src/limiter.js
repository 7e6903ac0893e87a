'use strict';
/**
 * A small start-rate limiter: calls to {@link createRateLimiter}'s `take()` resolve no closer
 * together than 1000 / perSecond ms, in the order they were made. One per process: it bounds the
 * TMDB requests this runner starts (TMDB allows about 50 requests/s per address; we keep 40).
 */

/**
 * @param {number} perSecond starts per second (> 0)
 * @returns {{ take: () => Promise<void> }} `take()` waits for this caller's slot
 * @throws {RangeError} when perSecond is not a positive finite number
 */
function createRateLimiter(perSecond) {
  if (!(perSecond > 0) || !Number.isFinite(perSecond)) throw new RangeError('perSecond must be a positive number');
  const spacingMs = 1000 / perSecond;
  let next = 0;
  return {
    take() {
      const now = Date.now();
      const at = Math.max(now, next);
      next = at + spacingMs;
      return at <= now ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, at - now));
    },
  };
}

module.exports = { createRateLimiter };
