/**
 * The server half of `npm run bench`: how the shell's application server holds up when it renders
 * pages (part 6, `./server.mjs`, calls these; a report, not a test).
 *
 * - {@link loadTest}: requests/s and latency percentiles of one URL under `connections` concurrent
 *   connections for `seconds` (autocannon, an HTTP load tool from npm), after a warm-up request so
 *   the server's TMDB cache and the remotes' server containers are warm.
 * - {@link tmdbPerRenders}: how many TMDB requests `renders` server renders of one page cost, from
 *   the server's own counters (`/__ssr/stats`, served with `SSR_STATS=1`).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/**
 * @param {string} url absolute URL of the page
 * @param {{connections?: number, seconds?: number}} [o] default 50 connections for 10 s
 * @returns {Promise<{rps: number, p50: number, p95: number, p99: number, requests: number, errors: number, non2xx: number}>}
 *   requests/s (mean), latency percentiles in ms, totals
 */
export async function loadTest(url, o = {}) {
  const warm = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await warm.arrayBuffer();
  /** @type {number[]} */
  const times = [];
  /** @type {import('autocannon').Result} */
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: o.connections ?? 50,
        duration: o.seconds ?? 10,
        // what a browser sends: the server compresses the HTML it renders
        headers: { 'Accept-Encoding': 'br, gzip', Accept: 'text/html' },
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    // autocannon's own percentiles skip p95: keep every response time (ms)
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) => (times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] : NaN);
  return {
    rps: result.requests.average,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * @param {string} shellUrl the shell's origin (started with `SSR_STATS=1`)
 * @param {string} path a page not rendered before (a cold cache), e.g. '/details/movie/42'
 * @param {number} [renders] default 100
 * @returns {Promise<{renders: number, tmdbRequests: number, serverRendered: number}>}
 */
export async function tmdbPerRenders(shellUrl, path, renders = 100) {
  const stats = async () =>
    /** @type {{renders: number, fallbacks: number, tmdbRequests: number}} */ (await (await fetch(`${shellUrl}/__ssr/stats`)).json());
  // let requests still in flight (a load test just before) finish: counters still for 1 s
  let before = await stats();
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await stats();
    if (now.renders === before.renders && now.fallbacks === before.fallbacks) break;
    before = now;
  }
  // 10 at a time, like visitors arriving together (concurrent misses share one TMDB request)
  for (let i = 0; i < renders; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, renders - i) }, async () => {
        const res = await fetch(`${shellUrl}${path}`);
        await res.arrayBuffer();
      }),
    );
  }
  const after = await stats();
  return { renders, tmdbRequests: after.tmdbRequests - before.tmdbRequests, serverRendered: after.renders - before.renders };
}
