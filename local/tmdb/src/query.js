'use strict';
/**
 * Pure list logic of the local TMDB server: paging, discover filters and sorting, search/multi,
 * trending, popular and now playing — over the records of a catalog (see catalog/). No HTTP here.
 */
const { unitFor } = require('./prng');
const { toMovieResult, toTvResult, toPersonResult, dayOf, isoOf } = require('./catalog');

/** @typedef {import('./catalog/generate').Catalog} Catalog */
/** @typedef {import('./catalog/generate').TitleRecord} TitleRecord */
/** @typedef {import('./catalog/people').PersonRecord} PersonRecord */
/** @typedef {import('./catalog/movies').MovieData} MovieData */
/** @typedef {import('./catalog/tv').TvData} TvData */
/** @typedef {MovieData | TvData} TitleData */

/**
 * TMDB's paged list shape.
 * @template T
 * @typedef {{ page: number, results: T[], total_pages: number, total_results: number }} Paged
 */

/** Results per page (TMDB's fixed page size). */
const PAGE_SIZE = 20;
/** TMDB's highest allowed page. */
const MAX_PAGE = 500;

/** Error thrown for TMDB's "invalid page" (HTTP 400, status_code 22). */
class InvalidPageError extends Error {
  constructor() {
    super('Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.');
    this.httpStatus = 400;
    this.statusCode = 22;
  }
}

/**
 * Parses TMDB's `page` query parameter.
 * @param {string|null} raw the raw value (null/'' → 1).
 * @returns {number} page in 1..500.
 * @throws {InvalidPageError} when not an integer in 1..500.
 */
function parsePage(raw) {
  if (raw === null || raw === undefined || raw === '') return 1;
  if (!/^\s*\d+\s*$/.test(raw)) throw new InvalidPageError();
  const page = Number(raw);
  if (page < 1 || page > MAX_PAGE) throw new InvalidPageError();
  return page;
}

/**
 * One page of a list in TMDB's paged shape. A page beyond the last gives empty results.
 * @template T
 * @param {T[]} items all results (already projected).
 * @param {number} page 1-based page.
 * @param {object} [extra] fields added before `page` (e.g. now_playing's `dates`).
 * @returns {Paged<T>} total_pages is at least 1 and at most 500
 */
function paginate(items, page, extra = {}) {
  const total = items.length;
  return {
    ...extra,
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total_pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE))),
    total_results: total,
  };
}

/** @param {string|null} v @returns {boolean} 'true' or '1' */
const isTrue = (v) => v === 'true' || v === '1';
/** @param {string|null} v @returns {number|null} a finite number, else null */
const num = (v) => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
/** @param {string|null} v @returns {string|null} a trimmed 'YYYY-MM-DD', else null */
const date = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : null);

/**
 * Parses TMDB's AND/OR id lists: ',' means AND, '|' means OR (e.g. '28,12' or '8|9').
 * @param {string|null} raw the parameter value.
 * @returns {number[][]|null} AND-list of OR-groups, or null when absent/empty.
 */
function parseIdExpression(raw) {
  if (!raw || !raw.trim()) return null;
  const groups = raw
    .split(',')
    .map((part) =>
      part
        .split('|')
        .map((x) => Number(x.trim()))
        .filter(Number.isFinite),
    )
    .filter((g) => g.length);
  return groups.length ? groups : null;
}

/**
 * True when `ids` satisfies every OR-group of `expr`.
 * @param {number[][]} expr AND-list of OR-groups (see {@link parseIdExpression})
 * @param {Set<number>} ids
 * @returns {boolean}
 */
function matchesExpression(expr, ids) {
  return expr.every((group) => group.some((id) => ids.has(id)));
}

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
          for (const p of /** @type {import('./catalog/providers').ProviderEntry[]} */ (lists[m] || [])) ids.add(p.provider_id);
      if (!matchesExpression(withProviders, ids)) return false;
    }
    if (originalLanguage && d.original_language !== originalLanguage) return false;
    return true;
  });
  results.sort(comparatorFor(type, q.get('sort_by')));
  return paginate(results.map(listResult), page);
}

/** @param {unknown} s @returns {string} lower case, single spaces, trimmed */
const normalizeText = (s) =>
  String(s || '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Normalized names of each record search compares, kept per record object (records are never mutated). */
const searchTexts = new WeakMap();

/**
 * The names `search` matches a record on, normalized once per record: a title's and its original
 * title (a movie), a show's name and original name, a person's name. Normalizing the whole catalog
 * on every request made a 5,000-row Letterboxd import (one `search/movie` per row) CPU-bound here.
 * @param {TitleRecord | PersonRecord} rec
 * @returns {string[]}
 */
function searchTextsOf(rec) {
  let texts = searchTexts.get(rec);
  if (!texts) {
    const d = /** @type {{ title?: string, original_title?: string, name?: string, original_name?: string }} */ (rec.data);
    texts = (rec.type === 'movie' ? [d.title, d.original_title] : rec.type === 'tv' ? [d.name, d.original_name] : [d.name]).map(
      normalizeText,
    );
    searchTexts.set(rec, texts);
  }
  return texts;
}

/**
 * TMDB search over movies, shows and/or people: case-insensitive substring match on
 * title/original title, name/original name, person name; sorted by popularity (desc).
 * @param {Catalog} catalog the catalog.
 * @param {URLSearchParams} q `query`, `page`, `include_adult`.
 * @param {Array<'movie'|'tv'|'person'>} kinds which kinds to search.
 * @param {boolean} withMediaType add `media_type` to each result (search/multi).
 * @returns {Paged<object>} paged response; an empty query gives page 1 with no results.
 * @throws {InvalidPageError} for a bad `page`.
 */
function search(catalog, q, kinds, withMediaType) {
  const needle = normalizeText(q.get('query'));
  if (!needle) return { page: 1, results: [], total_pages: 1, total_results: 0 };
  const page = parsePage(q.get('page'));
  const includeAdult = isTrue(q.get('include_adult'));
  /** @type {(TitleRecord | PersonRecord)[]} */
  const hits = [];
  /** @param {TitleRecord | PersonRecord} rec */
  const has = (rec) => searchTextsOf(rec).some((t) => t.includes(needle));
  if (kinds.includes('movie')) for (const m of catalog.movies) if ((includeAdult || !m.data.adult) && has(m)) hits.push(m);
  if (kinds.includes('tv')) for (const t of catalog.tv) if ((includeAdult || !t.data.adult) && has(t)) hits.push(t);
  if (kinds.includes('person')) for (const p of catalog.people) if (has(p)) hits.push(p);
  hits.sort((a, b) => b.data.popularity - a.data.popularity || a.id - b.id);
  const items = hits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((rec) => project(rec, withMediaType));
  /** @type {Paged<object>} */
  const out = paginate(hits, page);
  out.results = items;
  return out;
}

/**
 * List shape of a movie or show record.
 * @param {TitleRecord} rec
 * @returns {object}
 */
function listResult(rec) {
  return rec.type === 'movie' ? toMovieResult(rec) : toTvResult(rec);
}

/**
 * List shape of any record, optionally tagged with media_type.
 * @param {TitleRecord | PersonRecord} rec
 * @param {boolean} withMediaType
 * @returns {object}
 */
function project(rec, withMediaType) {
  const type = rec.type || 'person';
  const base = rec.type === 'movie' ? toMovieResult(rec) : rec.type === 'tv' ? toTvResult(rec) : toPersonResult(rec);
  return withMediaType ? { ...base, media_type: type } : base;
}

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
