'use strict';
/**
 * Deterministic generated catalog for the local TMDB server: movies, TV shows (seasons and
 * episodes), people, credits, certifications, watch providers, images and videos, all in TMDB v3
 * JSON shapes. Every value comes from seeded PRNG streams (mulberry32), so the same seed gives
 * byte-identical output on every run. The catalog's "today" is a fixed date (CATALOG_TODAY), not
 * the clock.
 *
 * Records keep TMDB's shapes in `data` and internal bookkeeping beside it; the projection helpers
 * build the exact response objects. This module is the public API; the parts live beside it:
 *
 *   constants.js        seed, today, sizes, day arithmetic, rounding, slugs
 *   text.js             titles, overviews, taglines, biographies
 *   providers.js        watch provider table and per-title provider lists
 *   people.js           people, weighted pickers, cast and crew credits
 *   traits.js           votes, popularity, dates, language, videos, images, companies
 *   movies.js           movie records and release dates
 *   tv.js               tv records, content ratings, season plans
 *   episodes.js         episode air days, heads, summaries, last/next episode
 *   seasons.js          lazily built season and episode details
 *   projections.js      list results, credits, append_to_response parts, details, snapshot
 *   recommendations.js  recommendations per title
 *   generate.js         assembling a catalog, the shared catalog of the process
 */
const { SEED, CATALOG_TODAY, COUNTS, ENCODING_TITLE, dayOf, isoOf } = require('./constants');
const { generateCatalog, getCatalog } = require('./generate');
const { toMovieResult, toTvResult, toPersonResult, toDetail, MOVIE_PARTS, TV_PARTS, personDetail, snapshot } = require('./projections');
const { recommendationsFor } = require('./recommendations');
const { seasonOf, episodeDetail } = require('./seasons');

module.exports = {
  SEED,
  CATALOG_TODAY,
  COUNTS,
  ENCODING_TITLE,
  generateCatalog,
  getCatalog,
  snapshot,
  toMovieResult,
  toTvResult,
  toPersonResult,
  toDetail,
  MOVIE_PARTS,
  TV_PARTS,
  recommendationsFor,
  seasonOf,
  episodeDetail,
  personDetail,
  dayOf,
  isoOf,
};
