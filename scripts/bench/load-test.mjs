/**
 * The server half of `npm run bench`: how the shell's application server holds up when it renders
 * pages (part 6, `./server.mjs`, calls these; a report, not a test).
 *
 * - {@link loadTest}: requests/s and latency percentiles of one URL under `connections` concurrent
 *   connections for `seconds` (autocannon, an HTTP load tool from npm), after a warm-up at the
 *   same concurrency so the server's caches, the remotes' server containers and the JIT are warm.
 * - {@link memoryOver}: the server processes' resident memory before and after `pages` distinct
 *   pages (architecture §9: under 250 MB per process, here after 10,000).
 * - {@link tmdbPerRenders}: how many TMDB requests `renders` server renders of one page cost, from
 *   the server's own counters (`/__ssr/stats`, served with `SSR_STATS=1`).
 *
 * Why the load test once reported 0 requests/s: autocannon counts only the responses that arrive
 * within its window and drops the requests still in flight when it ends, and its `requests.average`
 * is the mean of its per-second samples. A server that renders every request (~100 ms of CPU each
 * on a loaded 2-core machine) answers its first 50 concurrent requests together after ~5 s, so
 * `BENCH_QUICK`'s 5-s window held no response at all: 0 requests/s, p95 NaN. The figure is now the
 * responses counted here over the measured window after a warm-up under the same load, and the
 * requests still in flight at the end are reported instead of silently dropped.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** What a browser sends: the server compresses the HTML it renders. */
const BROWSER_HEADERS = { 'Accept-Encoding': 'br, gzip', Accept: 'text/html' };

/**
 * One autocannon run, every response time kept (its own percentiles skip p95).
 * @param {string} url @param {number} connections @param {number} seconds
 * @returns {Promise<{result: import('autocannon').Result, times: number[], ms: number}>}
 */
function cannon(url, connections, seconds) {
  /** @type {number[]} */
  const times = [];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS }, (err, result) =>
      err ? reject(err) : resolve({ result, times, ms: performance.now() - started }),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * @param {string} url absolute URL of the page
 * @param {{connections?: number, seconds?: number, warmSeconds?: number, pids?: number[]}} [o] default 50
 *   connections for 10 s after 3 s of warm-up; `pids`: the server's processes, whose CPU time is read
 * @returns {Promise<{rps: number, p50: number, p95: number, p99: number, requests: number, errors: number, non2xx: number, inFlight: number, cpuMsPerRequest: number}>}
 *   requests/s (responses ÷ window), latency percentiles in ms (NaN when no response came), totals,
 *   how many requests were still unanswered when the window closed, and the server's CPU time per
 *   response (ms, user + system, over `pids`; NaN without them) — the figure a busy shared machine
 *   changes least: the cores ÷ it is what the server could answer on an idle machine
 */
export async function loadTest(url, o = {}) {
  const connections = o.connections ?? 50;
  const warm = await fetch(url, { headers: BROWSER_HEADERS });
  await warm.arrayBuffer();
  await cannon(url, connections, o.warmSeconds ?? 3);
  const cpuBefore = cpuMs(o.pids ?? []);
  const { result, times, ms } = await cannon(url, connections, o.seconds ?? 10);
  const cpu = cpuMs(o.pids ?? []) - cpuBefore;
  times.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) => (times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] : NaN);
  return {
    rps: times.length / (ms / 1000),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    requests: times.length,
    errors: result.errors,
    non2xx: result.non2xx,
    inFlight: Math.max(0, result.requests.sent - times.length - result.errors),
    cpuMsPerRequest: o.pids?.length && times.length ? cpu / times.length : NaN,
  };
}

/**
 * CPU time (user + system, ms) the processes used so far, from `/proc/<pid>/stat` (clock ticks of 10 ms).
 * @param {number[]} pids
 */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of the line)
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/**
 * Resident memory of a process (MB), from `/proc` (Linux).
 * @param {number} pid
 * @returns {number | null} null when it is gone
 */
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The app server processes of a stack started by `scripts/start.mjs` (pid `primary`): the primary
 * and each cluster worker (its children running the same script), not the local catalog, backend or jobs.
 * @param {number} primary
 * @returns {number[]}
 */
export function appServerPids(primary) {
  const pids = [primary];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== primary) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('scripts/start.mjs')) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/**
 * Distinct pages for the memory run: every movie and show of the catalog's discover lists (the
 * details pages), then searches for each title's words with a page number, then details pages with
 * a query string (a new HTML cache key for an answer the TMDB cache holds) — `count` paths in all.
 * @param {any} config the shell's runtime config
 * @param {number} count
 * @returns {Promise<string[]>}
 */
export async function distinctPages(config, count) {
  const tmdb = async (/** @type {string} */ p) => {
    const u = new URL(`${config.tmdb.baseUrl}${p}`);
    if (config.tmdb.apiKey) u.searchParams.set('api_key', config.tmdb.apiKey);
    return (await fetch(u)).json();
  };
  /** @type {{type: string, id: number, title: string}[]} */
  const titles = [];
  for (const type of ['movie', 'tv']) {
    for (let page = 1; page <= 40; page++) {
      const list = await tmdb(`/discover/${type}?page=${page}`);
      for (const r of list.results ?? []) titles.push({ type, id: r.id, title: r.title ?? r.name });
      if (page >= (list.total_pages ?? 0)) break;
    }
  }
  const paths = titles.map((t) => `/details/${t.type}/${t.id}`);
  const words = [...new Set(titles.flatMap((t) => t.title.toLowerCase().split(/\W+/)).filter((w) => w.length > 2))];
  for (const w of words) for (const page of [1, 2]) paths.push(`/search?q=${encodeURIComponent(w)}${page > 1 ? `&page=${page}` : ''}`);
  for (let i = 0; paths.length < count; i++) paths.push(`${paths[i % titles.length]}?from=bench-${i}`);
  return paths.slice(0, count);
}

/**
 * The server's memory over `paths.length` distinct pages, `concurrency` at a time.
 * @param {string} shellUrl @param {string[]} paths @param {number} primary pid of `scripts/start.mjs`
 * @param {number} [concurrency] default 8
 * @returns {Promise<{pages: number, before: number, after: number, peak: number, processes: number, failed: number}>}
 *   MB: the largest app-server process's RSS before, after, and at its peak (sampled every 250 ms)
 */
export async function memoryOver(shellUrl, paths, primary, concurrency = 8) {
  const largest = () => Math.max(...appServerPids(primary).map((pid) => rssMb(pid) ?? 0));
  const before = largest();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, largest())), 250);
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const p = paths[next++];
        const res = await fetch(`${shellUrl}${p}`, { headers: BROWSER_HEADERS }).catch(() => null);
        if (!res || res.status >= 500) failed += 1;
        await res?.arrayBuffer();
      }
    }),
  );
  clearInterval(sampler);
  const after = largest();
  return { pages: paths.length, before, after, peak: Math.max(peak, after), processes: appServerPids(primary).length, failed };
}

/**
 * The renderers' counters summed over every app-server process: `/__ssr/stats` asked on new
 * connections (the cluster's primary hands each to the next worker) until `processes` pids answered.
 * @param {string} shellUrl @param {number} processes how many workers serve
 * @returns {Promise<{renders: number, fallbacks: number, tmdbRequests: number}>}
 */
async function statsOfAll(shellUrl, processes) {
  /** @type {Map<number, {renders: number, fallbacks: number, tmdbRequests: number}>} */
  const byPid = new Map();
  for (let i = 0; i < processes * 8 && byPid.size < processes; i++) {
    const s = JSON.parse(
      await new Promise((resolve, reject) => {
        http
          .get(`${shellUrl}/__ssr/stats`, { agent: false }, (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      }),
    );
    byPid.set(s.pid, s);
  }
  const all = [...byPid.values()];
  const sum = (/** @type {'renders' | 'fallbacks' | 'tmdbRequests'} */ k) => all.reduce((n, s) => n + s[k], 0);
  return { renders: sum('renders'), fallbacks: sum('fallbacks'), tmdbRequests: sum('tmdbRequests') };
}

/**
 * @param {string} shellUrl the shell's origin (started with `SSR_STATS=1`)
 * @param {string} path a page not rendered before (a cold cache), e.g. '/details/movie/42'
 * @param {number} [requests] default 100
 * @param {number} [processes] app-server workers (default 1)
 * @returns {Promise<{requests: number, tmdbRequests: number, serverRendered: number}>} TMDB requests and
 *   server renders those page requests cost (the page cache answers the rest)
 */
export async function tmdbPerRenders(shellUrl, path, requests = 100, processes = 1) {
  // let requests still in flight (a load test just before) finish: counters still for 1 s
  let before = await statsOfAll(shellUrl, processes);
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await statsOfAll(shellUrl, processes);
    if (now.renders === before.renders && now.fallbacks === before.fallbacks) break;
    before = now;
  }
  // 10 at a time, like visitors arriving together (concurrent misses share one render and one TMDB request)
  for (let i = 0; i < requests; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, requests - i) }, async () => {
        const res = await fetch(`${shellUrl}${path}`);
        await res.arrayBuffer();
      }),
    );
  }
  const after = await statsOfAll(shellUrl, processes);
  return { requests, tmdbRequests: after.tmdbRequests - before.tmdbRequests, serverRendered: after.renders - before.renders };
}
