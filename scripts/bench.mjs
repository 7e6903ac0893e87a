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
 * 7. Calendars and feeds: a user following 300 shows, `/dashboard/calendar`'s first content in
 *    desktop Chromium on a warm and a cold server (`calendar-page.mjs`: needs the build, serves it
 *    on ports BENCH_PORT_OFFSET + 50; without a build that row says so), their `.ics` feed cold and
 *    warm; 1,000 users × 300 shows drawn from 2,000 distinct, the TMDB requests of a day and of the
 *    next (the local catalog, the local backend and the app server's feed routes of their own).
 *    Written to BENCHMARKS.md's "Calendar and feeds" section (between its markers);
 *    BENCH_ONLY=calendar-page measures the page figure alone and only prints it
 *    (BENCH_CALENDAR_TRACE=1: each visit's requests before its first entry).
 *
 * 8. The availability-alert job at scale (BENCH_ONLY=alerts only; no app stack, no build needed):
 *    10,000 users × 100 queued titles from 20,000 distinct, seeded in SQL; three runs of the job
 *    (first, nothing changed, the catalog 30 days on): duration, TMDB requests, rows written
 *    (`alerts.mjs`; BENCH_ALERTS_DB=pg15 — a throwaway PostgreSQL 15 cluster, the default when
 *    installed — or pglite, the embedded backend with its REST latency meanwhile;
 *    BENCH_ALERTS_USERS, BENCH_ALERTS_PER_USER, BENCH_ALERTS_TITLES, BENCH_ALERTS_RPS). Written to
 *    BENCHMARKS.md's "Alerts job" section.
 *
 * 9. A 5,000-row import (an IMDb list export and a Letterboxd watched.csv) previewed on
 *    `/dashboard/import`: time until the preview shows and TMDB requests (`import.mjs`), written to
 *    BENCHMARKS.md's "Import" section (between its markers).
 *
 * 10. A phone, quiet and busy, beside the peer: Lighthouse mobile on the public pages with nothing of
 *    ours beside the browser, then with BENCH_BUSY_PROCS (default 2) CPU-bound processes spinning
 *    beside it; in each mode every page loads in our app and in the peer, interleaved, and each run's
 *    trace says how much JavaScript arrived before the first contentful paint and whether any of
 *    the app's scripts ran before it (`phone.mjs`, `paint.mjs`). The peer: BENCH_PEER_URL (served
 *    elsewhere) or BENCH_PEER_DIST (a folder with its build, which `peer.mjs` serves with the bench's
 *    catalog and backend). BENCH_MODES=busy measures one mode. Written to BENCHMARKS.md's "Busy and
 *    quiet" section (between its markers).
 *
 * 11. The public API (`api.mjs`, its own stack: the build's shell server before the local catalog
 *    through a counting proxy): a warm availability answer under 50 connections, and the TMDB
 *    requests of 10,000 API requests over 100 distinct titles. Written to BENCHMARKS.md's "Public
 *    API" section (between its markers); BENCH_ONLY=api runs it alone.
 *
 * 12. The where-to-watch widget (`widget.mjs`): the review site's page of ten widgets — watch.js's
 *    bytes, the TBT the widgets add (mobile Lighthouse with and without them, same run), CLS, the
 *    first widget's content after the data answered, data requests. Written to BENCHMARKS.md's
 *    "Where-to-watch widget" section; BENCH_ONLY=widget runs it alone.
 *
 * 13. Past one machine (`edge.mjs`, its own stack: nginx with `deploy/nginx/` in front of two app-server
 *    processes): 50 connections through the edge for 30 s, steady, with one server SIGKILLed at 10 s and
 *    started at 20 s, and during a rolling restart; failed requests and p50/p95/p99. Written to
 *    BENCHMARKS.md's "Past one machine" section; BENCH_ONLY=edge runs it alone.
 *
 * 14. The service planner on a 1,000-title queue (`plan.mjs`, its own stack, no build needed):
 *    `POST /api/plan` cold and warm, its TMDB requests, and the counting the browser does on its
 *    answer. Written to BENCHMARKS.md's "Service planner" section; BENCH_ONLY=plan runs it alone.
 *
 * Environment: BENCH_RUNS (Lighthouse and JS runs per page, default 3); BENCH_QUICK=1 (1 run,
 * mobile only, for iteration); BENCH_PAGES=/,/discover (only these pages); BENCH_ONLY=gallery (only
 * part 5), BENCH_ONLY=pages (parts 1–4), BENCH_ONLY=server (part 6), BENCH_ONLY=calendar (part 7), BENCH_ONLY=calendar-page (part 7's browser figure), BENCH_ONLY=alerts (part 8), BENCH_ONLY=import (part 9), BENCH_ONLY=phone (part 10), BENCH_ONLY=api (part 11), BENCH_ONLY=widget (part 12) or BENCH_ONLY=edge (part 13), BENCH_ONLY=plan (part 14); BENCH_PEER_URL or BENCH_PEER_DIST (the peer); BENCH_KEEP_REPORTS=<folder> (keep each Lighthouse report as JSON); BENCH_NO_WRITE=1 (print only, leave BENCHMARKS.md
 * alone); BENCH_PORT_OFFSET (the stack's port shift, default 2000; two checkouts can bench side by
 * side).
 * *
 * This file starts the stack and runs the parts in order; each part is a module of scripts/bench/:
 * `pages.mjs` (1, 2), `lighthouse.mjs` (3), `bytes.mjs` (4), `gallery.mjs` (5), `server.mjs` (6,
 * with `load-test.mjs`), `report.mjs` (budgets and BENCHMARKS.md), `config.mjs` (settings and
 * budgets), `session.mjs` (the demo user), `util.mjs`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { OFFSET, ONLY, PRESETS, root, RUNS, SHELL } from './bench/config.mjs';
import { getJson, sleep } from './bench/util.mjs';
import { seedQueue } from './bench/session.mjs';
import { measureLoads, pagesFor } from './bench/pages.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { bytesPerApp } from './bench/bytes.mjs';
import { galleryPart } from './bench/gallery.mjs';
import { serverPart } from './bench/server.mjs';
import { calendarPart } from './bench/calendar.mjs';
import { importPart } from './bench/import.mjs';
import { phonePart } from './bench/phone.mjs';
import { ensureJapaneseFont } from './bench/fonts.mjs';
import { apiPart } from './bench/api.mjs';
import { widgetPart } from './bench/widget.mjs';
import { edgePart } from './bench/edge.mjs';
import { planPart } from './bench/plan.mjs';
import { budgetChecks, loadSampler, machine, printBudgets, writePagesReport } from './bench/report.mjs';

const require = createRequire(import.meta.url);
const { waitForUrl } = require('./wait-for-url.cjs');

if (ONLY === 'plan') {
  // part 14 starts its own catalog and app server, in this process
  await planPart(machine());
  process.exit(0);
}

if (ONLY === 'alerts') {
  // part 8 needs no app stack: the backend and the catalog run in this process
  const { alertsPart } = await import('./bench/alerts.mjs');
  await alertsPart(machine());
  process.exit(0);
}

// SSR_STATS: the shell's server counts its renders and TMDB requests (part 6 reads them); part 7
// alone needs no built stack, and part 11 starts its own
const server =
  ONLY === 'calendar' || ONLY === 'calendar-page' || ONLY === 'api' || ONLY === 'edge'
    ? null
    : spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--memory', '--port-offset', String(OFFSET)], {
        stdio: 'ignore',
        env: { ...process.env, SSR_STATS: '1' },
      });
/** The Chromium Lighthouse drives in part 3, ended at the very end. */
const procs = { chrome: /** @type {import('node:child_process').ChildProcess | null} */ (null) };
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-bench-'));
try {
  const env = machine();
  console.log(`bench: ${RUNS} run(s) per page, ${PRESETS.join(' + ')}; load average ${env.load} on ${env.cpus}`);
  if (ONLY !== 'calendar' && ONLY !== 'calendar-page' && ONLY !== 'api' && ONLY !== 'edge') {
    await waitForUrl(`${SHELL}/config.json`, 120000);
    const config = await getJson(`${SHELL}/config.json`);
    if (ONLY === 'all' || ONLY === 'pages') {
      ensureJapaneseFont();
      const { pages } = await pagesFor(config);
      const trending = await getJson(
        `${config.tmdb.baseUrl}/trending/movie/week${config.tmdb.apiKey ? `?api_key=${config.tmdb.apiKey}` : ''}`,
      );
      const queueLength = pages.some((p) => p.signedIn) ? await seedQueue(config, trending.results) : 0;
      if (queueLength) console.log(`demo queue: ${queueLength} titles`);

      const load = loadSampler();
      // ---- 1 + 2: JS before the first screen, supabase-js, TMDB requests ----
      const loads = await measureLoads(pages);
      // ---- 3: Lighthouse ----
      const { lh, lhVersion, chromeVersion } = await runLighthouse(pages, profileDir, procs);
      const loadDuring = load.stop();
      console.log(`load average while measuring (1 min): ${loadDuring}`);
      // ---- 4: bytes per app ----
      const bytes = bytesPerApp();
      // ---- budgets, BENCHMARKS.md ----
      const checks = budgetChecks(pages, loads, lh);
      const failed = printBudgets(checks);
      if (process.env.BENCH_NO_WRITE !== '1')
        writePagesReport({ pages, loads, lh, bytes, checks, failed, env, lhVersion, chromeVersion, loadDuring });
    }

    // ---- 10: the public pages quiet and busy, beside the peer ----
    if (ONLY === 'all' || ONLY === 'phone') await phonePart(config, env);

    // ---- 6: the server: load test, TMDB requests per 100 renders, the peer ----
    if (ONLY === 'all' || ONLY === 'server') await serverPart(config, env, /** @type {number} */ (server?.pid));

    // ---- 5: a 1,000-title gallery ----
    if (ONLY === 'all' || ONLY === 'gallery') await galleryPart(config, env);

    // ---- 9: a 5,000-row import previewed ----
    if (ONLY === 'all' || ONLY === 'import') await importPart(env);

    // ---- 12: the where-to-watch widget on another site ----
    if (ONLY === 'all' || ONLY === 'widget') await widgetPart(env, profileDir);
  }

  // ---- 7: calendars and feeds ----
  if (ONLY === 'all' || ONLY === 'calendar' || ONLY === 'calendar-page') await calendarPart(env);

  // ---- 10: the public API ----
  if (ONLY === 'all' || ONLY === 'api') await apiPart(env);

  // ---- 13: past one machine: the edge, a server killed, a rolling restart ----
  if (ONLY === 'all' || ONLY === 'edge') await edgePart(env);
  // ---- 14: the service planner on a 1,000-title queue ----
  if (ONLY === 'all') await planPart(env);
} finally {
  if (procs.chrome) procs.chrome.kill('SIGTERM');
  server?.kill('SIGTERM');
  await sleep(300);
  fs.rmSync(profileDir, { recursive: true, force: true });
}
