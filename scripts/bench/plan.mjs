/**
 * Part 14, the service planner on a 1,000-title queue (architecture §5e, §7; spec §20): how long the
 * plan of a long queue takes to compute, and what it costs TMDB. Its own stack, no app build needed:
 * the local catalog (a child process) behind a counting proxy, and the app server's `POST /api/plan`
 * (`createAppServer` with `feeds`, this process); the counting itself (`planFor` of
 * `mfe-dashboard/src/plan/plan.ts`) compiled for Node by the build's own webpack rule.
 *
 * The planner is computed in two places, and each is measured:
 * 1. The server: where each of the 1,000 titles streams in the region (`POST /api/plan`, timed from
 *    a client on the same machine), **cold** — a new server, nothing kept, every title asked of
 *    TMDB (here the local catalog: far faster than TMDB, so the cold figure is a floor) — and
 *    **warm** — the day's answers kept. The TMDB requests of a cold run are counted where they arrive.
 * 2. The browser: the counting (`planFor`: per-service counts, best service and pair, the user's
 *    own services) on the server's answer, run here in Node (the same V8 engine as Chromium, no page
 *    around it), for a user with 4 services and progress in a third of the shows.
 * The counting runs in the browser because it needs the user's services and episode progress,
 * which the server never sees (`POST /api/plan` holds no user data and needs no session).
 *
 * The catalog has 640 movies and 280 shows; the queue holds 700 movies and 300 shows, so the proxy
 * serves id `SYNTHETIC + k` as the catalog's k-th title of that type (mod its count) with its `id`
 * rewritten: each is a real TMDB-shaped answer (seasons, per-season providers).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PLAN_END, PLAN_START, QUICK, root } from './config.mjs';
import { freePort, median, spread } from './util.mjs';
import { printTable, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { getCatalog } = require('@streamscout/local-tmdb');
const { waitForUrl } = require('../wait-for-url.cjs');
const { ANON_KEY } = require('@streamscout/local-supabase');

/** Synthetic title ids start here (far above the catalog's). */
const SYNTHETIC = 1_000_000;
const MOVIES = 700;
const SHOWS = 300;
const REGION = 'US';
/** The bound: a 1,000-title queue's plan, server's answer plus the counting. */
const BUDGET_MS = 1000;
const COLD_RUNS = QUICK ? 3 : 5;
const WARM_RUNS = QUICK ? 5 : 10;
const COUNT_RUNS = QUICK ? 7 : 15;

/** @param {number} n ms */
const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`;

/**
 * The catalog (child process) and the counting proxy in front of it (see the module's comment).
 * @returns {Promise<{url: string, count: () => number, stop: () => Promise<void>}>} `url`: the proxy's origin
 */
async function countingCatalog() {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve('@streamscout/local-tmdb/src/cli.js'), '--port', String(port)], {
    stdio: 'ignore',
  });
  const upstream = `http://127.0.0.1:${port}`;
  await waitForUrl(`${upstream}/health`, 60_000);
  const ids = {
    movie: getCatalog().movies.map((/** @type {{id: number}} */ t) => t.id),
    tv: getCatalog().tv.map((/** @type {{id: number}} */ t) => t.id),
  };
  let requests = 0;
  const server = http.createServer(async (req, res) => {
    requests += 1;
    const url = new URL(req.url ?? '/', 'http://x');
    const m = /^\/3\/(movie|tv)\/(\d+)(.*)$/.exec(url.pathname);
    const type = /** @type {'movie' | 'tv' | undefined} */ (m?.[1]);
    const asked = m ? Number(m[2]) : 0;
    const real = type && asked >= SYNTHETIC ? ids[type][(asked - SYNTHETIC) % ids[type].length] : asked;
    const target = m ? `/3/${type}/${real}${m[3]}${url.search}` : `${url.pathname}${url.search}`;
    const up = await fetch(`${upstream}${target}`);
    let body = await up.text();
    if (m && up.ok && asked !== real) body = JSON.stringify({ ...JSON.parse(body), id: asked });
    res.writeHead(up.status, { 'Content-Type': 'application/json;charset=utf-8' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(null)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    count: () => requests,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      child.kill('SIGTERM');
    },
  };
}

/**
 * Builds what this part loads as Node modules, in a temporary folder: the app server's TMDB client
 * when missing or stale (as the jest run does) and the planner's counting (`plan.ts`).
 * @param {string} dir where the counting's bundle goes
 * @returns {Promise<string>} the counting bundle's path
 */
async function buildModules(dir) {
  const webpack = require('webpack');
  const { nodePackagesConfig } = require('@streamscout/build');
  const { staleNodePackages } = require('@streamscout/build/node-package');
  const output = path.join(dir, 'plan.js');
  const counting = { name: 'planner-counting', entry: path.join(root, 'mfe-dashboard/src/plan/plan.ts'), output, sources: [] };
  await new Promise((resolve, reject) => {
    webpack(nodePackagesConfig([...staleNodePackages(), counting]), (/** @type {Error | null} */ err, /** @type {any} */ stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve(null);
    });
  });
  return output;
}

/**
 * Part 14 end to end; writes BENCHMARKS.md's "Service planner" section unless BENCH_NO_WRITE=1.
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 */
export async function planPart(env) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-bench-plan-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  const { planFor } = require(await buildModules(dir));
  const { createAppServer } = require('@streamscout/server');
  const { serverToday } = require('@streamscout/server/feeds');
  const catalog = await countingCatalog();
  const today = serverToday();
  /** @type {Array<{ close: () => PromiseLike<unknown> }>} */
  const servers = [];
  /** A new app server (an empty cache) on the proxy; its base URL. */
  const appServer = async () => {
    const app = await createAppServer({
      dir,
      logger: 'error',
      feeds: {
        // no backend is asked by /api/plan (it holds no user data); the option is required
        supabaseUrl: 'http://127.0.0.1:9',
        supabaseAnonKey: ANON_KEY,
        origin: 'http://localhost',
        tmdb: { baseUrl: `${catalog.url}/3`, timeoutMs: 30_000 },
        today: () => today,
        apiPerAddress: { max: 1e9, windowMs: 60_000 },
      },
    });
    servers.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${/** @type {any} */ (app.server.address()).port}`;
  };
  const queue = {
    region: REGION,
    tv: Array.from({ length: SHOWS }, (_, k) => SYNTHETIC + k),
    movie: Array.from({ length: MOVIES }, (_, k) => SYNTHETIC + k),
  };
  /** One plan request, timed. @param {string} base */
  const ask = async (base) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/plan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(queue),
    });
    const text = await res.text();
    const took = performance.now() - t0;
    if (!res.ok) throw new Error(`POST /api/plan: ${res.status} ${text.slice(0, 200)}`);
    return { ms: took, bytes: text.length, answer: JSON.parse(text) };
  };

  try {
    const cold = [];
    const warm = [];
    const coldRequests = [];
    /** @type {import('@streamscout/tmdb').PlanResponse | null} */
    let answer = null;
    let bytes = 0;
    for (let i = 0; i < COLD_RUNS; i++) {
      const base = await appServer();
      const before = catalog.count();
      const c = await ask(base);
      coldRequests.push(catalog.count() - before);
      cold.push(c.ms);
      const afterCold = catalog.count();
      for (let j = 0; j < Math.ceil(WARM_RUNS / COLD_RUNS); j++) {
        const w = await ask(base);
        warm.push(w.ms);
        answer = w.answer;
        bytes = w.bytes;
      }
      if (catalog.count() !== afterCold) throw new Error('a warm plan asked TMDB again');
      await servers.pop()?.close();
    }
    if (!answer) throw new Error('no warm answer');
    // the counting: 4 services (the most common in the answer and one carrying nothing), progress in a third of the shows
    const byService = new Map();
    for (const t of answer.titles) for (const id of t.streaming) byService.set(id, (byService.get(id) ?? 0) + 1);
    const common = [...byService.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => Number(id));
    const mine = [...common.slice(0, 3), 999_999];
    const marks = new Map(answer.titles.filter((t, i) => t.type === 'tv' && i % 3 === 0).map((t) => [t.id, { season: 1, episode: 2 }]));
    const counting = [];
    let plan = null;
    for (let i = 0; i < COUNT_RUNS; i++) {
      const t0 = performance.now();
      plan = planFor(answer, mine, marks);
      counting.push(performance.now() - t0);
    }
    const seasons = answer.titles.reduce((n, t) => n + (t.seasons?.length ?? 0), 0);
    const total = median(warm) + median(counting);
    const titles = (MOVIES + SHOWS).toLocaleString('en-US');
    console.log(
      `plan: ${titles} titles: server cold ${spread(cold, ms)} (${spread(coldRequests, String)} TMDB requests), warm ${spread(warm, ms)}; counting ${spread(counting, ms)}`,
    );
    const block = [
      PLAN_START,
      '## Service planner: a queue of 1,000 titles',
      '',
      `\`BENCH_ONLY=plan${QUICK ? ' BENCH_QUICK=1' : ''} npm run bench\` (part 14) on ${env.date}, commit ${env.commit}, load average ${env.load} at start`,
      `(a 2-core machine shared with other work: times move with its load). A queue of ${MOVIES} movies and ${SHOWS} shows`,
      `(${seasons} aired seasons) in ${REGION}; the local catalog behind a counting proxy (\`scripts/bench/plan.mjs\`). Times: median`,
      '(min–max). **Where it is computed:** the server answers where each title streams (one kept TMDB answer',
      'per title per day, shared by every user); the counting runs in the **browser**, because it needs the',
      "user's services and episode progress, which the server never sees — measured here in Node (same V8).",
      'The ≤ 1 s bound holds on a warm server (titles anyone asked about earlier that day); a cold one',
      "waits for TMDB's answer to every title it has not kept (one request per title, 16 on the wire at once).",
      '',
      '| | figure | budget |',
      '|---|---|---|',
      `| \`POST /api/plan\`, ${titles} titles, **cold** (a new server: every title asked of the local catalog — one process on the same busy machine, so this is its time more than the plan's), ${COLD_RUNS} runs | ${spread(cold, ms)} | — |`,
      `| … TMDB requests of a cold run | ${spread(coldRequests, String)} | ≤ ${titles} (one per title) |`,
      `| … **warm** (the day's answers kept), ${warm.length} runs | ${spread(warm, ms)} | — |`,
      `| … answer size | ${Math.round(bytes / 1024)} KiB | — |`,
      `| the counting in the browser (\`planFor\`: ${plan.services.length} services ranked, best pair, 4 services of the user), ${COUNT_RUNS} runs | ${spread(counting, ms)} | — |`,
      `| a plan of ${titles} titles on a warm server: answer + counting (medians) | ${ms(total)} ${total <= BUDGET_MS ? '✅' : '❌'} | ≤ 1,000 ms |`,
      PLAN_END,
    ].join('\n');
    printTable(block);
    if (process.env.BENCH_NO_WRITE !== '1') writeSection(PLAN_START, PLAN_END, block, 'plan');
  } finally {
    for (const s of servers) await s.close();
    await catalog.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
