'use strict';
/**
 * Response shapes of catalog records: list results of movies, shows and people, credits,
 * `append_to_response` parts, full details, person details with credit lists, and the plain-data
 * snapshot used for determinism checks.
 */
const { personRef } = require('./people');

/** @typedef {import('./movies').MovieRecord} MovieRecord */
/** @typedef {import('./tv').TvRecord} TvRecord */
/** @typedef {import('./people').PersonRecord} PersonRecord */
/** @typedef {import('./people').PersonRef} PersonRef */
/** @typedef {import('./generate').TitleRecord} TitleRecord */
/** @typedef {ReturnType<typeof movieResult>} MovieResult */
/** @typedef {ReturnType<typeof tvResult>} TvResult */
/** @typedef {PersonRef & { cast_id?: number, character: string, credit_id: string, order: number }} CastView */
/** @typedef {PersonRef & { credit_id: string, department: string, job: string }} CrewView */

/**
 * List-result shape of a movie: adult, backdrop_path, genre_ids, id, original_language,
 * original_title, overview, popularity, poster_path, release_date, title, video, vote_average,
 * vote_count.
 * @param {MovieRecord} rec
 */
function movieResult(rec) {
  const d = rec.data;
  return {
    adult: d.adult,
    backdrop_path: d.backdrop_path,
    genre_ids: d.genres.map((g) => g.id),
    id: d.id,
    original_language: d.original_language,
    original_title: d.original_title,
    overview: d.overview,
    popularity: d.popularity,
    poster_path: d.poster_path,
    release_date: d.release_date,
    title: d.title,
    video: d.video,
    vote_average: d.vote_average,
    vote_count: d.vote_count,
  };
}

/**
 * List-result shape of a show: adult, backdrop_path, genre_ids, id, origin_country,
 * original_language, original_name, overview, popularity, poster_path, first_air_date, name,
 * vote_average, vote_count.
 * @param {TvRecord} rec
 */
function tvResult(rec) {
  const d = rec.data;
  return {
    adult: d.adult,
    backdrop_path: d.backdrop_path,
    genre_ids: d.genres.map((g) => g.id),
    id: d.id,
    origin_country: d.origin_country.slice(),
    original_language: d.original_language,
    original_name: d.original_name,
    overview: d.overview,
    popularity: d.popularity,
    poster_path: d.poster_path,
    first_air_date: d.first_air_date,
    name: d.name,
    vote_average: d.vote_average,
    vote_count: d.vote_count,
  };
}

/**
 * TMDB `credits` of a title (cast with `cast_id` for movies).
 * @param {TitleRecord} rec
 * @returns {{ cast: CastView[], crew: CrewView[] }}
 */
function creditsView(rec) {
  return {
    cast: rec.credits.cast.map((c) => ({
      ...personRef(c.person),
      ...(c.cast_id !== undefined ? { cast_id: c.cast_id } : {}),
      character: c.character,
      credit_id: c.credit_id,
      order: c.order,
    })),
    crew: rec.credits.crew.map((c) => ({ ...personRef(c.person), credit_id: c.credit_id, department: c.department, job: c.job })),
  };
}

/**
 * List-result shape of a movie (as in popular, discover, search).
 * @param {MovieRecord} rec
 * @returns {MovieResult}
 */
function toMovieResult(rec) {
  return movieResult(rec);
}
/**
 * List-result shape of a TV show.
 * @param {TvRecord} rec
 * @returns {TvResult}
 */
function toTvResult(rec) {
  return tvResult(rec);
}

/**
 * Person list-result shape (search/multi, trending) with up to three `known_for` titles.
 * @param {PersonRecord} p
 * @returns {PersonRef & { known_for: ((MovieResult | TvResult) & { media_type: 'movie'|'tv' })[] }}
 *   known_for: the person's most popular non-adult titles
 */
function toPersonResult(p) {
  const credits = [...p.movieCast, ...p.tvCast, ...p.movieCrew, ...p.tvCrew]
    .map((x) => x.rec)
    .filter((rec, i, arr) => arr.indexOf(rec) === i && !rec.data.adult)
    .sort((a, b) => b.data.popularity - a.data.popularity || a.id - b.id)
    .slice(0, 3);
  return {
    ...personRef(p),
    known_for: credits.map((rec) => ({ ...(rec.type === 'movie' ? movieResult(rec) : tvResult(rec)), media_type: rec.type })),
  };
}

/** @typedef {(rec: TitleRecord) => object} TitlePart an appendable part any title has */

/**
 * Appendable parts of a movie, by append_to_response name. Each returns the appended object.
 * @type {{ images: TitlePart, release_dates: (rec: MovieRecord) => object, 'watch/providers': TitlePart, credits: TitlePart, videos: TitlePart }}
 */
const MOVIE_PARTS = {
  images: (rec) => ({ backdrops: rec.images.backdrops, logos: rec.images.logos, posters: rec.images.posters }),
  release_dates: (rec) => ({ results: rec.releaseDates }),
  'watch/providers': (rec) => ({ results: rec.providers }),
  credits: (rec) => creditsView(rec),
  videos: (rec) => ({ results: rec.videos }),
};
/**
 * Appendable parts of a TV show.
 * @type {{ images: TitlePart, content_ratings: (rec: TvRecord) => object, 'watch/providers': TitlePart, credits: TitlePart, videos: TitlePart }}
 */
const TV_PARTS = {
  images: MOVIE_PARTS.images,
  content_ratings: (rec) => ({ results: rec.contentRatings }),
  'watch/providers': MOVIE_PARTS['watch/providers'],
  credits: (rec) => creditsView(rec),
  videos: MOVIE_PARTS.videos,
};

/**
 * Full detail object of a movie or show (TMDB detail shape, without appended parts).
 * @template {TitleRecord} R
 * @param {R} rec
 * @returns {R['data']} a deep copy (plain JSON) the caller may extend
 */
function toDetail(rec) {
  return JSON.parse(JSON.stringify(rec.data));
}

/**
 * Person detail plus credit lists.
 * @param {import('./generate').Catalog} catalog
 * @param {PersonRecord} p
 * @returns {{ person: import('./people').PersonData, movie_credits: { cast: object[], crew: object[] }, tv_credits: { cast: object[], crew: object[] } }}
 *   person: a deep copy of the person's data; credits: list results of the titles with the
 *   character / job (and, for tv, the show's episode count)
 */
function personDetail(catalog, p) {
  const movieCast = p.movieCast.map(({ rec, c }) => ({
    ...movieResult(rec),
    character: c.character,
    credit_id: c.credit_id,
    order: c.order,
  }));
  const movieCrew = p.movieCrew.map(({ rec, c }) => ({
    ...movieResult(rec),
    credit_id: c.credit_id,
    department: c.department,
    job: c.job,
  }));
  const tvCast = p.tvCast.map(({ rec, c }) => ({
    ...tvResult(rec),
    character: c.character,
    credit_id: c.credit_id,
    episode_count: rec.data.number_of_episodes,
  }));
  const tvCrew = p.tvCrew.map(({ rec, c }) => ({
    ...tvResult(rec),
    credit_id: c.credit_id,
    department: c.department,
    episode_count: rec.data.number_of_episodes,
    job: c.job,
  }));
  return {
    person: JSON.parse(JSON.stringify(p.data)),
    movie_credits: { cast: movieCast, crew: movieCrew },
    tv_credits: { cast: tvCast, crew: tvCrew },
  };
}

/**
 * Plain-data snapshot of the whole catalog (for determinism checks): every movie, show and person
 * with their appended parts.
 * @param {import('./generate').Catalog} catalog
 * @returns {{ movies: object[], tv: object[], people: import('./people').PersonData[], images: string[] }}
 *   records share objects with the catalog (serialize, do not mutate)
 */
function snapshot(catalog) {
  return {
    movies: catalog.movies.map((m) => ({
      data: m.data,
      releaseDates: m.releaseDates,
      providers: m.providers,
      credits: creditsView(m),
      images: m.images,
      videos: m.videos,
    })),
    tv: catalog.tv.map((t) => ({
      data: t.data,
      contentRatings: t.contentRatings,
      providers: t.providers,
      credits: creditsView(t),
      images: t.images,
      videos: t.videos,
    })),
    people: catalog.people.map((p) => p.data),
    images: [...catalog.images.byPath.keys()],
  };
}

module.exports = {
  movieResult,
  tvResult,
  creditsView,
  toMovieResult,
  toTvResult,
  toPersonResult,
  MOVIE_PARTS,
  TV_PARTS,
  toDetail,
  personDetail,
  snapshot,
};
