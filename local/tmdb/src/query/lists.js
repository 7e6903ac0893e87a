'use strict';
/** The local catalog's fixed lists: trending, popular and now playing. */
const { unitFor } = require('../prng');
const { toMovieResult, dayOf, isoOf } = require('../catalog');
const { paginate, parsePage } = require('./paging');
const { listResult, project } = require('./results');
const { comparatorFor } = require('./sort');

/** @typedef {import('../catalog/generate').Catalog} Catalog */
/** @typedef {import('../catalog/generate').TitleRecord} TitleRecord */
/** @typedef {import('../catalog/people').PersonRecord} PersonRecord */
/** @template T @typedef {import('./paging').Paged<T>} Paged */

/**
 * Trending list: popularity weighted by recency and a per-window factor (day and week differ).
 * @param {Catalog} catalog the catalog.
 * @param {'movie'|'tv'|'person'|'all'} type media type.
 * @param {'day'|'week'} window time window.
 * @param {URLSearchParams} q `page`.
 * @returns {Paged<object>} results tagged with media_type
 */
function trending(catalog, type, window, q) {
  const page = parsePage(q.get('page'));
  /** @type {(TitleRecord | PersonRecord)[]} */
  let pool = [];
  if (type === 'movie' || type === 'all') pool = pool.concat(catalog.movies);
  if (type === 'tv' || type === 'all') pool = pool.concat(catalog.tv);
  if (type === 'person' || type === 'all') pool = pool.concat(catalog.people.filter((p) => p.movieCast.length + p.tvCast.length > 0));
  /** @param {TitleRecord | PersonRecord} rec */
  const score = (rec) => {
    const d = /** @type {{ popularity: number, release_date?: string, first_air_date?: string }} */ (rec.data);
    const when = d.release_date || d.first_air_date || '';
    const recency = when >= '2025-06-01' ? 3 : when >= '2023-01-01' ? 1.8 : 1;
    return d.popularity * recency * (0.5 + unitFor(`trend:${window}:${rec.type || 'person'}:${rec.id}`));
  };
  const ranked = pool
    .filter((rec) => !rec.data.adult && (rec.type !== 'movie' || rec.data.release_date <= catalog.today))
    .map((rec) => ({ rec, s: score(rec) }));
  ranked.sort((a, b) => b.s - a.s || a.rec.id - b.rec.id);
  return paginate(
    ranked.map((x) => project(x.rec, true)),
    page,
  );
}

/**
 * Popular movies or shows (non-adult, popularity desc).
 * @param {Catalog} catalog the catalog.
 * @param {'movie'|'tv'} type media type.
 * @param {URLSearchParams} q `page`.
 * @returns {Paged<object>}
 */
function popular(catalog, type, q) {
  const page = parsePage(q.get('page'));
  /** @type {TitleRecord[]} */
  const list = (type === 'movie' ? catalog.movies : catalog.tv).filter((r) => !r.data.adult);
  list.sort(comparatorFor(type, 'popularity.desc'));
  return paginate(list.map(listResult), page);
}

/**
 * Movies now in theaters: released within the 40 days before today (up to 3 days after),
 * popularity desc, with TMDB's `dates` {maximum, minimum}.
 * @param {Catalog} catalog the catalog.
 * @param {URLSearchParams} q `page`.
 * @param {string} [todayIso] 'YYYY-MM-DD' (the server's date knob; default the catalog's today)
 * @returns {Paged<object>} with `dates` ({maximum, minimum}, 'YYYY-MM-DD') before `page`
 */
function nowPlaying(catalog, q, todayIso = catalog.today) {
  const page = parsePage(q.get('page'));
  const today = dayOf(todayIso);
  const minimum = isoOf(today - 40);
  const maximum = isoOf(today + 3);
  const list = catalog.movies.filter((m) => !m.data.adult && m.data.release_date >= minimum && m.data.release_date <= maximum);
  list.sort(comparatorFor('movie', 'popularity.desc'));
  return paginate(list.map(toMovieResult), page, { dates: { maximum, minimum } });
}

module.exports = { trending, popular, nowPlaying };
