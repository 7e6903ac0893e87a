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

const DAY_MS = 86400000;
const dayOf = (iso) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const TODAY = dayOf(CATALOG_TODAY);
const round1 = (x) => Math.round(x * 10) / 10;
const round3 = (x) => Math.round(x * 1000) / 1000;
const logUniform = (r, min, max) => Math.exp(r.float(Math.log(min), Math.log(max)));
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

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
