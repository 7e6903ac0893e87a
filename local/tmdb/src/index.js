'use strict';
/**
 * @streamscout/local-tmdb — a local TMDB v3 compatible server over a deterministic generated catalog.
 *
 *   const { createTmdbServer } = require('@streamscout/local-tmdb');
 *   createTmdbServer({ latencyMs: 50 }).listen(3010);
 */
const { createTmdbServer } = require('./server');
const { getCatalog, generateCatalog, snapshot, SEED, CATALOG_TODAY, COUNTS, ENCODING_TITLE } = require('./catalog');
const { liveFixtures } = require('./catalog/live');
const { tvImdbId } = require('./catalog/external');

/** Watch provider ids the product's discover rows use (spec §9). */
const PROVIDERS = Object.freeze({ netflix: 8, prime: 9, hulu: 15 });

/** Other flat-rate provider ids present in the catalog. */
const OTHER_PROVIDERS = Object.freeze({ disneyPlus: 337, max: 1899, appleTvPlus: 350, paramountPlus: 531, peacock: 386 });

module.exports = {
  createTmdbServer,
  getCatalog,
  generateCatalog,
  snapshot,
  PROVIDERS,
  OTHER_PROVIDERS,
  SEED,
  CATALOG_TODAY,
  COUNTS,
  ENCODING_TITLE,
  liveFixtures,
  tvImdbId,
};
