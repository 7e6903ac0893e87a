/**
 * The private feeds' routes (architecture §5c): `/calendar/<token>.ics` and `/alerts/<token>.atom`.
 * A feed is read through ONE Supabase RPC that takes the token (`calendar_feed`, `alerts_feed`),
 * over REST with the PUBLIC anon key: this server holds no key that reads every user's rows.
 *
 * - A token is 64 lower-case hex digits (what `issue_feed_token` hands out). Anything else — too
 *   long, a NUL byte, another extension, a slash — is answered 404 at once, without asking the
 *   database (which would refuse some of those spellings with an error, not an answer). A token of
 *   the right shape that opens nothing (unknown, revoked, the other kind) gets the same 404 after
 *   the RPC: the same body and headers; only the shape, which is public, is told apart by time.
 * - Limits per client address and per token (429 with `Retry-After`), counted once for all the
 *   server's processes (`./shared-limits.js`), before anything else.
 * - The feed's text carries an ETag (304 on a match) and `Cache-Control: private`; the backend or
 *   TMDB failing is a 503 with `Retry-After` (calendar apps keep their events and ask again).
 */
const crypto = require('node:crypto');

/** Cache rule of a private feed: the user's own client may keep it, no shared cache. */
const FEED_CACHE = 'private, max-age=900';
/** The shape of a feed token. */
const TOKEN = /^[0-9a-f]{64}$/;

/** @param {string} text @returns {string} a strong ETag of the text */
const etagOf = (text) => `"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;

/**
 * Sends a text body with an ETag (304 when the client has it).
 * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
 * @param {string} body @param {string} type @param {string} cache the `Cache-Control`
 */
function sendTagged(req, reply, body, type, cache) {
  const etag = etagOf(body);
  reply.header('ETag', etag).header('Cache-Control', cache).header('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(200).type(type).send(body);
}

/**
 * The token of a feed path's last part, or null when it is not a token's shape.
 * @param {string} file what follows `/calendar/` (e.g. '0a1b….ics') @param {string} ext '.ics' or '.atom'
 * @returns {string | null}
 */
function tokenOf(file, ext) {
  if (!file.endsWith(ext)) return null;
  const token = file.slice(0, -ext.length);
  return TOKEN.test(token) ? token : null;
}

/**
 * What a request limit answers: 0 when the request may go, else the seconds until it may.
 * @typedef {(req: import('fastify').FastifyRequest) => Promise<number>} Limit
 */

/**
 * Settings of one private feed ({@link registerTokenFeed}).
 * @typedef {object} TokenFeed
 * @property {'calendar' | 'alerts'} kind the path's first segment
 * @property {'.ics' | '.atom'} ext
 * @property {'calendar_feed' | 'alerts_feed'} rpc the RPC that opens it
 * @property {(data: any) => Promise<{body: string, type: string}>} render its text from the RPC's answer
 * @property {Limit} perAddress
 * @property {Limit} perToken keyed on the token (see {@link tokenKey})
 * @property {{supabaseUrl: string, supabaseAnonKey: string}} backend
 * @property {() => string} today the server's today (the rendered texts are kept per day)
 * @property {{get: (key: string) => {body: string, type: string} | undefined, set: (key: string, v: {body: string, type: string}) => unknown} | null} rendered
 *   texts already rendered, by the RPC's answer (null: none kept)
 */

/**
 * The key a token is limited by: a hash of the feed's kind and the path's last part, so the limit's
 * counters never hold a token.
 * @param {'calendar' | 'alerts'} kind @param {import('fastify').FastifyRequest} req
 */
function tokenKey(kind, req) {
  const file = /** @type {{'*'?: string}} */ (req.params)['*'] ?? '';
  return crypto.createHash('sha256').update(`${kind}:${file}`).digest('base64url');
}

/**
 * Asks a feed RPC with the anon key.
 * @param {TokenFeed['backend']} backend @param {TokenFeed['rpc']} rpc @param {string} token
 * @returns {Promise<unknown>} its JSON answer (null for a token it does not know)
 * @throws Error when the backend does not answer 200
 */
async function callFeed(backend, rpc, token) {
  const res = await fetch(`${backend.supabaseUrl}/rest/v1/rpc/${rpc}`, {
    method: 'POST',
    headers: { apikey: backend.supabaseAnonKey, Authorization: `Bearer ${backend.supabaseAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`${rpc}: the backend answered ${res.status}`);
  return res.json();
}

/** @param {import('fastify').FastifyReply} reply @param {number} wait seconds */
const tooMany = (reply, wait) =>
  reply
    .code(429)
    .header('Retry-After', String(wait))
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Too Many Requests');
/** The one answer of a feed that is not there, whatever the reason. @param {import('fastify').FastifyReply} reply */
const notFound = (reply) => reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
/** @param {import('fastify').FastifyReply} reply */
const unavailable = (reply) =>
  reply
    .code(503)
    .header('Retry-After', '60')
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Service Unavailable');

/**
 * Adds one private feed's route: limits, the token's shape, the RPC, then the (kept) text.
 * @param {import('fastify').FastifyInstance} app @param {TokenFeed} f
 */
function registerTokenFeed(app, f) {
  // a wildcard, not a parameter: a path of any length or shape gets this route's 404
  app.get(`/${f.kind}/*`, async (req, reply) => {
    const wait = Math.max(await f.perAddress(req), await f.perToken(req));
    if (wait) return tooMany(reply, wait);
    const token = tokenOf(/** @type {{'*': string}} */ (req.params)['*'], f.ext);
    if (token === null) return notFound(reply);
    let data;
    try {
      data = await callFeed(f.backend, f.rpc, token);
    } catch (e) {
      req.log.error({ err: e instanceof Error ? e.message : String(e) }, `${f.kind} feed: backend unavailable`);
      return unavailable(reply);
    }
    if (data === null || typeof data !== 'object') return notFound(reply);
    const key = `${f.kind}:${f.today()}:${crypto.createHash('sha1').update(JSON.stringify(data)).digest('base64url')}`;
    let out = f.rendered?.get(key);
    if (!out) {
      try {
        out = await f.render(data);
      } catch (e) {
        req.log.error({ err: e instanceof Error ? e.message : String(e) }, `${f.kind} feed: TMDB unavailable`);
        return unavailable(reply);
      }
      f.rendered?.set(key, out);
    }
    return sendTagged(req, reply, out.body, out.type, FEED_CACHE);
  });
}

module.exports = { registerTokenFeed, sendTagged, tokenKey };
