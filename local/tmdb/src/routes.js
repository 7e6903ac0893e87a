'use strict';
/**
 * The TMDB v3 routes under /3 of the local server: a table of path patterns and handlers that
 * turn a request (path captures, query) into TMDB's JSON body, from the catalog (details,
 * sub-resources, seasons, episodes, people) and the list logic of query/.
 */
const C = require('./catalog');
const Q = require('./query');
const { notFound } = require('./http-errors');
const httpErrors = require('./http-errors');
const { providersForRegion } = require('./catalog/providers');
const { REGIONS } = require('./catalog/regions');
const L = require('./catalog/live');
const X = require('./catalog/external');
const { isoOf } = require('./catalog/constants');

/** @typedef {import('./catalog/live').LiveCatalog} Catalog the live view the routes serve (see catalog/live/) */
/** @typedef {import('./catalog/generate').TitleRecord} TitleRecord */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('./http-errors').HttpError} HttpError */

/**
 * Parses a comma list of append_to_response parts.
 * @param {URLSearchParams} q
 * @returns {string[]} trimmed, non-empty names
 */
const appendList = (q) =>
  (q.get('append_to_response') || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** TMDB appends at most 20 parts to one request; further ones are ignored. */
const APPEND_LIMIT = 20;

/**
 * A movie or show by id.
 * @param {Catalog} catalog
 * @param {'movie'|'tv'} type
 * @param {string} id decimal id from the path
 * @returns {TitleRecord}
 * @throws {HttpError} 404 when there is no such title
 */
function recordOf(catalog, type, id) {
  const rec = (type === 'movie' ? catalog.movieById : catalog.tvById).get(Number(id));
  if (!rec) throw notFound();
  return rec;
}

/**
 * A page of a title's recommendations (also served as `similar`).
 * @param {Catalog} catalog
 * @param {TitleRecord} rec
 * @param {URLSearchParams} q `page`
 * @returns {import('./query').Paged<object>}
 * @throws {import('./query').InvalidPageError} for a bad page
 */
function pagedRecommendations(catalog, rec, q) {
  const page = Q.parsePage(q.get('page'));
  return Q.paginate(
    C.recommendationsFor(catalog, rec).map((r) => Q.project(r, true)),
    page,
  );
}

/**
 * The appendable parts of a media type, callable with its records.
 * @param {'movie'|'tv'} type
 * @returns {Record<string, (rec: TitleRecord) => object>} callers pass records of `type` only
 */
const partsOf = (type) => /** @type {Record<string, (rec: TitleRecord) => object>} */ (type === 'movie' ? C.MOVIE_PARTS : C.TV_PARTS);

/**
 * Detail of a movie or show on `today` with its append_to_response parts under their own keys;
 * a show also takes `season/{n}` parts (TMDB's season detail, under the key "season/{n}") and
 * `season/{n}/watch/providers` parts (the season's `{id, results}`, under that key).
 * @param {Catalog} catalog
 * @param {'movie'|'tv'} type
 * @param {string} id
 * @param {URLSearchParams} q `append_to_response`
 * @param {number} today day number (the date knob)
 * @returns {Record<string, unknown>} TMDB's detail shape
 * @throws {HttpError} 404 for an unknown title
 */
function titleDetail(catalog, type, id, q, today) {
  const rec = recordOf(catalog, type, id);
  const parts = partsOf(type);
  const live = liveParts(catalog, rec, today);
  /** @type {Record<string, unknown>} */
  const out = rec.type === 'movie' ? L.movieDataOn(catalog, rec, today) : L.tvDataOn(catalog, rec, today);
  for (const name of appendList(q).slice(0, APPEND_LIMIT)) {
    const season = rec.type === 'tv' ? /^season\/(\d+)(\/watch\/providers)?$/.exec(name) : null;
    if (season) {
      // TMDB answers an appended season, or a season's sub-resource, under its own key ("season/3",
      // "season/3/watch/providers"); a season the show lacks is left out
      const tv = /** @type {import('./catalog/tv').TvRecord} */ (rec);
      const n = Number(season[1]);
      const part = season[2] ? L.seasonProvidersOn(catalog, tv, n, today) : L.seasonOn(catalog, tv, n, today);
      if (part) out[name] = part;
    } else if (live[name]) out[name] = live[name]();
    else if (parts[name]) out[name] = parts[name](rec);
    else if (name === 'recommendations' || name === 'similar')
      out[name] = Q.paginate(
        C.recommendationsFor(catalog, rec).map((r) => Q.project(r, true)),
        1,
      );
  }
  return out;
}

/**
 * The parts of a title that move with the date knob or are served beside the catalog's own
 * (`watch/providers` on today, `release_dates` of the live view, `external_ids`).
 * @param {Catalog} catalog
 * @param {TitleRecord} rec
 * @param {number} today day number
 * @returns {Record<string, () => object>} part name → its body (without `id`)
 */
const liveParts = (catalog, rec, today) => ({
  'watch/providers': () => ({ results: L.providersOn(catalog, rec, today) }),
  external_ids: () => (rec.type === 'movie' ? X.movieExternalIds(rec) : X.tvExternalIds(rec)),
});

/**
 * A sub-resource of a movie or show (watch/providers, credits, ...), with `id` first like TMDB.
 * @param {Catalog} catalog
 * @param {'movie'|'tv'} type
 * @param {string} id
 * @param {string} sub sub-resource name
 * @param {URLSearchParams} q `page` for recommendations / similar
 * @param {number} today day number (the date knob)
 * @returns {object}
 * @throws {HttpError} 404 for an unknown title or a part the media type lacks
 */
function titleSubResource(catalog, type, id, sub, q, today) {
  const rec = recordOf(catalog, type, id);
  if (sub === 'recommendations' || sub === 'similar') return pagedRecommendations(catalog, rec, q);
  const live = liveParts(catalog, rec, today);
  if (live[sub]) return { id: rec.id, ...live[sub]() };
  const parts = partsOf(type);
  if (!parts[sub]) throw notFound();
  return { id: rec.id, ...parts[sub](rec) };
}

/**
 * @param {Catalog} catalog
 * @param {string} tvId
 * @param {string} n season number
 * @param {number} today day number (the date knob)
 * @returns {import('./catalog/seasons').SeasonDetail}
 * @throws {HttpError} 404 for an unknown show or season
 */
function seasonDetail(catalog, tvId, n, today) {
  const season = L.seasonOn(catalog, /** @type {import('./catalog/tv').TvRecord} */ (recordOf(catalog, 'tv', tvId)), Number(n), today);
  if (!season) throw notFound();
  return season;
}

/**
 * TMDB `tv/{id}/season/{n}/watch/providers` on `today`.
 * @param {Catalog} catalog
 * @param {string} tvId
 * @param {string} n season number
 * @param {number} today day number
 * @returns {{ id: number, results: object }} id: the season's id
 * @throws {HttpError} 404 for an unknown show or season
 */
function seasonProviders(catalog, tvId, n, today) {
  const out = L.seasonProvidersOn(
    catalog,
    /** @type {import('./catalog/tv').TvRecord} */ (recordOf(catalog, 'tv', tvId)),
    Number(n),
    today,
  );
  if (!out) throw notFound();
  return out;
}

/**
 * TMDB `find/{external_id}`: `external_source` is required (TMDB answers an invalid-parameters
 * error without it).
 * @param {Catalog} catalog
 * @param {string} externalId
 * @param {URLSearchParams} q `external_source` (imdb_id, tvdb_id; others find nothing)
 * @returns {ReturnType<typeof X.findByExternalId>}
 * @throws {HttpError} 400 (status_code 5) without `external_source`
 */
function find(catalog, externalId, q) {
  const source = (q.get('external_source') || '').trim();
  if (!source)
    throw new httpErrors.HttpError(400, {
      success: false,
      status_code: 5,
      status_message: 'Invalid parameters: Your request parameters are incorrect.',
    });
  return X.findByExternalId(catalog, decodeURIComponent(externalId), source);
}

/**
 * An episode (without `show_id`) with its append_to_response parts.
 * @param {Catalog} catalog
 * @param {string} tvId
 * @param {string} n season number
 * @param {string} e episode number
 * @param {URLSearchParams} q `append_to_response` (credits, images, videos)
 * @param {number} today day number (the date knob)
 * @returns {Record<string, unknown>}
 * @throws {HttpError} 404 for an unknown show, season or episode
 */
function episodeDetail(catalog, tvId, n, e, q, today) {
  const found = L.episodeOn(
    catalog,
    /** @type {import('./catalog/tv').TvRecord} */ (recordOf(catalog, 'tv', tvId)),
    Number(n),
    Number(e),
    today,
  );
  if (!found) throw notFound();
  /** @type {Record<string, unknown>} */
  const parts = found.parts;
  /** @type {Record<string, unknown>} */
  const { show_id: _showId, ...episode } = found.episode;
  for (const name of appendList(q)) if (parts[name]) episode[name] = parts[name];
  return episode;
}

/**
 * @param {Catalog} catalog
 * @param {string} id
 * @returns {import('./catalog/people').PersonRecord}
 * @throws {HttpError} 404 for an unknown person
 */
function personRecord(catalog, id) {
  const p = catalog.personById.get(Number(id));
  if (!p) throw notFound();
  return p;
}

/**
 * A person with append_to_response parts (movie_credits, tv_credits, images).
 * @param {Catalog} catalog
 * @param {string} id
 * @param {URLSearchParams} q
 * @returns {Record<string, unknown>}
 * @throws {HttpError} 404 for an unknown person
 */
function personDetail(catalog, id, q) {
  const p = personRecord(catalog, id);
  const d = C.personDetail(catalog, p);
  /** @type {import('./catalog/people').PersonData & Record<string, unknown>} */
  const out = d.person;
  for (const name of appendList(q)) {
    if (name === 'movie_credits' || name === 'tv_credits') out[name] = d[name];
    else if (name === 'images')
      out.images = {
        profiles: out.profile_path
          ? [
              {
                aspect_ratio: 0.667,
                height: 1200,
                iso_639_1: null,
                file_path: out.profile_path,
                vote_average: 0,
                vote_count: 0,
                width: 800,
              },
            ]
          : [],
      };
  }
  return out;
}

/**
 * @param {Catalog} catalog
 * @param {string} id
 * @param {'movie_credits'|'tv_credits'} which
 * @returns {object} `{cast, crew, id}`
 * @throws {HttpError} 404 for an unknown person
 */
function personCredits(catalog, id, which) {
  const p = personRecord(catalog, id);
  return { ...C.personDetail(catalog, p)[which], id: p.id };
}

/**
 * TMDB `configuration`, with image URLs pointing at this server.
 * @param {IncomingMessage} req (its Host header)
 * @returns {object}
 */
function configuration(req) {
  const host = req.headers.host || 'localhost';
  return {
    change_keys: [],
    images: {
      base_url: `http://${host}/t/p/`,
      secure_base_url: `http://${host}/t/p/`,
      backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
      logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
      poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
      profile_sizes: ['w45', 'w185', 'h632', 'original'],
      still_sizes: ['w92', 'w185', 'w300', 'original'],
    },
  };
}

/** @typedef {'movie'|'tv'} Media */

/**
 * The /3 route table: [pattern, handler(match, query, catalog, req, today) → JSON body]; `catalog`
 * is the server's live view, `today` the date knob's day number. The casts of captures name the
 * alternatives their patterns allow.
 * @type {[RegExp, (m: RegExpExecArray, q: URLSearchParams, c: Catalog, req: IncomingMessage, today: number) => unknown][]}
 */
const ROUTES = [
  [
    /^\/3\/trending\/(movie|tv|person|all)\/(day|week)$/,
    (m, q, c) => Q.trending(c, /** @type {'movie'|'tv'|'person'|'all'} */ (m[1]), /** @type {'day'|'week'} */ (m[2]), q),
  ],
  [/^\/3\/(movie|tv)\/popular$/, (m, q, c) => Q.popular(c, /** @type {Media} */ (m[1]), q)],
  [/^\/3\/movie\/now_playing$/, (m, q, c, req, today) => Q.nowPlaying(c, q, isoOf(today))],
  [/^\/3\/find\/([^/]+)$/, (m, q, c) => find(c, m[1], q)],
  [/^\/3\/search\/multi$/, (m, q, c) => Q.search(c, q, ['movie', 'tv', 'person'], true)],
  [/^\/3\/search\/(movie|tv|person)$/, (m, q, c) => Q.search(c, q, [/** @type {Media|'person'} */ (m[1])], false)],
  [/^\/3\/discover\/(movie|tv)$/, (m, q, c) => Q.discover(c, /** @type {Media} */ (m[1]), q)],
  [/^\/3\/genre\/(movie|tv)\/list$/, (m, q, c) => ({ genres: c.genres[/** @type {Media} */ (m[1])] })],
  [
    /^\/3\/watch\/providers\/regions$/,
    () => ({ results: REGIONS.map(({ iso_3166_1, english_name, native_name }) => ({ iso_3166_1, english_name, native_name })) }),
  ],
  [
    /^\/3\/watch\/providers\/(movie|tv)$/,
    (m, q, c) => ({ results: providersForRegion(c.providers, (q.get('watch_region') || '').trim().toUpperCase()) }),
  ],
  [/^\/3\/configuration$/, (m, q, c, req) => configuration(req)],
  [/^\/3\/(movie|tv)\/(\d+)$/, (m, q, c, req, today) => titleDetail(c, /** @type {Media} */ (m[1]), m[2], q, today)],
  [
    /^\/3\/(movie|tv)\/(\d+)\/(watch\/providers|recommendations|similar|credits|images|videos|release_dates|content_ratings|external_ids)$/,
    (m, q, c, req, today) => titleSubResource(c, /** @type {Media} */ (m[1]), m[2], m[3], q, today),
  ],
  [/^\/3\/tv\/(\d+)\/season\/(\d+)$/, (m, q, c, req, today) => seasonDetail(c, m[1], m[2], today)],
  [/^\/3\/tv\/(\d+)\/season\/(\d+)\/watch\/providers$/, (m, q, c, req, today) => seasonProviders(c, m[1], m[2], today)],
  [/^\/3\/tv\/(\d+)\/season\/(\d+)\/episode\/(\d+)$/, (m, q, c, req, today) => episodeDetail(c, m[1], m[2], m[3], q, today)],
  [/^\/3\/person\/(\d+)$/, (m, q, c) => personDetail(c, m[1], q)],
  [
    /^\/3\/person\/(\d+)\/(movie_credits|tv_credits)$/,
    (m, q, c) => personCredits(c, m[1], /** @type {'movie_credits'|'tv_credits'} */ (m[2])),
  ],
];

module.exports = { ROUTES, appendList };
