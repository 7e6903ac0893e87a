/** Part 5: a gallery of 1,000 titles — desktop timings, TMDB requests, blocking, heap, menu latency, then mobile Lighthouse. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BUDGET, CHROME_FLAGS, CHROMIUM, GALLERY_END, GALLERY_START, PORTS, RUNS, SHELL } from './config.mjs';
import { freePort, getJson, mark, median, sleep, spread } from './util.mjs';
import { signIn } from './session.mjs';
import { lighthouseOnce } from './lighthouse.mjs';
import { printTable, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { waitForUrl } = require('../wait-for-url.cjs');
const { LONG_LIST_SIZE, longListEntries, seedLongList } = await import('../long-list.mjs');

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
  // the same queue shared (spec §17): its public page, server-rendered, for a signed-out visitor on a
  // phone (Lighthouse resets the storage: no session)
  await getJson(`${session.url}/rest/v1/rpc/set_list_public`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ which_col: 'queue', is_public: true }),
  });
  const publicMobile = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await lighthouseOnce(chromePort, `${SHELL}/u/${who.username}/queue`, 'mobile', false);
    publicMobile.push(r);
    console.log(
      `  public list lighthouse mobile /u/{user}/queue #${i + 1}: ${r.score} · LCP ${Math.round(r.lcp)} ms · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)}`,
    );
  }
  return { desktop, mobile, publicMobile, watched: watched.stored, queued };
}

/**
 * The gallery section of BENCHMARKS.md (between {@link GALLERY_START} and {@link GALLERY_END}).
 * @param {Awaited<ReturnType<typeof benchGallery>>} g
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
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
    [
      'Lighthouse mobile score, the shared queue `/u/{user}/queue` (1,000 titles, signed out)',
      spread(
        g.publicMobile.map((r) => r.score),
        String,
      ),
      `≥ ${BUDGET.publicListMobileScore}`,
      median(g.publicMobile.map((r) => r.score)) >= BUDGET.publicListMobileScore,
    ],
    [
      'LCP · TBT · CLS (mobile), the shared queue',
      `${(median(g.publicMobile.map((r) => r.lcp)) / 1000).toFixed(2)} s · ${f(median(g.publicMobile.map((r) => r.tbt)))} ms · ${median(
        g.publicMobile.map((r) => r.cls),
      ).toFixed(3)}`,
      `≤ ${BUDGET.lcpMs / 1000} s · ≤ ${BUDGET.tbtMs} ms · ≤ ${BUDGET.cls}`,
      median(g.publicMobile.map((r) => r.lcp)) <= BUDGET.lcpMs &&
        median(g.publicMobile.map((r) => r.tbt)) <= BUDGET.tbtMs &&
        median(g.publicMobile.map((r) => r.cls)) <= BUDGET.cls,
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
    'The queue is then shared and its public page `/u/{user}/queue` measured by Lighthouse (mobile), signed out.',
    `Medians of ${d.length} runs, min–max in brackets.`,
    '',
    '| | figure | budget | |',
    '|---|---|---|---|',
    ...rowsOf.map(([what, figure, budget, ok]) => `| ${what} | ${figure} | ${budget} | ${ok === null ? '' : mark(Boolean(ok))} |`),
    GALLERY_END,
  ].join('\n');
}

/**
 * Part 5 end to end: a Chromium of its own, {@link benchGallery}, the table printed, and the
 * gallery section of BENCHMARKS.md replaced (unless BENCH_NO_WRITE=1).
 * @param {any} config runtime config.json
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 */
export async function galleryPart(config, env) {
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
    printTable(block);
    if (process.env.BENCH_NO_WRITE !== '1') writeSection(GALLERY_START, GALLERY_END, block, 'gallery');
  } finally {
    galleryChrome.kill('SIGTERM');
    await sleep(300);
    fs.rmSync(galleryProfile, { recursive: true, force: true });
  }
}
