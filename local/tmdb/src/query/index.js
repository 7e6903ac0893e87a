'use strict';
/**
 * Pure list logic of the local TMDB server: paging (paging.js), query parameters (params.js),
 * discover filters (discover.js) and sorting (sort.js), search/multi (search.js), trending,
 * popular and now playing (lists.js), the list shapes (results.js) — over the records of a
 * catalog (see catalog/). No HTTP here.
 */
const { PAGE_SIZE, MAX_PAGE, InvalidPageError, parsePage, paginate } = require('./paging');
const { parseIdExpression } = require('./params');
const { discover } = require('./discover');
const { search } = require('./search');
const { trending, popular, nowPlaying } = require('./lists');
const { project } = require('./results');

/** @template T @typedef {import('./paging').Paged<T>} Paged */

module.exports = {
  PAGE_SIZE,
  MAX_PAGE,
  InvalidPageError,
  parsePage,
  paginate,
  parseIdExpression,
  discover,
  search,
  trending,
  popular,
  nowPlaying,
  project,
};
