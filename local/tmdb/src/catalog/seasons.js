'use strict';
/**
 * Lazily built season and episode details (TMDB `tv/{id}/season/{n}` and
 * `.../episode/{m}` with crew, guest stars and append_to_response parts). Each episode is derived
 * from its own PRNG stream, so the order of requests never changes the data; seasons are cached
 * per catalog.
 */
const { makeRng } = require('../prng');
const { makePicker, personRef, characterName } = require('./people');
const { episodeSummary, GENERATION_CLOCK } = require('./episodes');

/** @typedef {import('./generate').Catalog} Catalog */
/** @typedef {import('./tv').TvRecord} TvRecord */
/** @typedef {import('./tv').PlannedSeason} PlannedSeason */
/** @typedef {import('./people').PersonRef} PersonRef */
/** @typedef {import('../prng').Rng} Rng */

/** @typedef {PersonRef & { job: string, department: string, credit_id: string }} EpisodeCrew */
/** @typedef {PersonRef & { character: string, credit_id: string, order: number }} GuestStar order from 500 */
/** @typedef {import('./episodes').EpisodeSummary & { crew: EpisodeCrew[], guest_stars: GuestStar[] }} Episode */

/**
 * TMDB season detail (`tv/{id}/season/{n}`).
 * @typedef {object} SeasonDetail
 * @property {string} _id
 * @property {string|null} air_date
 * @property {Episode[]} episodes
 * @property {string} name
 * @property {import('./traits').Company[]} networks
 * @property {string} overview
 * @property {number} id
 * @property {string|null} poster_path
 * @property {number} season_number
 * @property {number} vote_average
 */

/**
 * What `append_to_response` can add to an episode.
 * @typedef {object} EpisodeParts
 * @property {{ cast: (PersonRef & { character: string, credit_id: string, order: number })[], crew: EpisodeCrew[], guest_stars: GuestStar[], id: number }} credits
 *   the show's main cast (first eight distinct people), the episode's crew and guests
 * @property {{ stills: import('./traits').ImageInfo[] }} images
 * @property {{ results: import('./traits').Video[] }} videos always empty
 */

/**
 * The planned season `n` of a show.
 * @param {TvRecord} rec
 * @param {number} n season number
 * @returns {PlannedSeason|null} null when the show has no such season
 */
function findPlannedSeason(rec, n) {
  return rec.plan.find((s) => s.season_number === n) || null;
}

/**
 * Crew (director, writer, sometimes a director of photography) and zero to five guest stars of an
 * episode, continuing the episode's stream.
 * @param {TvRecord} rec
 * @param {PlannedSeason} season
 * @param {number} e episode number
 * @param {Rng} r the episode's stream, after its summary
 * @returns {{ crew: EpisodeCrew[], guest_stars: GuestStar[] }}
 */
function episodePeople(rec, season, e, r) {
  const pick = makePickerCache(rec);
  /** @type {EpisodeCrew[]} */
  const crew = [];
  const director = pick.director(r);
  crew.push({ job: 'Director', department: 'Directing', credit_id: r.hexId(), ...personRef(director) });
  const writer = r.chance(0.25) ? director : pick.writer(r);
  crew.push({ job: 'Writer', department: 'Writing', credit_id: r.hexId(), ...personRef(writer) });
  if (r.chance(0.5))
    crew.push({ job: 'Director of Photography', department: 'Camera', credit_id: r.hexId(), ...personRef(pick.camera(r)) });
  /** @type {GuestStar[]} */
  const guests = [];
  const seen = new Set(rec.credits.cast.map((c) => c.person.id));
  const nGuests = r.weighted([
    [0, 15],
    [1, 20],
    [2, 25],
    [3, 20],
    [4, 12],
    [5, 8],
  ]);
  for (let k = 0, guard = 0; k < nGuests && guard < 30; guard++) {
    const p = pick.actor(r);
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    guests.push({ character: characterName(r), credit_id: r.hexId(), order: 500 + k, ...personRef(p) });
    k++;
  }
  return { crew, guest_stars: guests };
}

/**
 * Per-show people pools for episode crew and guest stars (derived from the show's own PRNG-free data).
 * @param {TvRecord} rec
 * @returns {import('./tv').EpisodePickers} cached on the record (non-enumerable)
 */
function makePickerCache(rec) {
  if (rec._pickers) return rec._pickers;
  const all = /** @type {import('./people').PersonRecord[]} */ (rec._catalogPeople); // set by episodeOf first
  /** @param {string} dept */
  const of = (dept) => makePicker(all.filter((p) => p.affinity !== 'movie' && p.data.known_for_department === dept));
  const pickers = { director: of('Directing'), writer: of('Writing'), camera: of('Camera'), actor: of('Acting') };
  Object.defineProperty(rec, '_pickers', { value: pickers, enumerable: false });
  return pickers;
}

/**
 * One episode in the season-list shape (with `crew` and `guest_stars`), or null if it does not exist.
 * @param {Catalog} catalog the catalog.
 * @param {TvRecord} rec TV record.
 * @param {number} n season number (0 = specials).
 * @param {number} e episode number (1-based).
 * @param {import('./episodes').AirClock} [clock] the day it is judged against (default: the catalog's today)
 * @returns {{ episode: Episode, stills: string[], season: PlannedSeason } | null} the episode, all
 *   its still paths and its planned season
 */
function episodeOf(catalog, rec, n, e, clock = GENERATION_CLOCK) {
  const season = findPlannedSeason(rec, n);
  if (!season || !Number.isInteger(e) || e < 1 || e > season.episode_count) return null;
  if (!rec._catalogPeople) Object.defineProperty(rec, '_catalogPeople', { value: catalog.people, enumerable: false });
  const { r, summary, stills } = episodeSummary(rec, season, e, catalog.images, clock);
  const people = episodePeople(rec, season, e, r);
  return { episode: { ...summary, crew: people.crew, guest_stars: people.guest_stars }, stills, season };
}

/**
 * Season detail (TMDB `tv/{id}/season/{n}` shape), or null when the season does not exist.
 * @param {Catalog} catalog the catalog (caches the season).
 * @param {TvRecord} rec TV record.
 * @param {number} n season number.
 * @param {import('./episodes').AirClock} [clock] the day it is judged against (default: the catalog's today)
 * @returns {SeasonDetail|null}
 */
function seasonOf(catalog, rec, n, clock = GENERATION_CLOCK) {
  const key = `${rec.id}:${n}`;
  const cacheKey = clock === GENERATION_CLOCK ? key : `${key}@${clock.today}:${clock.anchor}`;
  if (catalog._seasonCache.has(cacheKey)) return /** @type {SeasonDetail} */ (catalog._seasonCache.get(cacheKey));
  const planned = findPlannedSeason(rec, n);
  if (!planned) return null;
  // data.seasons lists the plan's seasons, so a planned season has its meta
  const meta = /** @type {import('./tv').SeasonMeta} */ (rec.data.seasons.find((s) => s.season_number === n));
  /** @type {Episode[]} */
  const episodes = [];
  // episodes 1..episode_count of a planned season exist
  for (let e = 1; e <= planned.episode_count; e++)
    episodes.push(/** @type {{ episode: Episode }} */ (episodeOf(catalog, rec, n, e, clock)).episode);
  /** @type {SeasonDetail} */
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
  catalog._seasonCache.set(cacheKey, out);
  return out;
}

/**
 * Episode detail parts: the episode itself plus what `append_to_response` can add
 * (`credits` {cast, crew, guest_stars}, `images` {stills}, `videos` {results}).
 * @param {Catalog} catalog
 * @param {TvRecord} rec
 * @param {number} n season number
 * @param {number} e episode number (1-based)
 * @param {import('./episodes').AirClock} [clock] the day it is judged against (default: the catalog's today)
 * @returns {{episode: Episode, parts: EpisodeParts}|null} null when the episode does not exist.
 */
function episodeDetail(catalog, rec, n, e, clock = GENERATION_CLOCK) {
  const found = episodeOf(catalog, rec, n, e, clock);
  if (!found) return null;
  const { episode, stills } = found;
  const mainCast = rec.credits.cast.filter((c, i, arr) => arr.findIndex((x) => x.person === c.person) === i).slice(0, 8);
  /** @type {EpisodeParts} */
  const parts = {
    credits: {
      cast: mainCast.map((c, order) => ({ character: c.character, credit_id: c.credit_id, order, ...personRef(c.person) })),
      crew: episode.crew,
      guest_stars: episode.guest_stars,
      id: episode.id,
    },
    images: {
      stills: stills.map((file_path) => ({
        aspect_ratio: 1.778,
        height: 720,
        iso_639_1: null,
        file_path,
        vote_average: 0,
        vote_count: 0,
        width: 1280,
      })),
    },
    videos: { results: [] },
  };
  return { episode, parts };
}

module.exports = { findPlannedSeason, episodeOf, seasonOf, episodeDetail };
