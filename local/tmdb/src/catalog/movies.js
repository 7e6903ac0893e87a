'use strict';
/**
 * Movie records: TMDB movie detail data, US and foreign release dates with certifications, watch
 * providers, credits, images and videos, from the movies' own PRNG stream.
 */
const { makeRng } = require('../prng');
const W = require('../words');
const { COUNTS, ENCODING_TITLE, ENCODING_TITLE_INDEX, TODAY, isoOf, slug } = require('./constants');
const { uniqueTitle, makeOverview, TAGLINES } = require('./text');
const { providerEntry, makeProviders } = require('./providers');
const { makeCredits } = require('./people');
const { TIERS, makeVotes, makePopularity, dateInBucket, makeLanguage, videosFor, titleImages, companiesFor } = require('./traits');

function movieReleaseDates(r, { releaseDay, genreIds, adult, forceCert }) {
  let category = adult ? r.weighted([['none', 60], ['foreign', 40]]) : r.weighted([['usCert', 62], ['usEmpty', 10], ['foreign', 14], ['none', 14]]);
  if (forceCert) category = 'usCert';
  const entry = (certification, type, day, note = '') => ({ certification, descriptors: [], iso_639_1: '', note, release_date: `${isoOf(day)}T00:00:00.000Z`, type });
  const foreign = (n) => r.sample(W.FOREIGN_RATINGS, n).map(([country, certs]) => ({
    iso_3166_1: country,
    release_dates: [entry(r.chance(0.85) ? r.pick(certs) : '', 3, releaseDay + r.int(0, 30))],
  }));
  if (category === 'none') return [];
  if (category === 'foreign') return foreign(r.int(1, 2)).sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
  let cert = '';
  if (category === 'usCert') {
    if (genreIds.includes(10751) || genreIds.includes(16)) cert = r.weighted([['G', 4], ['PG', 5], ['PG-13', 1]]);
    else if (genreIds.includes(27)) cert = r.weighted([['R', 7], ['PG-13', 3]]);
    else cert = r.weighted(W.US_MOVIE_CERTS);
    if (forceCert) cert = forceCert;
  }
  const us = [];
  if (r.chance(0.25)) us.push(entry('', 1, releaseDay - r.int(5, 60), 'Premiere'));
  us.push(entry(cert, 3, releaseDay));
  if (r.chance(0.6)) us.push(entry(r.chance(0.7) ? cert : '', 4, releaseDay + r.int(30, 120)));
  const out = [{ iso_3166_1: 'US', release_dates: us }, ...(r.chance(0.5) ? foreign(1) : [])];
  return out.sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
}

function generateMovies(seed, ctx) {
  const r = makeRng(seed ^ 0x2a3b4c5d);
  const used = new Set([ENCODING_TITLE.toLowerCase()]);
  const movies = [];
  for (let i = 0; i < COUNTS.movies; i++) {
    const id = 11000 + i * 53 + r.int(0, 45);
    const special = i === ENCODING_TITLE_INDEX;
    const title = special ? ENCODING_TITLE : uniqueTitle(r, used);
    const adult = !special && r.chance(0.03);
    let tier = adult ? 'low' : r.weighted(TIERS);
    if (special) tier = 'hit';
    const genreIds = adult ? r.pick([[18], [10749], [18, 10749]]) : special ? [16, 35, 10751] : r.weighted(W.MOVIE_GENRE_TEMPLATES).slice();
    const releaseDay = dateInBucket(r, r.weighted([['now', 6], ['recent', 24], ['modern', 48], ['classic', 22]]));
    const released = releaseDay <= TODAY;
    const lang = special ? 'en' : makeLanguage(r);
    const votes = makeVotes(r, tier, released);
    const poster_path = r.chance(0.95) || special ? ctx.images.register('poster', `poster:movie:${id}`, title) : null;
    const backdrop_path = r.chance(0.92) || special ? ctx.images.register('backdrop', `backdrop:movie:${id}`, title) : null;
    const country = W.LANGUAGE_COUNTRY[lang];
    const data = {
      adult,
      backdrop_path,
      belongs_to_collection: null,
      budget: tier === 'hit' ? r.int(20, 250) * 1000000 : r.int(0, 40) * 1000000,
      genres: genreIds.map((g) => ({ id: g, name: W.MOVIE_GENRES[g] })),
      homepage: r.chance(0.5) ? `https://example.com/movies/${slug(title)}` : '',
      id,
      imdb_id: `tt${String(2000000 + id).padStart(7, '0')}`,
      origin_country: [country],
      original_language: lang,
      original_title: title,
      overview: makeOverview(r),
      popularity: makePopularity(r, tier, releaseDay),
      poster_path,
      production_companies: companiesFor(r, ctx.companies),
      production_countries: [{ iso_3166_1: country, name: W.COUNTRY_NAMES[country] }],
      release_date: isoOf(releaseDay),
      revenue: released && tier === 'hit' ? r.int(50, 2000) * 1000000 : 0,
      runtime: !released || r.chance(0.03) ? 0 : r.int(78, 178),
      spoken_languages: [{ english_name: W.LANGUAGE_ENGLISH[lang], iso_639_1: lang, name: W.LANGUAGE_NAMES[lang] }],
      status: released ? 'Released' : r.pick(['Post Production', 'In Production']),
      tagline: r.chance(0.7) ? r.pick(TAGLINES) : '',
      title,
      video: !adult && tier === 'low' && r.chance(0.15),
      ...votes,
    };
    if (special) Object.assign(data, { vote_average: 7.4, vote_count: 3120, popularity: 312.5 });
    const credits = makeCredits(r, ctx.moviePickers, { withCastId: true, castSize: r.int(6, 16), crewSize: r.int(3, 8) });
    movies.push({
      id,
      type: 'movie',
      data,
      tier,
      releaseDates: movieReleaseDates(r, { releaseDay, genreIds, adult, forceCert: special ? 'PG' : undefined }),
      providers: special ? { US: { link: `https://www.themoviedb.org/movie/${id}-${slug(title)}/watch?locale=US`, flatrate: ctx.providers.filter((p) => p.provider_id === 8).map(providerEntry) } } : makeProviders(r, { type: 'movie', id, title, tier, adult, genreIds, providers: ctx.providers }),
      credits,
      images: titleImages(ctx.images, r, 'movie', id, title, poster_path, backdrop_path),
      videos: videosFor(r, title, releaseDay),
    });
  }
  return movies;
}

module.exports = { movieReleaseDates, generateMovies };
