/**
 * Load through the edge with every answer checked (the edge's test and the bench's part 13): N
 * connections, each a keep-alive socket of its own sending one request after another over a list
 * of requests, for a time, while events run at set moments (a server killed, started again).
 * Unlike autocannon it reads each answer's headers, so a page of the wrong region counts as a
 * failure as surely as a reset connection or a 502.
 */
const http = require('node:http');

/**
 * One kind of request of the load.
 * @typedef {object} LoadRequest
 * @property {string} path
 * @property {Record<string, string>} [headers]
 * @property {(res: http.IncomingMessage, body: string) => string | null} [check] a problem with the answer
 *   (its status is already checked: 2xx/3xx), or null; `body` as sent (ask without Accept-Encoding to read it)
 */

/**
 * @typedef {object} LoadResult
 * @property {number} requests sent (answered or failed)
 * @property {number} failed network errors, statuses ≥ 400, failed checks
 * @property {string[]} failures the first 20, in words
 * @property {number} rps requests answered per second over the run
 * @property {number} p50 ms @property {number} p95 ms @property {number} p99 ms @property {number} max ms
 * @property {number} seconds how long it ran
 * @property {Record<string, number>} edge how many answers had each `X-StreamScout-Edge` (nginx's cache status)
 */

/**
 * Runs the load.
 * @param {object} o
 * @param {string} o.base the edge's origin
 * @param {LoadRequest[]} o.requests taken in turn by each connection (each starting at its own index)
 * @param {number} [o.connections] default 50
 * @param {number} [o.seconds] how long at least (default 30)
 * @param {Array<{at: number, run: () => Promise<unknown>}>} [o.events] run at `at` seconds from the start; the load
 *   goes on until each has finished and `seconds` have passed
 * @returns {Promise<LoadResult>}
 */
async function runLoad(o) {
  const connections = o.connections ?? 50;
  const started = performance.now();
  const until = started + (o.seconds ?? 30) * 1000;
  const eventsDone = Promise.all((o.events ?? []).map((e) => new Promise((r) => setTimeout(r, e.at * 1000)).then(e.run)));
  let eventsFinished = false;
  /** @type {unknown} */
  let eventError = null;
  void eventsDone.then(
    () => (eventsFinished = true),
    (e) => {
      eventError = e;
      eventsFinished = true;
    },
  );
  /** @type {number[]} */
  const times = [];
  let failed = 0;
  let done = 0;
  /** @type {string[]} */
  const failures = [];
  /** @type {Record<string, number>} */
  const edge = {};
  const fail = (/** @type {string} */ what) => {
    failed += 1;
    if (failures.length < 20) failures.push(`${((performance.now() - started) / 1000).toFixed(1)} s: ${what}`);
  };
  const url = new URL(o.base);
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = c; performance.now() < until || !eventsFinished; i++) {
        const r = o.requests[i % o.requests.length];
        const t0 = performance.now();
        done += 1;
        await new Promise((resolve) => {
          const req = http.get({ host: url.hostname, port: url.port, path: r.path, headers: r.headers, agent }, (res) => {
            /** @type {Buffer[]} */
            const chunks = [];
            res.on('data', (d) => r.check && chunks.push(d));
            res.on('error', (e) => (fail(`${r.path}: ${e.message}`), resolve(null)));
            res.on('end', () => {
              times.push(performance.now() - t0);
              const status = res.statusCode ?? 0;
              const cache = String(res.headers['x-streamscout-edge'] || 'none');
              edge[cache] = (edge[cache] ?? 0) + 1;
              const problem = status >= 400 ? `status ${status}` : (r.check?.(res, Buffer.concat(chunks).toString('utf8')) ?? null);
              if (problem) fail(`${r.path}: ${problem}`);
              resolve(null);
            });
          });
          req.setTimeout(60_000, () => req.destroy(new Error('no answer in 60 s')));
          req.on('error', (e) => (fail(`${r.path}: ${e.message}`), resolve(null)));
        });
      }
      agent.destroy();
    }),
  );
  if (eventError) throw eventError;
  const seconds = (performance.now() - started) / 1000;
  times.sort((x, y) => x - y);
  const pct = (/** @type {number} */ p) => (times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] : NaN);
  return {
    requests: done,
    failed,
    failures,
    rps: times.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: times.length ? times[times.length - 1] : NaN,
    seconds,
    edge,
  };
}

module.exports = { runLoad };
