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

/** @typedef {import('./traits').Tier} Tier */

/**
 * TMDB movie detail data (without appended parts).
 * @typedef {object} MovieData
 * @property {boolean} adult
 * @property {string|null} backdrop_path
 * @property {null} belongs_to_collection
 * @property {number} budget US dollars
 * @property {import('./traits').Genre[]} genres
 * @property {string} homepage may be ''
 * @property {number} id
 * @property {string} imdb_id
 * @property {string[]} origin_country
 * @property {string} original_language ISO 639-1
 * @property {string} original_title
 * @property {string} overview may be ''
 * @property {number} popularity
 * @property {string|null} poster_path
 * @property {import('./traits').Company[]} production_companies
 * @property {import('./traits').ProductionCountry[]} production_countries
 * @property {string} release_date 'YYYY-MM-DD'
 * @property {number} revenue US dollars
 * @property {number} runtime minutes; 0 when unknown or unreleased
 * @property {import('./traits').SpokenLanguage[]} spoken_languages
 * @property {string} status Released, Post Production or In Production
 * @property {string} tagline may be ''
 * @property {string} title
 * @property {boolean} video
 * @property {number} vote_average 0..10, one decimal
 * @property {number} vote_count
 */

/**
 * One release of a movie in a country (TMDB `release_dates`).
 * @typedef {object} ReleaseDate
 * @property {string} certification may be ''
 * @property {string[]} descriptors
 * @property {string} iso_639_1
 * @property {string} note e.g. 'Premiere'
 * @property {string} release_date ISO timestamp (midnight UTC)
 * @property {number} type 1 premiere, 3 theatrical, 4 digital
 */

/** @typedef {{ iso_3166_1: string, release_dates: ReleaseDate[] }} CountryReleaseDates */

/**
 * A movie of the catalog: TMDB data in `data`, the appendable parts and bookkeeping beside it.
 * @typedef {object} MovieRecord
 * @property {number} id
 * @property {'movie'} type
 * @property {MovieData} data
 * @property {Tier} tier
 * @property {CountryReleaseDates[]} releaseDates sorted by country
 * @property {import('./providers').TitleProviders} providers
 * @property {import('./people').Credits} credits
 * @property {import('./traits').TitleImages} images
 * @property {import('./traits').Video[]} videos
 */

/**
 * Release dates of a movie: US certification (by genre; sometimes empty), foreign-only or none.
 * @param {import('../prng').Rng} r
 * @param {{ releaseDay: number, genreIds: number[], adult: boolean, forceCert?: string }} movie
 *   forceCert: always a US release with this certification
 * @returns {CountryReleaseDates[]} sorted by country; [] for none
 */
function movieReleaseDates(r, { releaseDay, genreIds, adult, forceCert }) {
  let category = adult
    ? r.weighted([
        ['none', 60],
        ['foreign', 40],
      ])
    : r.weighted([
        ['usCert', 62],
        ['usEmpty', 10],
        ['foreign', 14],
        ['none', 14],
      ]);
  if (forceCert) category = 'usCert';
  /**
   * @param {string} certification
   * @param {number} type
   * @param {number} day
   * @param {string} [note]
   * @returns {ReleaseDate}
   */
  const entry = (certification, type, day, note = '') => ({
    certification,
    descriptors: [],
    iso_639_1: '',
    note,
    release_date: `${isoOf(day)}T00:00:00.000Z`,
    type,
  });
  /** @param {number} n @returns {CountryReleaseDates[]} */
  const foreign = (n) =>
    r.sample(W.FOREIGN_RATINGS, n).map(([country, certs]) => ({
      iso_3166_1: country,
      release_dates: [entry(r.chance(0.85) ? r.pick(certs) : '', 3, releaseDay + r.int(0, 30))],
    }));
  if (category === 'none') return [];
  if (category === 'foreign') return foreign(r.int(1, 2)).sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
  let cert = '';
  if (category === 'usCert') {
    if (genreIds.includes(10751) || genreIds.includes(16))
      cert = r.weighted([
        ['G', 4],
        ['PG', 5],
        ['PG-13', 1],
      ]);
    else if (genreIds.includes(27))
      cert = r.weighted([
        ['R', 7],
        ['PG-13', 3],
      ]);
    else cert = r.weighted(W.US_MOVIE_CERTS);
    if (forceCert) cert = forceCert;
  }
  /** @type {ReleaseDate[]} */
  const us = [];
  if (r.chance(0.25)) us.push(entry('', 1, releaseDay - r.int(5, 60), 'Premiere'));
  us.push(entry(cert, 3, releaseDay));
  if (r.chance(0.6)) us.push(entry(r.chance(0.7) ? cert : '', 4, releaseDay + r.int(30, 120)));
  const out = [{ iso_3166_1: 'US', release_dates: us }, ...(r.chance(0.5) ? foreign(1) : [])];
  return out.sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
}

/**
 * The movies of the catalog, from their own PRNG stream. Movie ENCODING_TITLE_INDEX is the
 * URL-encoding test title (a PG-rated hit on Netflix).
 * @param {number} seed catalog seed
 * @param {import('./generate').GenerationContext} ctx
 * @returns {MovieRecord[]} COUNTS.movies records
 */
function generateMovies(seed, ctx) {
  const r = makeRng(seed ^ 0x2a3b4c5d);
  const used = new Set([ENCODING_TITLE.toLowerCase()]);
  /** @type {MovieRecord[]} */
  const movies = [];
  for (let i = 0; i < COUNTS.movies; i++) {
    const id = 11000 + i * 53 + r.int(0, 45);
    const special = i === ENCODING_TITLE_INDEX;
    const title = special ? ENCODING_TITLE : uniqueTitle(r, used);
    const adult = !special && r.chance(0.03);
    /** @type {Tier} */
    let tier = adult ? 'low' : r.weighted(TIERS);
    if (special) tier = 'hit';
    const genreIds = adult ? r.pick([[18], [10749], [18, 10749]]) : special ? [16, 35, 10751] : r.weighted(W.MOVIE_GENRE_TEMPLATES).slice();
    const releaseDay = dateInBucket(
      r,
      r.weighted(
        /** @type {[import('./traits').DateBucket, number][]} */ ([
          ['now', 6],
          ['recent', 24],
          ['modern', 48],
          ['classic', 22],
        ]),
      ),
    );
    const released = releaseDay <= TODAY;
    const lang = special ? 'en' : makeLanguage(r);
    const votes = makeVotes(r, tier, released);
    const poster_path = r.chance(0.95) || special ? ctx.images.register('poster', `poster:movie:${id}`, title) : null;
    const backdrop_path = r.chance(0.92) || special ? ctx.images.register('backdrop', `backdrop:movie:${id}`, title) : null;
    const country = W.LANGUAGE_COUNTRY[lang];
    /** @type {MovieData} */
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
      providers: special
        ? {
            US: {
              link: `https://www.themoviedb.org/movie/${id}-${slug(title)}/watch?locale=US`,
              flatrate: ctx.providers.filter((p) => p.provider_id === 8).map(providerEntry),
            },
          }
        : makeProviders(r, { type: 'movie', id, title, tier, adult, genreIds, providers: ctx.providers }),
      credits,
      images: titleImages(ctx.images, r, 'movie', id, title, poster_path, backdrop_path),
      videos: videosFor(r, title, releaseDay),
    });
  }
  return movies;
}

module.exports = { movieReleaseDates, generateMovies };
