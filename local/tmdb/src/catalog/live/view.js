'use strict';
/**
 * The live view of a catalog anchored on a base date (built once per catalog and base): its moving
 * titles re-anchored (shift.js), the shows in their final season, the shows whose seasons stream
 * in different places, and the availability timeline (timeline.js).
 */
const { makeRng } = require('../../prng');
const { TODAY, dayOf } = require('../constants');
const { episodeAirDay } = require('../episodes');
const { REGION_BY_CODE } = require('../regions');
const { shiftMovie, shiftTv } = require('./shift');
const { TIMELINE_REGIONS, buildTimeline } = require('./timeline');

/** @typedef {import('../generate').Catalog} Catalog */
/** @typedef {import('../tv').TvRecord} TvRecord */
/** @typedef {import('../tv').PlannedSeason} PlannedSeason */
/** @typedef {import('./timeline').TimelineEvent} TimelineEvent */

/** Movies whose generated release day is at most this many days before the generation day move with the base. */
const MOVIE_WINDOW_DAYS = 120;

/**
 * A show whose seasons stream in different places (US and GB): seasons before `last - 1` (and
 * specials) on flat-rate `first`, season `last - 1` on flat-rate `second`, season `last` rent/buy only.
 * @typedef {{ last: number, first: Record<string, number>, second: Record<string, number>, stores: Record<string, number[]> }} SeasonSplit
 */

/**
 * A live view of a catalog (a Catalog whose date-relative titles are re-anchored on `base`).
 * @typedef {Catalog & { base: number, shift: number, liveTv: Set<number>, liveMovies: Set<number>, finalSeasons: Set<number>,
 *   splits: Map<number, SeasonSplit>, timeline: TimelineEvent[], eventsByTitle: Map<string, TimelineEvent[]> }} LiveCatalog
 *   base: day number of the base date; shift: base − generation day (days)
 */

/**
 * Every dated regular episode of a show (its plan as given: shifted for a live show).
 * @param {TvRecord} rec
 * @param {number} anchor the plan's anchor day (specials are not listed)
 * @returns {{ season: PlannedSeason, e: number, airDay: number }[]} in air order
 */
function regularEpisodes(rec, anchor) {
  const out = [];
  for (const season of rec.plan) {
    if (season.specials) continue;
    for (let e = 1; e <= season.episode_count; e++) {
      const airDay = episodeAirDay(season, e, anchor);
      if (airDay !== null) out.push({ season, e, airDay });
    }
  }
  return out.sort((a, b) => a.airDay - b.airDay);
}

/**
 * Shows whose current season is their last: those still in production whose last regular season
 * has premiered by the base, with no season announced after it (about 40 %, from the seed).
 * @param {TvRecord[]} shows live records
 * @param {number} base
 * @param {number} seed
 * @returns {Set<number>} tv ids
 */
function pickFinalSeasons(shows, base, seed) {
  const out = new Set();
  for (const rec of shows) {
    const regular = rec.plan.filter((s) => !s.specials);
    const lastSeason = regular[regular.length - 1];
    if (lastSeason.airDay === null || lastSeason.airDay > base) continue;
    const eps = regularEpisodes(rec, base);
    if (!eps.length || eps[eps.length - 1].airDay <= base) continue;
    if (makeRng(`final:${seed}:${rec.id}`).chance(0.4)) out.add(rec.id);
  }
  return out;
}

/**
 * Shows whose seasons stream in different places: at least three regular seasons, all premiered by
 * the base (about half of them, from the seed).
 * @param {TvRecord[]} shows
 * @param {number} base
 * @param {number} seed
 * @returns {Map<number, SeasonSplit>}
 */
function pickSplits(shows, base, seed) {
  /** @type {Map<number, SeasonSplit>} */
  const out = new Map();
  for (const rec of shows) {
    if (rec.data.adult) continue;
    const regular = rec.plan.filter((s) => !s.specials && s.airDay !== null);
    if (regular.length < 3 || regular.some((s) => /** @type {number} */ (s.airDay) > base)) continue;
    if (!makeRng(`split:${seed}:${rec.id}`).chance(0.5)) continue;
    /** @type {SeasonSplit} */
    const split = { last: regular[regular.length - 1].season_number, first: {}, second: {}, stores: {} };
    for (const code of TIMELINE_REGIONS) {
      const region = /** @type {import('../regions').Region} */ (REGION_BY_CODE.get(code));
      const had = (rec.providers[code] && rec.providers[code].flatrate) || [];
      const first = had.length ? had[0].provider_id : region.flatrate[0];
      split.first[code] = first;
      split.second[code] = /** @type {number} */ (region.flatrate.find((pid) => pid !== first));
      split.stores[code] = region.stores.slice(0, 2);
    }
    out.set(rec.id, split);
  }
  return out;
}

/**
 * The live view of a catalog anchored on a base date (built once per catalog and base).
 * @param {Catalog} catalog
 * @param {string} baseIso 'YYYY-MM-DD'
 * @returns {LiveCatalog}
 * @throws {RangeError} for a date that does not parse
 */
function liveCatalog(catalog, baseIso) {
  const holder = /** @type {Catalog & { _liveViews?: Map<string, LiveCatalog> }} */ (catalog);
  if (!holder._liveViews) Object.defineProperty(holder, '_liveViews', { value: new Map(), enumerable: false });
  const views = /** @type {Map<string, LiveCatalog>} */ (holder._liveViews);
  const known = views.get(baseIso);
  if (known) return known;
  const base = dayOf(baseIso);
  if (!Number.isFinite(base)) throw new RangeError(`not a date: ${baseIso}`);
  const shift = base - TODAY;
  const liveTv = new Set(catalog.tv.filter((t) => t.data.in_production).map((t) => t.id));
  const liveMovies = new Set(catalog.movies.filter((m) => dayOf(m.data.release_date) >= TODAY - MOVIE_WINDOW_DAYS).map((m) => m.id));
  const tv = catalog.tv.map((t) => (liveTv.has(t.id) ? shiftTv(t, shift) : t));
  const movies = catalog.movies.map((m) => (liveMovies.has(m.id) ? shiftMovie(m, shift, catalog.seed) : m));
  /** @type {LiveCatalog} */
  const view = {
    ...catalog,
    today: baseIso,
    movies,
    tv,
    movieById: new Map(movies.map((m) => [m.id, m])),
    tvById: new Map(tv.map((t) => [t.id, t])),
    _recCache: new Map(),
    _seasonCache: new Map(),
    base,
    shift,
    liveTv,
    liveMovies,
    finalSeasons: pickFinalSeasons(
      tv.filter((t) => liveTv.has(t.id)),
      base,
      catalog.seed,
    ),
    splits: pickSplits(tv, base, catalog.seed),
    timeline: [],
    eventsByTitle: new Map(),
  };
  view.timeline = buildTimeline(view);
  for (const ev of view.timeline) {
    const key = `${ev.media_type}:${ev.id}`;
    view.eventsByTitle.set(key, [...(view.eventsByTitle.get(key) || []), ev]);
  }
  views.set(baseIso, view);
  return view;
}

module.exports = { MOVIE_WINDOW_DAYS, liveCatalog, regularEpisodes };
