'use strict';
/**
 * The runner's TMDB rate, seen from the TMDB side: 160 checks started at once by 8 workers' worth
 * of concurrency reach a counting HTTP server (answering TMDB's 404, so no database is needed) no
 * faster than ALERTS_TMDB_RPS = 40 per second over the run. p-throttle plans the starts 25 ms
 * apart; when the event loop stalls, the starts that fell due meanwhile go out together, so a
 * single second can hold more than 40 on a starved machine (not asserted: it depends on the load).
 */
const http = require('node:http');
const { createJobRunner } = require('../src');
const { createRateLimiter } = require('../src/limiter');

jest.setTimeout(60_000);

test('checks reach TMDB at 40 requests/s at most over a run', async () => {
  /** @type {number[]} */
  const arrivals = [];
  const server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, status_code: 34, status_message: 'The resource you requested could not be found.' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  // never started: check() needs no database when TMDB does not know the title
  const runner = createJobRunner({
    connectionString: 'postgres://nobody@127.0.0.1:1/none',
    tmdb: { baseUrl: `http://127.0.0.1:${port}/3` },
    cron: false,
    requestsPerSecond: 40,
    concurrency: 8,
  });
  try {
    const n = 160;
    const t0 = performance.now();
    const written = await Promise.all(Array.from({ length: n }, (_, i) => runner.check('movie', 900_000 + i)));
    expect(written).toEqual(Array.from({ length: n }, () => 0));
    expect(arrivals).toHaveLength(n);
    arrivals.sort((a, b) => a - b);
    // the last start is (n - 1) slots of 25 ms after the first, which is after t0
    expect(arrivals[n - 1] - t0).toBeGreaterThanOrEqual(((n - 1) / 40) * 1000);
  } finally {
    await runner.stop({ graceful: false }).catch(() => {});
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
});

test('the limiter refuses a rate that is not a positive number', () => {
  for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => createRateLimiter(bad)).toThrow(RangeError);
});
