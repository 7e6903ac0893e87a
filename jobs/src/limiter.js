'use strict';
/**
 * The runner's TMDB start-rate limit, on `p-throttle` (strict mode: no 1 s window ever holds more
 * starts than allowed). One per runner: it bounds the TMDB requests this process starts (TMDB
 * allows about 50 requests/s per address; we keep 40). p-throttle is an ES module; Node ≥ 20.19
 * `require`s it.
 */
const pThrottle = require('p-throttle').default;

/**
 * @param {number} perSecond starts per second at most (> 0; fractions allowed, e.g. 40 / 3 runners)
 * @returns {{ take: () => Promise<void> }} `take()` resolves when this caller may start its request,
 *   callers served in the order they called
 * @throws {RangeError} when perSecond is not a positive finite number
 */
function createRateLimiter(perSecond) {
  if (!(perSecond > 0) || !Number.isFinite(perSecond)) throw new RangeError('perSecond must be a positive number');
  const slot = pThrottle({ limit: 1, interval: 1000 / perSecond, strict: true })(() => undefined);
  return {
    async take() {
      await slot();
    },
  };
}

module.exports = { createRateLimiter };
