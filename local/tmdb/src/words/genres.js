'use strict';
/** TMDB genre ids and names, the genre combinations titles are drawn from (with weights), and the US and foreign certifications and TV ratings. */

/** @type {Record<number, string>} TMDB movie genre id → name */
const MOVIE_GENRES = {
  28: 'Action',
  12: 'Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  14: 'Fantasy',
  36: 'History',
  27: 'Horror',
  10402: 'Music',
  9648: 'Mystery',
  10749: 'Romance',
  878: 'Science Fiction',
  10770: 'TV Movie',
  53: 'Thriller',
  10752: 'War',
  37: 'Western',
};
/** @type {Record<number, string>} TMDB tv genre id → name */
const TV_GENRES = {
  10759: 'Action & Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  10762: 'Kids',
  9648: 'Mystery',
  10763: 'News',
  10764: 'Reality',
  10765: 'Sci-Fi & Fantasy',
  10766: 'Soap',
  10767: 'Talk',
  10768: 'War & Politics',
  37: 'Western',
};

/**
 * Movie genre combinations and their weights (horror and action+adventure weighted up for the discover rows).
 * @type {[number[], number][]}
 */
const MOVIE_GENRE_TEMPLATES = [
  [[28, 12, 878], 6],
  [[28, 12, 14], 5],
  [[28, 12], 5],
  [[28, 53, 80], 4],
  [[12, 16, 10751, 35], 4],
  [[35], 5],
  [[35, 10749], 5],
  [[35, 18], 4],
  [[18], 6],
  [[18, 10749], 4],
  [[27], 5],
  [[27, 53], 5],
  [[27, 9648], 4],
  [[27, 14], 2],
  [[53, 9648, 80], 4],
  [[80, 18], 4],
  [[99], 3],
  [[36, 18, 10752], 3],
  [[37, 28], 2],
  [[10402, 18], 2],
  [[878, 53], 3],
  [[14, 12, 10751], 3],
  [[10770, 18], 1],
  [[16, 35, 10751], 3],
];
/** @type {[number[], number][]} TV genre combinations and their weights */
const TV_GENRE_TEMPLATES = [
  [[10759, 10765], 6],
  [[10759, 18], 5],
  [[10759, 80], 4],
  [[35], 6],
  [[35, 18], 5],
  [[35, 10751], 3],
  [[18], 6],
  [[18, 9648], 4],
  [[80, 18, 9648], 5],
  [[10765, 18], 4],
  [[16, 10759, 10762], 3],
  [[99], 2],
  [[10764], 2],
  [[10767], 1],
  [[10763], 1],
  [[10766, 18], 1],
  [[10768, 18], 2],
  [[37, 18], 1],
  [[16, 35], 3],
];

/** @type {[string, number][]} US movie certifications with weights (NC-17 rare). */
const US_MOVIE_CERTS = [
  ['G', 1],
  ['PG', 3],
  ['PG-13', 5],
  ['R', 5],
  ['NC-17', 0.3],
];
/** @type {[string, number][]} US TV content ratings (and a few plain MPA-style ones the client also maps). */
const US_TV_RATINGS = [
  ['TV-Y', 1],
  ['TV-Y7', 1],
  ['TV-G', 2],
  ['TV-PG', 4],
  ['TV-14', 5],
  ['TV-MA', 5],
  ['PG-13', 1],
  ['R', 1],
];
/** @type {[string, string[], string[]][]} Non-US ratings: [country, movie certifications, tv ratings]. */
const FOREIGN_RATINGS = [
  ['GB', ['U', 'PG', '12A', '15', '18'], ['U', 'PG', '12', '15', '18']],
  ['DE', ['0', '6', '12', '16', '18'], ['0', '6', '12', '16', '18']],
  ['FR', ['U', '10', '12', '16'], ['10', '12', '16']],
  ['CA', ['G', 'PG', '14A', '18A'], ['C8', 'PG', '14+', '18+']],
];

module.exports = {
  MOVIE_GENRES,
  TV_GENRES,
  MOVIE_GENRE_TEMPLATES,
  TV_GENRE_TEMPLATES,
  US_MOVIE_CERTS,
  US_TV_RATINGS,
  FOREIGN_RATINGS,
};
