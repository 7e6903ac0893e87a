'use strict';
/**
 * External ids of the catalog's titles and people (TMDB `movie/{id}/external_ids`,
 * `tv/{id}/external_ids`) and the lookup by one of them (TMDB `find/{external_id}`). Every id is
 * derived from the TMDB id, which the seed decides: movies keep the `imdb_id` their details carry
 * (`tt` + 7 digits), shows get `tt` + 8 digits and a TheTVDB id, people their `nm` id.
 */
const { toMovieResult, toTvResult } = require('./projections');
const { personRef } = require('./people');

/** @typedef {import('./generate').Catalog} Catalog */
/** @typedef {import('./movies').MovieRecord} MovieRecord */
/** @typedef {import('./tv').TvRecord} TvRecord */

/**
 * IMDb id of a show (TMDB keeps it in `external_ids` only, not in the tv details).
 * @param {number} id TMDB tv id (60000–71500 in this catalog)
 * @returns {string} 'tt' + 8 digits; never equal to a movie's (those have 7)
 */
const tvImdbId = (id) => `tt${String(10000000 + id * 7)}`;

/**
 * TheTVDB id of a show.
 * @param {number} id TMDB tv id
 * @returns {number}
 */
const tvdbIdOf = (id) => 300000 + id;

/**
 * TMDB `movie/{id}/external_ids` (without `id`; the route puts it first).
 * @param {MovieRecord} rec
 * @returns {{ imdb_id: string, wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null }}
 */
function movieExternalIds(rec) {
  return { imdb_id: rec.data.imdb_id, wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null };
}

/**
 * TMDB `tv/{id}/external_ids` (without `id`).
 * @param {TvRecord} rec
 * @returns {{ imdb_id: string, freebase_mid: null, freebase_id: null, tvdb_id: number, tvrage_id: null, wikidata_id: null,
 *   facebook_id: null, instagram_id: null, twitter_id: null }}
 */
function tvExternalIds(rec) {
  return {
    imdb_id: tvImdbId(rec.id),
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: tvdbIdOf(rec.id),
    tvrage_id: null,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

/** The external sources `find` answers for (others give empty lists, as TMDB does for an unknown id). */
const FIND_SOURCES = Object.freeze(['imdb_id', 'tvdb_id']);

/**
 * Index of external ids → records, built once per catalog.
 * @param {Catalog} catalog
 * @returns {{ imdb: Map<string, import('./generate').TitleRecord | import('./people').PersonRecord>, tvdb: Map<string, TvRecord> }}
 */
function indexOf(catalog) {
  const holder = /** @type {Catalog & { _externalIndex?: ReturnType<typeof indexOf> }} */ (catalog);
  if (holder._externalIndex) return holder._externalIndex;
  /** @type {ReturnType<typeof indexOf>} */
  const index = { imdb: new Map(), tvdb: new Map() };
  for (const m of catalog.movies) index.imdb.set(m.data.imdb_id, m);
  for (const t of catalog.tv) {
    index.imdb.set(tvImdbId(t.id), t);
    index.tvdb.set(String(tvdbIdOf(t.id)), t);
  }
  for (const p of catalog.people) if (p.data.imdb_id) index.imdb.set(p.data.imdb_id, p);
  Object.defineProperty(holder, '_externalIndex', { value: index, enumerable: false });
  return index;
}

/**
 * TMDB `find/{external_id}?external_source=…`: the titles and people with that external id, as list
 * results with `media_type` (people with `known_for` left empty). Seasons and episodes carry no
 * external ids here, so their lists are always empty.
 * @param {Catalog} catalog
 * @param {string} externalId e.g. 'tt2011234' (IMDb ids are matched case-insensitively)
 * @param {string} source 'imdb_id' or 'tvdb_id'; another source finds nothing
 * @returns {{ movie_results: object[], person_results: object[], tv_results: object[], tv_episode_results: object[], tv_season_results: object[] }}
 */
function findByExternalId(catalog, externalId, source) {
  const index = indexOf(catalog);
  const hit =
    source === 'imdb_id' ? index.imdb.get(externalId.toLowerCase()) : source === 'tvdb_id' ? index.tvdb.get(externalId) : undefined;
  /** @type {ReturnType<typeof findByExternalId>} */
  const out = { movie_results: [], person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] };
  if (!hit) return out;
  if (hit.type === 'movie') out.movie_results.push({ ...toMovieResult(hit), media_type: 'movie' });
  else if (hit.type === 'tv') out.tv_results.push({ ...toTvResult(hit), media_type: 'tv' });
  else out.person_results.push({ ...personRef(hit), media_type: 'person', known_for: [] });
  return out;
}

module.exports = { tvImdbId, tvdbIdOf, movieExternalIds, tvExternalIds, findByExternalId, FIND_SOURCES };
