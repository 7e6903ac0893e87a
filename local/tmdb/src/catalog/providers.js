'use strict';
/**
 * Watch providers: the provider table (with registered logos) and each title's per-region
 * flat-rate / rent / buy lists in TMDB's `watch/providers` shape.
 */
const W = require('../words');
const { slug } = require('./constants');
const { makeRng } = require('../prng');
const { REGIONS, REGION_BY_CODE, displayPrioritiesOf, allOf } = require('./regions');

/**
 * A watch provider of the catalog (TMDB's provider fields plus how the catalog uses it).
 * @typedef {object} Provider
 * @property {number} provider_id TMDB provider id (Netflix 8, Prime Video 9, Hulu 15, ...)
 * @property {string} provider_name
 * @property {number} display_priority lower first
 * @property {'stream'|'store'|'free'|'ads'} kind flat-rate service, rent/buy shop, free or with-ads service
 * @property {string} logo_path registered logo image path
 * @property {boolean} regional one of W.REGIONAL_PROVIDERS (never drawn for the titles' first lists)
 */

/** @typedef {{ logo_path: string, provider_id: number, provider_name: string, display_priority: number }} ProviderEntry */

/**
 * A title's providers in one region (TMDB `watch/providers` results entry).
 * @typedef {{ link: string, flatrate?: ProviderEntry[], free?: ProviderEntry[], ads?: ProviderEntry[], rent?: ProviderEntry[], buy?: ProviderEntry[] }} RegionProviders
 */

/** @typedef {Record<string, RegionProviders>} TitleProviders region (ISO 3166-1) → providers, keys sorted */

/**
 * The provider table, with each provider's logo registered.
 * @param {import('../images-registry').ImageRegistry} images
 * @returns {Provider[]} the word list's providers, then the regional ones
 */
function buildProviders(images) {
  /** @param {(typeof W.REGIONAL_PROVIDERS)[number]} p @param {boolean} regional @returns {Provider} */
  const build = (p, regional) => ({
    ...p,
    logo_path: images.register('logo', `logo:provider:${p.provider_id}`, p.provider_name),
    regional,
  });
  return [...W.PROVIDERS_LIST.map((p) => build(p, false)), ...W.REGIONAL_PROVIDERS.map((p) => build(p, true))];
}

/**
 * A provider as listed in a title's providers.
 * @param {Provider} p
 * @returns {ProviderEntry}
 */
function providerEntry(p) {
  return { logo_path: p.logo_path, provider_id: p.provider_id, provider_name: p.provider_name, display_priority: p.display_priority };
}

/**
 * Watch providers of one title: `{ US: {link, flatrate?, rent?, buy?}, GB: {...}, ... }` (may be {}).
 * Hits are more likely streamed; flat-rate choices favour Netflix, Prime Video and Hulu.
 * @param {import('../prng').Rng} r
 * @param {{ type: 'movie'|'tv', id: number, title: string, tier: import('./traits').Tier, adult: boolean, genreIds: number[], providers: Provider[] }} title
 *   the title and the provider table
 * @returns {TitleProviders}
 */
function makeProviders(r, { type, id, title, tier, adult, genreIds, providers }) {
  // the first draws use the original provider table only, so titles' US lists stay as they were
  const streams = providers.filter((p) => p.kind === 'stream' && !p.regional);
  const stores = providers.filter((p) => p.kind === 'store' && !p.regional);
  /** @param {number} pid */
  const byId = (pid) => providers.find((p) => p.provider_id === pid);
  const base = `https://www.themoviedb.org/${type}/${id}-${slug(title)}/watch?locale=`;
  /** @param {string} region */
  const link = (region) => base + region;
  /** @param {Provider[]} list sorted in place */
  const sorted = (list) => list.sort((a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id).map(providerEntry);
  const family = genreIds.includes(10751) || genreIds.includes(16);
  const pickStreams = () => {
    /** @type {Record<number, number>} */
    const odds = { 8: 0.38, 9: 0.32, 15: 0.28, 337: family ? 0.4 : 0.12, 1899: 0.14, 350: 0.07, 531: 0.1, 386: 0.1 };
    let list = streams.filter((p) => r.chance(odds[p.provider_id] || 0.05));
    if (!list.length) list = [/** @type {Provider} */ (byId(r.pick([8, 9, 15])))]; // ids of the provider table
    return sorted(list);
  };
  const pickStores = () => sorted(r.sample(stores, r.int(1, 4)));
  const category = adult
    ? r.weighted([
        ['none', 70],
        ['foreign', 30],
      ])
    : r.weighted([
        ['stream', tier === 'hit' ? 80 : 55],
        ['storeOnly', 15],
        ['foreign', 10],
        ['none', tier === 'low' ? 25 : 8],
      ]);
  /** @type {TitleProviders} */
  const out = {};
  if (category === 'stream' || category === 'storeOnly') {
    /** @type {RegionProviders} */
    const us = { link: link('US') };
    if (category === 'stream') us.flatrate = pickStreams();
    if (category === 'storeOnly' || r.chance(0.6)) {
      if (category === 'storeOnly' && r.chance(0.3)) us.buy = pickStores();
      else {
        us.rent = pickStores();
        us.buy = pickStores();
      }
    }
    out.US = us;
  }
  if (category === 'foreign' || ((category === 'stream' || category === 'storeOnly') && r.chance(0.5))) {
    for (const region of r.sample(['GB', 'CA', 'DE'], category === 'foreign' ? r.int(1, 2) : 1)) {
      out[region] = { link: link(region), flatrate: pickStreams() };
      if (r.chance(0.4)) out[region].buy = pickStores();
    }
  }
  if (category !== 'none')
    addRegions(makeRng(`providers:${type}:${id}`), out, { tier, link, byId, sorted, foreign: category === 'foreign' });
  return Object.keys(out)
    .sort()
    .reduce((acc, k) => ((acc[k] = out[k]), acc), /** @type {TitleProviders} */ ({}));
}

/**
 * Spreads a title over the catalog's other regions and ways to watch, from its own PRNG stream
 * (so the first draws, and every other title, are untouched): the regions drawn first keep only
 * services their region carries (else the region's most prominent one), more regions join (hits
 * in most of them), and free / with-ads services appear where the region has them.
 * @param {import('../prng').Rng} r the title's own stream
 * @param {TitleProviders} out region → lists, completed in place
 * @param {{ tier: import('./traits').Tier, link: (region: string) => string, byId: (pid: number) => Provider|undefined,
 *   sorted: (list: Provider[]) => ProviderEntry[], foreign: boolean }} ctx
 * @returns {void}
 */
function addRegions(r, out, { tier, link, byId, sorted, foreign }) {
  /** @param {number[]} ids @returns {Provider[]} */
  const providersOf = (ids) => ids.map((pid) => /** @type {Provider} */ (byId(pid)));
  /** @param {ProviderEntry[]|undefined} list @param {number[]} allowed @returns {ProviderEntry[]|undefined} */
  const keep = (list, allowed) => {
    const kept = (list || []).filter((p) => allowed.includes(p.provider_id));
    return kept.length ? kept : undefined;
  };
  const joinOdds = foreign ? 0.3 : tier === 'hit' ? 0.75 : tier === 'mid' ? 0.5 : 0.3;
  for (const region of REGIONS) {
    const code = region.iso_3166_1;
    const had = out[code];
    /** @type {RegionProviders} */
    const entry = { link: link(code) };
    if (had) {
      if (code === 'US') Object.assign(entry, had);
      else {
        const flat = had.flatrate && (keep(had.flatrate, region.flatrate) || sorted(providersOf(region.flatrate.slice(0, 1))));
        if (flat) entry.flatrate = flat;
        const rent = keep(had.rent, region.stores);
        const buy = keep(had.buy, region.stores);
        if (rent) entry.rent = rent;
        if (buy) entry.buy = buy;
      }
    } else {
      if (code === 'US' || !r.chance(joinOdds)) continue;
      if (r.chance(0.8)) {
        const flat = region.flatrate.filter((pid, i) => r.chance(i < 3 ? 0.35 : 0.15));
        entry.flatrate = sorted(providersOf(flat.length ? flat : [r.pick(region.flatrate.slice(0, 3))]));
      }
      if (!entry.flatrate || r.chance(0.45)) {
        entry.rent = sorted(providersOf(r.sample(region.stores, r.int(1, region.stores.length))));
        entry.buy = sorted(providersOf(r.sample(region.stores, r.int(1, region.stores.length))));
      }
    }
    /** @type {RegionProviders} */
    const ordered = { link: entry.link };
    if (entry.flatrate) ordered.flatrate = entry.flatrate;
    if (region.free.length && r.chance(0.25)) ordered.free = sorted(providersOf(r.sample(region.free, 1)));
    if (region.ads.length && r.chance(0.3)) ordered.ads = sorted(providersOf(r.sample(region.ads, r.int(1, region.ads.length))));
    if (entry.rent) ordered.rent = entry.rent;
    if (entry.buy) ordered.buy = entry.buy;
    if (Object.keys(ordered).length > 1) out[code] = ordered;
    else delete out[code];
  }
}

/**
 * The providers a region carries for movies or shows (TMDB `watch/providers/movie|tv`): with a
 * region, its providers in its display order with `display_priority` for it; without, every
 * provider of the catalog.
 * @param {Provider[]} providers the catalog's provider table
 * @param {string} regionCode '' for all, else an ISO 3166-1 code (unknown → [])
 * @returns {{ display_priorities: Record<string, number>, display_priority: number, logo_path: string, provider_name: string, provider_id: number }[]}
 */
function providersForRegion(providers, regionCode) {
  /** @param {Provider} p @param {number} priority */
  const shape = (p, priority) => ({
    display_priorities: displayPrioritiesOf(p.provider_id),
    display_priority: priority,
    logo_path: p.logo_path,
    provider_name: p.provider_name,
    provider_id: p.provider_id,
  });
  if (!regionCode) return providers.map((p) => shape(p, p.display_priority));
  const region = REGION_BY_CODE.get(regionCode);
  if (!region) return [];
  return allOf(region).map((pid, i) => shape(/** @type {Provider} */ (providers.find((p) => p.provider_id === pid)), i));
}

module.exports = { buildProviders, providerEntry, makeProviders, providersForRegion };
