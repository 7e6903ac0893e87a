'use strict';
/**
 * One title's availability from TMDB, in the shape `public.apply_availability` takes: a single
 * request (`movie/{id}` or `tv/{id}` with `append_to_response=watch/providers`) gives the title,
 * a show's season count and the watch providers of every region at once.
 */

const { compactWatch, normalizeWatch } = require('@streamscout/tmdb/node');

/** @typedef {'movie' | 'tv'} MediaType */

/**
 * What `apply_availability(media_type, tmdb_id, title, seasons, providers, names)` takes.
 * @typedef {object} Availability
 * @property {string} title the movie's `title` or the show's `name`
 * @property {number | null} seasons a show's `number_of_seasons`; null for a movie
 * @property {Record<string, import('@streamscout/tmdb').RegionWatchIds>} providers provider ids per way to
 *   watch, per ISO 3166-1 region (`GB`): every region TMDB answered and every region asked for
 * @property {Record<string, string>} names provider id → `provider_name`, for the alerts' text
 */

/**
 * A TMDB `movie/{id}` or `tv/{id}` answer with `watch/providers` appended, as `apply_availability`
 * takes it: its availability read by the client package's one reader (`normalizeWatch`, made
 * compact by `compactWatch`), so the alerts see exactly what the pages show.
 * @param {MediaType} mediaType
 * @param {any} body the parsed JSON of the details request
 * @param {readonly string[]} regions regions to snapshot (empty) even where TMDB lists nothing, so a
 *   service leaving the last one there is seen
 * @returns {Availability | null} null when the answer has no title (not a TMDB details body)
 */
function availabilityOf(mediaType, body, regions) {
  const title = body && typeof body === 'object' ? (mediaType === 'movie' ? body.title : body.name) : null;
  if (typeof title !== 'string' || !title) return null;
  const seasons = mediaType === 'tv' && Number.isInteger(body.number_of_seasons) ? body.number_of_seasons : null;
  const wanted = regions.filter((r) => /^[A-Z]{2}$/.test(r));
  const watch = compactWatch(normalizeWatch(body['watch/providers']), wanted);
  /** @type {Record<string, string>} */
  const names = {};
  for (const [id, [name]] of Object.entries(watch.names)) if (name) names[id] = name;
  return { title, seasons, providers: watch.regions, names };
}

/**
 * Fetches one title's availability in every region: ONE TMDB request through the runner's client
 * (its base URL, v3 `api_key` or v4 bearer, timeout, in-flight limit).
 * @param {import('@streamscout/tmdb/node').TmdbClient} tmdb the runner's TMDB client
 * @param {MediaType} mediaType
 * @param {number} tmdbId
 * @param {readonly string[]} [regions] regions that get an (empty) snapshot where TMDB lists nothing
 * @returns {Promise<Availability | null>} null when TMDB does not know the title (404) or the body
 *   has no title
 * @throws {Error} (`TmdbRequestError`) on a fault worth retrying: 5xx, 429, 408, a network error,
 *   a timeout or an unparseable body
 */
async function fetchAvailability(tmdb, mediaType, tmdbId, regions = []) {
  const body = await tmdb.get(`${mediaType}/${tmdbId}`, { append_to_response: 'watch/providers' }, { throwOnFailure: true });
  return body ? availabilityOf(mediaType, body, regions) : null;
}

module.exports = { fetchAvailability };
