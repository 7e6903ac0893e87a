'use strict';
/** Fixed points of a live view that tests can rely on (shows, movies and the availability timeline). */
const { isoOf } = require('../constants');
const { liveCatalog, regularEpisodes } = require('./view');

/** @typedef {import('../generate').Catalog} Catalog */
/** @typedef {import('../tv').PlannedSeason} PlannedSeason */
/** @typedef {import('./view').SeasonSplit} SeasonSplit */
/** @typedef {import('./timeline').TimelineEvent} TimelineEvent */

/**
 * Fixed points tests can rely on, for a catalog served with a given base date: named shows and
 * movies (the most popular of each kind) and the whole availability timeline. Dates are
 * 'YYYY-MM-DD'; offsets are days after the base.
 * @param {Catalog} catalog
 * @param {string} baseIso the server's base date (its initial today)
 * @returns {{
 *   base: string,
 *   weekly: { id: number, name: string, season_number: number, last: { episode_number: number, air_date: string }, next: { episode_number: number, air_date: string } } | null,
 *   returning: { id: number, name: string, season_number: number, air_date: string } | null,
 *   finalSeason: { id: number, name: string, finale: { season_number: number, episode_number: number, air_date: string } } | null,
 *   seasonSplit: { id: number, name: string, last: number, first: Record<string, number>, second: Record<string, number>, stores: Record<string, number[]> } | null,
 *   timeline: (TimelineEvent & { date: string })[],
 * }} weekly: an episode aired in the last 7 days and the next within 7 days; returning: a new
 *   season premiering within 30 days; finalSeason: a show that turns Ended after its finale (within
 *   60 days); seasonSplit: a show whose seasons stream in different places. Null when the catalog has none.
 */
function liveFixtures(catalog, baseIso) {
  const view = liveCatalog(catalog, baseIso);
  const base = view.base;
  const shows = view.tv
    .filter((t) => view.liveTv.has(t.id) && !t.data.adult)
    .sort((a, b) => b.data.popularity - a.data.popularity || a.id - b.id);
  /** @param {{ season: PlannedSeason, e: number, airDay: number }} x */
  const ep = (x) => ({ episode_number: x.e, air_date: isoOf(x.airDay) });
  let weekly = null;
  let returning = null;
  let finalSeason = null;
  for (const rec of shows) {
    const eps = regularEpisodes(rec, base);
    const last = eps.filter((x) => x.airDay <= base).pop();
    const next = eps.find((x) => x.airDay > base);
    if (!weekly && last && next && last.season === next.season && last.airDay >= base - 7 && next.airDay <= base + 7)
      weekly = { id: rec.id, name: rec.data.name, season_number: next.season.season_number, last: ep(last), next: ep(next) };
    if (!returning && next && next.e === 1 && next.season.season_number > 1 && next.airDay <= base + 30)
      returning = { id: rec.id, name: rec.data.name, season_number: next.season.season_number, air_date: isoOf(next.airDay) };
    const finale = eps[eps.length - 1];
    if (!finalSeason && view.finalSeasons.has(rec.id) && finale && finale.airDay > base && finale.airDay <= base + 60)
      finalSeason = { id: rec.id, name: rec.data.name, finale: { season_number: finale.season.season_number, ...ep(finale) } };
  }
  const splitShow = view.tv
    .filter((t) => view.splits.has(t.id))
    .sort(
      (a, b) => Number(b.data.number_of_seasons >= 5) - Number(a.data.number_of_seasons >= 5) || b.data.popularity - a.data.popularity,
    )[0];
  return {
    base: baseIso,
    weekly,
    returning,
    finalSeason,
    seasonSplit: splitShow
      ? { id: splitShow.id, name: splitShow.data.name, .../** @type {SeasonSplit} */ (view.splits.get(splitShow.id)) }
      : null,
    timeline: view.timeline.map((ev) => ({ ...ev, date: isoOf(base + ev.offset_days) })),
  };
}

module.exports = { liveFixtures };
