'use strict';
/** Query parameters of TMDB's lists as the local server reads them: flags, numbers, dates and AND/OR id lists. */

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

module.exports = { isTrue, num, date, parseIdExpression, matchesExpression };
