'use strict';
/** TMDB's `sort_by` over the local catalog's records. */

/** @typedef {import('../catalog/generate').TitleRecord} TitleRecord */
/** @typedef {import('../catalog/movies').MovieData} MovieData */
/** @typedef {import('../catalog/tv').TvData} TvData */
/** @typedef {MovieData | TvData} TitleData */

/**
 * Sort keys of `sort_by` by media type.
 * @type {{ movie: Record<string, (d: MovieData) => number|string>, tv: Record<string, (d: TvData) => number|string> }}
 */
const SORTS = {
  movie: {
    popularity: (d) => d.popularity,
    vote_average: (d) => d.vote_average,
    vote_count: (d) => d.vote_count,
    primary_release_date: (d) => d.release_date,
    release_date: (d) => d.release_date,
    revenue: (d) => d.revenue,
    title: (d) => d.title.toLowerCase(),
    original_title: (d) => d.original_title.toLowerCase(),
  },
  tv: {
    popularity: (d) => d.popularity,
    vote_average: (d) => d.vote_average,
    vote_count: (d) => d.vote_count,
    first_air_date: (d) => d.first_air_date,
    name: (d) => d.name.toLowerCase(),
    original_name: (d) => d.original_name.toLowerCase(),
  },
};

/**
 * Comparator for TMDB's `sort_by` ('field.asc|desc'); unknown values fall back to popularity.desc. Ties by id.
 * @param {'movie'|'tv'} type media type of the records compared
 * @param {string|null} sortBy
 * @returns {(a: TitleRecord, b: TitleRecord) => number}
 */
function comparatorFor(type, sortBy) {
  const [field, dir] = String(sortBy || '').split('.');
  // the comparator only sees records of `type`, so each key reads its own media type's data
  const sorts = /** @type {Record<string, (d: TitleData) => number|string>} */ (SORTS[type]);
  const key = sorts[field] && (dir === 'asc' || dir === 'desc') ? sorts[field] : sorts.popularity;
  const sign = sorts[field] && dir === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = key(a.data);
    const y = key(b.data);
    if (x < y) return -sign;
    if (x > y) return sign;
    return a.id - b.id;
  };
}

module.exports = { comparatorFor };
