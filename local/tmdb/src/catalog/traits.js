'use strict';
/**
 * Traits movies and TV shows share: popularity tiers, votes, popularity, release-date buckets,
 * original language, videos, image lists and production companies.
 */
const W = require('../words');
const { TODAY, dayOf, isoOf, round1, round3, logUniform } = require('./constants');

/** @typedef {import('../prng').Rng} Rng */
/** @typedef {import('../images-registry').ImageRegistry} ImageRegistry */

/** @typedef {'hit'|'mid'|'low'} Tier how popular a title is meant to be (votes, popularity, providers) */
/** @typedef {'now'|'recent'|'modern'|'classic'} DateBucket a window of release / first-air dates */

/** @typedef {{ id: number, name: string }} Genre */
/** @typedef {{ id: number, logo_path: string, name: string, origin_country: string }} Company also a TV network */
/** @typedef {{ iso_3166_1: string, name: string }} ProductionCountry */
/** @typedef {{ english_name: string, iso_639_1: string, name: string }} SpokenLanguage */

/**
 * A video (TMDB `videos` results entry).
 * @typedef {object} Video
 * @property {string} iso_639_1
 * @property {string} iso_3166_1
 * @property {string} name
 * @property {string} key 11-character YouTube key
 * @property {string} site 'YouTube'
 * @property {number} size 720, 1080 or 2160
 * @property {string} type Trailer, Teaser, Featurette or Clip
 * @property {boolean} official
 * @property {string} published_at ISO timestamp
 * @property {string} id
 */

/**
 * An image of a title (TMDB `images` entry).
 * @typedef {object} ImageInfo
 * @property {number} aspect_ratio width / height, 3 decimals
 * @property {number} height pixels
 * @property {string|null} iso_639_1
 * @property {string} file_path
 * @property {number} vote_average
 * @property {number} vote_count
 * @property {number} width pixels
 */

/** @typedef {{ backdrops: ImageInfo[], logos: ImageInfo[], posters: ImageInfo[] }} TitleImages */

/** @type {[Tier, number][]} tiers and their weights */
const TIERS = [
  ['hit', 38],
  ['mid', 42],
  ['low', 20],
];

/**
 * Vote average (one decimal, 0..10) and count by tier; zero for unreleased titles, and a low-tier
 * title may have no votes.
 * @param {Rng} r
 * @param {Tier} tier
 * @param {boolean} released
 * @returns {{ vote_average: number, vote_count: number }}
 */
function makeVotes(r, tier, released) {
  if (!released) return { vote_average: 0, vote_count: 0 };
  if (tier === 'hit') return { vote_count: Math.round(logUniform(r, 2000, 36000)), vote_average: round1(r.float(6.0, 8.95)) };
  if (tier === 'mid') return { vote_count: Math.round(logUniform(r, 150, 2499)), vote_average: round1(r.float(5.0, 8.2)) };
  const vote_count = r.chance(0.15) ? 0 : r.int(1, 149);
  return { vote_count, vote_average: vote_count ? round1(r.float(2.0, 10)) : 0 };
}

/**
 * TMDB popularity by tier, boosted for titles of 2023 and later.
 * @param {Rng} r
 * @param {Tier} tier
 * @param {number} day release / first-air day number
 * @returns {number} > 0, 3 decimals
 */
function makePopularity(r, tier, day) {
  const base = tier === 'hit' ? logUniform(r, 40, 2500) : tier === 'mid' ? logUniform(r, 8, 200) : logUniform(r, 0.6, 20);
  const year = Number(isoOf(day).slice(0, 4));
  return round3(base * (year >= 2025 ? 1.6 : year >= 2023 ? 1.3 : 1));
}

/**
 * A day number in a date window: now (the 38 days up to today), recent (2023 to 60 days ahead),
 * modern (1995–2022), classic (1970–1994).
 * @param {Rng} r
 * @param {DateBucket} bucket
 * @returns {number} day number
 */
function dateInBucket(r, bucket) {
  switch (bucket) {
    case 'now':
      return TODAY - r.int(0, 38);
    case 'recent':
      return r.int(dayOf('2023-01-01'), TODAY + 60);
    case 'modern':
      return r.int(dayOf('1995-01-01'), dayOf('2022-12-31'));
    default:
      return r.int(dayOf('1970-01-01'), dayOf('1994-12-31'));
  }
}

/**
 * An original language (ISO 639-1), mostly 'en'.
 * @param {Rng} r
 * @returns {string}
 */
function makeLanguage(r) {
  return r.weighted(W.LANGUAGES);
}

/**
 * Zero to three videos of a title, the first a trailer, published before the release.
 * @param {Rng} r
 * @param {string} title
 * @param {number} releaseDay day number
 * @returns {Video[]}
 */
function videosFor(r, title, releaseDay) {
  const n = r.weighted([
    [0, 20],
    [1, 40],
    [2, 30],
    [3, 10],
  ]);
  const kinds = ['Trailer', 'Teaser', 'Featurette', 'Clip'];
  const out = [];
  for (let i = 0; i < n; i++) {
    const type = i === 0 ? 'Trailer' : r.pick(kinds);
    out.push({
      iso_639_1: 'en',
      iso_3166_1: 'US',
      name: `${title} | Official ${type}${i ? ` ${i + 1}` : ''}`,
      key: r.str(11),
      site: 'YouTube',
      size: r.pick([720, 1080, 2160]),
      type,
      official: r.chance(0.85),
      published_at: `${isoOf(releaseDay - r.int(10, 200))}T16:00:00.000Z`,
      id: r.hexId(),
    });
  }
  return out;
}

/**
 * `count` images of one kind, each registered under `<keyPrefix>:<i>` (the first may reuse an
 * already registered path, e.g. the title's poster_path).
 * @param {ImageRegistry} images
 * @param {Rng} r
 * @param {import('../images-registry').ImageKind} kind
 * @param {string} keyPrefix
 * @param {string} label text drawn on the pictures
 * @param {{ first?: string|null, count: number, width: number, height: number, langs?: (string|null)[] }} spec
 *   pixel size of every image; languages to pick from (none: null)
 * @returns {ImageInfo[]}
 */
function imageList(images, r, kind, keyPrefix, label, { first, count, width, height, langs }) {
  /** @type {ImageInfo[]} */
  const list = [];
  for (let i = 0; i < count; i++) {
    const file_path = i === 0 && first ? first : images.register(kind, `${keyPrefix}:${i}`, label, kind === 'logo' ? '.png' : '.jpg');
    list.push({
      aspect_ratio: round3(width / height),
      height,
      iso_639_1: langs ? r.pick(langs) : null,
      file_path,
      vote_average: round3(r.float(0, 6)),
      vote_count: r.int(0, 20),
      width,
    });
  }
  return list;
}

/**
 * Backdrops, logos and posters of a title (none of a kind whose main path is null).
 * @param {ImageRegistry} images
 * @param {Rng} r
 * @param {'movie'|'tv'} type
 * @param {number} id
 * @param {string} title
 * @param {string|null} poster_path the title's poster (first of the posters)
 * @param {string|null} backdrop_path the title's backdrop (first of the backdrops)
 * @returns {TitleImages}
 */
function titleImages(images, r, type, id, title, poster_path, backdrop_path) {
  return {
    backdrops: imageList(images, r, 'backdrop', `backdrop:${type}:${id}`, title, {
      first: backdrop_path,
      count: backdrop_path ? r.int(1, 3) : 0,
      width: 1280,
      height: 720,
      langs: [null, 'en'],
    }),
    logos: imageList(images, r, 'logo', `titlelogo:${type}:${id}`, title, { count: r.int(0, 1), width: 500, height: 500, langs: ['en'] }),
    posters: imageList(images, r, 'poster', `poster:${type}:${id}`, title, {
      first: poster_path,
      count: poster_path ? r.int(1, 3) : 0,
      width: 1000,
      height: 1500,
      langs: ['en'],
    }),
  };
}

/**
 * One or two production companies (copies).
 * @param {Rng} r
 * @param {Company[]} companies
 * @returns {Company[]}
 */
function companiesFor(r, companies) {
  return r.sample(companies, r.int(1, 2)).map((c) => ({ ...c }));
}

module.exports = { TIERS, makeVotes, makePopularity, dateInBucket, makeLanguage, videosFor, imageList, titleImages, companiesFor };
