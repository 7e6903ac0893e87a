#!/usr/bin/env node
/**
 * `npm run bench` — the performance report of architecture §7. Requires `npm run build`.
 * Serves the production build on ports +2000 (`scripts/start.mjs --memory`), then measures:
 *
 * 1. JS before the first screen, per page, in Debian Chromium (playwright-core): scripts loaded
 *    until the page's first screen has rendered — count, bytes as transferred (compressed by the
 *    server), gzip-equivalent (zlib level 9 of each body, comparable with earlier figures) and raw;
 *    and whether supabase-js was downloaded at all during a signed-out visit (load + 4 s idle).
 * 2. TMDB API requests per page view: a cold load (discover: above the fold, no scrolling, 1400×900)
 *    and a same-tab revisit (history back to the page after leaving it in-app).
 * 3. Lighthouse (the `lighthouse` package driving /usr/bin/chromium; never a downloaded browser),
 *    performance category, mobile (default preset: simulated slow 4G, 4× CPU) and desktop, on each
 *    page; medians and min–max of BENCH_RUNS runs (default 3). `/dashboard/queue` runs signed in as
 *    the demo user, whose queue the bench fills to ≥ 10 titles through the real backend API.
 * 4. Bytes per app: every JS and CSS file of each `dist/` (raw, gzip and brotli as served).
 *
 * It prints each figure against its budget (✅ / ❌) and writes BENCHMARKS.md (figures, machine,
 * versions, date, commit), keeping that file's hand-written "## Notes" section. A report, not a
 * test: CI does not run it and a miss does not fail anything (exit code 0).
 *
 * 5. A long gallery: a user with 1,000 watched titles (and 1,000 queued), seeded through the real
 *    backend's signup and add_item RPCs (scripts/long-list.mjs). Desktop Chromium, 1400×900, on
 *    `/dashboard/watched`: time to the first card, TMDB requests before any scroll, main-thread
 *    blocking in the first 5 s (the part of each long task beyond 50 ms, as TBT counts it), JS heap
 *    peak (CDP `JSHeapUsedSize`, sampled every 250 ms), and how fast the account menu answers a click
 *    (pointerdown → its menu in the DOM); then mobile Lighthouse on that user's `/dashboard/queue`.
 *    Written to BENCHMARKS.md's "Gallery" section (between its markers; a run of the other parts
 *    keeps the last gallery figures, and a gallery-only run keeps everything else).
 *
 * 6. The server: requests/s and p50/p95 latency of a server-rendered `/details/movie/:id` (warm)
 *    under 50 connections (autocannon), and the TMDB requests 100 server renders of a new page cost
 *    (the server's `/__ssr/stats`); with BENCH_PEER_URL, the same Lighthouse pages and load test on
 *    the peer app. Written to BENCHMARKS.md's "Server" section (between its markers).
 *
 * Environment: BENCH_RUNS (Lighthouse and JS runs per page, default 3); BENCH_QUICK=1 (1 run,
 * mobile only, for iteration); BENCH_PAGES=/,/discover (only these pages); BENCH_ONLY=gallery (only
 * part 5), BENCH_ONLY=pages (parts 1–4) or BENCH_ONLY=server (part 6); BENCH_PEER_URL (the peer); BENCH_NO_WRITE=1 (print only, leave BENCHMARKS.md
 * alone); BENCH_PORT_OFFSET (the stack's port shift, default 2000; two checkouts can bench side by
 * side).
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { waitForUrl } = require('./wait-for-url.cjs');
const { APPS, portsFor } = require('@streamscout/apps');
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const { LONG_LIST_SIZE, longListEntries, seedLongList } = await import('./long-list.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OFFSET = Number(process.env.BENCH_PORT_OFFSET || 2000);
const PORTS = portsFor({}, OFFSET);
const SHELL = `http://localhost:${PORTS.shell}`;
const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || (QUICK ? 1 : 3)));
const PRESETS = QUICK ? ['mobile'] : ['mobile', 'desktop'];
const CHROMIUM = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO = { email: 'demo@streamscout.local', password: 'streamscout' };
/** The demo user's queue holds at least this many titles during the gallery runs. */
const QUEUE_ITEMS = 12;
/** A script whose body has this is supabase-js (its auth client; the bare package name also appears in Module Federation share tables). */
const SUPABASE_JS = /GoTrueClient/;
/** Which parts run: 'all' (default), 'pages' (parts 1–4), 'gallery' (part 5) or 'server' (part 6). */
const ONLY = ['gallery', 'pages', 'server'].includes(process.env.BENCH_ONLY ?? '') ? process.env.BENCH_ONLY : 'all';
/** Markers of the server section in BENCHMARKS.md. */
const SERVER_START = '<!-- bench:server -->';
const SERVER_END = '<!-- /bench:server -->';
/** The peer app (the single-bundle app of the spec) to run the same Lighthouse pages on, e.g. http://localhost:5000. */
const PEER = process.env.BENCH_PEER_URL?.replace(/\/+$/, '') || null;
/** Markers of the gallery section in BENCHMARKS.md. */
const GALLERY_START = '<!-- bench:gallery -->';
const GALLERY_END = '<!-- /bench:gallery -->';

/** Budgets of architecture §7, raised for the server-rendered first screens (mobile ≥ 95, FCP ≤ 1.2 s, LCP ≤ 1.8 s, TBT ≤ 150 ms, desktop 100). */
const BUDGET = {
  jsHomeKiB: 170,
  mobileScore: 95,
  desktopScore: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  tmdbDetails: 2,
  tmdbDiscover: 6,
  tmdbRevisit: 0,
  /** Part 5, a 1,000-title gallery on desktop. */
  galleryFirstCardMs: 1000,
  galleryTmdb: 40,
  galleryBlockingMs: 300,
  galleryHeapMiB: 80,
  galleryMenuMs: 100,
  galleryMobileScore: 90,
};

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** @param {number[]} xs @param {(n: number) => string} f */
const spread = (xs, f) => (xs.length > 1 ? `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})` : f(xs[0]));
const kib = (/** @type {number} */ b) => (b / 1024).toFixed(1);
const mark = (/** @type {boolean} */ ok) => (ok ? '✅' : '❌');
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/** @param {string} url @param {RequestInit} [init] @returns {Promise<any>} */
async function getJson(url, init = {}) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method || 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * The pages of architecture §7, with the ids the local catalog gives and how to tell the first screen
 * has rendered.
 * @param {any} config the shell's runtime config.json
 */
async function pagesFor(config) {
  const tmdb = (/** @type {string} */ p) => {
    const u = new URL(`${config.tmdb.baseUrl}${p}`);
    if (config.tmdb.apiKey) u.searchParams.set('api_key', config.tmdb.apiKey);
    return getJson(u.toString());
  };
  const movie = (await tmdb('/trending/movie/week')).results[0];
  const tv = (await tmdb('/tv/popular')).results[0];
  /** @type {{path: string, ready: (page: import('playwright-core').Page) => import('playwright-core').Locator, signedIn?: boolean, tmdbBudget?: number, aboveFold?: boolean}[]} */
  const pages = [
    { path: '/', ready: (p) => p.getByRole('heading', { name: 'Trending Shows' }) },
    {
      path: '/discover',
      ready: (p) => p.getByRole('heading', { name: 'Discover Our Popular Shows' }),
      tmdbBudget: BUDGET.tmdbDiscover,
      aboveFold: true,
    },
    { path: '/discover/netflix', ready: (p) => p.getByRole('heading', { level: 1, name: 'Popular on Netflix' }) },
    {
      path: `/details/movie/${movie.id}`,
      ready: (p) => p.getByRole('heading', { level: 1, name: movie.title }),
      tmdbBudget: BUDGET.tmdbDetails,
    },
    { path: `/details/tv/${tv.id}`, ready: (p) => p.getByRole('heading', { level: 1, name: tv.name }), tmdbBudget: BUDGET.tmdbDetails },
    { path: '/search?q=star', ready: (p) => p.getByTestId('search-results') },
    { path: '/dashboard/queue', ready: (p) => p.getByTestId('show-card').first(), signedIn: true },
  ];
  const only = process.env.BENCH_PAGES?.split(',');
  return {
    pages: only ? pages.filter((p) => only.includes(p.path) || only.some((o) => p.path.startsWith(o) && o.length > 1)) : pages,
    movie,
  };
}

/**
 * Fills the demo user's queue to {@link QUEUE_ITEMS} titles through the real backend API
 * (GoTrue password grant, then the add_item RPC, which never duplicates).
 * @param {any} config runtime config
 * @param {{id: number}[]} movies catalog movies to add
 */
async function seedQueue(config, movies) {
  const { url, anonKey } = config.supabase;
  const headers = { apikey: anonKey, 'Content-Type': 'application/json' };
  const token = await getJson(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify(DEMO) });
  const auth = { ...headers, Authorization: `Bearer ${token.access_token}` };
  let profile = null;
  for (const m of movies.slice(0, QUEUE_ITEMS)) {
    profile = await getJson(`${url}/rest/v1/rpc/add_item`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ profile_id: token.user.id, show_id: `movie-${m.id}`, which_col: 'queue' }),
    });
  }
  return profile?.queue?.length ?? 0;
}

/**
 * Signs a user (default the demo user) in through /login in `context`'s page; nothing to do when
 * the context is still signed in from an earlier run (/login then sends the user on to the dashboard).
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ email: string, password: string }} [who]
 */
async function signIn(context, who = DEMO) {
  const page = await context.newPage();
  await page.goto(`${SHELL}/login`);
  const email = page.getByLabel('Email');
  const welcome = page.getByText(/Welcome back/);
  await email.or(welcome).first().waitFor();
  if (await welcome.isVisible()) {
    await page.close();
    return;
  }
  await email.fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.close();
}

/**
 * One cold load of `pg` in a fresh context: scripts until its first screen rendered, TMDB
 * requests of the view, whether supabase-js arrived, then a same-tab revisit.
 * @param {import('playwright-core').Browser} browser
 * @param {Awaited<ReturnType<typeof pagesFor>>['pages'][number]} pg
 */
async function loadOnce(browser, pg) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  if (pg.signedIn) await signIn(context);
  const page = await context.newPage();
  // signed in through /login first: measure the page itself from a cold HTTP cache
  if (pg.signedIn) await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  /** @type {{url: string, sent: number, gz: number, raw: number}[]} */
  const js = [];
  let rendered = false;
  let supabase = false;
  let tmdb = 0;
  const tmdbPrefix = `:${PORTS.tmdb}/3/`;
  page.on('request', (req) => {
    if (req.url().includes(tmdbPrefix)) tmdb += 1;
  });
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const before = !rendered;
    pending.push(
      (async () => {
        try {
          const body = await res.body();
          if (SUPABASE_JS.test(body.toString('latin1'))) supabase = true;
          if (!before) return;
          const sizes = await res.request().sizes();
          js.push({ url: res.url(), sent: sizes.responseBodySize, gz: zlib.gzipSync(body, { level: 9 }).length, raw: body.length });
        } catch {
          // a response without a body (redirect, aborted): nothing to count
        }
      })(),
    );
  });
  const t0 = Date.now();
  await page.goto(`${SHELL}${pg.path}`);
  await pg.ready(page).first().waitFor({ timeout: 30000 });
  const renderMs = Date.now() - t0;
  rendered = true;
  await page.waitForLoadState('networkidle').catch(() => {});
  const coldTmdb = tmdb;
  // signed-out visits: would supabase-js arrive once the page is idle? (start-up waits for idle)
  if (!pg.signedIn) await sleep(4000);
  // same-tab revisit: leave in-app (the bare /details route renders page-not-found, no data),
  // then history back to the page: everything it needs is cached
  await page.evaluate(() => {
    globalThis.history.pushState({}, '', '/details');
    globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
  });
  await page
    .getByRole('button', { name: 'Return home' })
    .waitFor({ timeout: 10000 })
    .catch(() => {});
  tmdb = 0;
  await page.goBack();
  await pg.ready(page).first().waitFor({ timeout: 30000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await sleep(500);
  const revisitTmdb = tmdb;
  await Promise.all(pending);
  await context.close();
  return { js, renderMs, coldTmdb, revisitTmdb, supabase };
}

/**
 * One Lighthouse run (performance only) against the Chrome on `port`.
 * @param {number} port @param {string} url @param {'mobile' | 'desktop'} preset @param {boolean} keepStorage
 */
async function lighthouseOnce(port, url, preset, keepStorage) {
  const flags = {
    port,
    output: /** @type {'json'} */ ('json'),
    logLevel: /** @type {'error'} */ ('error'),
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue ?? NaN,
    tbt: a['total-blocking-time'].numericValue ?? NaN,
    cls: a['cumulative-layout-shift'].numericValue ?? NaN,
    fcp: a['first-contentful-paint'].numericValue ?? NaN,
    si: a['speed-index'].numericValue ?? NaN,
    version: lhr.lighthouseVersion,
    chrome: lhr.environment.hostUserAgent.match(/Chrom(?:e|ium)\/([\d.]+)/)?.[1] ?? '?',
  };
}

/**
 * Part 5, one desktop run: a fresh context signed in as `who`, then a cold load of
 * `/dashboard/watched` (1,000 titles) with no scrolling for 5 s, then a click on the account menu.
 * @param {import('playwright-core').Browser} browser
 * @param {{ email: string, password: string }} who
 * @returns {Promise<{ firstCardMs: number, tmdb: number, blockingMs: number, heapMiB: number, menuMs: number, cards: number }>}
 */
async function galleryOnce(browser, who) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await signIn(context, who);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    // runs in the page: its window and document, reached through globalThis
    const w = /** @type {any} */ (globalThis);
    const doc = w.document;
    w.__bench = { longTasks: [], firstCard: 0, pressAt: 0, menuAt: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new w.MutationObserver(() => {
      const b = w.__bench;
      if (!b.firstCard && doc.querySelector('[data-testid="list-card"]')) b.firstCard = performance.now();
      if (b.pressAt && !b.menuAt && doc.querySelector('[role="menu"]')) b.menuAt = performance.now();
    }).observe(doc, { childList: true, subtree: true });
    doc.addEventListener(
      'pointerdown',
      () => {
        w.__bench.pressAt = performance.now();
        w.__bench.menuAt = 0;
      },
      true,
    );
  });
  let tmdb = 0;
  const tmdbPrefix = `:${PORTS.tmdb}/3/`;
  page.on('request', (req) => {
    if (req.url().includes(tmdbPrefix)) tmdb += 1;
  });
  let heap = 0;
  const sample = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    heap = Math.max(heap, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
  };
  const started = Date.now();
  await page.goto(`${SHELL}/dashboard/watched`);
  while (Date.now() - started < 5000) {
    await sample();
    await sleep(250);
  }
  await page.getByTestId('list-card').first().waitFor({ timeout: 30000 });
  const tmdbBeforeScroll = tmdb;
  const cards = await page.getByTestId('gallery-grid').locator('[data-entry]').count();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor({ timeout: 10000 });
  await sample();
  const b = await page.evaluate(() => /** @type {any} */ (globalThis).__bench);
  await context.close();
  const blockingMs = b.longTasks
    .filter((/** @type {[number, number]} */ [start]) => start < 5000)
    .reduce((/** @type {number} */ sum, /** @type {[number, number]} */ [, d]) => sum + Math.max(0, d - 50), 0);
  return { firstCardMs: b.firstCard, tmdb: tmdbBeforeScroll, blockingMs, heapMiB: heap / 1024 / 1024, menuMs: b.menuAt - b.pressAt, cards };
}

/**
 * Part 5: seeds a user with {@link LONG_LIST_SIZE} watched and queued titles, measures
 * {@link galleryOnce} `RUNS` times, then mobile Lighthouse on that user's `/dashboard/queue`.
 * @param {any} config runtime config.json
 * @param {number} chromePort the Chrome Lighthouse drives (remote debugging)
 * @param {import('playwright-core').Browser} cdpBrowser that Chrome, over CDP
 */
async function benchGallery(config, chromePort, cdpBrowser) {
  const entries = await longListEntries(config.tmdb.baseUrl, LONG_LIST_SIZE, config.tmdb.apiKey);
  const id = Date.now().toString(36);
  const who = { email: `bench-long-${id}@example.com`, password: 'streamscout-bench', username: `bench_long_${id}` };
  const t0 = Date.now();
  const watched = await seedLongList(config.supabase, who, 'watched', entries);
  const session = { url: config.supabase.url, anonKey: config.supabase.anonKey };
  // the same user's queue too (a second account would need a second sign-in per Lighthouse run)
  const headers = { apikey: session.anonKey, 'Content-Type': 'application/json', Authorization: `Bearer ${watched.accessToken}` };
  let queued = 0;
  for (const entry of entries) {
    const profile = await getJson(`${session.url}/rest/v1/rpc/add_item`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ profile_id: watched.userId, show_id: entry, which_col: 'queue' }),
    });
    queued = profile?.queue?.length ?? queued;
  }
  console.log(
    `gallery: user with ${watched.stored} watched and ${queued} queued titles, seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const desktop = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await galleryOnce(browser, who);
    desktop.push(r);
    console.log(
      `  gallery desktop #${i + 1}: first card ${Math.round(r.firstCardMs)} ms · ${r.cards} cards · TMDB ${r.tmdb} · blocking ${Math.round(r.blockingMs)} ms · heap ${r.heapMiB.toFixed(1)} MiB · menu ${Math.round(r.menuMs)} ms`,
    );
  }
  await browser.close();

  const mobile = [];
  for (let i = 0; i < RUNS; i++) {
    const context = cdpBrowser.contexts()[0];
    await signIn(context, who);
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
    const r = await lighthouseOnce(chromePort, `${SHELL}/dashboard/queue`, 'mobile', true);
    mobile.push(r);
    console.log(
      `  gallery lighthouse mobile /dashboard/queue #${i + 1}: ${r.score} · LCP ${Math.round(r.lcp)} ms · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)}`,
    );
  }
  return { desktop, mobile, watched: watched.stored, queued };
}

/**
 * The gallery section of BENCHMARKS.md (between {@link GALLERY_START} and {@link GALLERY_END}).
 * @param {Awaited<ReturnType<typeof benchGallery>>} g
 * @param {ReturnType<typeof machine>} env
 */
function galleryMarkdown(g, env) {
  const d = g.desktop;
  const f = (/** @type {number} */ n) => String(Math.round(n));
  /** @type {Array<[string, string, string, boolean | null]>} */
  const rowsOf = [
    [
      'First card on `/dashboard/watched` (from navigation)',
      spread(
        d.map((r) => r.firstCardMs),
        (n) => `${f(n)} ms`,
      ),
      `≤ ${BUDGET.galleryFirstCardMs} ms`,
      median(d.map((r) => r.firstCardMs)) <= BUDGET.galleryFirstCardMs,
    ],
    [
      'TMDB requests before any scroll',
      spread(
        d.map((r) => r.tmdb),
        String,
      ),
      `≤ ${BUDGET.galleryTmdb}`,
      Math.max(...d.map((r) => r.tmdb)) <= BUDGET.galleryTmdb,
    ],
    [
      'Cards in the DOM before any scroll',
      spread(
        d.map((r) => r.cards),
        String,
      ),
      "(a screen's worth)",
      null,
    ],
    [
      'Main-thread blocking in the first 5 s (long tasks beyond 50 ms)',
      spread(
        d.map((r) => r.blockingMs),
        (n) => `${f(n)} ms`,
      ),
      `≤ ${BUDGET.galleryBlockingMs} ms`,
      median(d.map((r) => r.blockingMs)) <= BUDGET.galleryBlockingMs,
    ],
    [
      'JS heap peak (first 5 s and the menu)',
      spread(
        d.map((r) => r.heapMiB),
        (n) => `${n.toFixed(1)} MiB`,
      ),
      `≤ ${BUDGET.galleryHeapMiB} MB`,
      median(d.map((r) => r.heapMiB)) <= BUDGET.galleryHeapMiB,
    ],
    [
      'Account menu: press → menu in the DOM',
      spread(
        d.map((r) => r.menuMs),
        (n) => `${f(n)} ms`,
      ),
      `≤ ${BUDGET.galleryMenuMs} ms`,
      median(d.map((r) => r.menuMs)) <= BUDGET.galleryMenuMs,
    ],
    [
      'Lighthouse mobile score `/dashboard/queue` (1,000 titles)',
      spread(
        g.mobile.map((r) => r.score),
        String,
      ),
      `≥ ${BUDGET.galleryMobileScore}`,
      median(g.mobile.map((r) => r.score)) >= BUDGET.galleryMobileScore,
    ],
    [
      'LCP (mobile) `/dashboard/queue` (1,000 titles)',
      spread(
        g.mobile.map((r) => r.lcp / 1000),
        (n) => `${n.toFixed(2)} s`,
      ),
      `≤ ${BUDGET.lcpMs / 1000} s`,
      median(g.mobile.map((r) => r.lcp)) <= BUDGET.lcpMs,
    ],
    [
      'TBT (mobile) `/dashboard/queue` (1,000 titles)',
      spread(
        g.mobile.map((r) => r.tbt),
        (n) => `${f(n)} ms`,
      ),
      `≤ ${BUDGET.tbtMs} ms`,
      median(g.mobile.map((r) => r.tbt)) <= BUDGET.tbtMs,
    ],
    [
      'CLS (mobile) `/dashboard/queue` (1,000 titles)',
      spread(
        g.mobile.map((r) => r.cls),
        (n) => n.toFixed(3),
      ),
      `≤ ${BUDGET.cls}`,
      median(g.mobile.map((r) => r.cls)) <= BUDGET.cls,
    ],
  ];
  return [
    GALLERY_START,
    '## Gallery: a list of 1,000 titles',
    '',
    `\`BENCH_ONLY=gallery npm run bench\` on ${env.date}, commit ${env.commit}, load average ${env.load} at start. A user with`,
    `${g.watched.toLocaleString('en-US')} watched and ${g.queued.toLocaleString('en-US')} queued titles (every popular title of the local catalog, then ids it lacks`,
    'as the oldest entries), seeded through the real signup and `add_item` RPCs. Desktop: Chromium at 1400×900, a',
    'cold HTTP cache, signed in, `/dashboard/watched` loaded and left alone for 5 s, then the account menu clicked.',
    `Medians of ${d.length} runs, min–max in brackets.`,
    '',
    '| | figure | budget | |',
    '|---|---|---|---|',
    ...rowsOf.map(([what, figure, budget, ok]) => `| ${what} | ${figure} | ${budget} | ${ok === null ? '' : mark(Boolean(ok))} |`),
    GALLERY_END,
  ].join('\n');
}

/**
 * Part 6, the shell's application server: requests/s and p50/p95 of a server-rendered details page
 * (warm: its TMDB answer and the remote's server container already loaded) under 50 connections;
 * the TMDB requests 100 server renders of a page not rendered before cost; and, with
 * `BENCH_PEER_URL`, the same Lighthouse pages and load test on the peer app.
 * @param {any} config the shell's runtime config
 * @param {number} port the DevTools port of the Chromium Lighthouse drives
 * @param {ReturnType<typeof machine>} env
 * @returns {Promise<string>} the section of BENCHMARKS.md (between its markers)
 */
async function benchServer(config, port, env) {
  const { loadTest, tmdbPerRenders } = await import('./bench-server.mjs');
  const { pages, movie } = await pagesFor(config);
  const trending = await getJson(`${config.tmdb.baseUrl}/trending/movie/week${config.tmdb.apiKey ? `?api_key=${config.tmdb.apiKey}` : ''}`);
  const seconds = QUICK ? 5 : 10;
  const details = `/details/movie/${movie.id}`;
  const ours = await loadTest(`${SHELL}${details}`, { connections: 50, seconds });
  console.log(
    `server: ${details} warm, 50 connections, ${seconds} s: ${ours.rps.toFixed(0)} req/s, p50 ${ours.p50} ms, p95 ${ours.p95} ms (${ours.requests} requests, ${ours.non2xx} non-2xx, ${ours.errors} errors)`,
  );
  // a page no part of the bench has rendered: its TMDB answer is not cached yet
  const cold = trending.results[trending.results.length - 1];
  const per100 = await tmdbPerRenders(SHELL, `/details/movie/${cold.id}`, 100);
  console.log(
    `server: 100 renders of /details/movie/${cold.id} (cold cache, 10 at a time): ${per100.tmdbRequests} TMDB requests, ${per100.serverRendered} server-rendered`,
  );

  /** @type {{peer: Awaited<ReturnType<typeof loadTest>>, lh: Record<string, Record<string, Awaited<ReturnType<typeof lighthouseOnce>>[]>>} | null} */
  let peer = null;
  if (PEER) {
    const lh = /** @type {Record<string, Record<string, Awaited<ReturnType<typeof lighthouseOnce>>[]>>} */ ({});
    for (const pg of pages.filter((p) => !p.signedIn)) {
      lh[pg.path] = {};
      for (const preset of PRESETS) {
        lh[pg.path][preset] = [];
        for (let i = 0; i < RUNS; i++) {
          const r = await lighthouseOnce(port, `${PEER}${pg.path}`, /** @type {'mobile' | 'desktop'} */ (preset), false);
          lh[pg.path][preset].push(r);
          console.log(
            `  peer lighthouse ${preset} ${pg.path} #${i + 1}: ${r.score} · FCP ${Math.round(r.fcp)} ms · LCP ${Math.round(r.lcp)} ms · TBT ${Math.round(r.tbt)} ms`,
          );
        }
      }
    }
    peer = { peer: await loadTest(`${PEER}${details}`, { connections: 50, seconds }), lh };
  }

  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  const s1 = (/** @type {number} */ n) => `${(n / 1000).toFixed(2)} s`;
  return [
    SERVER_START,
    '## Server',
    '',
    `\`npm run bench\` part 6 (\`BENCH_ONLY=server\` runs it alone) on ${env.date}, commit ${env.commit}, load average ${env.load} at`,
    "start. The shell's application server (Fastify) renders the page from the remote's server container and",
    'TMDB answers it caches for 5 minutes; autocannon (50 connections) sends what a browser sends',
    '(`Accept-Encoding: br, gzip`), so each response is a streamed, brotli-compressed render.',
    '',
    '| | figure |',
    '|---|---|',
    `| \`${details}\` warm, 50 connections, ${seconds} s: requests/s | ${ours.rps.toFixed(0)} |`,
    `| … latency p50 / p95 / p99 | ${ms(ours.p50)} / ${ms(ours.p95)} / ${ms(ours.p99)} |`,
    `| … responses (non-2xx, errors) | ${ours.requests} (${ours.non2xx}, ${ours.errors}) |`,
    `| TMDB requests for 100 server renders of a page not rendered before (10 at a time) | ${per100.tmdbRequests} (${per100.serverRendered} of 100 server-rendered) |`,
    ...(peer
      ? [
          '',
          `### Peer (\`BENCH_PEER_URL\` = ${PEER})`,
          '',
          '| page | preset | score | FCP | LCP | TBT | CLS |',
          '|---|---|---|---|---|---|---|',
          ...Object.entries(peer.lh).flatMap(([p, byPreset]) =>
            Object.entries(byPreset).map(
              ([preset, rs]) =>
                `| \`${p}\` | ${preset} | ${spread(
                  rs.map((r) => r.score),
                  String,
                )} | ${spread(
                  rs.map((r) => r.fcp),
                  s1,
                )} | ${spread(
                  rs.map((r) => r.lcp),
                  s1,
                )} | ${spread(
                  rs.map((r) => r.tbt),
                  ms,
                )} | ${spread(
                  rs.map((r) => r.cls),
                  (n) => n.toFixed(3),
                )} |`,
            ),
          ),
          '',
          `Peer \`${details}\`, 50 connections, ${seconds} s: ${peer.peer.rps.toFixed(0)} requests/s, p50 ${ms(peer.peer.p50)}, p95 ${ms(peer.peer.p95)} (its static HTML).`,
        ]
      : []),
    SERVER_END,
  ].join('\n');
}

/**
 * Puts `block` in place of the section between `start` and `end` of `text` (or before "## Notes",
 * or at the end).
 * @param {string} text @param {string} start @param {string} end @param {string} block
 */
function splice(text, start, end, block) {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a >= 0 && b > a) return `${text.slice(0, a)}${block}${text.slice(b + end.length)}`;
  const notes = text.indexOf('\n## Notes');
  if (notes >= 0) return `${text.slice(0, notes + 1)}${block}\n\n${text.slice(notes + 1)}`;
  return `${text.trimEnd()}\n\n${block}\n`;
}

/** Bytes of every JS/CSS file of each app's dist/ (raw, gzip, brotli — the precompressed files when present). */
function bytesPerApp() {
  return APPS.map((app) => {
    const dist = path.join(root, app.dir, 'dist');
    const totals = {
      js: { raw: 0, gz: 0, br: 0, files: 0 },
      css: { raw: 0, gz: 0, br: 0, files: 0 },
      embed: { raw: 0, gz: 0, br: 0, files: 0 },
    };
    const walk = (/** @type {string} */ dir) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        // dist/server/ is the app's server bundle: it never reaches a browser
        if (e.isDirectory()) {
          if (!(dir === dist && e.name === 'server')) walk(file);
        } else if (/\.(js|css)$/.test(e.name)) {
          const rel = path.relative(dist, file);
          const kind = /^embed(\.js|[\\/])/.test(rel) ? 'embed' : e.name.endsWith('.css') ? 'css' : 'js';
          const body = fs.readFileSync(file);
          const t = totals[kind];
          t.files += 1;
          t.raw += body.length;
          t.gz += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(body, { level: 9 }).length;
          t.br += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : zlib.brotliCompressSync(body).length;
        }
      }
    };
    if (fs.existsSync(dist)) walk(dist);
    return { app: app.dir, ...totals };
  });
}

function machine() {
  const chromium = (() => {
    try {
      return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '?';
    }
  })();
  const commit = (() => {
    try {
      const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
      const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
      return dirty ? `${sha} (+ uncommitted changes)` : sha;
    } catch {
      return '?';
    }
  })();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    chromium,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

// ---------------------------------------------------------------------------------------------

// SSR_STATS: the shell's server counts its renders and TMDB requests (part 6 reads them)
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--memory', '--port-offset', String(OFFSET)], {
  stdio: 'ignore',
  env: { ...process.env, SSR_STATS: '1' },
});
/** @type {import('node:child_process').ChildProcess | null} */
let chrome = null;
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-bench-'));
try {
  const env = machine();
  console.log(`bench: ${RUNS} run(s) per page, ${PRESETS.join(' + ')}; load average ${env.load} on ${env.cpus}`);
  await waitForUrl(`${SHELL}/config.json`, 120000);
  const config = await getJson(`${SHELL}/config.json`);
  if (ONLY === 'all' || ONLY === 'pages') {
    const { pages } = await pagesFor(config);
    const trending = await getJson(
      `${config.tmdb.baseUrl}/trending/movie/week${config.tmdb.apiKey ? `?api_key=${config.tmdb.apiKey}` : ''}`,
    );
    const queueLength = pages.some((p) => p.signedIn) ? await seedQueue(config, trending.results) : 0;
    if (queueLength) console.log(`demo queue: ${queueLength} titles`);

    // ---- 1 + 2: JS before the first screen, supabase-js, TMDB requests ----
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
    /** @type {Record<string, any>} */
    const loads = {};
    for (const pg of pages) {
      const samples = [];
      for (let i = 0; i < RUNS; i++) samples.push(await loadOnce(browser, pg));
      const last = samples[samples.length - 1];
      loads[pg.path] = {
        scripts: median(samples.map((s) => s.js.length)),
        sent: samples.map((s) => s.js.reduce((a, b) => a + b.sent, 0)),
        gz: samples.map((s) => s.js.reduce((a, b) => a + b.gz, 0)),
        raw: samples.map((s) => s.js.reduce((a, b) => a + b.raw, 0)),
        renderMs: samples.map((s) => s.renderMs),
        coldTmdb: Math.max(...samples.map((s) => s.coldTmdb)),
        revisitTmdb: Math.max(...samples.map((s) => s.revisitTmdb)),
        supabase: samples.some((s) => s.supabase),
        files: last.js.map((f) => `${f.url.replace(/^https?:\/\/localhost:/, ':')} ${kib(f.sent)} KiB sent, ${kib(f.gz)} KiB gz`),
      };
      const l = loads[pg.path];
      console.log(
        `${pg.path}: ${l.scripts} scripts, ${spread(l.sent, kib)} KiB sent (${spread(l.gz, kib)} gzip-eq., ${spread(l.raw, kib)} raw) before the first screen; ` +
          `render ${spread(l.renderMs, String)} ms; TMDB ${l.coldTmdb} cold / ${l.revisitTmdb} revisit; supabase-js ${l.supabase ? 'downloaded' : 'not downloaded'}`,
      );
      if (process.env.BENCH_FILES) for (const f of l.files) console.log(`    ${f}`);
    }
    await browser.close();

    // ---- 3: Lighthouse ----
    const port = await freePort();
    chrome = spawn(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'], {
      stdio: 'ignore',
    });
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30000);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    /** @type {Record<string, Record<string, Awaited<ReturnType<typeof lighthouseOnce>>[]>>} */
    const lh = {};
    let lhVersion = '?';
    let chromeVersion = '?';
    for (const pg of pages) {
      lh[pg.path] = {};
      for (const preset of PRESETS) {
        lh[pg.path][preset] = [];
        for (let i = 0; i < RUNS; i++) {
          if (pg.signedIn) {
            // Lighthouse keeps storage (the session) for this run; the HTTP cache is emptied by hand
            const context = cdp.contexts()[0];
            await signIn(context);
            const page = await context.newPage();
            const session = await context.newCDPSession(page);
            await session.send('Network.clearBrowserCache');
            await page.close();
          }
          const r = await lighthouseOnce(port, `${SHELL}${pg.path}`, /** @type {'mobile' | 'desktop'} */ (preset), Boolean(pg.signedIn));
          lhVersion = r.version;
          chromeVersion = r.chrome;
          lh[pg.path][preset].push(r);
          console.log(
            `  lighthouse ${preset} ${pg.path} #${i + 1}: ${r.score} · LCP ${Math.round(r.lcp)} ms · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)}`,
          );
        }
      }
    }
    await cdp.close().catch(() => {});

    // ---- 4: bytes per app ----
    const bytes = bytesPerApp();

    // ---- budgets ----
    /** @type {{what: string, figure: string, budget: string, ok: boolean}[]} */
    const checks = [];
    const check = (/** @type {string} */ what, /** @type {string} */ figure, /** @type {string} */ budget, /** @type {boolean} */ ok) =>
      checks.push({ what, figure, budget, ok });
    if (loads['/']) {
      const sent = median(loads['/'].sent) / 1024;
      check(
        'JS before the first screen on `/` (compressed, as sent)',
        `${sent.toFixed(1)} KiB`,
        `≤ ${BUDGET.jsHomeKiB} KiB`,
        sent <= BUDGET.jsHomeKiB,
      );
    }
    for (const pg of pages.filter((p) => !p.signedIn)) {
      check(
        `supabase-js on a signed-out visit to \`${pg.path}\``,
        loads[pg.path].supabase ? 'downloaded' : 'not downloaded',
        'not downloaded',
        !loads[pg.path].supabase,
      );
    }
    for (const pg of pages) {
      const l = loads[pg.path];
      if (pg.tmdbBudget !== undefined) {
        check(
          `TMDB requests, cold view of \`${pg.path}\`${pg.aboveFold ? ' (above the fold)' : ''}`,
          String(l.coldTmdb),
          `≤ ${pg.tmdbBudget}`,
          l.coldTmdb <= pg.tmdbBudget,
        );
      }
      check(
        `TMDB requests, same-tab revisit of \`${pg.path}\``,
        String(l.revisitTmdb),
        `${BUDGET.tmdbRevisit}`,
        l.revisitTmdb <= BUDGET.tmdbRevisit,
      );
    }
    for (const pg of pages) {
      for (const preset of PRESETS) {
        const rs = lh[pg.path][preset];
        const score = median(rs.map((r) => r.score));
        const min = preset === 'mobile' ? BUDGET.mobileScore : BUDGET.desktopScore;
        check(
          `Lighthouse ${preset} score \`${pg.path}\``,
          spread(
            rs.map((r) => r.score),
            String,
          ),
          `≥ ${min}`,
          score >= min,
        );
        if (preset !== 'mobile') continue;
        const fcp = median(rs.map((r) => r.fcp));
        const lcp = median(rs.map((r) => r.lcp));
        const tbt = median(rs.map((r) => r.tbt));
        check(
          `FCP (mobile) \`${pg.path}\``,
          spread(
            rs.map((r) => r.fcp / 1000),
            (n) => `${n.toFixed(2)} s`,
          ),
          `≤ ${BUDGET.fcpMs / 1000} s`,
          fcp <= BUDGET.fcpMs,
        );
        const cls = median(rs.map((r) => r.cls));
        check(
          `LCP (mobile) \`${pg.path}\``,
          spread(
            rs.map((r) => r.lcp / 1000),
            (n) => `${n.toFixed(2)} s`,
          ),
          `≤ ${BUDGET.lcpMs / 1000} s`,
          lcp <= BUDGET.lcpMs,
        );
        check(
          `TBT (mobile) \`${pg.path}\``,
          spread(
            rs.map((r) => r.tbt),
            (n) => `${Math.round(n)} ms`,
          ),
          `≤ ${BUDGET.tbtMs} ms`,
          tbt <= BUDGET.tbtMs,
        );
        check(
          `CLS (mobile) \`${pg.path}\``,
          spread(
            rs.map((r) => r.cls),
            (n) => n.toFixed(3),
          ),
          `≤ ${BUDGET.cls}`,
          cls <= BUDGET.cls,
        );
      }
    }

    console.log('\nbudgets:');
    for (const c of checks) console.log(`${mark(c.ok)} ${c.what.replace(/`/g, '')}: ${c.figure} (budget ${c.budget})`);
    const failed = checks.filter((c) => !c.ok).length;
    console.log(`\n${checks.length - failed} of ${checks.length} budgets met`);

    // ---- BENCHMARKS.md ----
    if (process.env.BENCH_NO_WRITE !== '1') {
      const file = path.join(root, 'BENCHMARKS.md');
      const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      const notesAt = old.indexOf('\n## Notes');
      const notes =
        notesAt >= 0
          ? old.slice(notesAt + 1)
          : '## Notes\n\n(Hand-written: what stands in the way of any budget not met. `npm run bench` keeps this section.)\n';
      // the gallery section of an earlier run stays until part 5 writes its own
      const galleryAt = old.indexOf(GALLERY_START);
      const galleryEnd = old.indexOf(GALLERY_END);
      const oldGallery = galleryAt >= 0 && galleryEnd > galleryAt ? `${old.slice(galleryAt, galleryEnd + GALLERY_END.length)}\n` : '';
      // so does the server section until part 6 writes its own
      const serverAt = old.indexOf(SERVER_START);
      const serverEnd = old.indexOf(SERVER_END);
      const oldServer = serverAt >= 0 && serverEnd > serverAt ? `${old.slice(serverAt, serverEnd + SERVER_END.length)}\n` : '';
      const lines = [
        '# StreamScout benchmarks',
        '',
        'Written by `npm run bench` (scripts/bench.mjs) from the production build served by `scripts/start.mjs`',
        'on the local TMDB catalog and local Supabase backend. A report, not a test: CI does not run it.',
        `${QUICK ? '**Quick run (BENCH_QUICK=1): 1 run, mobile only — not the figures of record.**\n' : ''}`,
        '## Machine',
        '',
        '| | |',
        '|---|---|',
        `| date | ${env.date} |`,
        `| commit | ${env.commit} |`,
        `| CPUs (\`nproc\`) | ${env.cpus} |`,
        `| memory | ${env.memory} |`,
        `| load average at start (1/5/15 min) | ${env.load} |`,
        `| Node | ${env.node} |`,
        `| Chromium | ${env.chromium} (Lighthouse reports ${chromeVersion}) |`,
        `| Lighthouse | ${lhVersion} (mobile preset: simulated slow 4G, 4× CPU; desktop preset) |`,
        `| runs per page | ${RUNS} (medians, min–max in brackets) |`,
        '',
        '## Budgets',
        '',
        '| | figure | budget | |',
        '|---|---|---|---|',
        ...checks.map((c) => `| ${c.what} | ${c.figure} | ${c.budget} | ${mark(c.ok)} |`),
        '',
        `${checks.length - failed} of ${checks.length} budgets met.`,
        '',
        '## Lighthouse (performance)',
        '',
        '| page | preset | score | LCP | TBT | CLS | FCP | Speed Index |',
        '|---|---|---|---|---|---|---|---|',
        ...pages.flatMap((pg) =>
          PRESETS.map((preset) => {
            const rs = lh[pg.path][preset];
            return `| \`${pg.path}\`${pg.signedIn ? ' (signed in)' : ''} | ${preset} | ${spread(
              rs.map((r) => r.score),
              String,
            )} | ${spread(
              rs.map((r) => r.lcp / 1000),
              (n) => `${n.toFixed(2)} s`,
            )} | ${spread(
              rs.map((r) => r.tbt),
              (n) => `${Math.round(n)} ms`,
            )} | ${spread(
              rs.map((r) => r.cls),
              (n) => n.toFixed(3),
            )} | ${spread(
              rs.map((r) => r.fcp / 1000),
              (n) => `${n.toFixed(2)} s`,
            )} | ${spread(
              rs.map((r) => r.si / 1000),
              (n) => `${n.toFixed(2)} s`,
            )} |`;
          }),
        ),
        '',
        '## JS before the first screen',
        '',
        "Scripts loaded from navigation until the page's first screen rendered (Chromium, 1400×900, cold cache).",
        '"sent" is the compressed size on the wire; "gzip-eq." gzips each body at level 9 (comparable with',
        'figures taken before the server compressed); supabase-js: downloaded at any point of a visit',
        '(load, then 4 s idle).',
        '',
        '| page | scripts | sent | gzip-eq. | raw | first screen after | TMDB requests cold / revisit | supabase-js |',
        '|---|---|---|---|---|---|---|---|',
        ...pages.map((pg) => {
          const l = loads[pg.path];
          return `| \`${pg.path}\` | ${l.scripts} | ${spread(l.sent, kib)} KiB | ${spread(l.gz, kib)} KiB | ${spread(l.raw, kib)} KiB | ${spread(l.renderMs, String)} ms | ${l.coldTmdb} / ${l.revisitTmdb} | ${pg.signedIn ? 'signed in' : l.supabase ? 'downloaded' : 'not downloaded'} |`;
        }),
        '',
        '## Bytes per app',
        '',
        "Every JS and CSS file in each app's `dist/` (all chunks, not only the first load), raw / gzip / brotli",
        '(the precompressed files the server sends).',
        '',
        '| app | JS files | JS raw | JS gzip | JS brotli | CSS raw | CSS gzip | CSS brotli |',
        '|---|---|---|---|---|---|---|---|',
        ...bytes.flatMap((b) => [
          `| ${b.app} | ${b.js.files} | ${kib(b.js.raw)} KiB | ${kib(b.js.gz)} KiB | ${kib(b.js.br)} KiB | ${kib(b.css.raw)} KiB | ${kib(b.css.gz)} KiB | ${kib(b.css.br)} KiB |`,
          ...(b.embed.files
            ? [
                `| ${b.app} embed (\`embed.js\` + chunks) | ${b.embed.files} | ${kib(b.embed.raw)} KiB | ${kib(b.embed.gz)} KiB | ${kib(b.embed.br)} KiB | | | |`,
              ]
            : []),
        ]),
        '',
        ...(oldGallery ? [oldGallery, ''] : []),
        ...(oldServer ? [oldServer, ''] : []),
        notes.trimEnd(),
        '',
      ];
      fs.writeFileSync(file, lines.join('\n'));
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  }

  // ---- 6: the server: load test, TMDB requests per 100 renders, the peer ----
  if (ONLY === 'all' || ONLY === 'server') {
    const port = await freePort();
    const serverProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-bench-server-'));
    const serverChrome = spawn(
      CHROMIUM,
      [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${serverProfile}`, 'about:blank'],
      { stdio: 'ignore' },
    );
    try {
      await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30000);
      const block = await benchServer(config, port, env);
      console.log(
        `\n${block
          .split('\n')
          .filter((l) => l.startsWith('| ') && !l.startsWith('| |'))
          .join('\n')}`,
      );
      if (process.env.BENCH_NO_WRITE !== '1') {
        const file = path.join(root, 'BENCHMARKS.md');
        const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# StreamScout benchmarks\n';
        fs.writeFileSync(file, splice(old, SERVER_START, SERVER_END, block));
        console.log(`wrote the server section of ${path.relative(process.cwd(), file)}`);
      }
    } finally {
      serverChrome.kill('SIGTERM');
      await sleep(300);
      fs.rmSync(serverProfile, { recursive: true, force: true });
    }
  }

  // ---- 5: a 1,000-title gallery ----
  if (ONLY === 'all' || ONLY === 'gallery') {
    const port = await freePort();
    const galleryProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-bench-gallery-'));
    const galleryChrome = spawn(
      CHROMIUM,
      [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${galleryProfile}`, 'about:blank'],
      { stdio: 'ignore' },
    );
    try {
      await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30000);
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const g = await benchGallery(config, port, cdp);
      await cdp.close().catch(() => {});
      const block = galleryMarkdown(g, env);
      console.log(
        `\n${block
          .split('\n')
          .filter((l) => l.startsWith('| ') && !l.startsWith('| |'))
          .join('\n')}`,
      );
      if (process.env.BENCH_NO_WRITE !== '1') {
        const file = path.join(root, 'BENCHMARKS.md');
        const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# StreamScout benchmarks\n';
        fs.writeFileSync(file, splice(old, GALLERY_START, GALLERY_END, block));
        console.log(`wrote the gallery section of ${path.relative(process.cwd(), file)}`);
      }
    } finally {
      galleryChrome.kill('SIGTERM');
      await sleep(300);
      fs.rmSync(galleryProfile, { recursive: true, force: true });
    }
  }
} finally {
  if (chrome) chrome.kill('SIGTERM');
  server.kill('SIGTERM');
  await sleep(300);
  fs.rmSync(profileDir, { recursive: true, force: true });
}
