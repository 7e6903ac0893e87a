/**
 * `POST /api/plan` on the shell's server (architecture §5e; spec §19, §20): where each title of a
 * list streams in one region — the JSON the service planner (`/dashboard/plan`) and "Pick for us"
 * (`/dashboard/together`) compute from in the browser.
 *
 * Body `{ region: 'GB', tv: [1399], movie: [550] }` (≤ 2000 titles, a list's cap); answer
 * `PlanResponse` of `@streamscout/tmdb/plan`. It holds no user data (the ids are in the body), so
 * it needs no session. A bad body answers 400 `{error}` with the reason; TMDB failing, 503
 * `{error}`; too many from one address, 429 `{error}` with `Retry-After`. TMDB answers come from
 * one shared, cached source per process (`createPlanSource`): one answer per title per UTC day,
 * whoever asks, on the calendar's TMDB client; in a cluster's worker that source asks the answers
 * the workers share first (`./shared-answers.js`), so it is one per title per day for the whole
 * server, not one per worker.
 */
const { sharedTmdbAnswers } = require('./shared-answers.js');

/**
 * Settings of {@link registerPlan}.
 * @typedef {object} PlanOptions
 * @property {import('@streamscout/tmdb/node').TmdbClient} client the TMDB client (the feeds' own)
 * @property {() => string} today the server's today, 'YYYY-MM-DD'
 * @property {number} [cacheBytes] bytes of TMDB answers kept (default 64 MB; 0 keeps none)
 * @property {(req: import('fastify').FastifyRequest) => Promise<number>} perAddress the address's
 *   limit: 0 when the request may go, else the seconds until it may
 */

/**
 * Adds `POST /api/plan` to an app server.
 * @param {import('fastify').FastifyInstance} app
 * @param {PlanOptions} o
 */
function registerPlan(app, o) {
  const { createPlanSource, parsePlanRequest } = require('@streamscout/tmdb/node');
  const source = createPlanSource({ today: o.today, maxBytes: o.cacheBytes, client: o.client, shared: sharedTmdbAnswers() });
  // a 2000-title body is about 20 KB of JSON
  app.post('/api/plan', { bodyLimit: 64 * 1024 }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const wait = await o.perAddress(req);
    if (wait) {
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ error: `too many plan requests from this address; try again in ${wait} s` });
    }
    const parsed = parsePlanRequest(req.body);
    if ('error' in parsed) return reply.code(400).send({ error: parsed.error });
    try {
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(await source.plan(parsed)));
    } catch (e) {
      req.log.error({ err: e instanceof Error ? e.message : String(e) }, 'plan: TMDB unavailable');
      return reply.code(503).header('Retry-After', '60').send({ error: 'TMDB did not answer for some titles; try again in a minute' });
    }
  });
}

module.exports = { registerPlan };
