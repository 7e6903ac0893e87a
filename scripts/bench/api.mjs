/**
 * Part 10, the public API (architecture §7, §9a): its own stack — the production build's shell
 * server (`scripts/start.mjs --only shell`, its cluster of `WEB_CONCURRENCY` workers, default one
 * per core) in front of the local TMDB catalog through a counting proxy, so every request the
 * server sends to "TMDB" is counted where it arrives. The API's limit per address is lifted
 * (`API_RATE_LIMIT`): all of the bench's load comes from one address.
 *
 * 1. 10,000 API requests over 100 distinct titles (50 movies, 50 shows; each title in five regions,
 *    single and batch calls mixed), 50 at a time, on the fresh server: the TMDB requests they cost,
 *    and how many of those the server gave up on (a TMDB answer slower than the renderer's 1 s
 *    timeout, on a busy machine) and asked again. Budget: ≤ 100. The workers share TMDB answers
 *    through the cluster's primary (architecture §9a).
 * 2. A warm availability answer (`/api/v1/titles/movie/{id}/availability?region=GB`) under 50
 *    connections (autocannon, `./load-test.mjs`): requests/s and p50/p95/p99, BENCH_RUNS runs
 *    (1 with BENCH_QUICK). Budget: ≥ 2,000 requests/s, p95 ≤ 20 ms.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { API_END, API_START, OFFSET, QUICK, RUNS, root } from './config.mjs';
import { freePort, mark, median, sleep, spread } from './util.mjs';
import { printTable, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { waitForUrl } = require('../wait-for-url.cjs');
const { portsFor } = require('@streamscout/apps');

/** Budgets of architecture §7 for the API. */
const BUDGET = { rps: 2000, p95Ms: 20, tmdbPer100Titles: 100 };
/** The stack's port shift: the bench's own, plus 70 (parts 6 and 7 use +0 and +50). */
const API_OFFSET = OFFSET + 70;
const REGIONS = ['US', 'GB', 'DE', 'FR', 'JP'];

/**
 * The local catalog (a child process) and a proxy in front of it counting `/3/` requests, and
 * those the server gave up on before the answer came (its renderer's 1 s timeout).
 * @returns {Promise<{url: string, count: () => number, abandoned: () => number, stop: () => void}>} `url`: the proxy's origin
 */
async function countingCatalog() {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve('@streamscout/local-tmdb/src/cli.js'), '--port', String(port)], {
    stdio: 'ignore',
  });
  const upstream = `http://127.0.0.1:${port}`;
  await waitForUrl(`${upstream}/health`, 60_000);
  let requests = 0;
  let abandoned = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const proxy = http.createServer((req, res) => {
    if ((req.url ?? '').startsWith('/3/')) {
      requests += 1;
      res.on('close', () => {
        if (!res.writableFinished) abandoned += 1;
      });
    }
    const forward = http.request(`${upstream}${req.url}`, { method: req.method, headers: req.headers, agent }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(null)));
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (proxy.address()).port}`;
  return {
    url,
    count: () => requests,
    abandoned: () => abandoned,
    stop: () => {
      proxy.close();
      agent.destroy();
      child.kill('SIGTERM');
    },
  };
}

/**
 * `count` movies and `count` shows of the catalog (its discover lists, asked directly, not counted).
 * @param {string} catalog the catalog's origin @param {number} count
 * @returns {Promise<{type: 'movie' | 'tv', id: number}[]>}
 */
async function distinctTitles(catalog, count) {
  /** @type {{type: 'movie' | 'tv', id: number}[]} */
  const out = [];
  for (const type of /** @type {const} */ (['movie', 'tv'])) {
    const ids = new Set();
    for (let page = 1; ids.size < count; page++) {
      const list = await (await fetch(`${catalog}/3/discover/${type}?page=${page}`)).json();
      for (const r of list.results ?? []) if (ids.size < count) ids.add(r.id);
      if (page >= (list.total_pages ?? 0)) break;
    }
    for (const id of ids) out.push({ type, id: /** @type {number} */ (id) });
  }
  return out;
}

/**
 * `total` API requests over `titles`, `concurrency` at a time: each title in each region, single
 * availability calls and, every fifth request, a batch of five titles.
 * @param {string} shell @param {{type: string, id: number}[]} titles @param {number} total @param {number} concurrency
 * @returns {Promise<{ok: number, failed: number, statuses: Record<string, number>}>} `statuses`: how many answered each status other than 200
 */
async function manyRequests(shell, titles, total, concurrency) {
  let next = 0;
  let ok = 0;
  let failed = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  const urlOf = (/** @type {number} */ i) => {
    const region = REGIONS[Math.floor(i / titles.length) % REGIONS.length];
    if (i % 5 === 4) {
      const five = Array.from({ length: 5 }, (_, k) => titles[(i + k) % titles.length]).map((t) => `${t.type}:${t.id}`);
      return `/api/v1/availability?titles=${five.join(',')}&region=${region}`;
    }
    const t = titles[i % titles.length];
    return `/api/v1/titles/${t.type}/${t.id}/availability?region=${region}`;
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const res = await fetch(`${shell}${urlOf(next++)}`).catch(() => null);
        if (res?.status === 200) ok += 1;
        else {
          failed += 1;
          const status = String(res?.status ?? 'no answer');
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
        await res?.arrayBuffer();
      }
    }),
  );
  return { ok, failed, statuses };
}

/**
 * Part 10 end to end: the stack, both figures, the table printed and BENCHMARKS.md's API section
 * written (unless BENCH_NO_WRITE=1).
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 */
export async function apiPart(env) {
  const { appServerPids, loadTest } = await import('./load-test.mjs');
  const catalog = await countingCatalog();
  const ports = portsFor({}, API_OFFSET);
  const shell = `http://localhost:${ports.shell}`;
  const stack = spawn(
    process.execPath,
    [path.join(root, 'scripts/start.mjs'), '--only', 'shell', '--memory', '--no-jobs', '--port-offset', String(API_OFFSET)],
    {
      stdio: 'ignore',
      env: { ...process.env, TMDB_BASE_URL: `${catalog.url}/3`, API_RATE_LIMIT: '1000000000' },
    },
  );
  try {
    await waitForUrl(`${shell}/config.json`, 120_000);
    const catalogOrigin = catalog.url;
    const titles = await distinctTitles(catalogOrigin, 50);
    const pids = appServerPids(/** @type {number} */ (stack.pid));
    const processes = pids.length - (pids.length > 1 ? 1 : 0); // the cluster's workers serve; its primary does not

    // 1. TMDB requests of 10,000 API requests over 100 titles, none asked before
    const before = catalog.count();
    const abandonedBefore = catalog.abandoned();
    const started = performance.now();
    const many = await manyRequests(shell, titles, 10_000, 50);
    const seconds2 = (performance.now() - started) / 1000;
    const tmdbRequests = catalog.count() - before;
    const abandoned = catalog.abandoned() - abandonedBefore;
    const notOk = Object.entries(many.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(
      `api: 10,000 requests over ${titles.length} titles in ${seconds2.toFixed(1)} s (${many.ok} ok, ${many.failed} failed${notOk ? `: ${notOk}` : ''}): ${tmdbRequests} TMDB requests (${abandoned} given up after the renderer's 1 s timeout), ${processes} serving processes`,
    );

    // 2. a warm answer under load
    const seconds = QUICK ? 5 : 10;
    const warmUrl = `/api/v1/titles/movie/${titles[0].id}/availability?region=GB`;
    /** @type {Awaited<ReturnType<typeof loadTest>>[]} */
    const loads = [];
    const loadAverages = [];
    for (let i = 0; i < RUNS; i++) {
      loadAverages.push(os.loadavg()[0].toFixed(1));
      const r = await loadTest(`${shell}${warmUrl}`, { connections: 50, seconds, pids });
      loads.push(r);
      console.log(
        `api: ${warmUrl} warm, 50 connections, ${seconds} s, run ${i + 1}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.requests} responses, ${r.non2xx} non-2xx, ${r.errors} errors; ${r.cpuMsPerRequest.toFixed(3)} ms of server CPU per response; load ${loadAverages[i]})`,
      );
    }

    const rps = median(loads.map((r) => r.rps));
    const p95 = median(loads.map((r) => r.p95));
    const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
    const block = [
      API_START,
      '## Public API',
      '',
      `\`npm run bench\` part 11 (\`BENCH_ONLY=api\` runs it alone) on ${env.date}, commit ${env.commit}, load average ${env.load} at`,
      "start. The production build's shell server (`scripts/start.mjs --only shell`, " +
        `${processes} serving process${processes === 1 ? '' : 'es'}) in front of the local catalog through a counting proxy;`,
      'the limit per address lifted (the load comes from one address). The machine is shared with other jobs: at a high',
      'load average the requests/s and latencies say more about the machine than the server; the CPU time per response does not.',
      `Figures: median of ${RUNS} run(s) (min–max), each after 3 s of warm-up; load average (1 min) at each run's start: ${loadAverages.join(', ')}.`,
      '',
      '| | figure | budget |',
      '|---|---|---|',
      `| \`${warmUrl}\` warm, 50 connections, ${seconds} s: requests/s | ${spread(
        loads.map((r) => r.rps),
        (n) => n.toFixed(0),
      )} | ≥ ${BUDGET.rps} ${mark(rps >= BUDGET.rps)} |`,
      `| … latency p50 / p95 / p99 | ${spread(
        loads.map((r) => r.p50),
        ms,
      )} / ${spread(
        loads.map((r) => r.p95),
        ms,
      )} / ${spread(
        loads.map((r) => r.p99),
        ms,
      )} | p95 ≤ ${BUDGET.p95Ms} ms ${mark(p95 <= BUDGET.p95Ms)} |`,
      `| … server CPU time per response (all its processes) | ${spread(
        loads.map((r) => r.cpuMsPerRequest),
        (n) => `${n.toFixed(3)} ms`,
      )} (≈ ${Math.round((os.cpus().length * 1000) / median(loads.map((r) => r.cpuMsPerRequest)))} req/s on ${os.cpus().length} idle cores) | |`,
      `| … responses (non-2xx, errors) | ${loads.map((r) => `${r.requests} (${r.non2xx}, ${r.errors})`).join('; ')} | |`,
      `| 10,000 API requests over ${titles.length} distinct titles (5 regions, single and batch), 50 at a time: TMDB requests | ${tmdbRequests} (${many.ok} answered 200${many.failed ? `, ${notOk}` : ''}; ${abandoned} of the TMDB requests given up after the renderer's 1 s timeout and asked again; ${seconds2.toFixed(1)} s) | ≤ ${BUDGET.tmdbPer100Titles} ${mark(tmdbRequests <= BUDGET.tmdbPer100Titles)} |`,
      API_END,
    ].join('\n');
    printTable(block);
    if (process.env.BENCH_NO_WRITE !== '1') writeSection(API_START, API_END, block, 'API');
  } finally {
    stack.kill('SIGTERM');
    catalog.stop();
    await sleep(500);
  }
}
