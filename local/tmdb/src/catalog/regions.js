'use strict';
/**
 * The watch regions of the catalog (TMDB's `watch/providers/regions`) and which providers each one
 * carries, in the region's display order (TMDB's per-region `display_priorities`): 16 regions on
 * six continents. Hulu and Peacock exist only in the US, like on TMDB, so a Hulu row elsewhere has
 * nothing to show.
 */

/**
 * A watch region and its providers by way of watching, most prominent first.
 * @typedef {object} Region
 * @property {string} iso_3166_1 ISO 3166-1 alpha-2 code
 * @property {string} english_name
 * @property {string} native_name
 * @property {number[]} flatrate subscription services (provider ids)
 * @property {number[]} free free services
 * @property {number[]} ads services free with ads
 * @property {number[]} stores rent/buy shops
 */

/** @type {Region[]} sorted by code */
const REGIONS = [
  {
    iso_3166_1: 'AU',
    english_name: 'Australia',
    native_name: 'Australia',
    flatrate: [8, 9, 337, 21, 385, 350, 531],
    free: [135],
    ads: [132],
    stores: [2, 3, 10, 192],
  },
  {
    iso_3166_1: 'BR',
    english_name: 'Brazil',
    native_name: 'Brasil',
    flatrate: [8, 9, 337, 1899, 307, 350, 531],
    free: [],
    ads: [300],
    stores: [2, 3, 192],
  },
  {
    iso_3166_1: 'CA',
    english_name: 'Canada',
    native_name: 'Canada',
    flatrate: [8, 9, 337, 230, 350, 531],
    free: [],
    ads: [73, 300],
    stores: [2, 3, 10, 192],
  },
  {
    iso_3166_1: 'DE',
    english_name: 'Germany',
    native_name: 'Deutschland',
    flatrate: [8, 9, 337, 30, 350, 531],
    free: [219],
    ads: [300],
    stores: [2, 3, 10, 35],
  },
  {
    iso_3166_1: 'ES',
    english_name: 'Spain',
    native_name: 'España',
    flatrate: [8, 9, 337, 1899, 149, 350],
    free: [],
    ads: [300],
    stores: [2, 3, 35],
  },
  {
    iso_3166_1: 'FR',
    english_name: 'France',
    native_name: 'France',
    flatrate: [8, 9, 337, 381, 350, 531],
    free: [236],
    ads: [300],
    stores: [2, 3, 35],
  },
  {
    iso_3166_1: 'GB',
    english_name: 'United Kingdom',
    native_name: 'United Kingdom',
    flatrate: [8, 9, 337, 39, 350, 531],
    free: [38],
    ads: [41, 103],
    stores: [2, 3, 10, 130, 35],
  },
  { iso_3166_1: 'IN', english_name: 'India', native_name: 'India', flatrate: [8, 9, 122, 350], free: [], ads: [], stores: [2, 3, 192] },
  {
    iso_3166_1: 'IT',
    english_name: 'Italy',
    native_name: 'Italia',
    flatrate: [8, 9, 337, 39, 350, 531],
    free: [222],
    ads: [],
    stores: [2, 3, 35],
  },
  { iso_3166_1: 'JP', english_name: 'Japan', native_name: '日本', flatrate: [8, 9, 84, 337, 350], free: [], ads: [], stores: [2, 3, 192] },
  {
    iso_3166_1: 'KR',
    english_name: 'South Korea',
    native_name: '대한민국',
    flatrate: [8, 356, 97, 337, 350],
    free: [],
    ads: [],
    stores: [2, 3],
  },
  {
    iso_3166_1: 'MX',
    english_name: 'Mexico',
    native_name: 'México',
    flatrate: [8, 9, 337, 1899, 350, 531],
    free: [],
    ads: [457, 300],
    stores: [2, 3, 192],
  },
  {
    iso_3166_1: 'NL',
    english_name: 'Netherlands',
    native_name: 'Nederland',
    flatrate: [8, 9, 337, 72, 1899, 350],
    free: [],
    ads: [],
    stores: [2, 3, 35],
  },
  {
    iso_3166_1: 'SE',
    english_name: 'Sweden',
    native_name: 'Sverige',
    flatrate: [8, 9, 337, 1899, 76, 350],
    free: [493],
    ads: [],
    stores: [2, 3, 35],
  },
  {
    iso_3166_1: 'US',
    english_name: 'United States of America',
    native_name: 'United States',
    flatrate: [8, 9, 337, 15, 1899, 350, 531, 386],
    free: [191],
    ads: [73, 300],
    stores: [2, 10, 3, 7, 192],
  },
  {
    iso_3166_1: 'ZA',
    english_name: 'South Africa',
    native_name: 'South Africa',
    flatrate: [8, 9, 337, 55, 350],
    free: [],
    ads: [],
    stores: [2, 3],
  },
];

/** @type {Map<string, Region>} */
const REGION_BY_CODE = new Map(REGIONS.map((r) => [r.iso_3166_1, r]));

/**
 * Display order of a provider in every region that carries it (TMDB's `display_priorities`).
 * @param {number} providerId
 * @returns {Record<string, number>} region code → 0-based rank among all the region's providers; {} when none
 */
function displayPrioritiesOf(providerId) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const r of REGIONS) {
    const i = allOf(r).indexOf(providerId);
    if (i >= 0) out[r.iso_3166_1] = i;
  }
  return out;
}

/**
 * Every provider id of a region, in display order (subscription, free, ads, then shops).
 * @param {Region} r
 * @returns {number[]}
 */
function allOf(r) {
  return [...r.flatrate, ...r.free, ...r.ads, ...r.stores];
}

module.exports = { REGIONS, REGION_BY_CODE, displayPrioritiesOf, allOf };
