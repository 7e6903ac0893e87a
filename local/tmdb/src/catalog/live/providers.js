'use strict';
/**
 * A live view's `watch/providers` on a given today: a title's providers with the timeline's
 * changes, and per season (on the shows whose seasons stream in different places).
 */
const { slug } = require('../constants');
const { providerEntry } = require('../providers');
const { TIMELINE_REGIONS } = require('./timeline');

/** @typedef {import('../generate').TitleRecord} TitleRecord */
/** @typedef {import('../tv').TvRecord} TvRecord */
/** @typedef {import('../providers').TitleProviders} TitleProviders */
/** @typedef {import('../providers').RegionProviders} RegionProviders */
/** @typedef {import('./view').LiveCatalog} LiveCatalog */

/** Ways to watch, in TMDB's key order within a region. */
const MONETIZATIONS = /** @type {const} */ (['flatrate', 'free', 'ads', 'rent', 'buy']);

/**
 * Sorts a region's lists into TMDB's key order and drops empty ones.
 * @param {RegionProviders} entry
 * @returns {RegionProviders|null} null when no way to watch is left
 */
function tidyRegion(entry) {
  /** @type {RegionProviders} */
  const out = { link: entry.link };
  for (const mon of MONETIZATIONS) {
    const list = entry[mon];
    if (list && list.length)
      out[mon] = list.slice().sort((a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id);
  }
  return Object.keys(out).length > 1 ? out : null;
}

/**
 * A title's `watch/providers` results on `today`: its providers with the timeline's changes.
 * @param {LiveCatalog} view
 * @param {TitleRecord} rec
 * @param {number} today day number
 * @returns {TitleProviders} region → lists (the record's own object when nothing changes)
 */
function providersOn(view, rec, today) {
  const events = view.eventsByTitle.get(`${rec.type}:${rec.id}`);
  if (!events) return rec.providers;
  const t = today - view.base;
  /** @type {TitleProviders} */
  const out = JSON.parse(JSON.stringify(rec.providers));
  for (const ev of events) {
    const happened = t >= ev.offset_days;
    // The catalog's data is the state at the base: apply later changes that happened, undo earlier ones that did not yet.
    if (ev.offset_days > 0 ? !happened : happened) continue;
    const arrive = (ev.change === 'arrive') === ev.offset_days > 0;
    const title = rec.type === 'movie' ? rec.data.title : rec.data.name;
    const entry = out[ev.region] || { link: `https://www.themoviedb.org/${rec.type}/${rec.id}-${slug(title)}/watch?locale=${ev.region}` };
    const list = (entry[ev.monetization] || []).filter((p) => p.provider_id !== ev.provider_id);
    if (arrive)
      list.push(
        providerEntry(/** @type {import('../providers').Provider} */ (view.providers.find((p) => p.provider_id === ev.provider_id))),
      );
    entry[ev.monetization] = list;
    const tidy = tidyRegion(entry);
    if (tidy) out[ev.region] = tidy;
    else delete out[ev.region];
  }
  return Object.keys(out)
    .sort()
    .reduce((acc, k) => ((acc[k] = out[k]), acc), /** @type {TitleProviders} */ ({}));
}

/**
 * TMDB `tv/{id}/season/{n}/watch/providers` on `today`: nothing before the season premieres;
 * then the show's providers, except on shows whose seasons stream in different places (US, GB).
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} n season number
 * @param {number} today
 * @returns {{ id: number, results: TitleProviders }|null} id: the season's TMDB id; null when there is no such season
 */
function seasonProvidersOn(view, rec, n, today) {
  const meta = rec.data.seasons.find((s) => s.season_number === n);
  const planned = rec.plan.find((s) => s.season_number === n);
  if (!meta || !planned) return null;
  if (planned.airDay === null || planned.airDay > today) return { id: meta.id, results: {} };
  const show = providersOn(view, rec, today);
  const split = view.splits.get(rec.id);
  if (!split) return { id: meta.id, results: show };
  /** @type {TitleProviders} */
  const results = { ...show };
  /** @param {number} pid */
  const entry = (pid) => providerEntry(/** @type {import('../providers').Provider} */ (view.providers.find((p) => p.provider_id === pid)));
  for (const code of TIMELINE_REGIONS) {
    /** @type {RegionProviders} */
    const region = { link: `https://www.themoviedb.org/tv/${rec.id}-${slug(rec.data.name)}/watch?locale=${code}` };
    if (n === split.last) {
      region.rent = split.stores[code].map(entry);
      region.buy = split.stores[code].map(entry);
    } else region.flatrate = [entry(n === split.last - 1 ? split.second[code] : split.first[code])];
    results[code] = /** @type {RegionProviders} */ (tidyRegion(region));
  }
  return {
    id: meta.id,
    results: Object.keys(results)
      .sort()
      .reduce((acc, k) => ((acc[k] = results[k]), acc), /** @type {TitleProviders} */ ({})),
  };
}

module.exports = { providersOn, seasonProvidersOn };
