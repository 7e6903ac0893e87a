'use strict';
/**
 * Assembles a whole catalog from its parts, in a fixed order (images and providers, people,
 * movies, tv, reverse credit index), and keeps the process-wide shared catalog.
 */
const { ImageRegistry } = require('../images-registry');
const W = require('../words');
const { SEED, CATALOG_TODAY } = require('./constants');
const { buildProviders } = require('./providers');
const { JOBS, generatePeople, makePicker } = require('./people');
const { generateMovies } = require('./movies');
const { generateTv } = require('./tv');

/** @typedef {import('./movies').MovieRecord} MovieRecord */
/** @typedef {import('./tv').TvRecord} TvRecord */
/** @typedef {import('./people').PersonRecord} PersonRecord */
/** @typedef {MovieRecord | TvRecord} TitleRecord */

/**
 * What the title generators share: the image registry, provider table, companies, networks, and
 * the people pools of each media type.
 * @typedef {object} GenerationContext
 * @property {ImageRegistry} images
 * @property {import('./providers').Provider[]} providers
 * @property {import('./traits').Company[]} companies
 * @property {import('./traits').Company[]} networks
 * @property {import('./people').Pickers} moviePickers
 * @property {import('./people').Pickers} tvPickers
 */

/**
 * A whole catalog.
 * @typedef {object} Catalog
 * @property {number} seed
 * @property {string} today 'YYYY-MM-DD' (CATALOG_TODAY)
 * @property {MovieRecord[]} movies
 * @property {TvRecord[]} tv
 * @property {PersonRecord[]} people
 * @property {import('./providers').Provider[]} providers
 * @property {ImageRegistry} images every image path the catalog mentions
 * @property {Map<number, MovieRecord>} movieById
 * @property {Map<number, TvRecord>} tvById
 * @property {Map<number, PersonRecord>} personById
 * @property {{ movie: import('./traits').Genre[], tv: import('./traits').Genre[] }} genres sorted by name
 * @property {Map<string, TitleRecord[]>} _recCache recommendations by 'type:id'
 * @property {Map<string, import('./seasons').SeasonDetail>} _seasonCache season details by 'tvId:n'
 */

/**
 * Assembles a catalog: images and providers, people, movies, tv, then the reverse credit index.
 * @param {number} seed unsigned 32-bit seed
 * @returns {Catalog}
 */
function buildCatalog(seed) {
  const images = new ImageRegistry();
  const providers = buildProviders(images);
  const companies = W.COMPANIES.map((name, i) => ({
    id: 400 + i * 17,
    logo_path: images.register('logo', `logo:company:${i}`, name, '.png'),
    name,
    origin_country: 'US',
  }));
  const networks = W.NETWORKS.map((name, i) => ({
    id: 10 + i * 7,
    logo_path: images.register('logo', `logo:network:${i}`, name, '.png'),
    name,
    origin_country: i === 4 ? 'GB' : 'US',
  }));
  const people = generatePeople(seed, images);
  /** @param {'movie'|'tv'} aff @param {string} [dept] */
  const pool = (aff, dept) =>
    people.filter((p) => (p.affinity === 'both' || p.affinity === aff) && (dept ? p.data.known_for_department === dept : true));
  /** @param {'movie'|'tv'} aff @returns {import('./people').Pickers} */
  const pickersFor = (aff) => {
    /** @type {Record<string, import('./people').Picker>} */
    const dept = {};
    for (const name of Object.keys(JOBS)) dept[name] = makePicker(pool(aff, name));
    return { actor: makePicker(pool(aff, 'Acting')), dept };
  };
  const ctx = { images, providers, companies, networks, moviePickers: pickersFor('movie'), tvPickers: pickersFor('tv') };
  const movies = generateMovies(seed, ctx);
  const tv = generateTv(seed, ctx);

  // Reverse index: people's movie and tv credits.
  for (const m of movies) {
    for (const c of m.credits.cast) c.person.movieCast.push({ rec: m, c });
    for (const c of m.credits.crew) c.person.movieCrew.push({ rec: m, c });
  }
  for (const s of tv) {
    for (const c of s.credits.cast) c.person.tvCast.push({ rec: s, c });
    for (const c of s.credits.crew) c.person.tvCrew.push({ rec: s, c });
  }

  /**
   * @template {{ id: number }} T
   * @param {T[]} list
   * @returns {Map<number, T>}
   */
  const byId = (list) => new Map(list.map((x) => [x.id, x]));
  /** @type {Catalog} */
  const catalog = {
    seed,
    today: CATALOG_TODAY,
    movies,
    tv,
    people,
    providers,
    images,
    movieById: byId(movies),
    tvById: byId(tv),
    personById: byId(people),
    genres: {
      movie: Object.entries(W.MOVIE_GENRES)
        .map(([id, name]) => ({ id: Number(id), name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      tv: Object.entries(W.TV_GENRES)
        .map(([id, name]) => ({ id: Number(id), name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
    _recCache: new Map(),
    _seasonCache: new Map(),
  };
  return catalog;
}

/**
 * Generates a fresh catalog (no caching). Pure: the same seed gives identical data.
 * @param {{seed?: number}} [options] seed (32-bit integer), default {@link SEED}.
 * @returns {Catalog} catalog: `movies`, `tv`, `people` (records with TMDB-shaped `data`), id maps,
 *   `providers`, `genres`, `images` (ImageRegistry) and `today` ('YYYY-MM-DD').
 */
function generateCatalog(options = {}) {
  return buildCatalog(options.seed === undefined ? SEED : options.seed >>> 0);
}

/** @type {Catalog | null} */
let cached = null;
/**
 * The shared catalog of this process (generated on first call with the default seed, then reused).
 * @returns {Catalog} see {@link generateCatalog}.
 */
function getCatalog() {
  if (!cached) cached = generateCatalog();
  return cached;
}

module.exports = { buildCatalog, generateCatalog, getCatalog };
