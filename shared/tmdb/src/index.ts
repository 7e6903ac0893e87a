/**
 * @streamscout/tmdb — typed TMDB v3 client (spec §7), normalizers to the entities of spec §3,
 * display helpers, image URLs and TanStack Query options. See README.md.
 */
export * from './types';
export type * from './raw';
export * from './config';
export * from './http';
export * from './normalize';
export * from './api';
export * from './images';
export * from './format';
export * from './query';
