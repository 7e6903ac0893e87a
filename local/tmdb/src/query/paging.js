'use strict';
/** TMDB's paging for the local server's lists: the `page` parameter and the paged shape. */

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

module.exports = { PAGE_SIZE, MAX_PAGE, InvalidPageError, parsePage, paginate };
