'use strict';
/** TMDB search (movie, tv, person, multi) over the local catalog. */
const { PAGE_SIZE, paginate, parsePage } = require('./paging');
const { isTrue } = require('./params');
const { project } = require('./results');

/** @typedef {import('../catalog/generate').Catalog} Catalog */
/** @typedef {import('../catalog/generate').TitleRecord} TitleRecord */
/** @typedef {import('../catalog/people').PersonRecord} PersonRecord */
/** @template T @typedef {import('./paging').Paged<T>} Paged */

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

module.exports = { search };
