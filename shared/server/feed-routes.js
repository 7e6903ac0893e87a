/**
 * The calendar and the private feeds on the shell's server (architecture §5c), wired together:
 *
 * - `GET /api/calendar?region=GB&tv=1399,1396&movie=550,27205[&from=YYYY-MM-DD&to=YYYY-MM-DD]` — the
 *   JSON of the `/dashboard/calendar` page (`CalendarResponse` of `@streamscout/tmdb/calendar`).
 *   Public (it holds no user data: the ids are in the URL): a short `Cache-Control`, an ETag, 304
 *   on `If-None-Match`. A bad request answers 400 `{error}` with the reason; TMDB failing, 503 `{error}`;
 *   too many from one address, 429 `{error}` with `Retry-After`.
 * - `POST /api/plan` — where a list's titles stream in a region (`./plan-routes.js`).
 * - `GET /calendar/<token>.ics` — a user's calendar as RFC 5545 (`./feeds.js`), and
 *   `GET /alerts/<token>.atom` — their availability alerts as Atom 1.0: `./feed-tokens.js`.
 *
 * TMDB answers come from one shared, cached source per process (`createCalendarSource`) on the
 * feeds' own TMDB client: one request per title per UTC day, whoever asks. The limits are
 * `@fastify/rate-limit`'s, counted once for all the server's processes (`./shared-limits.js`).
 * The server's today is {@link serverToday}.
 */
const { LRUCache } = require('lru-cache');
const rateLimit = require('@fastify/rate-limit');
const { renderAtom, renderIcs } = require('./feeds.js');
const { registerTokenFeed, sendTagged, tokenKey } = require('./feed-tokens.js');
const { SharedRateLimitStore } = require('./shared-limits.js');
const { registerPlan } = require('./plan-routes.js');

/** Cache rule of the calendar JSON: the same for everyone asking the same titles; TMDB's data moves daily. */
const CALENDAR_JSON_CACHE = 'public, max-age=300';
/** Days of a feed: the page's default window, today − 7 … today + 30. */
const FEED_DAYS_BEFORE = 7;
const FEED_DAYS_AFTER = 30;
/** No rate-limit headers on the answers (a feed's 404s must all look alike); `Retry-After` is ours. */
const NO_HEADERS = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false };

/**
 * The server's today, 'YYYY-MM-DD': env `STREAMSCOUT_TODAY` when set (tests and demos move the
 * server's clock with it, as `TMDB_LOCAL_TODAY` moves the local catalog's), else the UTC date.
 * @param {Record<string, string | undefined>} [env] default `process.env`
 * @param {Date} [now]
 * @returns {string}
 * @throws Error when `STREAMSCOUT_TODAY` is set but not a date
 */
function serverToday(env = process.env, now = new Date()) {
  const knob = env.STREAMSCOUT_TODAY;
  if (knob) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(knob) || new Date(`${knob}T00:00:00Z`).toISOString().slice(0, 10) !== knob) {
      throw new Error(`STREAMSCOUT_TODAY must be a date, YYYY-MM-DD (got '${knob.slice(0, 20)}')`);
    }
    return knob;
  }
  return now.toISOString().slice(0, 10);
}

/**
 * Settings of {@link registerFeeds}.
 * @typedef {object} FeedsOptions
 * @property {string} supabaseUrl the Supabase project (or local backend) URL
 * @property {string} supabaseAnonKey its PUBLIC anon key (never a service key)
 * @property {string} origin the app's absolute origin for links (the runtime config's `shellUrl`)
 * @property {{baseUrl?: string, apiKey?: string, readToken?: string, timeoutMs?: number}} [tmdb] TMDB
 *   settings of the feeds' own client (`createTmdbClient`; default the local catalog, and a 5 s
 *   timeout: the calendar's, whatever other clients of the process use)
 * @property {() => string} [today] the server's today (default {@link serverToday})
 * @property {number} [cacheBytes] bytes of TMDB answers kept (default 64 MB; 0 keeps none: the
 *   e2e stack, whose catalog's date moves under it)
 * @property {{max: number, windowMs: number}} [perToken] feed requests per token (default 30 per 10 minutes)
 * @property {{max: number, windowMs: number}} [perAddress] feed requests per client address (default 120 per 10 minutes)
 * @property {{max: number, windowMs: number}} [apiPerAddress] `/api/calendar` requests per client address
 *   (default 300 per 10 minutes: each may ask TMDB about 500 titles it has not seen)
 * @property {number} [maxInFlight] TMDB requests on the wire at once (default 16)
 */

/**
 * Adds the calendar's JSON route and the two private feeds to an app server.
 * @param {import('fastify').FastifyInstance} app
 * @param {FeedsOptions} o
 * @returns {Promise<void>} once the limits' plugin is registered
 */
async function registerFeeds(app, o) {
  // the TMDB client as built for Node (`npm run build`), loaded only by a server with feeds (the shell's)
  const {
    addDays,
    createCalendarSource,
    createTmdbClient,
    isTmdbId,
    parseCalendarQuery,
    MAX_CALENDAR_IDS,
  } = require('@streamscout/tmdb/node');
  // the feeds' own TMDB client: their timeout and in-flight limit, whatever the renderer's are
  const client = createTmdbClient({ ...(o.tmdb ?? {}), maxInFlight: o.maxInFlight ?? 16 });
  const today = o.today ?? (() => serverToday());
  const source = createCalendarSource({ today, maxBytes: o.cacheBytes, client });
  const origin = o.origin.replace(/\/+$/, '');
  const backend = { supabaseUrl: o.supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey: o.supabaseAnonKey };

  await app.register(rateLimit, { global: false, store: SharedRateLimitStore, addHeaders: NO_HEADERS, addHeadersOnExceeding: NO_HEADERS });
  /**
   * A limit of `@fastify/rate-limit`: 0 when the request may go, else the seconds until it may.
   * @param {string} name keeps its keys apart from the other limits' @param {{max: number, windowMs: number}} limit
   * @param {(req: import('fastify').FastifyRequest) => string} keyOf
   * @returns {import('./feed-tokens').Limit}
   */
  const limit = (name, limit, keyOf) => {
    const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (req) => `${name} ${keyOf(req)}` });
    return async (req) => {
      const r = await check(req);
      return !r.isAllowed && r.isExceeded ? Math.max(1, r.ttlInSeconds) : 0;
    };
  };
  const TEN_MINUTES = 10 * 60_000;
  const perAddress = limit('feed-address', o.perAddress ?? { max: 120, windowMs: TEN_MINUTES }, (req) => req.ip);
  const perToken = o.perToken ?? { max: 30, windowMs: TEN_MINUTES };
  const apiPerAddress = limit('calendar-address', o.apiPerAddress ?? { max: 300, windowMs: TEN_MINUTES }, (req) => req.ip);
  // the planner's JSON (spec §19, §20) on the same TMDB client and clock: ./plan-routes.js
  registerPlan(app, {
    client,
    today,
    cacheBytes: o.cacheBytes,
    perAddress: limit('plan-address', o.apiPerAddress ?? { max: 300, windowMs: TEN_MINUTES }, (req) => req.ip),
  });
  // a feed's text for the day, by what the RPC answered: a calendar app polling again costs the RPC
  // and a hash (kept only when TMDB's answers are: cacheBytes 0 keeps neither)
  /** @type {LRUCache<string, {body: string, type: string}> | null} */
  const rendered =
    o.cacheBytes === 0 ? null : new LRUCache({ max: 10_000, maxSize: 32 * 1024 * 1024, sizeCalculation: (v) => v.body.length + 64 });

  app.get('/api/calendar', async (req, reply) => {
    const wait = await apiPerAddress(req);
    if (wait) {
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .header('Cache-Control', 'no-store')
        .send({ error: `too many calendar requests from this address; try again in ${wait} s` });
    }
    const day = today();
    const parsed = parseCalendarQuery(/** @type {Record<string, unknown>} */ (req.query), day);
    if ('error' in parsed) return reply.code(400).header('Cache-Control', 'no-store').send({ error: parsed.error });
    let body;
    try {
      body = JSON.stringify(await source.calendar(parsed));
    } catch (e) {
      req.log.error({ err: e instanceof Error ? e.message : String(e) }, 'calendar: TMDB unavailable');
      return reply
        .code(503)
        .header('Retry-After', '60')
        .header('Cache-Control', 'no-store')
        .send({ error: 'TMDB did not answer for some titles; try again in a minute' });
    }
    return sendTagged(req, reply, body, 'application/json; charset=utf-8', CALENDAR_JSON_CACHE);
  });

  const common = { perAddress, backend, today, rendered };
  registerTokenFeed(app, {
    ...common,
    kind: 'calendar',
    ext: '.ics',
    rpc: 'calendar_feed',
    perToken: limit('calendar-token', perToken, (req) => tokenKey('calendar', req)),
    render: async (data) => {
      const feed = /** @type {{region: string, services: number[] | null, shows: number[], movies: number[]}} */ (data);
      const day = today();
      const request = {
        region: feed.region,
        from: addDays(day, -FEED_DAYS_BEFORE),
        to: addDays(day, FEED_DAYS_AFTER),
        // an entry that is not a TMDB id is skipped, never the whole feed (SQL leaves them out too)
        tv: Array.isArray(feed.shows) ? feed.shows.filter(isTmdbId).slice(0, MAX_CALENDAR_IDS) : [],
        movie: Array.isArray(feed.movies) ? feed.movies.filter(isTmdbId).slice(0, MAX_CALENDAR_IDS) : [],
      };
      const entries = await source.entries(request);
      const body = renderIcs(entries, { region: feed.region, services: feed.services ?? [], origin, today: day });
      return { body, type: 'text/calendar; charset=utf-8' };
    },
  });
  registerTokenFeed(app, {
    ...common,
    kind: 'alerts',
    ext: '.atom',
    rpc: 'alerts_feed',
    perToken: limit('alerts-token', perToken, (req) => tokenKey('alerts', req)),
    render: async (data) => ({
      body: renderAtom(Array.isArray(data) ? data : [], { origin }),
      type: 'application/atom+xml; charset=utf-8',
    }),
  });
}

module.exports = { registerFeeds, serverToday };
