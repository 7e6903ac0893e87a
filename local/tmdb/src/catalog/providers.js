'use strict';
/**
 * Watch providers: the provider table (with registered logos) and each title's per-region
 * flat-rate / rent / buy lists in TMDB's `watch/providers` shape.
 */
const W = require('../words');
const { slug } = require('./constants');

/**
 * A watch provider of the catalog (TMDB's provider fields plus how the catalog uses it).
 * @typedef {object} Provider
 * @property {number} provider_id TMDB provider id (Netflix 8, Prime Video 9, Hulu 15, ...)
 * @property {string} provider_name
 * @property {number} display_priority lower first
 * @property {'stream'|'store'} kind flat-rate service, or rent/buy shop
 * @property {string} logo_path registered logo image path
 */

/** @typedef {{ logo_path: string, provider_id: number, provider_name: string, display_priority: number }} ProviderEntry */

/**
 * A title's providers in one region (TMDB `watch/providers` results entry).
 * @typedef {{ link: string, flatrate?: ProviderEntry[], rent?: ProviderEntry[], buy?: ProviderEntry[] }} RegionProviders
 */

/** @typedef {Record<string, RegionProviders>} TitleProviders region (ISO 3166-1) → providers, keys sorted */

/**
 * The provider table, with each provider's logo registered.
 * @param {import('../images-registry').ImageRegistry} images
 * @returns {Provider[]} in the order of the word list
 */
function buildProviders(images) {
  return W.PROVIDERS_LIST.map((p) => ({
    ...p,
    logo_path: images.register('logo', `logo:provider:${p.provider_id}`, p.provider_name),
  }));
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
  const streams = providers.filter((p) => p.kind === 'stream');
  const stores = providers.filter((p) => p.kind === 'store');
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
    ? r.weighted([['none', 70], ['foreign', 30]])
    : r.weighted([['stream', tier === 'hit' ? 80 : 55], ['storeOnly', 15], ['foreign', 10], ['none', tier === 'low' ? 25 : 8]]);
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
  return Object.keys(out).sort().reduce((acc, k) => ((acc[k] = out[k]), acc), /** @type {TitleProviders} */ ({}));
}

module.exports = { buildProviders, providerEntry, makeProviders };
