'use strict';
/**
 * HTTP front of the local TMDB catalog: TMDB v3 paths under /3/... with TMDB's JSON shapes,
 * status codes and error bodies, the image host under /t/p/{size}/{file}, /health, CORS, and test
 * knobs (latency, forced status, failure rate). Built on node:http only. The /3 routes themselves
 * are in routes.js, the error bodies in http-errors.js.
 */
const http = require('node:http');
const C = require('./catalog');
const Q = require('./query');
const { renderSvg } = require('./svg');
const { ERRORS, HttpError, notFound } = require('./http-errors');
const { ROUTES } = require('./routes');
const { localize } = require('./languages');
const { createClock } = require('./clock');
const { liveCatalog } = require('./catalog/live');
const { isoOf } = require('./catalog/constants');

/** @typedef {import('./catalog/generate').Catalog} Catalog */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const JSON_TYPE = 'application/json;charset=utf-8';

/**
 * @param {number} ms milliseconds
 * @returns {Promise<void>}
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Normalizes forceStatus prefixes: '/3/movie' stays, 'movie/popular' becomes '/3/movie/popular'.
 * @param {Record<string, number>} [map] path prefix → HTTP status (none: nothing forced).
 * @returns {Array<[string, number]>} longest prefix first.
 */
function normalizeForceStatus(map) {
  return Object.entries(map || {})
    .map(([prefix, status]) => /** @type {[string, number]} */ ([prefix.startsWith('/') ? prefix : `/3/${prefix}`, Number(status)]))
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
 * @param {Catalog} [options.catalog] catalog to serve (default: the shared catalog, C.getCatalog()).
 * @param {boolean} [options.runtimeKnobs] serve `GET|PUT /__knobs` to change faults and today while running (see README).
 * @param {string} [options.today] the catalog's today, 'YYYY-MM-DD' (default: the real current date); also the
 *   base date the moving parts are anchored on (default: the day the server is created). See catalog/live/.
 * Per request, `__latency=<ms>` and `__status=<code>` query parameters do the same for that request only.
 * @returns {import('node:http').Server & { catalog: Catalog, clock: import('./clock').Clock }} the server; `catalog` is
 *   the catalog it serves a live view of, `clock` its date knob.
 * @throws {RangeError} for a malformed `today`
 */
function createTmdbServer(options = {}) {
  const catalog = options.catalog || C.getCatalog();
  const clock = createClock({ today: options.today });
  const view = liveCatalog(catalog, isoOf(clock.base));
  const apiKey = options.apiKey || '';
  const readToken = options.readToken || '';
  const latencyMs = Math.max(0, Number(options.latencyMs) || 0);
  const failRate = Math.min(1, Math.max(0, Number(options.failRate) || 0));
  const forced = normalizeForceStatus(options.forceStatus);
  let apiRequests = 0;
  /**
   * Faults set at run time through `PUT /__knobs` (only with `runtimeKnobs`): for /3 paths starting
   * with `prefix`, answer `status`, a malformed JSON body, drop the connection, or never answer.
   * @type {{ fault: 'none' | 'status' | 'malformed' | 'reset' | 'hang', status: number, prefix: string, latencyMs: number }}
   */
  let knobs = { fault: 'none', status: 500, prefix: '/3/', latencyMs: 0 };
  const runtimeKnobs = options.runtimeKnobs === true;

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {number} status
   * @param {unknown} body JSON value, or a string sent as is
   * @param {Record<string, string>} [headers]
   */
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
  /** @param {IncomingMessage} req @param {ServerResponse} res @param {HttpError} err */
  const sendError = (req, res, err) => send(req, res, err.status, err.body, err.status === 429 ? { 'Retry-After': '1' } : {});

  /** @param {IncomingMessage} req @param {URLSearchParams} q @returns {boolean} */
  const authorized = (req, q) => {
    if (!apiKey && !readToken) return true;
    if (apiKey && q.get('api_key') === apiKey) return true;
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization || '');
    return Boolean(readToken && m && m[1].trim() === readToken);
  };

  /** @param {string} pathname @param {URLSearchParams} q @returns {number|null} */
  const forcedStatus = (pathname, q) => {
    const param = q.get('__status');
    if (param !== null && /^\d{3}$/.test(param)) return Number(param);
    const hit = forced.find(([prefix]) => pathname.startsWith(prefix));
    return hit ? hit[1] : null;
  };

  /** @param {IncomingMessage} req @param {ServerResponse} res @param {string} size @param {string} file */
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

  /** @param {IncomingMessage} req @param {ServerResponse} res @returns {Promise<unknown>} */
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
    if (runtimeKnobs && pathname === '/__knobs') {
      if (req.method === 'PUT' || req.method === 'POST') {
        const chunks = [];
        for await (const c of req) chunks.push(c);
        /** @type {Partial<typeof knobs>} */
        let next = {};
        try {
          next = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          return send(req, res, 400, { error: 'knobs must be JSON' });
        }
        if (!next || typeof next !== 'object') return send(req, res, 400, { error: 'knobs must be a JSON object' });
        if ('today' in next) {
          try {
            clock.set(/** @type {{ today: string|null }} */ (next).today ?? null);
          } catch (err) {
            return send(req, res, 400, { error: /** @type {Error} */ (err).message });
          }
        }
        const onlyToday = 'today' in next && Object.keys(next).length === 1;
        const fault = ['none', 'status', 'malformed', 'reset', 'hang'].includes(String(next.fault)) ? next.fault : 'none';
        if (!onlyToday)
          knobs = {
            fault: /** @type {typeof knobs.fault} */ (fault),
            status: Number(next.status) >= 400 ? Number(next.status) : 500,
            prefix: typeof next.prefix === 'string' ? `/3/${next.prefix.replace(/^\/?(3\/)?/, '')}` : '/3/',
            latencyMs: Math.max(0, Math.min(60000, Number(next.latencyMs) || 0)),
          };
      }
      return send(req, res, 200, { ...knobs, today: isoOf(clock.today()), base: isoOf(clock.base) }, { 'Cache-Control': 'no-store' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(req, res, new HttpError(405));

    if (pathname === '/health') return send(req, res, 200, { ok: true }, { 'Cache-Control': 'no-store' });

    const latencyParam = Number(q.get('__latency'));
    const delay = q.has('__latency') && Number.isFinite(latencyParam) ? latencyParam : latencyMs;
    if (delay > 0) await sleep(Math.min(delay, 60000));

    if (knobs.latencyMs > 0 && pathname.startsWith('/3/')) await sleep(knobs.latencyMs);
    if (knobs.fault !== 'none' && pathname.startsWith(knobs.prefix)) {
      if (knobs.fault === 'status') return sendError(req, res, new HttpError(knobs.status));
      // A fault is never cached: once healed, a retry from the browser must reach the catalog.
      if (knobs.fault === 'malformed')
        return send(req, res, 200, '{"page": 1, "results": [{"id": 1, "title": "cut', { 'Cache-Control': 'no-store' });
      if (knobs.fault === 'reset') return req.socket.destroy();
      if (knobs.fault === 'hang') return setTimeout(() => req.socket.destroy(), 60000).unref();
    }

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
          // With runtime knobs the date can move under a client: it must ask again rather than reuse an answer.
          // in the request's language (`language`, `include_image_language`), as TMDB answers
          const body = localize(handler(m, q, view, req, clock.today()), pathname, q);
          return send(req, res, 200, body, runtimeKnobs ? { 'Cache-Control': 'no-cache' } : {});
        } catch (err) {
          if (err instanceof Q.InvalidPageError)
            return send(req, res, 400, { status_code: err.statusCode, status_message: err.message, success: false });
          throw err;
        }
      }
    }
    return sendError(req, res, notFound());
  }

  const server = /** @type {import('node:http').Server & { catalog: Catalog, clock: import('./clock').Clock }} */ (
    http.createServer((req, res) => {
      handle(req, res).catch((err) => {
        if (err instanceof HttpError) return sendError(req, res, err);
        process.stderr.write(`[local-tmdb] ${err && err.stack ? err.stack : err}\n`);
        if (!res.headersSent) sendError(req, res, new HttpError(500));
        else res.end();
      });
    })
  );
  // Idle keep-alive sockets stay open longer than clients keep them (undici: 4 s), so a client never
  // reuses a socket the server is just closing ("other side closed"), even when its event loop stalls.
  server.keepAliveTimeout = 65000;
  server.headersTimeout = 66000;
  server.catalog = catalog;
  server.clock = clock;
  return server;
}

module.exports = { createTmdbServer, ERRORS };
