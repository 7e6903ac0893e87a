'use strict';
/**
 * Fixed parameters of the generated catalog (seed, "today", sizes, the URL-encoding test title)
 * and the small pure helpers every generator shares: day arithmetic on UTC day numbers, rounding
 * and slugs. No PRNG state lives here.
 */

/** Default seed of the catalog. */
const SEED = 20240607;
/** The catalog's fixed "today" (release windows, airing status, now playing). */
const CATALOG_TODAY = '2026-11-20';
/** How many titles and people are generated. */
const COUNTS = Object.freeze({ movies: 640, tv: 280, people: 1600 });
/** Title generated exactly (for URL-encoding tests) and the index of the movie that carries it. */
const ENCODING_TITLE = 'Tom & Jerry #1';
const ENCODING_TITLE_INDEX = 137;

/** Milliseconds per day. */
const DAY_MS = 86400000;
/**
 * UTC day number (days since 1970-01-01) of a date.
 * @param {string} iso 'YYYY-MM-DD'
 * @returns {number} NaN for an unparseable date
 */
const dayOf = (iso) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
/**
 * Date of a UTC day number.
 * @param {number} day days since 1970-01-01
 * @returns {string} 'YYYY-MM-DD'
 */
const isoOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Day number of {@link CATALOG_TODAY}. */
const TODAY = dayOf(CATALOG_TODAY);
/**
 * Rounds to one decimal (vote averages).
 * @param {number} x
 * @returns {number}
 */
const round1 = (x) => Math.round(x * 10) / 10;
/**
 * Rounds to three decimals (popularity, aspect ratios).
 * @param {number} x
 * @returns {number}
 */
const round3 = (x) => Math.round(x * 1000) / 1000;
/**
 * Log-uniform float in [min, max) (both > 0), drawn from `r`.
 * @param {import('../prng').Rng} r
 * @param {number} min
 * @param {number} max
 * @returns {number}
 */
const logUniform = (r, min, max) => Math.exp(r.float(Math.log(min), Math.log(max)));
/**
 * URL slug of a title ('Tom & Jerry #1' → 'tom-jerry-1').
 * @param {string} s
 * @returns {string}
 */
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

module.exports = {
  SEED,
  CATALOG_TODAY,
  COUNTS,
  ENCODING_TITLE,
  ENCODING_TITLE_INDEX,
  DAY_MS,
  dayOf,
  isoOf,
  TODAY,
  round1,
  round3,
  logUniform,
  slug,
};
