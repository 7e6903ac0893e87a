'use strict';
/** TMDB discover over the local catalog: its filters and sorting. */
const { paginate, parsePage } = require('./paging');
const { date, isTrue, matchesExpression, num, parseIdExpression } = require('./params');
const { listResult } = require('./results');
const { comparatorFor } = require('./sort');

/** @typedef {import('../catalog/generate').Catalog} Catalog */
/** @typedef {import('../catalog/generate').TitleRecord} TitleRecord */
/** @typedef {import('../catalog/movies').MovieData} MovieData */
/** @typedef {import('../catalog/tv').TvData} TvData */
/** @typedef {MovieData | TvData} TitleData */
/** @template T @typedef {import('./paging').Paged<T>} Paged */

/**
 * Last day a show has (or will have) an episode, for air_date filters.
 * @param {TvData} d
 * @returns {string|null} 'YYYY-MM-DD'
 */
function lastShowDay(d) {
  return (d.next_episode_to_air && d.next_episode_to_air.air_date) || d.last_air_date || d.first_air_date;
}

/**
 * TMDB discover over one media type.
 * @param {Catalog} catalog the catalog.
 * @param {'movie'|'tv'} type media type.
 * @param {URLSearchParams} q query parameters (TMDB names: vote_average.gte, with_genres, ...).
 * @returns {Paged<object>} paged response with list-shaped results.
 * @throws {InvalidPageError} for a bad `page`.
 */
function discover(catalog, type, q) {
  const page = parsePage(q.get('page'));
  /** @type {TitleRecord[]} */
  const list = type === 'movie' ? catalog.movies : catalog.tv;
  const includeAdult = isTrue(q.get('include_adult'));
  const includeVideo = isTrue(q.get('include_video'));
  /** @param {string} name */
  const range = (name) => [num(q.get(`${name}.gte`)), num(q.get(`${name}.lte`))];
  const [vaMin, vaMax] = range('vote_average');
  const [vcMin, vcMax] = range('vote_count');
  /** @typedef {(d: TitleData) => [string|null, string|null]} DateSpan first and last day of a title */
  /** @type {{ gte: string|null, lte: string|null, pick: DateSpan }[]} */
  const dateBounds = [];
  /** @param {string} name @param {DateSpan} pick */
  const addDate = (name, pick) => {
    const gte = date(q.get(`${name}.gte`));
    const lte = date(q.get(`${name}.lte`));
    if (gte || lte) dateBounds.push({ gte, lte, pick });
  };
  if (type === 'movie') {
    // each span reads the data of its own media type (the list holds only that type)
    addDate('primary_release_date', /** @type {DateSpan} */ ((/** @type {MovieData} */ d) => [d.release_date, d.release_date]));
    addDate('release_date', /** @type {DateSpan} */ ((/** @type {MovieData} */ d) => [d.release_date, d.release_date]));
  } else {
    addDate('first_air_date', /** @type {DateSpan} */ ((/** @type {TvData} */ d) => [d.first_air_date, d.first_air_date]));
    addDate('air_date', /** @type {DateSpan} */ ((/** @type {TvData} */ d) => [d.first_air_date, lastShowDay(d)]));
  }
  const withGenres = parseIdExpression(q.get('with_genres'));
  const withoutGenres = parseIdExpression((q.get('without_genres') || '').replace(/\|/g, ','));
  const region = (q.get('watch_region') || '').trim().toUpperCase();
  const withProviders = region ? parseIdExpression(q.get('with_watch_providers')) : null;
  const monetization = (q.get('with_watch_monetization_types') || 'flatrate')
    .split(/[|,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const originalLanguage = (q.get('with_original_language') || '').trim();

  const results = list.filter((rec) => {
    const d = rec.data;
    if (d.adult && !includeAdult) return false;
    if (type === 'movie' && /** @type {MovieData} */ (d).video && !includeVideo) return false;
    if (vaMin !== null && d.vote_average < vaMin) return false;
    if (vaMax !== null && d.vote_average > vaMax) return false;
    if (vcMin !== null && d.vote_count < vcMin) return false;
    if (vcMax !== null && d.vote_count > vcMax) return false;
    for (const b of dateBounds) {
      const [start, end] = b.pick(d);
      if (b.gte && (!end || end < b.gte)) return false;
      if (b.lte && (!start || start > b.lte)) return false;
    }
    if (withGenres || withoutGenres) {
      const ids = new Set(d.genres.map((g) => g.id));
      if (withGenres && !matchesExpression(withGenres, ids)) return false;
      if (withoutGenres && withoutGenres.some((g) => g.some((id) => ids.has(id)))) return false;
    }
    if (withProviders) {
      const entry = rec.providers[region];
      /** @type {Set<number>} */
      const ids = new Set();
      /** @type {Record<string, unknown> | undefined} */
      const lists = entry;
      // monetization types name the region's provider lists (flatrate, rent, buy)
      if (lists)
        for (const m of monetization)
          for (const p of /** @type {import('../catalog/providers').ProviderEntry[]} */ (lists[m] || [])) ids.add(p.provider_id);
      if (!matchesExpression(withProviders, ids)) return false;
    }
    if (originalLanguage && d.original_language !== originalLanguage) return false;
    return true;
  });
  results.sort(comparatorFor(type, q.get('sort_by')));
  return paginate(results.map(listResult), page);
}

module.exports = { discover };
