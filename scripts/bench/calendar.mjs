/**
 * Part 7, calendars and feeds (architecture §5c, §7): what a calendar costs TMDB, and how fast a feed is.
 * The local catalog and the local backend (child processes, a fresh in-memory database) and the
 * app server's feed routes (`createAppServer` with `feeds`); the page figure (0.) needs the build
 * and serves it on the same proxy (`calendar-page.mjs`).
 *
 * The local catalog has 280 shows; the bench needs 2,000 distinct ones, so a counting proxy in
 * front of it serves show `1_000_000 + k` as the catalog's k-th show (mod 280) with its `id`
 * rewritten: every show is a real TMDB-shaped answer (seasons, episodes, providers), and every
 * request the server sends to "TMDB" is counted where it arrives.
 *
 * 0. A user following 300 shows opens `/dashboard/calendar` (desktop Chromium, the build served on
 *    this proxy): navigation → first day with an entry, warm server (the budget's case: the cache
 *    is per show per day and shared by every user) and cold, with the requests the page made.
 * 1. A user following 300 shows: their `/calendar/<token>.ics` cold (a new server process state:
 *    empty cache) and warm, each the median of BENCH_RUNS.
 * 2. 1,000 users × 300 shows drawn from 2,000 distinct (seeded), each asking `/api/calendar` in
 *    their region: TMDB requests on the first day (no season hints yet) and on the next day.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CALENDAR_END, CALENDAR_START, ONLY, RUNS } from './config.mjs';
import { freePort, getJson, mark, median, spread } from './util.mjs';
import { printTable, writeSection } from './report.mjs';
import { builtStackAvailable, calendarPageRuns } from './calendar-page.mjs';

const require = createRequire(import.meta.url);
const { getCatalog } = require('@streamscout/local-tmdb');
const { waitForUrl } = require('../wait-for-url.cjs');
const { ANON_KEY } = require('@streamscout/local-supabase');
const { createAppServer } = require('@streamscout/server');
const { serverToday } = require('@streamscout/server/feeds');

/** Synthetic show ids start here (far above the catalog's). */
const SYNTHETIC = 1_000_000;
const USERS = 1000;
const SHOWS_PER_USER = 300;
const DISTINCT = 2000;
const REGIONS = ['US', 'GB', 'CA', 'DE', 'FR'];
/** Architecture §7's budget: the calendar page's first content for a user following 300 shows, desktop. */
const FIRST_ENTRY_BUDGET_MS = 1500;
/** The page figure's users follow ids from here on (none of the other figures asks about them). */
const PAGE_IDS = SYNTHETIC + 100_000;

/** @param {import('node:http').Server} server @returns {Promise<string>} its http://127.0.0.1:port */
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${/** @type {any} */ (server.address()).port}`)));

/**
 * The counting proxy in front of the catalog (see the module's comment).
 * @param {string} upstream the catalog's origin
 */
async function startProxy(upstream) {
  const tvIds = getCatalog()
    .tv.map((/** @type {{id: number}} */ t) => t.id)
    .sort((/** @type {number} */ a, /** @type {number} */ b) => a - b);
  const stats = { requests: 0 };
  // the browser asks it too (part 7's page figure): CORS as TMDB answers it
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const server = http.createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || 'Authorization, Content-Type',
          'Access-Control-Max-Age': '86400',
        })
        .end();
      return;
    }
    stats.requests += 1;
    const url = new URL(req.url ?? '/', 'http://x');
    const m = /^\/3\/tv\/(\d+)(.*)$/.exec(url.pathname);
    const asked = m ? Number(m[1]) : 0;
    const real = asked >= SYNTHETIC ? tvIds[(asked - SYNTHETIC) % tvIds.length] : asked;
    const target = m ? `/3/tv/${real}${m[2]}${url.search}` : `${url.pathname}${url.search}`;
    const up = await fetch(`${upstream}${target}`);
    let body = await up.text();
    if (m && up.ok && asked !== real) body = JSON.stringify({ ...JSON.parse(body), id: asked });
    res.writeHead(up.status, { ...cors, 'Content-Type': 'application/json;charset=utf-8' }).end(body);
  });
  return { url: await listen(server), stats, close: () => new Promise((r) => server.close(r)) };
}

/** The local TMDB catalog as a child process on `today`, with its date knob. @returns {Promise<{url: string, stop: () => void}>} */
async function startCatalog(/** @type {string} */ today) {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve('@streamscout/local-tmdb/src/cli.js'), '--port', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, TMDB_LOCAL_TODAY: today, TMDB_LOCAL_RUNTIME_KNOBS: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 60_000);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The local backend as a child process (fresh in-memory database). @returns {Promise<{url: string, stop: () => void}>} */
async function startBackend() {
  const child = spawn(process.execPath, [require.resolve('@streamscout/local-supabase/src/cli.js'), '--port', '0', '--memory', '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOCAL_SUPABASE_RATE_LIMIT_IP: '0', LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '0' },
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the local backend exited (${code})`)));
  });
  return { url: /** @type {string} */ (url), stop: () => child.kill('SIGTERM') };
}

/**
 * The rows of the page figure (see `calendar-page.mjs`): first entry warm (the budget's row) and
 * cold, the requests the page made, the entries it showed.
 * @param {Awaited<ReturnType<typeof calendarPageRuns>>} p
 * @returns {string[]}
 */
function pageTable(p) {
  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  const all = (
    /** @type {import('./calendar-page.mjs').PageRun[]} */ runs,
    /** @type {(r: import('./calendar-page.mjs').PageRun) => number} */ f,
  ) => spread(runs.map(f), String);
  const warm = median(p.warm.map((r) => r.firstEntryMs));
  const cold = p.cold.map((r) => r.firstEntryMs).filter((n) => !Number.isNaN(n));
  const failed = p.cold.length - cold.length;
  const requests = (/** @type {import('./calendar-page.mjs').PageRun[]} */ runs) =>
    `${all(runs, (r) => r.apiCalendar)} \`/api/calendar\`, ${all(runs, (r) => r.browserTmdb)} TMDB from the browser, ${all(runs, (r) => r.serverTmdb)} TMDB from the server`;
  return [
    `| \`/dashboard/calendar\` of a user following 300 shows, desktop (1400×900): navigation → first day with an entry, **warm server** (the day's TMDB answers kept) | ${spread(
      p.warm.map((r) => r.firstEntryMs),
      ms,
    )} ${mark(warm <= FIRST_ENTRY_BUDGET_MS)} | ≤ 1,500 ms |`,
    `| … cold server (300 shows nobody asked about today) | ${cold.length ? spread(cold, ms) : '—'}${failed ? ` (${failed} of ${p.cold.length} runs showed the failure: the page gives \`/api/calendar\` 20 s)` : ''} | — |`,
    `| … requests of a visit, warm | ${requests(p.warm)} | — |`,
    `| … requests of a visit, cold | ${requests(p.cold)} | — |`,
    `| … entries in the calendar (in the DOM when the first showed) | ${all(p.warm, (r) => r.entries)} (${all(p.warm, (r) => r.rendered)}) | — |`,
  ];
}

/** A seeded pseudo-random generator (mulberry32). @param {number} seed */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Part 7 end to end; writes BENCHMARKS.md's "Calendar and feeds" section unless BENCH_NO_WRITE=1.
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 */
export async function calendarPart(env) {
  let day = serverToday();
  const catalog = await startCatalog(day);
  const catalogUrl = catalog.url;
  const proxy = await startProxy(catalogUrl);
  const backend = await startBackend();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-bench-calendar-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  /** @type {Array<{ close: () => PromiseLike<unknown> }>} */
  const servers = [];
  /** A new app server (an empty cache) on the proxy; its base URL. */
  const appServer = async () => {
    const app = await createAppServer({
      dir,
      // failures only, on stderr (a 503 says why)
      logger: 'error',
      feeds: {
        supabaseUrl: backend.url,
        supabaseAnonKey: ANON_KEY,
        origin: 'http://localhost',
        // a shared 2-core machine under load: a request waiting behind 15 others may pass TMDB's 5 s
        tmdb: { baseUrl: `${proxy.url}/3`, timeoutMs: 30_000 },
        today: () => day,
        perToken: { max: 1e9, windowMs: 60_000 },
        perAddress: { max: 1e9, windowMs: 60_000 },
        apiPerAddress: { max: 1e9, windowMs: 60_000 },
      },
    });
    servers.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${/** @type {any} */ (app.server.address()).port}`;
  };
  /** GET timed: ms and the body's length. @param {string} url */
  const timed = async (url) => {
    const t0 = performance.now();
    const res = await fetch(url);
    const body = await res.text();
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - t0, bytes: body.length, events: (body.match(/BEGIN:VEVENT/g) ?? []).length };
  };

  try {
    // ---- 0. the calendar page in a browser (needs the build) ----
    const page = builtStackAvailable() ? await calendarPageRuns(proxy, catalogUrl, day, PAGE_IDS) : null;
    if (!page) console.log('calendar: no build (node scripts/build.mjs): the page figure is not measured');
    const pageRows = page ? pageTable(page) : ['| `/dashboard/calendar`, first entry | not measured (no build) | ≤ 1,500 ms |'];
    if (ONLY === 'calendar-page') {
      printTable(pageRows.join('\n'));
      return;
    }

    // ---- 1. one user following 300 shows ----
    const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' };
    const who = { email: `bench-calendar-${Date.now()}@example.com`, password: 'bench-calendar-1' };
    const signup = await getJson(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...who, data: { username: `benchcal${Date.now()}`.slice(0, 30), country: 'United Kingdom' } }),
    });
    const auth = { ...headers, Authorization: `Bearer ${signup.access_token}` };
    const ids = Array.from({ length: SHOWS_PER_USER }, (_, k) => SYNTHETIC + k);
    for (let i = 0; i < ids.length; i += 10) {
      await Promise.all(
        ids.slice(i, i + 10).map((id) =>
          getJson(`${backend.url}/rest/v1/rpc/add_item`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ profile_id: signup.user.id, show_id: `tv-${id}`, which_col: 'queue' }),
          }),
        ),
      );
    }
    const token = await getJson(`${backend.url}/rest/v1/rpc/issue_feed_token`, {
      method: 'POST',
      headers: auth,
      body: '{"kind":"calendar"}',
    });
    const cold = [];
    const warm = [];
    let coldRequests = 0;
    let events = 0;
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const base = await appServer();
      const before = proxy.stats.requests;
      const c = await timed(`${base}/calendar/${token}.ics`);
      coldRequests = proxy.stats.requests - before;
      cold.push(c.ms);
      events = c.events;
      bytes = c.bytes;
      for (let j = 0; j < RUNS; j++) warm.push((await timed(`${base}/calendar/${token}.ics`)).ms);
    }
    console.log(
      `calendar: feed of 300 shows (${events} events, ${(bytes / 1024).toFixed(0)} KiB): cold ${spread(cold, (n) => `${Math.round(n)} ms`)} (${coldRequests} TMDB requests), warm ${spread(warm, (n) => `${Math.round(n)} ms`)}`,
    );

    // ---- 2. 1,000 users × 300 shows drawn from 2,000 distinct, two days ----
    const base = await appServer();
    const random = rng(24);
    const users = Array.from({ length: USERS }, () => {
      const picked = new Set();
      while (picked.size < SHOWS_PER_USER) picked.add(SYNTHETIC + Math.floor(random() * DISTINCT));
      return { region: REGIONS[Math.floor(random() * REGIONS.length)], tv: [...picked] };
    });
    const distinct = new Set(users.flatMap((u) => u.tv)).size;
    /** Every user's calendar once (4 at a time); the TMDB requests it cost and the time it took. */
    const oneDay = async () => {
      const before = proxy.stats.requests;
      const t0 = performance.now();
      const times = [];
      for (let i = 0; i < users.length; i += 4) {
        const batch = await Promise.all(
          users.slice(i, i + 4).map((u) => timed(`${base}/api/calendar?region=${u.region}&tv=${u.tv.join(',')}`)),
        );
        times.push(...batch.map((b) => b.ms));
      }
      return { requests: proxy.stats.requests - before, seconds: (performance.now() - t0) / 1000, median: median(times) };
    };
    const day1 = await oneDay();
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await fetch(`${catalogUrl}/__knobs`, { method: 'PUT', body: JSON.stringify({ today: day }) });
    const day2 = await oneDay();
    console.log(
      `calendar: ${USERS} users × ${SHOWS_PER_USER} shows of ${distinct} distinct: ${day1.requests} TMDB requests on the first day (${day1.seconds.toFixed(0)} s), ${day2.requests} on the next (${day2.seconds.toFixed(0)} s); a calendar warm: median ${Math.round(day2.median)} ms`,
    );

    const block = [
      CALENDAR_START,
      '## Calendar and feeds',
      '',
      `\`BENCH_ONLY=calendar npm run bench\` (part 7) on ${env.date}, commit ${env.commit}, load average ${env.load} at start.`,
      "The app server's feed routes on the local backend and the local catalog (280 shows, served as 2,000",
      'distinct ones by a counting proxy: see `scripts/bench/calendar.mjs`); TMDB requests counted where they',
      `arrive. Times: median of ${RUNS} (min–max), each cold run on a fresh server (empty cache).`,
      '',
      '| | figure | budget |',
      '|---|---|---|',
      ...pageRows,
      `| \`/calendar/<token>.ics\` of a user following 300 shows, cold (${coldRequests} TMDB requests) | ${spread(cold, (n) => `${Math.round(n)} ms`)} | — |`,
      `| … warm (the day's answers kept) | ${spread(warm, (n) => `${Math.round(n)} ms`)} | ≤ 1,000 ms |`,
      `| … events, size | ${events}, ${(bytes / 1024).toFixed(0)} KiB | — |`,
      `| ${USERS} users × ${SHOWS_PER_USER} shows of ${distinct} distinct: TMDB requests, first day (no season hints yet) | ${day1.requests} | ≤ 2,000 |`,
      `| … the next day | ${day2.requests} | ≤ 2,000 |`,
      `| … one \`/api/calendar\` of 300 shows, warm: median | ${Math.round(day2.median)} ms | — |`,
      CALENDAR_END,
    ].join('\n');
    printTable(block);
    if (process.env.BENCH_NO_WRITE !== '1') writeSection(CALENDAR_START, CALENDAR_END, block, 'calendar');
  } finally {
    for (const s of servers) await s.close();
    backend.stop();
    await proxy.close();
    catalog.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
