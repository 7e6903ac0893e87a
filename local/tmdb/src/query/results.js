'use strict';
/** The list shapes of the local catalog's records (TMDB's list results). */
const { toMovieResult, toTvResult, toPersonResult } = require('../catalog');

/** @typedef {import('../catalog/generate').TitleRecord} TitleRecord */
/** @typedef {import('../catalog/people').PersonRecord} PersonRecord */

/**
 * List shape of a movie or show record.
 * @param {TitleRecord} rec
 * @returns {object}
 */
function listResult(rec) {
  return rec.type === 'movie' ? toMovieResult(rec) : toTvResult(rec);
}

/**
 * List shape of any record, optionally tagged with media_type.
 * @param {TitleRecord | PersonRecord} rec
 * @param {boolean} withMediaType
 * @returns {object}
 */
function project(rec, withMediaType) {
  const type = rec.type || 'person';
  const base = rec.type === 'movie' ? toMovieResult(rec) : rec.type === 'tv' ? toTvResult(rec) : toPersonResult(rec);
  return withMediaType ? { ...base, media_type: type } : base;
}

module.exports = { listResult, project };
