'use strict';
/**
 * Lazily built season and episode details (TMDB `tv/{id}/season/{n}` and
 * `.../episode/{m}` with crew, guest stars and append_to_response parts). Each episode is derived
 * from its own PRNG stream, so the order of requests never changes the data; seasons are cached
 * per catalog.
 */
const { makeRng } = require('../prng');
const { makePicker, personRef, characterName } = require('./people');
const { episodeSummary } = require('./episodes');

function findPlannedSeason(rec, n) {
  return rec.plan.find((s) => s.season_number === n) || null;
}

function episodePeople(rec, season, e, r) {
  const pick = makePickerCache(rec);
  const crew = [];
  const director = pick.director(r);
  crew.push({ job: 'Director', department: 'Directing', credit_id: r.hexId(), ...personRef(director) });
  const writer = r.chance(0.25) ? director : pick.writer(r);
  crew.push({ job: 'Writer', department: 'Writing', credit_id: r.hexId(), ...personRef(writer) });
  if (r.chance(0.5)) crew.push({ job: 'Director of Photography', department: 'Camera', credit_id: r.hexId(), ...personRef(pick.camera(r)) });
  const guests = [];
  const seen = new Set(rec.credits.cast.map((c) => c.person.id));
  const nGuests = r.weighted([[0, 15], [1, 20], [2, 25], [3, 20], [4, 12], [5, 8]]);
  for (let k = 0, guard = 0; k < nGuests && guard < 30; guard++) {
    const p = pick.actor(r);
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    guests.push({ character: characterName(r), credit_id: r.hexId(), order: 500 + k, ...personRef(p) });
    k++;
  }
  return { crew, guest_stars: guests };
}

/** Per-show people pools for episode crew and guest stars (derived from the show's own PRNG-free data). */
function makePickerCache(rec) {
  if (rec._pickers) return rec._pickers;
  const all = rec._catalogPeople;
  const of = (dept) => makePicker(all.filter((p) => p.affinity !== 'movie' && p.data.known_for_department === dept));
  const pickers = { director: of('Directing'), writer: of('Writing'), camera: of('Camera'), actor: of('Acting') };
  Object.defineProperty(rec, '_pickers', { value: pickers, enumerable: false });
  return pickers;
}

/**
 * One episode in the season-list shape (with `crew` and `guest_stars`), or null if it does not exist.
 * @param {object} catalog the catalog.
 * @param {object} rec TV record.
 * @param {number} n season number (0 = specials).
 * @param {number} e episode number (1-based).
 */
function episodeOf(catalog, rec, n, e) {
  const season = findPlannedSeason(rec, n);
  if (!season || !Number.isInteger(e) || e < 1 || e > season.episode_count) return null;
  if (!rec._catalogPeople) Object.defineProperty(rec, '_catalogPeople', { value: catalog.people, enumerable: false });
  const { r, summary, stills } = episodeSummary(rec, season, e, catalog.images);
  const people = episodePeople(rec, season, e, r);
  return { episode: { ...summary, crew: people.crew, guest_stars: people.guest_stars }, stills, season };
}

/**
 * Season detail (TMDB `tv/{id}/season/{n}` shape), or null when the season does not exist.
 * @param {object} catalog the catalog.
 * @param {object} rec TV record.
 * @param {number} n season number.
 */
function seasonOf(catalog, rec, n) {
  const key = `${rec.id}:${n}`;
  if (catalog._seasonCache.has(key)) return catalog._seasonCache.get(key);
  const planned = findPlannedSeason(rec, n);
  if (!planned) return null;
  const meta = rec.data.seasons.find((s) => s.season_number === n);
  const episodes = [];
  for (let e = 1; e <= planned.episode_count; e++) episodes.push(episodeOf(catalog, rec, n, e).episode);
  const out = {
    _id: makeRng(`season:${key}`).hexId(),
    air_date: meta.air_date,
    episodes,
    name: meta.name,
    networks: rec.data.networks,
    overview: meta.overview,
    id: meta.id,
    poster_path: meta.poster_path,
    season_number: n,
    vote_average: meta.vote_average,
  };
  catalog._seasonCache.set(key, out);
  return out;
}

/**
 * Episode detail parts: the episode itself plus what `append_to_response` can add
 * (`credits` {cast, crew, guest_stars}, `images` {stills}, `videos` {results}).
 * @returns {{episode: object, parts: object}|null} null when the episode does not exist.
 */
function episodeDetail(catalog, rec, n, e) {
  const found = episodeOf(catalog, rec, n, e);
  if (!found) return null;
  const { episode, stills } = found;
  const mainCast = rec.credits.cast.filter((c, i, arr) => arr.findIndex((x) => x.person === c.person) === i).slice(0, 8);
  const parts = {
    credits: {
      cast: mainCast.map((c, order) => ({ character: c.character, credit_id: c.credit_id, order, ...personRef(c.person) })),
      crew: episode.crew,
      guest_stars: episode.guest_stars,
      id: episode.id,
    },
    images: { stills: stills.map((file_path) => ({ aspect_ratio: 1.778, height: 720, iso_639_1: null, file_path, vote_average: 0, vote_count: 0, width: 1280 })) },
    videos: { results: [] },
  };
  return { episode, parts };
}

module.exports = { findPlannedSeason, episodeOf, seasonOf, episodeDetail };
