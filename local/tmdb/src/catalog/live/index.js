'use strict';
/**
 * The catalog moving with time. The generated catalog is laid out around its fixed generation day
 * (CATALOG_TODAY); a server serves a *live view* of it anchored on a **base date** (by default the
 * day it starts, or TMDB_LOCAL_TODAY), judged against a **today** that the date knob moves:
 *
 * - Date-relative titles are re-anchored on the base: every show still in production ("Returning
 *   Series": a season airing weekly, one returning with a new season, an announced one) and every
 *   movie released in the 120 days before the generation day or later has all its dates shifted
 *   by (base − generation day), in lists, discover, details, seasons, episodes and release dates.
 *   At today = base the catalog therefore looks as it does on its generation day; ended shows and
 *   older movies keep their dates.
 * - Per request, today decides what has aired: `last_episode_to_air`, `next_episode_to_air`,
 *   `last_air_date`, a season's `vote_average`, an episode's overview/still/votes; a show in its
 *   final season turns "Ended" (not in production) once its finale has aired; a movie is
 *   "Released" from its primary release date on.
 * - Release dates of the moving movies carry TMDB's six types (1 premiere, 2 limited, 3
 *   theatrical, 4 digital, 5 physical, 6 TV); some digital ones have a `note` naming the service.
 * - An availability timeline (fixed points relative to the base, see {@link liveFixtures}) changes
 *   `watch/providers` with today: providers arrive and leave on given days, in the US and GB.
 * - `tv/{id}/season/{n}/watch/providers` answers per season; on some shows seasons differ
 *   (early seasons on one service, the one before last on another, the last rent/buy only).
 *
 * One file per job: the view (view.js) with its re-anchored titles (shift.js) and timeline
 * (timeline.js); the titles on a today (today.js) and their providers (providers.js); the
 * fixtures tests rely on (fixtures.js).
 */
const { MOVIE_WINDOW_DAYS, liveCatalog } = require('./view');
const { tvDataOn, movieDataOn, seasonOn, episodeOn } = require('./today');
const { providersOn, seasonProvidersOn } = require('./providers');
const { liveFixtures } = require('./fixtures');

/** @typedef {import('./view').LiveCatalog} LiveCatalog */
/** @typedef {import('./timeline').TimelineEvent} TimelineEvent */

module.exports = {
  MOVIE_WINDOW_DAYS,
  liveCatalog,
  liveFixtures,
  tvDataOn,
  movieDataOn,
  seasonOn,
  episodeOn,
  providersOn,
  seasonProvidersOn,
};
