'use strict';
/**
 * The date knob: the catalog's "today" and the base date its moving parts are anchored on (see
 * catalog/live/). Without a fixed date, today is the real current date (UTC) and the base is the
 * day the server started; with one (option `today`, env TMDB_LOCAL_TODAY) both start there. At run
 * time `PUT /__knobs {"today": "YYYY-MM-DD"}` moves today only (the base stays), `{"today": null}`
 * resets it.
 */
const { dayOf, isoOf, DAY_MS } = require('./catalog/constants');

/**
 * Day number of a 'YYYY-MM-DD' date.
 * @param {unknown} value
 * @returns {number} days since 1970-01-01
 * @throws {RangeError} when the value is not a valid calendar date in that form
 */
function parseDay(value) {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayOf(value) : NaN;
  if (!Number.isFinite(day) || isoOf(day) !== value)
    throw new RangeError(`today must be a date 'YYYY-MM-DD', not ${JSON.stringify(value)}`);
  return day;
}

/**
 * A server's date knob.
 * @typedef {object} Clock
 * @property {number} base day number the moving parts are anchored on (fixed for the server's life)
 * @property {() => number} today the current "today" (day number)
 * @property {(iso: string|null) => void} set moves today to a date, or back (null) to the fixed date / the real date
 */

/**
 * Creates a date knob.
 * @param {{ today?: string, now?: () => number }} [options] today: fixed 'YYYY-MM-DD' (default: the
 *   real date); now: the real clock in ms (default Date.now)
 * @returns {Clock}
 * @throws {RangeError} for a malformed `today`
 */
function createClock(options = {}) {
  const now = options.now || Date.now;
  const realDay = () => Math.floor(now() / DAY_MS);
  const fixed = options.today ? parseDay(options.today) : null;
  const base = fixed ?? realDay();
  /** @type {number|null} */
  let override = null;
  return {
    base,
    today: () => override ?? fixed ?? realDay(),
    set: (iso) => {
      override = iso === null ? null : parseDay(iso);
    },
  };
}

module.exports = { parseDay, createClock };
