'use strict';
/**
 * Traits movies and TV shows share: popularity tiers, votes, popularity, release-date buckets,
 * original language, videos, image lists and production companies.
 */
const W = require('../words');
const { TODAY, dayOf, isoOf, round1, round3, logUniform } = require('./constants');

const TIERS = [['hit', 38], ['mid', 42], ['low', 20]];

function makeVotes(r, tier, released) {
  if (!released) return { vote_average: 0, vote_count: 0 };
  if (tier === 'hit') return { vote_count: Math.round(logUniform(r, 2000, 36000)), vote_average: round1(r.float(6.0, 8.95)) };
  if (tier === 'mid') return { vote_count: Math.round(logUniform(r, 150, 2499)), vote_average: round1(r.float(5.0, 8.2)) };
  const vote_count = r.chance(0.15) ? 0 : r.int(1, 149);
  return { vote_count, vote_average: vote_count ? round1(r.float(2.0, 10)) : 0 };
}

function makePopularity(r, tier, day) {
  const base = tier === 'hit' ? logUniform(r, 40, 2500) : tier === 'mid' ? logUniform(r, 8, 200) : logUniform(r, 0.6, 20);
  const year = Number(isoOf(day).slice(0, 4));
  return round3(base * (year >= 2025 ? 1.6 : year >= 2023 ? 1.3 : 1));
}

function dateInBucket(r, bucket) {
  switch (bucket) {
    case 'now': return TODAY - r.int(0, 38);
    case 'recent': return r.int(dayOf('2023-01-01'), TODAY + 60);
    case 'modern': return r.int(dayOf('1995-01-01'), dayOf('2022-12-31'));
    default: return r.int(dayOf('1970-01-01'), dayOf('1994-12-31'));
  }
}

function makeLanguage(r) {
  return r.weighted(W.LANGUAGES);
}

function videosFor(r, title, releaseDay) {
  const n = r.weighted([[0, 20], [1, 40], [2, 30], [3, 10]]);
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

function imageList(images, r, kind, keyPrefix, label, { first, count, width, height, langs }) {
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

function titleImages(images, r, type, id, title, poster_path, backdrop_path) {
  return {
    backdrops: imageList(images, r, 'backdrop', `backdrop:${type}:${id}`, title, { first: backdrop_path, count: backdrop_path ? r.int(1, 3) : 0, width: 1280, height: 720, langs: [null, 'en'] }),
    logos: imageList(images, r, 'logo', `titlelogo:${type}:${id}`, title, { count: r.int(0, 1), width: 500, height: 500, langs: ['en'] }),
    posters: imageList(images, r, 'poster', `poster:${type}:${id}`, title, { first: poster_path, count: poster_path ? r.int(1, 3) : 0, width: 1000, height: 1500, langs: ['en'] }),
  };
}

function companiesFor(r, companies) {
  return r.sample(companies, r.int(1, 2)).map((c) => ({ ...c }));
}

module.exports = { TIERS, makeVotes, makePopularity, dateInBucket, makeLanguage, videosFor, imageList, titleImages, companiesFor };
