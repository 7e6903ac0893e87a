'use strict';
/**
 * Episodes of a planned season: air days, the deterministic per-episode "head" (own PRNG stream,
 * still images) and the episode summary (TMDB's `last_episode_to_air` shape), plus the eager pass
 * that registers every still and sets a show's last/next episode fields.
 */
const { makeRng } = require('../prng');
const { TODAY, isoOf, round1 } = require('./constants');
const { makeTitle, makeOverview } = require('./text');

/** @typedef {import('./tv').TvRecord} TvRecord */
/** @typedef {import('./tv').PlannedSeason} PlannedSeason */
/** @typedef {import('../images-registry').ImageRegistry} ImageRegistry */

/**
 * An episode in TMDB's summary shape (`last_episode_to_air`; season episodes add crew and guests).
 * @typedef {object} EpisodeSummary
 * @property {string|null} air_date 'YYYY-MM-DD'; null when the season is undated
 * @property {number} episode_number 1-based
 * @property {string} episode_type 'finale' for the last episode of a regular season, else 'standard'
 * @property {number} id
 * @property {string} name
 * @property {string} overview may be ''
 * @property {string} production_code ''
 * @property {number|null} runtime minutes; null for some unaired episodes
 * @property {number} season_number
 * @property {number} show_id
 * @property {string|null} still_path
 * @property {number} vote_average
 * @property {number} vote_count
 */

/**
 * The day an episode is judged against: `today` decides whether it has aired; `anchor` is the day
 * the season plan was laid out around (specials never air after the day before it). The catalog's
 * own data uses TODAY for both; the date knob (live.js) moves `today` and shifts `anchor`.
 * @typedef {{ today: number, anchor: number }} AirClock day numbers
 */

/** @type {AirClock} the generation clock: the catalog's fixed today */
const GENERATION_CLOCK = Object.freeze({ today: TODAY, anchor: TODAY });

/**
 * Air day of episode `e` of a planned season.
 * @param {PlannedSeason} season
 * @param {number} e episode number (1-based)
 * @param {number} [anchor] day the plan was laid out around (default TODAY)
 * @returns {number|null} day number; null for an undated (announced) season
 */
function episodeAirDay(season, e, anchor = TODAY) {
  if (season.airDay === null) return null;
  return season.specials ? Math.min(anchor - 1, season.airDay + 45 * (e - 1)) : season.airDay + 7 * (e - 1);
}

/**
 * The deterministic "head" of an episode: its own PRNG stream (seeded by show/season/episode),
 * air day, and still image paths (registered in the image registry). Both the eager pass (so every
 * still path resolves) and the lazy full episode use it, so they agree.
 * @param {TvRecord} rec
 * @param {PlannedSeason} season
 * @param {number} e episode number (1-based)
 * @param {ImageRegistry} images
 * @param {AirClock} [clock] default: the catalog's fixed today
 * @returns {{ r: import('../prng').Rng, airDay: number|null, aired: boolean, stills: string[] }} the
 *   episode's stream (positioned after the head), its air day, whether it aired by today, and its
 *   still paths (none unless aired)
 */
function episodeHead(rec, season, e, images, clock = GENERATION_CLOCK) {
  const r = makeRng(`ep:${rec.id}:${season.season_number}:${e}`);
  const airDay = episodeAirDay(season, e, clock.anchor);
  const aired = airDay !== null && airDay <= clock.today;
  const hasStill = r.next() > 0.06;
  const nStills = r.int(1, 3);
  const label = `${rec.data.name} S${season.season_number}E${e}`;
  const stills =
    aired && hasStill
      ? Array.from({ length: nStills }, (_, k) => images.register('still', `still:${rec.id}:${season.season_number}:${e}:${k}`, label))
      : [];
  return { r, airDay, aired, stills };
}

/**
 * An episode's summary, continuing the episode's own stream after its head.
 * @param {TvRecord} rec
 * @param {PlannedSeason} season
 * @param {number} e episode number (1-based)
 * @param {ImageRegistry} images
 * @param {AirClock} [clock] default: the catalog's fixed today
 * @returns {{ r: import('../prng').Rng, summary: EpisodeSummary, stills: string[] }} the stream
 *   (positioned for the episode's people), the summary, and all still paths
 */
function episodeSummary(rec, season, e, images, clock = GENERATION_CLOCK) {
  const { r, airDay, aired, stills } = episodeHead(rec, season, e, images, clock);
  const runTimes = rec.data.episode_run_time;
  const name = r.chance(0.15) ? `Episode ${e}` : makeTitle(r);
  const overview = aired || r.chance(0.3) ? makeOverview(r) : '';
  const vote_count = aired ? r.int(0, 60) : 0;
  return {
    r,
    summary: {
      air_date: airDay === null ? null : isoOf(airDay),
      episode_number: e,
      episode_type: e === season.episode_count && !season.specials ? 'finale' : 'standard',
      id: 5000000 + rec.index * 2000 + season.season_number * 100 + e,
      name,
      overview,
      production_code: '',
      runtime: !aired && r.chance(0.5) ? null : runTimes.length ? runTimes[0] + r.int(-3, 3) : r.int(20, 58),
      season_number: season.season_number,
      show_id: rec.id,
      still_path: stills[0] || null,
      vote_average: vote_count ? round1(r.float(5.5, 9.6)) : 0,
      vote_count,
    },
    stills,
  };
}

/**
 * The eager pass over a show's episodes: registers every still image (so each path the catalog
 * mentions resolves) and sets `last_episode_to_air`, `last_air_date` and (while in production)
 * `next_episode_to_air`.
 * @param {TvRecord} rec the show (its `data` is updated)
 * @param {{ images: ImageRegistry }} ctx
 */
function registerStillsAndAirInfo(rec, ctx) {
  /** @typedef {{ season: PlannedSeason, e: number, airDay: number }} AirSlot */
  /** @type {AirSlot|null} */
  let last = null;
  /** @type {AirSlot|null} */
  let next = null;
  for (const season of rec.plan) {
    if (season.specials) {
      for (let e = 1; e <= season.episode_count; e++) episodeHead(rec, season, e, ctx.images);
      continue;
    }
    for (let e = 1; e <= season.episode_count; e++) {
      const { airDay } = episodeHead(rec, season, e, ctx.images);
      if (airDay === null) continue;
      if (airDay <= TODAY) last = { season, e, airDay };
      else if (!next || airDay < next.airDay) next = { season, e, airDay };
    }
  }
  /** @param {AirSlot|null} x */
  const summary = (x) => (x ? episodeSummary(rec, x.season, x.e, ctx.images).summary : null);
  rec.data.last_episode_to_air = summary(last);
  rec.data.last_air_date = last ? isoOf(last.airDay) : null;
  rec.data.next_episode_to_air = rec.data.in_production ? summary(next) : null;
}

module.exports = { GENERATION_CLOCK, episodeAirDay, episodeHead, episodeSummary, registerStillsAndAirInfo };
