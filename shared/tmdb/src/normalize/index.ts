/**
 * Pure normalizers from TMDB v3 payloads (see ../raw.ts) to the entities of spec §3 (../types.ts),
 * one file per job. They never throw on malformed input: missing fields get neutral values
 * ('' / 0 / null / []). A title's availability (`watch/providers`) is read by `../watch` alone.
 */
export { mapUsCertification, movieAgeRating, tvAgeRating } from './ratings';
export { normalizeRegionProviders, normalizeWatchRegions } from './regions';
export { normalizeShow, normalizeShows, normalizeRecommendations, normalizeShowDetail, normalizeShowSummary } from './titles';
export { normalizeSeason, normalizeEpisode, normalizeEpisodeDetail } from './episodes';
export { normalizeActor } from './people';
