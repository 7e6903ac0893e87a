/**
 * `@streamscout/tmdb/calendar` — the calendar of what is coming (spec §12; architecture §5c): its JSON contract
 * (`GET /api/calendar`, types), the request parser, the builder from TMDB answers and the server's
 * shared, cached source of those answers. A subpath of its own: the source keeps an LRU
 * (`lru-cache`), which the browser apps never load.
 */
export type * from './types';
export { parseCalendarQuery, MAX_CALENDAR_IDS } from './request';
export { addDays } from './build';
export { createCalendarSource } from './source';
