/**
 * `@streamscout/tmdb/plan` — where each title of a list streams in a region, for the service
 * planner and "Pick for us" (spec §19, §20; architecture §5e): the JSON contract of
 * `POST /api/plan` (types), the request parser and the server's shared, cached source of TMDB
 * answers. A subpath of its own: the source keeps an LRU (`lru-cache`), which the browser apps never load.
 */
export type * from './types';
export { parsePlanRequest, MAX_PLAN_IDS } from './request';
export { createPlanSource } from './source';
