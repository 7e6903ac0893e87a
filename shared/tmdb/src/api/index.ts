/**
 * One function per TMDB call of spec §7. Each returns the normalized entity of spec §3, or
 * `null` (non-OK status, unparseable body, network error, timeout, invalid id — spec §8).
 * Ids may be numbers or numeric strings (route params); anything else yields `null` without a request.
 * Every function takes an optional `{ signal }` as its last argument (TanStack Query passes its own).
 *
 * One file per concern: titles (`./titles`), people (`./people`), lists (`./lists`), the discover
 * rows' names and titles (`./rows`), discover and its rows' queries (`./discover`), the platform
 * rows per region (`./platforms`), regions and providers (`./watch`), search (`./search`), titles by IMDb id or title and year and their IMDb ids (`./external`); what
 * they share (`./common`).
 */
export type { CallOptions } from './common';
export * from './titles';
export * from './people';
export * from './lists';
export * from './rows';
export * from './discover';
export * from './platforms';
export * from './watch';
export * from './search';
export * from './external';
