'use strict';
/**
 * One title's availability from TMDB, in the shape `public.apply_availability` takes: a single
 * request (`movie/{id}` or `tv/{id}` with `append_to_response=watch/providers`) gives the title,
 * a show's season count and the watch providers of every region at once.
 */

/** TMDB's five ways to watch, the keys of a region in `watch/providers`. */
const WAYS = /** @type {const} */ (['flatrate', 'free', 'ads', 'rent', 'buy']);

/** @typedef {'movie' | 'tv'} MediaType */
/** @typedef {Record<(typeof WAYS)[number], number[]>} RegionWays provider ids per way to watch */

/**
 * What `apply_availability(media_type, tmdb_id, title, seasons, providers, names)` takes.
 * @typedef {object} Availability
 * @property {string} title the movie's `title` or the show's `name`
 * @property {number | null} seasons a show's `number_of_seasons`; null for a movie
 * @property {Record<string, RegionWays>} providers per ISO 3166-1 region (`GB`), every region TMDB answered
 * @property {Record<string, string>} names provider id → `provider_name`, for the alerts' text
 */

/**
 * A provider entry of TMDB's `watch/providers` (`results.{REGION}.{way}[]`).
 * @typedef {{ provider_id?: unknown, provider_name?: unknown }} RawProvider
 */

/**
 * Normalizes a TMDB `movie/{id}` or `tv/{id}` answer with `watch/providers` appended.
 * Regions that are not two upper-case letters and entries without a numeric `provider_id` are
 * skipped; every region keeps all five ways (empty arrays where TMDB has none).
 * @param {MediaType} mediaType
 * @param {any} body the parsed JSON of the details request
 * @returns {Availability | null} null when the answer has no title (not a TMDB details body)
 */
function normalizeAvailability(mediaType, body) {
  const title = body && typeof body === 'object' ? (mediaType === 'movie' ? body.title : body.name) : null;
  if (typeof title !== 'string' || !title) return null;
  const seasons = mediaType === 'tv' && Number.isInteger(body.number_of_seasons) ? body.number_of_seasons : null;
  const results = body['watch/providers']?.results;
  /** @type {Record<string, RegionWays>} */
  const providers = {};
  /** @type {Record<string, string>} */
  const names = {};
  for (const [region, ways] of Object.entries(results && typeof results === 'object' ? results : {})) {
    if (!/^[A-Z]{2}$/.test(region) || !ways || typeof ways !== 'object') continue;
    const entry = /** @type {RegionWays} */ ({ flatrate: [], free: [], ads: [], rent: [], buy: [] });
    for (const way of WAYS) {
      const list = /** @type {RawProvider[] | undefined} */ (/** @type {any} */ (ways)[way]);
      if (!Array.isArray(list)) continue;
      for (const p of list) {
        if (!Number.isInteger(p?.provider_id)) continue;
        const id = /** @type {number} */ (p.provider_id);
        if (!entry[way].includes(id)) entry[way].push(id);
        if (typeof p.provider_name === 'string') names[String(id)] = p.provider_name;
      }
    }
    providers[region] = entry;
  }
  return { title, seasons, providers, names };
}

/**
 * Fetches one title's availability in every region: ONE TMDB request through the runner's client
 * (its base URL, v3 `api_key` or v4 bearer, timeout, in-flight limit).
 * @param {import('@streamscout/tmdb/node').TmdbClient} tmdb the runner's TMDB client
 * @param {MediaType} mediaType
 * @param {number} tmdbId
 * @returns {Promise<Availability | null>} null when TMDB does not know the title (404) or the body
 *   has no title
 * @throws {Error} (`TmdbRequestError`) on a fault worth retrying: 5xx, 429, 408, a network error,
 *   a timeout or an unparseable body
 */
async function fetchAvailability(tmdb, mediaType, tmdbId) {
  const body = await tmdb.get(`${mediaType}/${tmdbId}`, { append_to_response: 'watch/providers' }, { throwOnFailure: true });
  return body ? normalizeAvailability(mediaType, body) : null;
}

module.exports = { fetchAvailability };
