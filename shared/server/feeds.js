/**
 * The calendar and the private feeds on the app's own server (issue 24 §2–4, issue 25 §1):
 *
 * - `GET /api/calendar?region=GB&tv=1399,1396&movie=550,27205[&from=YYYY-MM-DD&to=YYYY-MM-DD]` — the
 *   JSON of the `/dashboard/calendar` page (`CalendarResponse` of `@streamscout/tmdb/calendar`).
 *   Public (it holds no user data: the ids are in the URL): a short `Cache-Control`, an ETag, 304
 *   on `If-None-Match`. A bad request answers 400 `{error}` with the reason; TMDB failing, 503 `{error}`;
 *   too many from one address, 429 `{error}` with `Retry-After`.
 * - `GET /calendar/<token>.ics` — a user's calendar as RFC 5545 (`ical-generator`): one all-day
 *   event per episode or release, its UID the entry's `uid`, the details page as its URL and where
 *   to watch it in the user's region (their services first) in the description.
 * - `GET /alerts/<token>.atom` — a user's availability alerts as Atom 1.0 (`feed`), newest first.
 *
 * A feed is read through ONE Supabase RPC that takes the token (`calendar_feed`, `alerts_feed`),
 * over REST with the PUBLIC anon key: this server holds no key that reads every user's rows. An
 * unknown, malformed, revoked or other-kind token gets the same 404 (same body, same headers, the
 * same RPC asked, so about the same time). Both feeds carry an ETag and `Cache-Control: private`,
 * answer 304 on a match, and are rate-limited per token and per client address (429 with
 * `Retry-After`). The request log never holds a token ({@link redactFeedPath}).
 *
 * TMDB answers come from one shared, cached source per process (`createCalendarSource`): one
 * request per title per UTC day, whoever asks. The server's today is {@link serverToday}.
 */
const crypto = require('node:crypto');
const { LRUCache } = require('lru-cache');
const { Feed } = require('feed');
const { ICalCalendar } = require('ical-generator');
const { createJiti } = require('jiti');

/** Cache rule of the calendar JSON: the same for everyone asking the same titles; TMDB's data moves daily. */
const CALENDAR_JSON_CACHE = 'public, max-age=300';
/** Cache rule of a private feed: the user's own client may keep it, no shared cache. */
const FEED_CACHE = 'private, max-age=900';
/** A feed path's token: anything but a slash, at most this long before the extension (longer → the 404). */
const MAX_TOKEN_LENGTH = 200;
/** The token the RPC is asked with when the path's is too long (the same work as any other token). */
const NO_TOKEN = '0'.repeat(64);
/** Days of a feed: the page's default window, today − 7 … today + 30. */
const FEED_DAYS_BEFORE = 7;
const FEED_DAYS_AFTER = 30;

/**
 * The request path with a feed's token replaced (`/calendar/[token].ics`), for the log.
 * @param {string} url a request URL (path and query)
 * @returns {string}
 */
function redactFeedPath(url) {
  return url.replace(/^\/(calendar|alerts)\/[^/?#]*?(\.ics|\.atom)?(?=[?#]|$)/, (_m, kind, ext) => `/${kind}/[token]${ext || ''}`);
}

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
 * A fixed-window counter per key, in an LRU (bounded memory whoever calls).
 * @param {{max: number, windowMs: number}} limit
 * @returns {(key: string) => number} 0 when the request may go, else the seconds until it may
 */
function windowCounter(limit) {
  /** @type {LRUCache<string, {count: number, reset: number}>} */
  const counts = new LRUCache({ max: 100_000 });
  return (key) => {
    const now = Date.now();
    let c = counts.get(key);
    if (!c || c.reset <= now) {
      c = { count: 0, reset: now + limit.windowMs };
      counts.set(key, c);
    }
    c.count += 1;
    return c.count > limit.max ? Math.max(1, Math.ceil((c.reset - now) / 1000)) : 0;
  };
}

/** @param {string} text */
const etagOf = (text) => `"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;

/**
 * The `.ics` text of a calendar (RFC 5545).
 * @param {import('@streamscout/tmdb/calendar').CalendarEntry[]} entries
 * @param {{region: string, services: number[], origin: string, today: string, words: typeof import('@streamscout/tmdb')}} o
 *   origin: the app's absolute origin (events' URL); today: DTSTAMP of every event (so the text,
 *   and its ETag, change only when the calendar does); words: the client package, whose wording
 *   (summary, where-to-watch lines) the page uses too
 * @returns {string}
 */
function renderIcs(entries, o) {
  const cal = new ICalCalendar({
    name: 'StreamScout',
    description: 'Episodes of the shows you follow and releases of the movies in your queue, with where to watch them.',
    prodId: { company: 'StreamScout', product: 'calendar', language: 'EN' },
    ttl: 60 * 60 * 6,
  });
  const stamp = new Date(`${o.today}T00:00:00Z`);
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
  for (const e of sorted) {
    const where = o.words.watchLines(e.providers, o.services);
    const url = `${o.origin}${e.path}`;
    const lines = [
      ...(e.kind === 'movie' && e.note ? [e.note] : []),
      where.length ? `Where to watch in ${o.region}:` : `Not streaming in ${o.region} yet.`,
      ...where,
      url,
    ];
    cal.createEvent({
      id: e.uid,
      start: new Date(`${e.date}T00:00:00Z`),
      allDay: true,
      stamp,
      summary: o.words.calendarEntrySummary(e),
      description: lines.join('\n'),
      url,
    });
  }
  return cal.toString();
}

/**
 * One alert row of `alerts_feed` (SQL: public.notifications without its owner and event key).
 * @typedef {{id: number, kind: import('@streamscout/tmdb').AlertKind, media_type: 'movie' | 'tv', tmdb_id: number, region: string,
 *   title: string, provider_id: number | null, provider_name: string | null, season_number: number | null,
 *   created_at: string, read_at: string | null}} AlertRow
 */

/**
 * The Atom 1.0 text of a user's alerts, newest first, worded as the inbox words them.
 * @param {AlertRow[]} alerts
 * @param {{origin: string, words: typeof import('@streamscout/tmdb')}} o the app's absolute origin; the client package
 * @returns {string}
 */
function renderAtom(alerts, o) {
  const sorted = [...alerts].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const inbox = `${o.origin}/dashboard/alerts`;
  const feed = new Feed({
    id: inbox,
    title: 'StreamScout alerts',
    description: 'When a title on your lists arrives on, or leaves, a service in your region.',
    link: inbox,
    // the newest alert's time (a fixed time when there is none), so the text changes only with the alerts
    updated: new Date(sorted[0]?.created_at ?? 0),
    generator: 'StreamScout',
    copyright: 'Data from TMDB (themoviedb.org)',
  });
  for (const a of sorted) {
    const facts = { kind: a.kind, title: a.title, region: a.region, providerName: a.provider_name, seasonNumber: a.season_number };
    const link = `${o.origin}/details/${a.media_type === 'tv' ? 'tv' : 'movie'}/${a.tmdb_id}`;
    feed.addItem({
      id: `urn:streamscout:alert:${a.id}`,
      title: o.words.alertHeadline(facts),
      link,
      date: new Date(a.created_at),
      published: new Date(a.created_at),
      description: o.words.alertSentence(facts),
      content: o.words.alertSentence(facts),
    });
  }
  return feed.atom1();
}

/**
 * Settings of {@link registerFeeds}.
 * @typedef {object} FeedsOptions
 * @property {string} supabaseUrl the Supabase project (or local backend) URL
 * @property {string} supabaseAnonKey its PUBLIC anon key (never a service key)
 * @property {string} origin the app's absolute origin for links (the runtime config's `shellUrl`)
 * @property {{baseUrl?: string, apiKey?: string, readToken?: string, timeoutMs?: number}} [tmdb] TMDB
 *   settings for `configureTmdb` (default: what the process has configured)
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
 */
function registerFeeds(app, o) {
  const jiti = createJiti(__filename);
  const tmdb = /** @type {typeof import('@streamscout/tmdb')} */ (jiti('@streamscout/tmdb'));
  const calendar = /** @type {typeof import('@streamscout/tmdb/calendar')} */ (jiti('@streamscout/tmdb/calendar'));
  tmdb.configureTmdb({ ...(o.tmdb ?? {}), maxInFlight: o.maxInFlight ?? 16 });
  const today = o.today ?? (() => serverToday());
  const source = calendar.createCalendarSource({ today, maxBytes: o.cacheBytes });
  const origin = o.origin.replace(/\/+$/, '');
  const supabaseUrl = o.supabaseUrl.replace(/\/+$/, '');
  const perToken = windowCounter(o.perToken ?? { max: 30, windowMs: 10 * 60_000 });
  const perAddress = windowCounter(o.perAddress ?? { max: 120, windowMs: 10 * 60_000 });
  const apiPerAddress = windowCounter(o.apiPerAddress ?? { max: 300, windowMs: 10 * 60_000 });
  // a feed's text for the day, by what the RPC answered: a calendar app polling again costs the RPC
  // and a hash (kept only when TMDB's answers are: cacheBytes 0 keeps neither)
  /** @type {LRUCache<string, {body: string, type: string}> | null} */
  const rendered =
    o.cacheBytes === 0 ? null : new LRUCache({ max: 10_000, maxSize: 32 * 1024 * 1024, sizeCalculation: (v) => v.body.length + 64 });

  /**
   * Sends a text body with an ETag (304 when the client has it).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {string} body @param {string} type @param {string} cache
   */
  const sendTagged = (req, reply, body, type, cache) => {
    const etag = etagOf(body);
    reply.header('ETag', etag).header('Cache-Control', cache).header('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).type(type).send(body);
  };

  /** The one answer of a feed that is not there, whatever the reason. @param {import('fastify').FastifyReply} reply */
  const notFound = (reply) => reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
  // 503 when the backend or TMDB failed: calendar apps keep their events and ask again (never a partial feed)
  /** @param {import('fastify').FastifyReply} reply */
  const unavailable = (reply) =>
    reply
      .code(503)
      .header('Retry-After', '60')
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Service Unavailable');

  /**
   * Asks a feed RPC with the anon key.
   * @param {'calendar_feed' | 'alerts_feed'} rpc @param {string} token
   * @returns {Promise<unknown>} its JSON answer (null for a token it does not know)
   * @throws Error when the backend does not answer 200
   */
  const callFeed = async (rpc, token) => {
    const res = await fetch(`${supabaseUrl}/rest/v1/rpc/${rpc}`, {
      method: 'POST',
      headers: { apikey: o.supabaseAnonKey, Authorization: `Bearer ${o.supabaseAnonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`${rpc}: the backend answered ${res.status}`);
    return res.json();
  };

  /**
   * A feed's route: rate limits, the RPC, then the render.
   * @param {'calendar' | 'alerts'} kind @param {'.ics' | '.atom'} ext @param {'calendar_feed' | 'alerts_feed'} rpc
   * @param {(data: any) => Promise<{body: string, type: string}>} render
   */
  const feedRoute = (kind, ext, rpc, render) =>
    // a wildcard, not a parameter: a path of any length or shape gets this route's 404
    app.get(`/${kind}/*`, async (req, reply) => {
      const file = /** @type {{'*': string}} */ (req.params)['*'];
      const token =
        file.endsWith(ext) && !file.includes('/') && file.length - ext.length <= MAX_TOKEN_LENGTH ? file.slice(0, -ext.length) : null;
      const tokenKey = crypto
        .createHash('sha256')
        .update(`${kind}:${token ?? NO_TOKEN}`)
        .digest('base64url');
      const wait = Math.max(perAddress(`ip:${req.ip}`), perToken(`token:${tokenKey}`));
      if (wait) {
        return reply
          .code(429)
          .header('Retry-After', String(wait))
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Too Many Requests');
      }
      let data;
      try {
        // a malformed token is asked too (the database refuses it): every 404 costs the same
        data = await callFeed(rpc, token ?? NO_TOKEN);
      } catch (e) {
        req.log.error({ err: e instanceof Error ? e.message : String(e) }, `${kind} feed: backend unavailable`);
        return unavailable(reply);
      }
      if (token === null || data === null || typeof data !== 'object') return notFound(reply);
      const key = `${kind}:${today()}:${crypto.createHash('sha1').update(JSON.stringify(data)).digest('base64url')}`;
      let out = rendered?.get(key);
      if (!out) {
        try {
          out = await render(data);
        } catch (e) {
          req.log.error({ err: e instanceof Error ? e.message : String(e) }, `${kind} feed: TMDB unavailable`);
          return unavailable(reply);
        }
        rendered?.set(key, out);
      }
      return sendTagged(req, reply, out.body, out.type, FEED_CACHE);
    });

  app.get('/api/calendar', async (req, reply) => {
    const wait = apiPerAddress(req.ip);
    if (wait) {
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .header('Cache-Control', 'no-store')
        .send({ error: `too many calendar requests from this address; try again in ${wait} s` });
    }
    const day = today();
    const parsed = calendar.parseCalendarQuery(/** @type {Record<string, unknown>} */ (req.query), day);
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

  feedRoute('calendar', '.ics', 'calendar_feed', async (data) => {
    const feed = /** @type {{region: string, services: number[] | null, shows: number[], movies: number[]}} */ (data);
    const day = today();
    const request = {
      region: feed.region,
      from: calendar.addDays(day, -FEED_DAYS_BEFORE),
      to: calendar.addDays(day, FEED_DAYS_AFTER),
      // an entry that is not a TMDB id is skipped, never the whole feed (SQL leaves them out too)
      tv: Array.isArray(feed.shows) ? feed.shows.filter(tmdb.isTmdbId).slice(0, calendar.MAX_CALENDAR_IDS) : [],
      movie: Array.isArray(feed.movies) ? feed.movies.filter(tmdb.isTmdbId).slice(0, calendar.MAX_CALENDAR_IDS) : [],
    };
    const entries = await source.entries(request);
    const body = renderIcs(entries, { region: feed.region, services: feed.services ?? [], origin, today: day, words: tmdb });
    return { body, type: 'text/calendar; charset=utf-8' };
  });

  feedRoute('alerts', '.atom', 'alerts_feed', async (data) => ({
    body: renderAtom(Array.isArray(data) ? data : [], { origin, words: tmdb }),
    type: 'application/atom+xml; charset=utf-8',
  }));
}

module.exports = { registerFeeds, serverToday, redactFeedPath };
