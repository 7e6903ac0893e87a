'use strict';
/**
 * `@streamscout/tmdb` for plain Node: the package is TypeScript source (the apps' bundlers and
 * jest compile it), so a Node process loads it through jiti. Its configuration lives on
 * `globalThis` (one per process), so `configureTmdb` here configures every copy.
 */
const { createJiti } = require('jiti');

/** @type {typeof import('@streamscout/tmdb') | undefined} */
let tmdb;

/**
 * The TMDB client package, loaded on first use.
 * @returns {typeof import('@streamscout/tmdb')}
 */
function loadTmdb() {
  if (!tmdb) tmdb = /** @type {typeof import('@streamscout/tmdb')} */ (createJiti(__filename)('@streamscout/tmdb'));
  return tmdb;
}

module.exports = { loadTmdb };
