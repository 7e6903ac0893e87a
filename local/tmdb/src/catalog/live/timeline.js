'use strict';
/**
 * The availability timeline of a live view: fixed points relative to the base on which providers
 * arrive in or leave a title's lists, in the US and GB (named ones on popular titles, then seeded).
 */
const { makeRng } = require('../../prng');
const { dayOf, isoOf } = require('../constants');
const { REGION_BY_CODE } = require('../regions');

/** @typedef {import('../generate').TitleRecord} TitleRecord */
/** @typedef {import('../movies').MovieRecord} MovieRecord */
/** @typedef {import('./view').LiveCatalog} LiveCatalog */

/** Regions the timeline and the per-season splits cover. */
const TIMELINE_REGIONS = /** @type {const} */ (['US', 'GB']);

/**
 * One fixed point of the availability timeline: on `base + offset_days`, `provider_id` arrives in
 * or leaves the title's `monetization` list in `region`. The catalog's own data is the state at
 * the base: an arrival after the base is absent before its day, a departure after the base is
 * present before its day; for `offset_days ≤ 0` the catalog's data already shows the change,
 * and a today before that day shows the state before it.
 * @typedef {object} TimelineEvent
 * @property {string} key a name for the fixture ('gbFlatrateArrival', …; 'extra' for the seeded ones)
 * @property {'movie'|'tv'} media_type
 * @property {number} id TMDB id
 * @property {string} title title or name
 * @property {'US'|'GB'} region
 * @property {'flatrate'|'free'|'ads'|'rent'|'buy'} monetization
 * @property {number} provider_id
 * @property {string} provider_name
 * @property {'arrive'|'leave'} change
 * @property {number} offset_days days after the base (negative: before)
 */

/**
 * The availability timeline: named fixed points on popular titles, then seeded ones.
 * @param {LiveCatalog} view (its records as of the base)
 * @returns {TimelineEvent[]} in offset order
 */
function buildTimeline(view) {
  /** @type {TimelineEvent[]} */
  const events = [];
  const used = new Set();
  /** @param {number} pid */
  const nameOf = (pid) => /** @type {import('../providers').Provider} */ (view.providers.find((p) => p.provider_id === pid)).provider_name;
  /** @param {TitleRecord} rec @param {string} region @param {TimelineEvent['monetization']} mon @param {number} pid */
  const has = (rec, region, mon, pid) => {
    const entry = rec.providers[region];
    return Boolean(entry && (entry[mon] || []).some((p) => p.provider_id === pid));
  };
  /**
   * @param {string} key @param {TitleRecord} rec @param {'US'|'GB'} region
   * @param {TimelineEvent['monetization']} monetization @param {number} pid @param {'arrive'|'leave'} change @param {number} offset
   */
  const add = (key, rec, region, monetization, pid, change, offset) => {
    used.add(`${rec.type}:${rec.id}`);
    events.push({
      key,
      media_type: rec.type,
      id: rec.id,
      title: rec.type === 'movie' ? rec.data.title : rec.data.name,
      region,
      monetization,
      provider_id: pid,
      provider_name: nameOf(pid),
      change,
      offset_days: offset,
    });
  };
  /** @template {TitleRecord} T @param {T[]} list @returns {T[]} */
  const popular = (list) => list.filter((r) => !r.data.adult).sort((a, b) => b.data.popularity - a.data.popularity || a.id - b.id);
  const movies = popular(view.movies);
  const shows = popular(view.tv);
  /** @template {TitleRecord} T @param {T[]} list @param {(r: T) => boolean} test @returns {T|undefined} */
  const first = (list, test) => list.find((r) => !used.has(`${r.type}:${r.id}`) && test(r));
  /** @param {MovieRecord} m @returns {number|null} US theatrical day */
  const usTheatrical = (m) => {
    const us = m.releaseDates.find((c) => c.iso_3166_1 === 'US');
    const t = us && us.release_dates.find((d) => d.type === 3);
    return t ? dayOf(t.release_date.slice(0, 10)) : null;
  };
  /** @param {MovieRecord} m @returns {boolean} */
  const noUsDigital = (m) => !(m.providers.US && (m.providers.US.rent || m.providers.US.buy));
  /**
   * Sets a movie's US digital (type 4) release to `day` with a note (a moving movie: the view's copy).
   * @param {MovieRecord} m @param {number} day @param {string} note
   */
  const setDigital = (m, day, note) => {
    let us = m.releaseDates.find((c) => c.iso_3166_1 === 'US');
    if (!us) {
      us = { iso_3166_1: 'US', release_dates: [] };
      m.releaseDates.push(us);
      m.releaseDates.sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
    }
    const list = us.release_dates.filter((d) => d.type !== 4);
    const cert = (list.find((d) => d.type === 3) || { certification: '' }).certification;
    list.push({ certification: cert, descriptors: [], iso_639_1: '', note, release_date: `${isoOf(day)}T00:00:00.000Z`, type: 4 });
    list.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.type - b.type);
    us.release_dates = list;
  };
  const base = view.base;

  // A movie in theaters now gets its digital release (rent and buy on Apple TV) in 3 days.
  // (Only moving movies: their records are the view's own copies, so their release dates may change.)
  const digital = first(movies, (m) => view.liveMovies.has(m.id) && noUsDigital(m) && (usTheatrical(m) ?? Infinity) <= base - 7);
  if (digital) {
    setDigital(digital, base + 3, 'Apple TV');
    add('digitalRelease', digital, 'US', 'rent', 2, 'arrive', 3);
    add('digitalRelease', digital, 'US', 'buy', 2, 'arrive', 3);
  }
  // A movie premieres on Netflix (a digital release noted 'Netflix') in 7 days.
  const premiere = first(movies, (m) => view.liveMovies.has(m.id) && !has(m, 'US', 'flatrate', 8) && m.data.release_date <= isoOf(base));
  if (premiere) {
    setDigital(premiere, base + 7, 'Netflix');
    add('streamingPremiere', premiere, 'US', 'flatrate', 8, 'arrive', 7);
  }
  const gb = first(movies, (m) => !has(m, 'GB', 'flatrate', 8) && Boolean(m.providers.US && m.providers.US.flatrate));
  if (gb) add('gbFlatrateArrival', gb, 'GB', 'flatrate', 8, 'arrive', 2);
  const ads = first(movies, (m) => !has(m, 'US', 'ads', 73));
  if (ads) add('usFreeWithAds', ads, 'US', 'ads', 73, 'arrive', 4);
  const gbLeave = first(movies, (m) => Boolean(m.providers.GB && m.providers.GB.flatrate));
  if (gbLeave) add('gbLeaving', gbLeave, 'GB', 'flatrate', /** @type {any} */ (gbLeave.providers.GB.flatrate)[0].provider_id, 'leave', 6);
  const hulu = first(shows, (s) => !has(s, 'US', 'flatrate', 15));
  if (hulu) add('usArrival', hulu, 'US', 'flatrate', 15, 'arrive', 1);
  const leaving = first(shows, (s) => has(s, 'US', 'flatrate', 8));
  if (leaving) add('usLeaving', leaving, 'US', 'flatrate', 8, 'leave', 5);
  const past = first(shows, (s) => has(s, 'US', 'flatrate', 9));
  if (past) add('usPastArrival', past, 'US', 'flatrate', 9, 'arrive', -3);
  const iplayer = first(shows, (s) => !has(s, 'GB', 'free', 38));
  if (iplayer) add('gbFreeArrival', iplayer, 'GB', 'free', 38, 'arrive', 10);

  // Seeded fixed points on other titles: arrivals and departures of flat-rate services from a week
  // before the base to 30 days after it.
  const r = makeRng(`timeline:${view.seed}`);
  for (let k = 0; k < 48; k++) {
    /** @type {TitleRecord[]} */
    const pool = r.chance(0.5) ? movies : shows;
    const rec = pool[r.int(0, Math.min(240, pool.length) - 1)];
    const region = r.pick([...TIMELINE_REGIONS]);
    const offset = r.int(-7, 30);
    const change = r.chance(0.5) ? 'arrive' : 'leave';
    if (used.has(`${rec.type}:${rec.id}`)) continue;
    const presentAtBase = (change === 'arrive') === offset <= 0;
    const had = ((rec.providers[region] && rec.providers[region].flatrate) || []).map((p) => p.provider_id);
    const region_ = /** @type {import('../regions').Region} */ (REGION_BY_CODE.get(region));
    const candidates = presentAtBase ? had : region_.flatrate.filter((pid) => !had.includes(pid));
    if (!candidates.length) continue;
    add('extra', rec, region, 'flatrate', r.pick(candidates), change, offset);
  }
  return events.sort((a, b) => a.offset_days - b.offset_days || a.id - b.id);
}

module.exports = { TIMELINE_REGIONS, buildTimeline };
