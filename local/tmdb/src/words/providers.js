'use strict';
/** Watch providers of the generated catalog (TMDB ids and names): the services every region may have, then those only some regions carry. */

/**
 * Watch providers (TMDB ids and names). `kind` says how the catalog uses one: 'stream' for
 * flat-rate services, 'store' for rent/buy shops.
 * @type {{ provider_id: number, provider_name: string, display_priority: number, kind: 'stream'|'store' }[]}
 */
const PROVIDERS_LIST = [
  { provider_id: 8, provider_name: 'Netflix', display_priority: 0, kind: 'stream' },
  { provider_id: 9, provider_name: 'Amazon Prime Video', display_priority: 1, kind: 'stream' },
  { provider_id: 15, provider_name: 'Hulu', display_priority: 3, kind: 'stream' },
  { provider_id: 337, provider_name: 'Disney Plus', display_priority: 2, kind: 'stream' },
  { provider_id: 1899, provider_name: 'Max', display_priority: 4, kind: 'stream' },
  { provider_id: 350, provider_name: 'Apple TV Plus', display_priority: 6, kind: 'stream' },
  { provider_id: 531, provider_name: 'Paramount Plus', display_priority: 7, kind: 'stream' },
  { provider_id: 386, provider_name: 'Peacock Premium', display_priority: 9, kind: 'stream' },
  { provider_id: 2, provider_name: 'Apple TV', display_priority: 5, kind: 'store' },
  { provider_id: 3, provider_name: 'Google Play Movies', display_priority: 10, kind: 'store' },
  { provider_id: 10, provider_name: 'Amazon Video', display_priority: 8, kind: 'store' },
  { provider_id: 192, provider_name: 'YouTube', display_priority: 12, kind: 'store' },
  { provider_id: 7, provider_name: 'Fandango At Home', display_priority: 11, kind: 'store' },
];

/**
 * Providers that exist only in some regions (TMDB ids and names), added after {@link PROVIDERS_LIST}
 * so the titles' US lists, drawn from that list, stay as they were. `kind` 'free' and 'ads' are
 * TMDB's `free` and `ads` ways to watch; which regions carry each one is in catalog/regions.js.
 * @type {{ provider_id: number, provider_name: string, display_priority: number, kind: 'stream'|'store'|'free'|'ads' }[]}
 */
const REGIONAL_PROVIDERS = [
  { provider_id: 39, provider_name: 'Now TV', display_priority: 13, kind: 'stream' },
  { provider_id: 38, provider_name: 'BBC iPlayer', display_priority: 14, kind: 'free' },
  { provider_id: 41, provider_name: 'ITVX', display_priority: 15, kind: 'ads' },
  { provider_id: 103, provider_name: 'Channel 4', display_priority: 16, kind: 'ads' },
  { provider_id: 230, provider_name: 'Crave', display_priority: 17, kind: 'stream' },
  { provider_id: 30, provider_name: 'WOW', display_priority: 18, kind: 'stream' },
  { provider_id: 219, provider_name: 'ARD Mediathek', display_priority: 19, kind: 'free' },
  { provider_id: 381, provider_name: 'Canal+', display_priority: 20, kind: 'stream' },
  { provider_id: 236, provider_name: 'France TV', display_priority: 21, kind: 'free' },
  { provider_id: 149, provider_name: 'Movistar Plus+', display_priority: 22, kind: 'stream' },
  { provider_id: 222, provider_name: 'RaiPlay', display_priority: 23, kind: 'free' },
  { provider_id: 84, provider_name: 'U-NEXT', display_priority: 24, kind: 'stream' },
  { provider_id: 356, provider_name: 'wavve', display_priority: 25, kind: 'stream' },
  { provider_id: 97, provider_name: 'Watcha', display_priority: 26, kind: 'stream' },
  { provider_id: 122, provider_name: 'Hotstar', display_priority: 27, kind: 'stream' },
  { provider_id: 307, provider_name: 'Globoplay', display_priority: 28, kind: 'stream' },
  { provider_id: 457, provider_name: 'ViX', display_priority: 29, kind: 'ads' },
  { provider_id: 21, provider_name: 'Stan', display_priority: 30, kind: 'stream' },
  { provider_id: 385, provider_name: 'Binge', display_priority: 31, kind: 'stream' },
  { provider_id: 132, provider_name: 'SBS On Demand', display_priority: 32, kind: 'ads' },
  { provider_id: 135, provider_name: 'ABC iview', display_priority: 33, kind: 'free' },
  { provider_id: 55, provider_name: 'Showmax', display_priority: 34, kind: 'stream' },
  { provider_id: 72, provider_name: 'Videoland', display_priority: 35, kind: 'stream' },
  { provider_id: 76, provider_name: 'Viaplay', display_priority: 36, kind: 'stream' },
  { provider_id: 493, provider_name: 'SVT Play', display_priority: 37, kind: 'free' },
  { provider_id: 73, provider_name: 'Tubi TV', display_priority: 38, kind: 'ads' },
  { provider_id: 300, provider_name: 'Pluto TV', display_priority: 39, kind: 'ads' },
  { provider_id: 191, provider_name: 'Kanopy', display_priority: 40, kind: 'free' },
  { provider_id: 130, provider_name: 'Sky Store', display_priority: 41, kind: 'store' },
  { provider_id: 35, provider_name: 'Rakuten TV', display_priority: 42, kind: 'store' },
];

module.exports = {
  PROVIDERS_LIST,
  REGIONAL_PROVIDERS,
};
