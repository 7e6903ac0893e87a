'use strict';
/**
 * A live view's titles on a given today: what has aired (last/next episode, status, a season's
 * vote), a movie's release status, a season's and an episode's detail.
 */
const { makeRng } = require('../../prng');
const { TODAY, dayOf, isoOf, round1 } = require('../constants');
const { episodeSummary } = require('../episodes');
const { seasonOf, episodeDetail } = require('../seasons');
const { regularEpisodes } = require('./view');

/** @typedef {import('../movies').MovieRecord} MovieRecord */
/** @typedef {import('../tv').TvRecord} TvRecord */
/** @typedef {import('../tv').PlannedSeason} PlannedSeason */
/** @typedef {import('../episodes').AirClock} AirClock */
/** @typedef {import('./view').LiveCatalog} LiveCatalog */

/**
 * The clock an episode of a show is judged against.
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} today day number
 * @returns {AirClock} the generation clock for shows that do not move
 */
const clockFor = (view, rec, today) => (view.liveTv.has(rec.id) ? { today, anchor: view.base } : { today: TODAY, anchor: TODAY });

/**
 * Vote average of a season on `today`: 0 until it premieres (like TMDB), then the generated one
 * (seasons premiering after the base get one from their own stream).
 * @param {TvRecord} rec
 * @param {import('../tv').SeasonMeta} meta
 * @param {number} today
 * @param {number} anchor the day the show's plan is laid out around (the base for a live show)
 * @returns {number}
 */
function seasonVote(rec, meta, today, anchor) {
  const planned = rec.plan.find((s) => s.season_number === meta.season_number);
  if (!planned || planned.specials || planned.airDay === null || planned.airDay > today) return 0;
  if (planned.airDay <= anchor) return meta.vote_average;
  const r = makeRng(`season-vote:${rec.id}:${meta.season_number}`);
  return round1(Math.min(10, Math.max(0, rec.data.vote_average + r.float(-1, 1))));
}

/**
 * TMDB tv details on `today` (without appended parts): last/next episode, last air date, status
 * and in_production, seasons' vote averages.
 * @param {LiveCatalog} view
 * @param {TvRecord} rec a record of the view
 * @param {number} today day number
 * @returns {import('../tv').TvData} a deep copy the caller may extend
 */
function tvDataOn(view, rec, today) {
  /** @type {import('../tv').TvData} */
  const data = JSON.parse(JSON.stringify(rec.data));
  if (!view.liveTv.has(rec.id)) return data;
  const clock = clockFor(view, rec, today);
  const eps = regularEpisodes(rec, view.base);
  const aired = eps.filter((x) => x.airDay <= today);
  const last = aired.length ? aired[aired.length - 1] : null;
  const next = eps.find((x) => x.airDay > today) || null;
  /** @param {{ season: PlannedSeason, e: number }|null} x */
  const summary = (x) => (x ? episodeSummary(rec, x.season, x.e, view.images, clock).summary : null);
  const ended = view.finalSeasons.has(rec.id) && !next && Boolean(last);
  data.status = ended ? 'Ended' : rec.data.status;
  data.in_production = !ended;
  data.last_episode_to_air = summary(last);
  data.last_air_date = last ? isoOf(last.airDay) : null;
  data.next_episode_to_air = data.in_production ? summary(next) : null;
  data.seasons = data.seasons.map((s) => ({ ...s, vote_average: seasonVote(rec, s, today, view.base) }));
  return data;
}

/**
 * TMDB movie details on `today`: `status` is 'Released' from the primary release date on.
 * @param {LiveCatalog} view
 * @param {MovieRecord} rec a record of the view
 * @param {number} today day number
 * @returns {import('../movies').MovieData} a deep copy
 */
function movieDataOn(view, rec, today) {
  /** @type {import('../movies').MovieData} */
  const data = JSON.parse(JSON.stringify(rec.data));
  if (!view.liveMovies.has(rec.id)) return data;
  const released = dayOf(data.release_date) <= today;
  if (released) data.status = 'Released';
  else if (data.status === 'Released') data.status = 'Post Production';
  return data;
}

/**
 * TMDB season detail on `today`, or null when the show has no such season.
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} n season number
 * @param {number} today
 * @returns {import('../seasons').SeasonDetail|null}
 */
function seasonOn(view, rec, n, today) {
  const season = seasonOf(view, rec, n, clockFor(view, rec, today));
  if (!season) return null;
  const meta = /** @type {import('../tv').SeasonMeta} */ (rec.data.seasons.find((s) => s.season_number === n));
  return { ...season, vote_average: seasonVote(rec, meta, today, clockFor(view, rec, today).anchor) };
}

/**
 * Episode detail parts on `today` (see seasons.js `episodeDetail`).
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} n
 * @param {number} e
 * @param {number} today
 * @returns {ReturnType<typeof episodeDetail>}
 */
function episodeOn(view, rec, n, e, today) {
  return episodeDetail(view, rec, n, e, clockFor(view, rec, today));
}

module.exports = { clockFor, tvDataOn, movieDataOn, seasonOn, episodeOn };
