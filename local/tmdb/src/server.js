'use strict';
/**
 * HTTP front of the local TMDB catalog: TMDB v3 paths under /3/... with TMDB's JSON shapes,
 * status codes and error bodies, the image host under /t/p/{size}/{file}, /health, CORS, and test
 * knobs (latency, forced status, failure rate). Built on node:http only.
 */
const http = require('node:http');
const C = require('./catalog');
const Q = require('./query');
const { renderSvg } = require('./svg');

const JSON_TYPE = 'application/json;charset=utf-8';

/** TMDB error bodies by HTTP status (key order as TMDB sends them). */
const ERRORS = {
  400: { success: false, status_code: 47, status_message: 'The input is not valid.' },
  401: { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false },
  403: { success: false, status_code: 3, status_message: 'Authentication failed: You do not have permissions to access the service.' },
  404: { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
  405: { success: false, status_code: 3, status_message: 'Method not allowed.' },
  429: { success: false, status_code: 25, status_message: 'Your request count (#) is over the allowed limit of (40).' },
  500: { success: false, status_code: 11, status_message: 'Internal error: Something went wrong, contact TMDb.' },
  502: { success: false, status_code: 24, status_message: 'Your request to the backend server timed out. Try again.' },
  503: { success: false, status_code: 9, status_message: 'Service offline: This service is temporarily offline, try again later.' },
  504: { success: false, status_code: 24, status_message: 'Your request to the backend server timed out. Try again.' },
};

/** An HTTP error a route handler throws; `body` defaults to TMDB's body for the status. */
class HttpError extends Error {
  constructor(status, body) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body || ERRORS[status] || { success: false, status_code: 11, status_message: `HTTP ${status}` };
  }
}
const notFound = () => new HttpError(404);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Parses a comma list of append_to_response parts. */
const appendList = (q) => (q.get('append_to_response') || '').split(',').map((s) => s.trim()).filter(Boolean);

/* ------------------------------------------------------------------ route handlers */

function recordOf(catalog, type, id) {
  const rec = (type === 'movie' ? catalog.movieById : catalog.tvById).get(Number(id));
  if (!rec) throw notFound();
  return rec;
}

function pagedRecommendations(catalog, rec, q) {
  const page = Q.parsePage(q.get('page'));
  return Q.paginate(C.recommendationsFor(catalog, rec).map((r) => Q.project(r, true)), page);
}

/** Detail of a movie or show with its append_to_response parts under their own keys. */
function titleDetail(catalog, type, id, q) {
  const rec = recordOf(catalog, type, id);
  const parts = type === 'movie' ? C.MOVIE_PARTS : C.TV_PARTS;
  const out = C.toDetail(rec);
  for (const name of appendList(q)) {
    if (parts[name]) out[name] = parts[name](rec);
    else if (name === 'recommendations' || name === 'similar') out[name] = Q.paginate(C.recommendationsFor(catalog, rec).map((r) => Q.project(r, true)), 1);
  }
  return out;
}

/** A sub-resource of a movie or show (watch/providers, credits, ...), with `id` first like TMDB. */
function titleSubResource(catalog, type, id, sub, q) {
  const rec = recordOf(catalog, type, id);
  if (sub === 'recommendations' || sub === 'similar') return pagedRecommendations(catalog, rec, q);
  const parts = type === 'movie' ? C.MOVIE_PARTS : C.TV_PARTS;
  if (!parts[sub]) throw notFound();
  return { id: rec.id, ...parts[sub](rec) };
}

function seasonDetail(catalog, tvId, n) {
  const season = C.seasonOf(catalog, recordOf(catalog, 'tv', tvId), Number(n));
  if (!season) throw notFound();
  return season;
}

function episodeDetail(catalog, tvId, n, e, q) {
  const found = C.episodeDetail(catalog, recordOf(catalog, 'tv', tvId), Number(n), Number(e));
  if (!found) throw notFound();
  const { show_id: _showId, ...episode } = found.episode;
  for (const name of appendList(q)) if (found.parts[name]) episode[name] = found.parts[name];
  return episode;
}

function personRecord(catalog, id) {
  const p = catalog.personById.get(Number(id));
  if (!p) throw notFound();
  return p;
}

function personDetail(catalog, id, q) {
  const p = personRecord(catalog, id);
  const d = C.personDetail(catalog, p);
  const out = d.person;
  for (const name of appendList(q)) {
    if (name === 'movie_credits' || name === 'tv_credits') out[name] = d[name];
    else if (name === 'images') out.images = { profiles: out.profile_path ? [{ aspect_ratio: 0.667, height: 1200, iso_639_1: null, file_path: out.profile_path, vote_average: 0, vote_count: 0, width: 800 }] : [] };
  }
  return out;
}

function personCredits(catalog, id, which) {
  const p = personRecord(catalog, id);
  return { ...C.personDetail(catalog, p)[which], id: p.id };
}

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

/** The /3 route table: [pattern, handler(match, query, catalog, req) → JSON body]. */
const ROUTES = [
  [/^\/3\/trending\/(movie|tv|person|all)\/(day|week)$/, (m, q, c) => Q.trending(c, m[1], m[2], q)],
  [/^\/3\/(movie|tv)\/popular$/, (m, q, c) => Q.popular(c, m[1], q)],
  [/^\/3\/movie\/now_playing$/, (m, q, c) => Q.nowPlaying(c, q)],
  [/^\/3\/search\/multi$/, (m, q, c) => Q.search(c, q, ['movie', 'tv', 'person'], true)],
  [/^\/3\/search\/(movie|tv|person)$/, (m, q, c) => Q.search(c, q, [m[1]], false)],
  [/^\/3\/discover\/(movie|tv)$/, (m, q, c) => Q.discover(c, m[1], q)],
  [/^\/3\/genre\/(movie|tv)\/list$/, (m, q, c) => ({ genres: c.genres[m[1]] })],
  [/^\/3\/watch\/providers\/(movie|tv)$/, (m, q, c) => ({ results: c.providers.map(({ kind: _k, ...p }) => ({ ...p, display_priorities: { US: p.display_priority } })) })],
  [/^\/3\/configuration$/, (m, q, c, req) => configuration(req)],
  [/^\/3\/(movie|tv)\/(\d+)$/, (m, q, c) => titleDetail(c, m[1], m[2], q)],
  [/^\/3\/(movie|tv)\/(\d+)\/(watch\/providers|recommendations|similar|credits|images|videos|release_dates|content_ratings)$/, (m, q, c) => titleSubResource(c, m[1], m[2], m[3], q)],
  [/^\/3\/tv\/(\d+)\/season\/(\d+)$/, (m, q, c) => seasonDetail(c, m[1], m[2])],
  [/^\/3\/tv\/(\d+)\/season\/(\d+)\/episode\/(\d+)$/, (m, q, c) => episodeDetail(c, m[1], m[2], m[3], q)],
  [/^\/3\/person\/(\d+)$/, (m, q, c) => personDetail(c, m[1], q)],
  [/^\/3\/person\/(\d+)\/(movie_credits|tv_credits)$/, (m, q, c) => personCredits(c, m[1], m[2])],
];

/* ------------------------------------------------------------------ server */

/**
 * Normalizes forceStatus prefixes: '/3/movie' stays, 'movie/popular' becomes '/3/movie/popular'.
 * @param {Record<string, number>} map path prefix → HTTP status.
 * @returns {Array<[string, number]>} longest prefix first.
 */
function normalizeForceStatus(map) {
  return Object.entries(map || {})
    .map(([prefix, status]) => [prefix.startsWith('/') ? prefix : `/3/${prefix}`, Number(status)])
    .filter(([, status]) => Number.isInteger(status) && status >= 100 && status <= 599)
    .sort((a, b) => b[0].length - a[0].length);
}

/**
 * Creates the local TMDB server (not listening; call `.listen(port)`).
 * @param {object} [options]
 * @param {string} [options.apiKey] when set, /3 requests need `api_key=<apiKey>` (or the read token) else 401.
 * @param {string} [options.readToken] v4 read token accepted as `Authorization: Bearer <token>`; when set alone it is required too.
 * @param {number} [options.latencyMs] delay in milliseconds before answering every request except /health and OPTIONS.
 * @param {number} [options.failRate] fraction 0..1 of /3 requests answered with 500 (deterministic: exactly
 *   floor(n × rate) of the first n requests fail, evenly spread).
 * @param {Record<string, number>} [options.forceStatus] path prefix → HTTP status forced for matching paths
 *   ('/3/movie/popular' or 'movie/popular'); statuses ≥ 400 answer TMDB's error body, others are ignored.
 * @param {object} [options.catalog] catalog to serve (default: the shared {@link getCatalog}).
 * Per request, `__latency=<ms>` and `__status=<code>` query parameters do the same for that request only.
 * @returns {import('node:http').Server} the server; its `catalog` property is the catalog served.
 */
function createTmdbServer(options = {}) {
  const catalog = options.catalog || C.getCatalog();
  const apiKey = options.apiKey || '';
  const readToken = options.readToken || '';
  const latencyMs = Math.max(0, Number(options.latencyMs) || 0);
  const failRate = Math.min(1, Math.max(0, Number(options.failRate) || 0));
  const forced = normalizeForceStatus(options.forceStatus);
  let apiRequests = 0;

  const send = (req, res, status, body, headers = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': JSON_TYPE,
      'Cache-Control': status === 200 ? 'public, max-age=60' : 'no-store',
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  const sendError = (req, res, err) => send(req, res, err.status, err.body, err.status === 429 ? { 'Retry-After': '1' } : {});

  const authorized = (req, q) => {
    if (!apiKey && !readToken) return true;
    if (apiKey && q.get('api_key') === apiKey) return true;
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization || '');
    return Boolean(readToken && m && m[1].trim() === readToken);
  };

  const forcedStatus = (pathname, q) => {
    const param = q.get('__status');
    if (param !== null && /^\d{3}$/.test(param)) return Number(param);
    const hit = forced.find(([prefix]) => pathname.startsWith(prefix));
    return hit ? hit[1] : null;
  };

  const serveImage = (req, res, size, file) => {
    const entry = catalog.images.get(`/${file}`);
    const svg = entry && renderSvg(entry, size);
    if (!svg) return sendError(req, res, notFound());
    res.writeHead(200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': Buffer.byteLength(svg),
    });
    return res.end(req.method === 'HEAD' ? undefined : svg);
  };

  async function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || 'Authorization, Content-Type',
        'Access-Control-Max-Age': '86400',
        'Content-Length': '0',
      });
      return res.end();
    }
    const url = new URL(req.url || '/', 'http://localhost');
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const q = url.searchParams;
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(req, res, new HttpError(405));

    if (pathname === '/health') return send(req, res, 200, { ok: true }, { 'Cache-Control': 'no-store' });

    const latencyParam = Number(q.get('__latency'));
    const delay = q.has('__latency') && Number.isFinite(latencyParam) ? latencyParam : latencyMs;
    if (delay > 0) await sleep(Math.min(delay, 60000));

    const status = forcedStatus(pathname, q);
    if (status !== null && status >= 400) return sendError(req, res, new HttpError(status));

    const image = /^\/t\/p\/([a-z0-9]+)\/([A-Za-z0-9_-]+\.(?:jpg|png|svg))$/.exec(pathname);
    if (image) return serveImage(req, res, image[1], image[2]);

    if (pathname === '/3' || pathname.startsWith('/3/')) {
      if (!authorized(req, q)) return sendError(req, res, new HttpError(401));
      const n = apiRequests++;
      if (failRate > 0 && Math.floor((n + 1) * failRate) > Math.floor(n * failRate)) return sendError(req, res, new HttpError(500));
      for (const [pattern, handler] of ROUTES) {
        const m = pattern.exec(pathname);
        if (!m) continue;
        try {
          return send(req, res, 200, handler(m, q, catalog, req));
        } catch (err) {
          if (err instanceof Q.InvalidPageError) return send(req, res, 400, { status_code: err.statusCode, status_message: err.message, success: false });
          throw err;
        }
      }
    }
    return sendError(req, res, notFound());
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (err instanceof HttpError) return sendError(req, res, err);
      process.stderr.write(`[local-tmdb] ${err && err.stack ? err.stack : err}\n`);
      if (!res.headersSent) sendError(req, res, new HttpError(500));
      else res.end();
    });
  });
  // Idle keep-alive sockets stay open longer than clients keep them (undici: 4 s), so a client never
  // reuses a socket the server is just closing ("other side closed"), even when its event loop stalls.
  server.keepAliveTimeout = 65000;
  server.headersTimeout = 66000;
  server.catalog = catalog;
  return server;
}

module.exports = { createTmdbServer, ERRORS };
