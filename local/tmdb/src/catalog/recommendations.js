'use strict';
/**
 * Recommendations of a title (TMDB `recommendations` / `similar`): same media type, genre overlap
 * plus a keyed pseudo-random score, cached per catalog.
 */
const { unitFor } = require('../prng');

/** @typedef {import('./generate').TitleRecord} TitleRecord */

/**
 * Recommendations for a title: same media type, sharing genres, non-adult. About 8% of titles
 * have none. Cached per catalog.
 * @param {import('./generate').Catalog} catalog
 * @param {TitleRecord} rec
 * @returns {TitleRecord[]} records of rec's type in recommendation order (at most 40; may be empty).
 */
function recommendationsFor(catalog, rec) {
  const key = `${rec.type}:${rec.id}`;
  if (catalog._recCache.has(key)) return /** @type {TitleRecord[]} */ (catalog._recCache.get(key));
  /** @type {TitleRecord[]} */
  let out = [];
  if (unitFor(`norec:${key}`) >= 0.08) {
    const genres = new Set(rec.data.genres.map((g) => g.id));
    /** @type {TitleRecord[]} */
    const list = rec.type === 'movie' ? catalog.movies : catalog.tv;
    const size = 20 + Math.floor(unitFor(`recsize:${key}`) * 21);
    out = list
      .filter((o) => o !== rec && !o.data.adult)
      .map((o) => ({
        o,
        score:
          o.data.genres.filter((g) => genres.has(g.id)).length * 10 + unitFor(`rec:${key}:${o.id}`) * 8 + Math.log1p(o.data.popularity),
      }))
      .sort((a, b) => b.score - a.score || a.o.id - b.o.id)
      .slice(0, size)
      .map((x) => x.o);
  }
  catalog._recCache.set(key, out);
  return out;
}

module.exports = { recommendationsFor };
