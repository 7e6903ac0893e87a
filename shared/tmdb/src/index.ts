/**
 * @streamscout/tmdb — typed TMDB v3 client (spec §7), normalizers to the entities of spec §3,
 * display helpers and image URLs — framework-agnostic. The TanStack Query layer (keys, options,
 * the shared QueryClient) is the subpath `@streamscout/tmdb/query`. See README.md.
 */
export * from './types';
export type * from './raw';
export * from './config';
export * from './http';
export * from './normalize';
export * from './watch';
export * from './api';
export * from './images';
export * from './format';
export * from './progress';
export * from './calendarClient';
export * from './planClient';
