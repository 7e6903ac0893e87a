'use strict';
/**
 * The runner's TMDB client: `@streamscout/tmdb` as built for Node (`@streamscout/tmdb/node`,
 * `npm run build`), one client of the runner's own — its settings, and as many requests in flight
 * as it has check workers — whatever any other client of the process does (architecture §5b).
 */
const { createTmdbClient } = require('@streamscout/tmdb/node');

/**
 * @param {{ baseUrl?: string, apiKey?: string, readToken?: string } | undefined} settings TMDB's
 *   URL and credentials (none: the local catalog)
 * @param {number} maxInFlight requests on the wire at once at most (the runner's concurrency)
 * @returns {import('@streamscout/tmdb/node').TmdbClient}
 */
function runnerTmdbClient(settings, maxInFlight) {
  return createTmdbClient({ ...(settings ?? {}), maxInFlight });
}

module.exports = { runnerTmdbClient };
