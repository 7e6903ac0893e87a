'use strict';
/**
 * Re-anchoring on the base date: a moving show or movie with every date of its data shifted by
 * (base − generation day), and a moving movie's release dates with TMDB's other types added.
 */
const { makeRng } = require('../../prng');
const { dayOf, isoOf } = require('../constants');

/** @typedef {import('../movies').MovieRecord} MovieRecord */
/** @typedef {import('../tv').TvRecord} TvRecord */

/**
 * @param {string} iso 'YYYY-MM-DD'
 * @param {number} shift days
 * @returns {string}
 */
const shiftIso = (iso, shift) => (shift ? isoOf(dayOf(iso) + shift) : iso);

/**
 * A show re-anchored on the base: its plan and every date of its data moved by `shift` days.
 * @param {TvRecord} rec
 * @param {number} shift
 * @returns {TvRecord} a copy (the catalog's record is untouched)
 */
function shiftTv(rec, shift) {
  /** @param {import('../episodes').EpisodeSummary|null} ep */
  const ep = (ep) => (ep && ep.air_date ? { ...ep, air_date: shiftIso(ep.air_date, shift) } : ep);
  const d = rec.data;
  return {
    ...rec,
    plan: rec.plan.map((s) => (s.airDay === null ? s : { ...s, airDay: s.airDay + shift })),
    data: {
      ...d,
      first_air_date: shiftIso(d.first_air_date, shift),
      last_air_date: d.last_air_date && shiftIso(d.last_air_date, shift),
      last_episode_to_air: ep(d.last_episode_to_air),
      next_episode_to_air: ep(d.next_episode_to_air),
      seasons: d.seasons.map((s) => ({ ...s, air_date: s.air_date && shiftIso(s.air_date, shift) })),
    },
  };
}

/**
 * Release dates of a moving movie with TMDB's other types added (generation days, from the
 * movie's own stream): type 2 (limited) before a US theatrical release, 5 (physical) and 6 (TV)
 * after it, and a `note` naming the service on some digital (type 4) releases.
 * @param {MovieRecord} rec
 * @param {number} seed catalog seed
 * @returns {import('../movies').CountryReleaseDates[]} new objects
 */
function enrichedReleaseDates(rec, seed) {
  const r = makeRng(`releases:${seed}:${rec.id}`);
  const flat = (rec.providers.US && rec.providers.US.flatrate) || [];
  return rec.releaseDates.map((c) => {
    const list = c.release_dates.map((d) => ({ ...d }));
    if (c.iso_3166_1 === 'US') {
      const theatrical = list.find((d) => d.type === 3);
      const digital = list.find((d) => d.type === 4);
      /** @param {number} day @param {number} type @param {string} [note] @returns {import('../movies').ReleaseDate} */
      const entry = (day, type, note = '') => ({
        ...(theatrical || list[0]),
        note,
        release_date: `${isoOf(day)}T00:00:00.000Z`,
        type,
      });
      const dayOfEntry = (/** @type {{ release_date: string }} */ d) => dayOf(d.release_date.slice(0, 10));
      if (digital && r.chance(0.6))
        digital.note =
          flat.length && r.chance(0.5)
            ? flat[0].provider_name
            : r.pick(['Apple TV', 'Amazon Video', 'Google Play Movies', 'Fandango At Home']);
      if (theatrical && r.chance(0.2)) list.push(entry(dayOfEntry(theatrical) - r.int(3, 10), 2));
      if (digital && r.chance(0.35)) list.push(entry(dayOfEntry(digital) + r.int(14, 45), 5, r.pick(['Blu-ray', 'DVD', '4K UHD'])));
      if (theatrical && r.chance(0.1)) list.push(entry(dayOfEntry(theatrical) + r.int(200, 400), 6));
      list.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.type - b.type);
    }
    return { iso_3166_1: c.iso_3166_1, release_dates: list };
  });
}

/**
 * A movie re-anchored on the base: release date and release dates moved by `shift` days.
 * @param {MovieRecord} rec
 * @param {number} shift
 * @param {number} seed catalog seed
 * @returns {MovieRecord} a copy
 */
function shiftMovie(rec, shift, seed) {
  return {
    ...rec,
    data: { ...rec.data, release_date: shiftIso(rec.data.release_date, shift) },
    releaseDates: enrichedReleaseDates(rec, seed).map((c) => ({
      iso_3166_1: c.iso_3166_1,
      release_dates: c.release_dates.map((d) => ({ ...d, release_date: `${shiftIso(d.release_date.slice(0, 10), shift)}T00:00:00.000Z` })),
    })),
  };
}

module.exports = { shiftTv, shiftMovie };
