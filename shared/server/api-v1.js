/**
 * The keyless public read API on the shell's server, `/api/v1` (spec §17, architecture §9a):
 *
 * - `GET /api/v1/titles/{movie|tv}/{id}/availability[?region=GB][&include=seasons]` — every way to
 *   watch a title in a region (a show's seasons too when asked); `GET /api/v1/availability?titles=movie:603,tv:1399`
 *   — the same for up to 50 titles at once, also by IMDb id (`imdb:tt0944947`; the where-to-watch widget's call); `GET /api/v1/regions`,
 *   `GET /api/v1/providers[?region=][&type=]`, `GET /api/v1/search?q=[&page=]`,
 *   `GET /api/v1/lists/{username}/{list}[?region=][&page=]` (public lists only).
 * - Without `region`, the request's region — the edge's `X-StreamScout-Region` when it is a known
 *   code, else the first country of `Accept-Language`, else the default, as pages resolve it — and
 *   the answer says so: `Content-Location` names the URL with that region, `Vary` the header it came from.
 * - HTTP: stable JSON (`./api-shapes.js`), a strong `ETag` (304 on `If-None-Match`), `Cache-Control`
 *   with `s-maxage` for a CDN, CORS open for GET (the server's `Access-Control-Allow-Origin: *`, and the
 *   headers a script may read exposed), errors as RFC 9457 `application/problem+json`.
 * - A limit per client address (`@fastify/rate-limit`'s `createRateLimit`, counted once for all the
 *   server's processes: `./shared-limits.js`), announced on every answer with the IETF draft's
 *   `RateLimit-Policy` and `RateLimit` fields; past it, 429 with `Retry-After`.
 * - TMDB data only through the renderer's `tmdbData` (its client and answer cache, the pages' query
 *   keys): one TMDB request per title per TTL however often the API is asked.
 * - The OpenAPI 3.1 document at `/api/v1/openapi.json`, the human page at `/api/docs` (`./api-docs.js`).
 */
const crypto = require('node:crypto');
const { STATUS_CODES } = require('node:http');
const { LRUCache } = require('lru-cache');
const rateLimit = require('@fastify/rate-limit');
const { SharedRateLimitStore } = require('./shared-limits.js');
const { etagMatches } = require('./html.js');
const { BadParameter, parameterReaders, answerShapes, LIST_PAGE_SIZE } = require('./api-shapes.js');
const { openApiDocument } = require('./api-openapi.js');
const { registerApiDocs } = require('./api-docs.js');
const { createPublicListReader } = require('./public-lists.js');

/** Cache rules: a title's availability (TMDB's data moves daily; the server reuses an answer 5 minutes). */
const TITLE_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600';
/** Regions and providers: they rarely change. */
const REFERENCE_CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';
/** A search: the same for everyone. */
const SEARCH_CACHE = 'public, max-age=300, s-maxage=300';
/** A public list: a list its owner makes private again leaves shared caches within 30 s. */
const LIST_CACHE = 'public, max-age=0, s-maxage=30';
/** The OpenAPI document. */
const DOCUMENT_CACHE = 'public, max-age=3600';
/** The headers a script on another origin may read. */
const EXPOSED = 'ETag, Content-Location, RateLimit, RateLimit-Policy, Retry-After';
/** The request header a CDN edge names the visitor's region with (the pages' `REGION_HEADER`). */
const REGION_HEADER = 'X-StreamScout-Region';
/** The limit's name in the `RateLimit` fields. */
const POLICY = 'per-address';
/** Bytes of title answers kept as sent (their JSON), see `sentTitles`. */
const SENT_TITLES_BYTES = 4 * 1024 * 1024;
/** Default limit per client address: 300 requests a minute. */
const DEFAULT_LIMIT = { max: 300, windowMs: 60_000 };

/**
 * Settings of the API ({@link registerApi}).
 * @typedef {object} ApiOptions
 * @property {{max: number, windowMs: number}} [perAddress] requests per client address and window (default 300 a minute)
 */

/** @param {string} text @returns {string} a strong ETag of the text */
const etagOf = (text) => `"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;

/** A list entry ('movie-603', 'tv-1399') as a title, or null when it is not one. @param {unknown} entry */
const titleOfEntry = (entry) => {
  const m = typeof entry === 'string' ? /^(movie|tv)-([0-9]{1,10})$/.exec(entry) : null;
  return m ? { type: /** @type {'movie' | 'tv'} */ (m[1]), id: Number(m[2]) } : null;
};

/**
 * Adds the API's routes, its docs and its limit to the shell's server.
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {Pick<import('./renderer').Renderer, 'tmdbData'> | null} o.renderer the TMDB data source (null: data answers 503)
 * @param {any} o.config the runtime config (TMDB settings, `shellUrl`, the Supabase URL and anon key)
 * @param {number} [o.tmdbCacheTtlMs] how long TMDB answers are reused (the renderer's TTL)
 * @param {ApiOptions} [o.api]
 * @returns {Promise<void>}
 */
async function registerApi(app, o) {
  // region rules, the id rule and the ways to watch as built for Node (shared/tmdb/dist/node.js)
  const {
    COUNTRIES,
    WATCH_KINDS,
    SERVICE_KINDS,
    isTmdbId,
    isImdbId,
    knownRegion,
    parseAcceptLanguage,
    resolveRegion,
  } = require('@streamscout/tmdb/node');
  const read = parameterReaders({ knownRegion, isTmdbId, isImdbId });
  const origin = String(o.config.shellUrl || '').replace(/\/+$/, '');
  const shape = answerShapes({
    kinds: WATCH_KINDS,
    streamingKinds: SERVICE_KINDS,
    imageBaseUrl: String(o.config.tmdb?.imageBaseUrl || '').replace(/\/+$/, ''),
    origin,
  });
  const lists =
    o.config.supabase?.url && o.config.supabase?.anonKey
      ? createPublicListReader({ supabaseUrl: o.config.supabase.url, supabaseAnonKey: o.config.supabase.anonKey })
      : null;
  const limit = o.api?.perAddress ?? DEFAULT_LIMIT;
  const windowS = Math.ceil(limit.windowMs / 1000);
  const documentJson = JSON.stringify(openApiDocument({ origin, maxRequests: limit.max, windowSeconds: windowS }));

  /** An answer of TMDB through the renderer. @type {(query: import('./renderer').TmdbDataQuery) => Promise<any>} */
  const tmdb = async (query) => {
    if (!o.renderer?.tmdbData) throw new Unavailable('the server has no TMDB data source (its renderer is not built)');
    return o.renderer.tmdbData({ config: o.config, query, cacheTtlMs: o.tmdbCacheTtlMs });
  };

  await app.register(async (api) => {
    if (!api.hasDecorator('createRateLimit')) {
      await api.register(rateLimit, { global: false, store: SharedRateLimitStore });
    }
    const check = api.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (req) => `api ${req.ip}` });

    /**
     * An RFC 9457 problem.
     * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
     * @param {number} status @param {string} detail @param {Record<string, unknown>} [more] extension members
     */
    const problem = (req, reply, status, detail, more = {}) =>
      reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('application/problem+json; charset=utf-8')
        .send(
          JSON.stringify({ type: 'about:blank', title: STATUS_CODES[status], status, detail, instance: req.url.split('?')[0], ...more }),
        );

    /**
     * A JSON answer with its ETag (304 when the request has it) and cache rule.
     * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
     * @param {unknown} body @param {string} cache
     */
    const send = (req, reply, body, cache) => {
      const json = typeof body === 'string' ? body : JSON.stringify(body);
      return sendJson(req, reply, json, etagOf(json), cache);
    };
    /**
     * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
     * @param {string} json @param {string} etag its tag @param {string} cache
     */
    const sendJson = (req, reply, json, etag, cache) => {
      reply.header('ETag', etag).header('Cache-Control', cache);
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.code(200).type('application/json; charset=utf-8').send(json);
    };

    /**
     * The region an answer is for: the `region` parameter, else the request's (and then the answer
     * names the URL with it, and the header it came from).
     * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
     * @param {Record<string, unknown>} query
     */
    const regionFor = (req, reply, query) => {
      const asked = read.region(query);
      if (asked) return asked;
      const edge = req.headers[REGION_HEADER.toLowerCase()];
      const fromEdge = typeof edge === 'string' && edge ? edge : null;
      const region = knownRegion(fromEdge) ?? resolveRegion({ languages: parseAcceptLanguage(req.headers['accept-language']) });
      const [path, search = ''] = req.url.split('?');
      const params = new URLSearchParams(search);
      params.set('region', region);
      reply.header('Content-Location', `${path}?${params}`).header('Vary', fromEdge ? REGION_HEADER : 'Accept-Language');
      return region;
    };

    /** Limit, CORS headers and the `RateLimit` fields on every answer of the API; 429 past the limit. */
    api.addHook('onRequest', async (req, reply) => {
      reply.header('Access-Control-Expose-Headers', EXPOSED);
      if (req.method === 'OPTIONS') return;
      const r = await check(req);
      if (r.isAllowed) return;
      const reset = Math.max(0, r.ttlInSeconds);
      reply
        .header('RateLimit-Policy', `"${POLICY}";q=${r.max};w=${windowS}`)
        .header('RateLimit', `"${POLICY}";r=${r.remaining};t=${reset}`);
      if (r.isExceeded) {
        reply.header('Retry-After', String(Math.max(1, reset)));
        await problem(
          req,
          reply,
          429,
          `too many requests from this address: ${r.max} per ${windowS} s; try again in ${Math.max(1, reset)} s`,
        );
        return reply;
      }
    });

    api.setErrorHandler((error, req, reply) => {
      if (error instanceof BadParameter) {
        return problem(req, reply, 400, error.detail, { errors: [{ parameter: error.parameter, detail: error.detail }] });
      }
      if (error instanceof Unavailable) return problem(req, reply, 503, error.message);
      const status = Number(/** @type {{statusCode?: number}} */ (error).statusCode);
      if (status >= 400 && status < 500) return problem(req, reply, status, error instanceof Error ? error.message : String(error));
      // TMDB or the backend failed (or timed out): nothing was cached, the next ask tries again
      req.log.error({ err: error instanceof Error ? error.message : String(error), url: req.url.split('?')[0] }, 'api: upstream failed');
      reply.header('Retry-After', '30');
      return problem(req, reply, 503, 'TMDB or the database did not answer in time; try again in 30 s');
    });

    /** A title's answer: its details (with every region's availability), and its seasons' when asked. */
    const titleAnswer = async (
      /** @type {'movie' | 'tv'} */ type,
      /** @type {number} */ id,
      /** @type {string} */ region,
      seasons = false,
    ) => {
      const detail = await tmdb({ name: 'details', type, id });
      if (!detail) return null;
      if (!seasons || type !== 'tv') return shape.titleAvailability(detail, region, null);
      const list = /** @type {{season_number: number, name: string, air_date: string | null}[]} */ (detail.seasons ?? []);
      const watches = await Promise.all(list.map((s) => tmdb({ name: 'seasonWatch', id, season: s.season_number })));
      return shape.titleAvailability(
        detail,
        region,
        list.map((s, i) => ({ ...s, watch: watches[i] ?? {} })),
      );
    };

    /**
     * A title's answer in a region as sent (its JSON and tag), kept while the renderer's cache holds
     * the same details answer (the same object): a popular title's answer is put together and hashed
     * once per TMDB answer, not per request, and never outlives the TMDB answer it was made from.
     * @type {LRUCache<string, {detail: object, json: string, etag: string}>}
     */
    const sentTitles = new LRUCache({ maxSize: SENT_TITLES_BYTES, sizeCalculation: (v, k) => v.json.length + k.length });

    api.get('/api/v1/titles/:type/:id/availability', async (req, reply) => {
      const { type, id } = /** @type {{type: string, id: string}} */ (req.params);
      const query = /** @type {Record<string, unknown>} */ (req.query);
      const t = read.mediaType(type);
      const n = read.tmdbId(id);
      const seasons = read.seasons(query);
      const region = regionFor(req, reply, query);
      if (seasons && t === 'tv') {
        const answer = await titleAnswer(t, n, region, true);
        if (!answer) return problem(req, reply, 404, `TMDB has no ${t} with id ${n}`);
        return send(req, reply, answer, TITLE_CACHE);
      }
      const detail = await tmdb({ name: 'details', type: t, id: n });
      if (!detail) return problem(req, reply, 404, `TMDB has no ${t} with id ${n}`);
      const key = `${t}:${n}:${region}`;
      const kept = sentTitles.get(key);
      if (kept && kept.detail === detail) return sendJson(req, reply, kept.json, kept.etag, TITLE_CACHE);
      const json = JSON.stringify(shape.titleAvailability(detail, region, null));
      const etag = etagOf(json);
      sentTitles.set(key, { detail, json, etag });
      return sendJson(req, reply, json, etag, TITLE_CACHE);
    });

    api.get('/api/v1/availability', async (req, reply) => {
      const query = /** @type {Record<string, unknown>} */ (req.query);
      const asked = read.titles(query);
      const region = regionFor(req, reply, query);
      // an IMDb id is TMDB's `find` first (one answer per id and TTL, like a title's details)
      const found = await Promise.all(
        asked.map((t) => ('imdb' in t ? tmdb({ name: 'imdb', id: t.imdb }) : Promise.resolve({ type: t.type, id: t.id }))),
      );
      /** @type {Record<string, string>} */
      const resolved = {};
      /** @type {{type: 'movie' | 'tv', id: number}[]} */
      const titles = [];
      /** @type {string[]} */
      const notFound = [];
      const keys = new Set();
      asked.forEach((t, i) => {
        const hit = found[i];
        const name = 'imdb' in t ? `imdb:${t.imdb}` : `${t.type}:${t.id}`;
        if (!hit) return void notFound.push(name);
        const key = `${hit.type}:${hit.id}`;
        if ('imdb' in t) resolved[name] = key;
        if (keys.has(key)) return;
        keys.add(key);
        titles.push(hit);
      });
      const answers = await Promise.all(titles.map((t) => titleAnswer(t.type, t.id, region)));
      // a title TMDB found by IMDb id but has no details for: not found, under the names it was asked by
      answers.forEach((a, i) => {
        if (a) return;
        const key = `${titles[i].type}:${titles[i].id}`;
        if (asked.some((t) => !('imdb' in t) && `${t.type}:${t.id}` === key)) notFound.push(key);
        for (const [imdb, to] of Object.entries(resolved)) {
          if (to !== key) continue;
          notFound.push(imdb);
          delete resolved[imdb];
        }
      });
      return send(req, reply, { region, titles: answers.filter(Boolean), not_found: notFound, resolved }, TITLE_CACHE);
    });

    api.get('/api/v1/regions', async (req, reply) => {
      const tmdbRegions = /** @type {{code: string}[] | null} */ (await tmdb({ name: 'watchRegions' }));
      const withProviders = new Set((tmdbRegions ?? []).map((r) => r.code));
      const regions = COUNTRIES.map((c) => ({ code: c.abbrev, name: c.name, watch_providers: withProviders.has(c.abbrev) }));
      return send(req, reply, { regions }, REFERENCE_CACHE);
    });

    api.get('/api/v1/providers', async (req, reply) => {
      const query = /** @type {Record<string, unknown>} */ (req.query);
      const only = read.providerType(query);
      const region = regionFor(req, reply, query);
      const types = only ? [only] : /** @type {const} */ (['movie', 'tv']);
      const lists = await Promise.all(types.map((type) => tmdb({ name: 'regionProviders', type, region })));
      /** @type {Map<number, {id: number, name: string, logo_path: string | null, logo_url: string | null, types: string[]}>} */
      const byId = new Map();
      types.forEach((type, i) => {
        for (const p of lists[i] ?? []) {
          const seen = byId.get(p.id);
          if (seen) seen.types.push(type);
          else byId.set(p.id, { ...shape.provider(p), types: [type] });
        }
      });
      return send(req, reply, { region, providers: [...byId.values()] }, REFERENCE_CACHE);
    });

    api.get('/api/v1/search', async (req, reply) => {
      const query = /** @type {Record<string, unknown>} */ (req.query);
      const q = read.searchQuery(query);
      const page = read.page(query);
      const found = await tmdb({ name: 'search', query: q, page });
      return send(
        req,
        reply,
        { query: q, page, has_more: Boolean(found?.hasMore), results: (found?.shows ?? []).map(shape.title) },
        SEARCH_CACHE,
      );
    });

    api.get('/api/v1/lists/:username/:list', async (req, reply) => {
      const params = /** @type {{username: string, list: string}} */ (req.params);
      const query = /** @type {Record<string, unknown>} */ (req.query);
      const username = read.username(params.username);
      const list = read.listName(params.list);
      const page = read.page(query, 100_000);
      const region = regionFor(req, reply, query);
      if (!lists) throw new Unavailable('the server has no database to read lists from');
      const found = await lists.list(username, list);
      if (!found) return problem(req, reply, 404, `${username} has no public list named ${list}`);
      const titles = found.entries.map(titleOfEntry).filter((t) => t !== null);
      const slice = titles.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
      const details = await Promise.all(slice.map((t) => tmdb({ name: 'details', type: t.type, id: t.id })));
      return send(
        req,
        reply,
        {
          username: found.username,
          list: found.list,
          region,
          page,
          per_page: LIST_PAGE_SIZE,
          total: titles.length,
          has_more: page * LIST_PAGE_SIZE < titles.length,
          // a keyless reader is a signed-out visitor: no adult title (spec §6); a title TMDB lost is left out
          titles: details.filter((d) => d && d.adult !== true).map((d) => shape.titleAvailability(d, region, null)),
        },
        LIST_CACHE,
      );
    });

    api.get('/api/v1/openapi.json', (req, reply) => send(req, reply, documentJson, DOCUMENT_CACHE));

    // every other path under /api/v1, and every other method: a problem, never the app's page
    api.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/api/v1/*',
      handler: (req, reply) => {
        if (req.method === 'OPTIONS') {
          return reply
            .code(204)
            .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
            .header('Access-Control-Allow-Headers', '*')
            .header('Access-Control-Max-Age', '86400')
            .send();
        }
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          reply.header('Allow', 'GET, HEAD, OPTIONS');
          return problem(req, reply, 405, `the API only reads: ${req.method} is not allowed`);
        }
        return problem(req, reply, 404, `no such API path; the API is described at /api/v1/openapi.json`);
      },
    });

    registerApiDocs(api);
  });
}

/** The API cannot answer now (no data source, no database): a 503. */
class Unavailable extends Error {}

module.exports = { registerApi };
