/**
 * Part 7's browser figure (architecture §7: "the calendar page's first content for a user following
 * 300 shows ≤ 1.5 s (desktop, warm server)"): the production build (`node scripts/build.mjs` first)
 * served by `scripts/start.mjs` on ports BENCH_PORT_OFFSET + 50 (so it never meets the stack of the
 * other parts), with its TMDB pointed at part 7's counting proxy (synthetic show ids, see
 * `calendar.mjs`) and its own local backend (in memory). Users are seeded as the product stores a
 * follow: the shows in their Watch Queue (`add_item` RPC, `tv-<id>`), country United Kingdom.
 *
 * One run: a fresh Chromium context (1400×900) signs in through /login, its HTTP cache is cleared
 * (the JS and the calendar's JSON come from the server), then `/dashboard/calendar` is opened and
 * timed from navigation start to the first day group with an entry in the viewport (a
 * MutationObserver in the page, `performance.now()`). The requests the page makes are counted:
 * TMDB from the browser, `/api/calendar`, and the TMDB requests the server sent meanwhile (at the
 * proxy). The Resource Timing of the requests the first entry waits for (the session, the profile,
 * `shows_in_progress`, `/api/calendar`) says where the time goes.
 *
 * - warm: a user whose 300 shows the server has already answered today (an earlier visit by
 *   anyone: the server keeps one answer per show per day), every worker process warmed first;
 * - cold: each run a user following 300 shows nobody asked about today (other synthetic ids), so
 *   the server asks TMDB for each while the page waits: cheap to do without restarting the stack.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROME_FLAGS, CHROMIUM, OFFSET, root, RUNS } from './config.mjs';
import { getJson, sleep } from './util.mjs';
import { signIn } from './session.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { waitForUrl } = require('../wait-for-url.cjs');
const { portsFor } = require('@streamscout/apps');
const { ANON_KEY } = require('@streamscout/local-supabase');

/** The port shift of this part's stack: the other parts' stack keeps BENCH_PORT_OFFSET. */
const STACK_OFFSET = OFFSET + 50;
/** Shows each bench user follows. */
const FOLLOWED = 300;
/** A day group holding an entry: the page's first content. */
const FIRST_ENTRY = '[data-testid="calendar-day"] [data-testid="calendar-entry"]';

/**
 * @typedef {object} PageRun one visit of `/dashboard/calendar`
 * @property {number} firstEntryMs navigation start → the first day group with an entry in the viewport, ms;
 *   NaN when the page showed its failure instead (or nothing within 120 s)
 * @property {number} fcpMs first contentful paint, ms
 * @property {number} entries entries of the calendar (its `/api/calendar` answer)
 * @property {number} rendered entries in the DOM when the first one was seen
 * @property {number} browserTmdb TMDB requests the browser made until the page was idle
 * @property {number} apiCalendar `/api/calendar` requests the page made
 * @property {number} serverTmdb TMDB requests the app server made during the visit (at the proxy)
 * @property {Record<string, [number, number]>} waterfall start and end (ms from navigation start) of the requests the first entry waits for
 */

/** Whether the production build is there (part 7's browser figure needs it). */
export function builtStackAvailable() {
  return ['shell', 'mfe-dashboard'].every((dir) => fs.existsSync(path.join(root, dir, 'dist/index.html')));
}

/**
 * GET over a new connection (so the cluster's round robin sends it to the next worker process).
 * @param {string} url @returns {Promise<number>} the status
 */
const getFresh = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept: 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

/**
 * A user signed up on the stack's backend, following `ids` (TV) through their Watch Queue.
 * @param {string} supabase the backend's origin @param {number[]} ids @param {string} tag
 * @returns {Promise<{ email: string, password: string }>}
 */
async function seedFollower(supabase, ids, tag) {
  const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' };
  const id = `${Date.now().toString(36)}${tag}`;
  const who = { email: `bench-calpage-${id}@example.com`, password: 'bench-calendar-1' };
  const signup = await getJson(`${supabase}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...who, data: { username: `calpage${id}`.slice(0, 30), country: 'United Kingdom' } }),
  });
  const auth = { ...headers, Authorization: `Bearer ${signup.access_token}` };
  for (let i = 0; i < ids.length; i += 10) {
    await Promise.all(
      ids.slice(i, i + 10).map((n) =>
        getJson(`${supabase}/rest/v1/rpc/add_item`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ profile_id: signup.user.id, show_id: `tv-${n}`, which_col: 'queue' }),
        }),
      ),
    );
  }
  return who;
}

/**
 * One visit (see the module's comment).
 * @param {import('playwright-core').Browser} browser
 * @param {string} shell the stack's origin
 * @param {{ email: string, password: string }} who
 * @param {{ url: string, stats: { requests: number } }} proxy
 * @returns {Promise<PageRun>}
 */
async function visit(browser, shell, who, proxy) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    await signIn(context, who, shell);
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.addInitScript((selector) => {
      // runs in the page: its window and document, reached through globalThis
      const w = /** @type {any} */ (globalThis);
      w.__cal = { first: 0, rendered: 0 };
      new w.MutationObserver(() => {
        if (w.__cal.first) return;
        const el = w.document.querySelector(selector);
        if (el && el.getBoundingClientRect().top < w.innerHeight) {
          w.__cal.first = performance.now();
          w.__cal.rendered = w.document.querySelectorAll('[data-testid="calendar-entry"]').length;
        }
      }).observe(w.document, { childList: true, subtree: true });
    }, FIRST_ENTRY);
    let browserTmdb = 0;
    let apiCalendar = 0;
    page.on('request', (req) => {
      const url = req.url();
      if (url.startsWith(proxy.url)) browserTmdb += 1;
      else if (new URL(url).pathname === '/api/calendar') apiCalendar += 1;
    });
    let entries = 0;
    page.on('response', async (res) => {
      if (new URL(res.url()).pathname !== '/api/calendar' || !res.ok()) return;
      const body = await res.json().catch(() => null);
      entries = (body?.days ?? []).reduce((/** @type {number} */ n, /** @type {{entries: unknown[]}} */ d) => n + d.entries.length, 0);
    });
    const before = proxy.stats.requests;
    await page.goto(`${shell}/dashboard/calendar`);
    // the entries, or the page's failure (its 20 s calendar timeout, after TanStack's retries)
    const shown = await page
      .locator(FIRST_ENTRY)
      .first()
      .or(page.getByRole('button', { name: 'Try again' }))
      .waitFor({ timeout: 120_000 })
      .then(() => page.locator(FIRST_ENTRY).first().isVisible())
      .catch(() => false);
    if (!shown) {
      return {
        firstEntryMs: NaN,
        fcpMs: NaN,
        entries,
        rendered: 0,
        browserTmdb,
        apiCalendar,
        serverTmdb: proxy.stats.requests - before - browserTmdb,
        waterfall: {},
      };
    }
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__cal.first > 0, null, { timeout: 10_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const b = await page.evaluate(() => {
      const w = /** @type {any} */ (globalThis);
      /** @type {Record<string, [number, number]>} */
      const waterfall = {};
      const named = /** @type {Array<[string, RegExp]>} */ ([
        ['session (auth)', /\/auth\/v1\//],
        ['profile', /\/rest\/v1\/profiles/],
        ['shows_in_progress', /\/rpc\/shows_in_progress/],
        ['/api/calendar', /\/api\/calendar\?/],
      ]);
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      for (const e of resources) {
        const hit = named.find(([, re]) => re.test(e.name));
        if (hit && !waterfall[hit[0]]) waterfall[hit[0]] = [Math.round(e.startTime), Math.round(e.responseEnd)];
      }
      // the JS the page ran before its first entry: the last script to arrive
      const scripts = resources.filter((e) => /\.js(\?|$)/.test(e.name) && e.responseEnd < w.__cal.first);
      const last = scripts.sort((a, b) => b.responseEnd - a.responseEnd)[0];
      if (last)
        waterfall[`last script (${scripts.length}: ${last.name.split('/').pop()})`] = [
          Math.round(last.startTime),
          Math.round(last.responseEnd),
        ];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        first: /** @type {number} */ (w.__cal.first),
        fcp,
        rendered: /** @type {number} */ (w.__cal.rendered),
        waterfall,
        // BENCH_CALENDAR_TRACE=1 prints it: every request before the first entry
        all: resources
          .filter((e) => e.startTime < w.__cal.first)
          .map(
            (e) =>
              `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${e.initiatorType} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)}`,
          ),
      };
    });
    if (process.env.BENCH_CALENDAR_TRACE === '1') console.log(`first entry at ${Math.round(b.first)} ms after:\n  ${b.all.join('\n  ')}`);
    return {
      firstEntryMs: b.first,
      fcpMs: b.fcp,
      entries,
      rendered: b.rendered,
      browserTmdb,
      apiCalendar,
      serverTmdb: proxy.stats.requests - before - browserTmdb,
      waterfall: b.waterfall,
    };
  } finally {
    await context.close();
  }
}

/**
 * Part 7's browser figure: starts the built stack on the proxy, seeds the users, measures
 * {@link visit} warm and cold `RUNS` times each, stops the stack.
 * @param {{ url: string, stats: { requests: number } }} proxy part 7's counting proxy (its `/3/…` is TMDB)
 * @param {string} catalogUrl the local catalog's origin (posters come from it directly)
 * @param {string} day the server's today, 'YYYY-MM-DD'
 * @param {number} firstId the first synthetic show id the proxy serves (each user follows 300 consecutive ones)
 * @returns {Promise<{ warm: PageRun[], cold: PageRun[], workers: number }>}
 */
export async function calendarPageRuns(proxy, catalogUrl, day, firstId) {
  const ports = portsFor({}, STACK_OFFSET);
  const shell = `http://localhost:${ports.shell}`;
  const stack = spawn(
    process.execPath,
    [path.join(root, 'scripts/start.mjs'), '--memory', '--no-jobs', '--port-offset', String(STACK_OFFSET)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        TMDB_BASE_URL: `${proxy.url}/3`,
        TMDB_IMAGE_BASE_URL: `${catalogUrl}/t/p`,
        STREAMSCOUT_TODAY: day,
        LOG_LEVEL: 'warn',
      },
    },
  );
  // its warnings and errors, told when it does not come up
  let log = '';
  stack.stderr?.on('data', (d) => {
    log = `${log}${d}`.slice(-4000);
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  try {
    await waitForUrl(`${shell}/config.json`, 120_000).catch((e) => {
      throw new Error(`${e instanceof Error ? e.message : e}; the stack said:\n${log}`);
    });
    const supabase = `http://127.0.0.1:${ports.supabase}`;
    const range = (/** @type {number} */ from) => Array.from({ length: FOLLOWED }, (_, k) => from + k);
    // warm: the ids of the other figures were asked of other servers; these are new to this one
    const warmIds = range(firstId);
    const warmUser = await seedFollower(supabase, warmIds, 'w');
    const coldUsers = [];
    for (let i = 0; i < RUNS; i++) coldUsers.push(await seedFollower(supabase, range(firstId + (i + 1) * 10_000), `c${i}`));

    const cold = [];
    for (const who of coldUsers) {
      const r = await visit(browser, shell, who, proxy);
      cold.push(r);
      console.log(
        `calendar page cold #${cold.length}: first entry ${Math.round(r.firstEntryMs)} ms (FCP ${Math.round(r.fcpMs)} ms), ${r.entries} entries (${r.rendered} rendered first), TMDB ${r.browserTmdb} from the browser + ${r.serverTmdb} from the server, /api/calendar ×${r.apiCalendar}; ${JSON.stringify(r.waterfall)}`,
      );
    }

    // the same URL the page asks (region GB, ids ascending): every worker process keeps the day's answers
    const api = `${shell}/api/calendar?region=GB&tv=${warmIds.join(',')}`;
    let workers = 0;
    for (let quiet = 0, i = 0; quiet < 2 && i < 12; i++) {
      const before = proxy.stats.requests;
      const status = await getFresh(api);
      if (status !== 200) throw new Error(`GET ${api}: ${status}`);
      if (proxy.stats.requests === before) quiet += 1;
      else {
        quiet = 0;
        workers += 1;
      }
    }
    await sleep(200);
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await visit(browser, shell, warmUser, proxy);
      warm.push(r);
      console.log(
        `calendar page warm #${warm.length}: first entry ${Math.round(r.firstEntryMs)} ms (FCP ${Math.round(r.fcpMs)} ms), ${r.entries} entries (${r.rendered} rendered first), TMDB ${r.browserTmdb} from the browser + ${r.serverTmdb} from the server, /api/calendar ×${r.apiCalendar}; ${JSON.stringify(r.waterfall)}`,
      );
    }
    return { warm, cold, workers };
  } finally {
    await browser.close().catch(() => {});
    stack.kill('SIGTERM');
    await sleep(1000);
  }
}
