/**
 * Part 10: the public pages on a phone, quiet and busy, side by side with the peer (architecture §7).
 *
 * A phone is rarely quiet. Lighthouse's mobile preset runs the page at full speed and multiplies each
 * main-thread task it observed by 4, so a task stretched by a busy CPU counts four times over. This part
 * measures the public pages in two modes, one after the other: **quiet** (nothing of ours beside the
 * browser) and **busy** (`BENCH_BUSY_PROCS`, default 2, CPU-bound processes spinning beside it for the
 * whole mode: on a 2-core machine every core is contended). In each mode, each run loads every page in
 * our app and in the peer (`peer.mjs`: `BENCH_PEER_URL` or `BENCH_PEER_DIST`), interleaved (the order
 * alternating run by run), so both see the same minutes of the same machine. From each run's own trace it
 * also reads the first contentful paint, the JavaScript received before it and whether any of the app's
 * scripts ran before it (`paint.mjs`).
 *
 * Budgets (a report): busy, medians — our score ≥ 1.3× the peer's, LCP ≤ 0.5× and TBT ≤ 0.3× the peer's;
 * both modes — JS before the first paint ≤ 30 KiB and the first paint before our first script on every
 * run; quiet — a mobile score of 100. Written to BENCHMARKS.md's "Busy and quiet" section (between its
 * markers).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BUDGET, BUSY_PROCS, CHROME_FLAGS, CHROMIUM, PHONE_END, PHONE_START, PORTS, RUNS, SHELL } from './config.mjs';
import { kib, mark, median, sleep, spread } from './util.mjs';
import { pagesFor } from './pages.mjs';
import { launchChrome, lighthouseOnce } from './lighthouse.mjs';
import { startPeer } from './peer.mjs';
import { loadSampler, printTable, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

/** @typedef {Awaited<ReturnType<typeof lighthouseOnce>>} Run one Lighthouse run */
/** @typedef {Awaited<ReturnType<typeof newQueryOnce>>} NewQuery one new search after a long list */

/** Pages of results loaded by scrolling before the new search (20 results a page). */
const LONG_LIST_PAGES = 20;

/**
 * A new search after a long list (spec §2 "Search results"), in desktop Chromium (1280 × 900: the
 * header's search box in view) on a 4× slowed CPU: `/search?q=a` scrolled until 20 pages are on the
 * page, then "star" typed in the header and Enter pressed. Times from the page's own clock: Enter → the
 * heading "Results for “star”", Enter → the first result of "star", and the first result after the
 * new query's first page arrived (its response's end).
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{heading: number, results: number, afterData: number, oldRequestsAfterEnter: number}>} ms; the old
 *   query's requests made after Enter
 */
async function newQueryOnce(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    let entered = false;
    let oldAfter = 0;
    /** Pages of the long list asked for before Enter (the list is windowed: its cards on the page do not tell). */
    let oldPages = 0;
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.port === String(PORTS.tmdb) && url.pathname.endsWith('/search/multi') && url.searchParams.get('query') === 'a') {
        if (entered) oldAfter += 1;
        else oldPages += 1;
      }
    });
    await page.goto(`${SHELL}/search?q=a`);
    const cards = page.getByTestId('search-results').getByTestId('show-card');
    await cards.first().waitFor();
    for (let i = 0; i < 200 && oldPages < LONG_LIST_PAGES; i++) {
      await page.mouse.wheel(0, 4000);
      await sleep(250);
    }
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill('star');
    // the page's clock: when Enter went down, when the heading and the first card of "star" appeared
    await page.evaluate(() => {
      const g = /** @type {any} */ (globalThis);
      // 20 pages of posters filled the resource timing buffer (250 entries): room for the new query's
      performance.clearResourceTimings();
      performance.setResourceTimingBufferSize(2000);
      const marks = /** @type {Record<string, number>} */ ({});
      g.__newQuery = marks;
      g.document.addEventListener(
        'keydown',
        (/** @type {KeyboardEvent} */ e) => {
          if (e.key === 'Enter') marks.enter ??= performance.now();
        },
        true,
      );
      new g.MutationObserver(() => {
        const heading = [...g.document.querySelectorAll('h1')].some((/** @type {Element} */ h) => h.textContent === 'Results for “star”');
        if (heading) marks.heading ??= performance.now();
        if (heading && g.document.querySelector('[data-testid="search-results"] [data-testid="show-card"]'))
          marks.results ??= performance.now();
      }).observe(g.document.body, { childList: true, subtree: true, characterData: true });
    });
    entered = true;
    await box.press('Enter');
    // waited for through the page's own marks: a role locator's polling would compute the roles of
    // hundreds of cards on the throttled main thread, and slow down what it measures
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__newQuery.results !== undefined, null, {
      timeout: 60000,
      polling: 100,
    });
    const m = await page.evaluate(() => {
      const marks = /** @type {any} */ (globalThis).__newQuery;
      const data = performance
        .getEntriesByType('resource')
        .find((r) => r.name.includes('/search/multi') && /[?&]query=star&/.test(r.name) && /[?&]page=1&/.test(r.name));
      return {
        enter: marks.enter,
        heading: marks.heading,
        results: marks.results,
        data: data ? /** @type {PerformanceResourceTiming} */ (data).responseEnd : NaN,
      };
    });
    return { heading: m.heading - m.enter, results: m.results - m.enter, afterData: m.results - m.data, oldRequestsAfterEnter: oldAfter };
  } finally {
    await context.close();
  }
}
/** @typedef {'quiet' | 'busy'} Mode */

/** The modes measured (`BENCH_MODES=busy` for one of them), in order. */
const MODES = /** @type {Mode[]} */ ((process.env.BENCH_MODES ?? 'quiet,busy').split(',').filter((m) => m === 'quiet' || m === 'busy'));

/**
 * Starts `n` CPU-bound processes (each a Node loop that never yields).
 * @param {number} n
 * @returns {() => void} ends them
 */
function spin(n) {
  const procs = Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  const stop = () => {
    for (const p of procs) p.kill('SIGKILL');
  };
  process.once('exit', stop);
  return stop;
}

/** @param {string} url @returns {string | null} */
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Part 10 end to end: the peer started (when given), a Chromium of its own, both modes measured, the tables
 * printed and BENCHMARKS.md's section replaced (unless BENCH_NO_WRITE=1).
 * @param {any} config the shell's runtime config
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 */
export async function phonePart(config, env) {
  const { pages: all } = await pagesFor(config);
  const pages = all.filter((p) => !p.signedIn);
  const peer = await startPeer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-bench-phone-'));
  const chrome = await launchChrome(profile);
  const ours = [SHELL, ...Object.values(/** @type {Record<string, string>} */ (config.remotes))].map(originOf).filter((o) => o !== null);
  /** @type {Record<string, {load: string, ours: Record<string, Run[]>, peer: Record<string, Run[]>, newQuery: NewQuery[]}>} */
  const byMode = {};
  try {
    for (const mode of MODES) {
      const stop = mode === 'busy' ? spin(BUSY_PROCS) : () => {};
      try {
        if (mode === 'busy') await sleep(3000); // the spinners reach the load average's sampling
        const load = loadSampler();
        const res = {
          load: '',
          ours: /** @type {Record<string, Run[]>} */ ({}),
          peer: /** @type {Record<string, Run[]>} */ ({}),
          newQuery: /** @type {NewQuery[]} */ ([]),
        };
        for (let i = 0; i < RUNS; i++) {
          for (const pg of pages) {
            const apps = /** @type {const} */ (['ours', 'peer']).filter((a) => a === 'ours' || peer);
            if (i % 2 === 1) apps.reverse();
            for (const app of apps) {
              const base = app === 'ours' ? SHELL : /** @type {NonNullable<typeof peer>} */ (peer).url;
              const own = app === 'ours' ? ours : [/** @type {string} */ (originOf(base))];
              const r = await lighthouseOnce(chrome.port, `${base}${pg.path}`, 'mobile', false, own);
              (res[app][pg.path] ??= []).push(r);
              const p = r.paint;
              console.log(
                `  ${mode} ${app} ${pg.path} #${i + 1}: ${r.score} · FCP ${Math.round(r.fcp)} · LCP ${Math.round(r.lcp)} · TBT ${Math.round(r.tbt)} ms · JS before paint ${p ? kib(p.jsBeforePaintBytes) : '?'} KiB · ${p?.paintFirst ? 'painted first' : `script first (${p?.firstOwnScript})`}`,
              );
            }
          }
        }
        const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
        try {
          for (let i = 0; i < RUNS; i++) {
            const q = await newQueryOnce(browser);
            res.newQuery.push(q);
            console.log(
              `  ${mode} new search after ${LONG_LIST_PAGES} pages #${i + 1}: heading ${Math.round(q.heading)} ms, first result ${Math.round(q.results)} ms after Enter, ${Math.round(q.afterData)} ms after its data; ${q.oldRequestsAfterEnter} requests of the old query after Enter`,
            );
          }
        } finally {
          await browser.close();
        }
        res.load = load.stop();
        byMode[mode] = res;
      } finally {
        stop();
      }
      console.log(`${mode}: load average while measuring (1 min) ${byMode[mode]?.load}`);
    }
  } finally {
    chrome.proc.kill('SIGTERM');
    await peer?.close();
    await sleep(300);
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const block = section({ pages, byMode, env, peer: peer?.served ?? null });
  printTable(block);
  if (process.env.BENCH_NO_WRITE !== '1') writeSection(PHONE_START, PHONE_END, block, 'busy and quiet');
}

/**
 * The BENCHMARKS.md section of part 10: per mode, a table of ours and the peer's medians side by side,
 * then the budgets.
 * @param {object} o
 * @param {{path: string}[]} o.pages
 * @param {Record<string, {load: string, ours: Record<string, Run[]>, peer: Record<string, Run[]>, newQuery: NewQuery[]}>} o.byMode
 * @param {ReturnType<typeof import('./report.mjs').machine>} o.env
 * @param {string | null} o.peer how the peer was served, null when it was not
 * @returns {string} the section, markers included
 */
function section({ pages, byMode, env, peer }) {
  const s2 = (/** @type {number} */ n) => `${(n / 1000).toFixed(2)} s`;
  const ms = (/** @type {number} */ n) => `${Math.round(n).toLocaleString('en-US')} ms`;
  const med = (/** @type {Run[]} */ rs, /** @type {(r: Run) => number} */ f) => median(rs.map(f));
  /** @param {Run[] | undefined} rs */
  const cell = (rs) =>
    rs?.length
      ? `${spread(
          rs.map((r) => r.score),
          String,
        )} / ${s2(med(rs, (r) => r.fcp))} / ${s2(med(rs, (r) => r.lcp))} / ${ms(med(rs, (r) => r.tbt))}`
      : '—';
  /** @param {Run[] | undefined} rs */
  const jsBefore = (rs) =>
    rs?.length
      ? `${spread(
          rs.map((r) => r.paint?.jsBeforePaintBytes ?? NaN),
          kib,
        )} KiB`
      : '—';
  /** @type {{what: string, figure: string, budget: string, ok: boolean}[]} */
  const checks = [];
  const lines = [
    PHONE_START,
    '## Busy and quiet, side by side with the peer',
    '',
    `\`BENCH_ONLY=phone npm run bench\` (part 10) on ${env.date}, commit ${env.commit}, load average ${env.load} at start.`,
    'Lighthouse mobile (simulated slow 4G, 4× CPU) on the public pages, **quiet** (nothing of ours beside the browser) and',
    `**busy** (${BUSY_PROCS} CPU-bound processes spinning beside it on ${os.cpus().length} cores), each run loading every page in our app and in`,
    `the peer ${peer ? peer : '(not given: `BENCH_PEER_URL` or `BENCH_PEER_DIST`)'}, interleaved, ${RUNS} run(s) per page and app: medians (score`,
    "with min–max). From each run's own trace: the JavaScript received before the first contentful paint, and whether the first",
    "contentful paint came before the first evaluation of any of the app's scripts. The machine is shared with other work: each mode's",
    'load average while it ran is given, and the figures are only comparable within a mode.',
    '',
  ];
  for (const [mode, res] of Object.entries(byMode)) {
    lines.push(
      `### ${mode === 'busy' ? 'Busy' : 'Quiet'} (load average while measuring, 1 min, every 5 s: ${res.load})`,
      '',
      '| page | StreamScout score / FCP / LCP / TBT | peer score / FCP / LCP / TBT | ours ÷ peer: score / LCP / TBT | JS before the first paint: ours / peer | first paint before our first script |',
      '|---|---|---|---|---|---|',
    );
    for (const pg of pages) {
      const o = res.ours[pg.path] ?? [];
      const p = res.peer[pg.path];
      const ratio = (/** @type {(r: Run) => number} */ f) => (p?.length ? med(o, f) / med(p, f) : NaN);
      const ratios = p?.length
        ? `${ratio((r) => r.score).toFixed(2)} / ${ratio((r) => r.lcp).toFixed(2)} / ${ratio((r) => r.tbt).toFixed(2)}`
        : '—';
      const first = o.filter((r) => r.paint?.paintFirst).length;
      lines.push(
        `| \`${pg.path}\` | ${cell(o)} | ${cell(p)} | ${ratios} | ${jsBefore(o)} / ${jsBefore(p)} | ${first} of ${o.length} runs ${mark(first === o.length)} |`,
      );
      const jsOurs = median(o.map((r) => r.paint?.jsBeforePaintBytes ?? NaN)) / 1024;
      checks.push({
        what: `${mode}: JS before the first paint \`${pg.path}\``,
        figure: `${jsOurs.toFixed(1)} KiB`,
        budget: `≤ ${BUDGET.jsBeforePaintKiB} KiB`,
        ok: jsOurs <= BUDGET.jsBeforePaintKiB,
      });
      checks.push({
        what: `${mode}: first paint before our first script \`${pg.path}\``,
        figure: `${first} of ${o.length} runs`,
        budget: 'every run',
        ok: first === o.length,
      });
      if (mode === 'quiet') {
        const score = med(o, (r) => r.score);
        checks.push({
          what: `quiet: mobile score \`${pg.path}\``,
          figure: String(score),
          budget: `${BUDGET.quietMobileScore}`,
          ok: score >= BUDGET.quietMobileScore,
        });
      } else if (p?.length) {
        const [score, lcp, tbt] = [ratio((r) => r.score), ratio((r) => r.lcp), ratio((r) => r.tbt)];
        checks.push(
          {
            what: `busy: score ÷ peer's \`${pg.path}\``,
            figure: `${score.toFixed(2)}×`,
            budget: `≥ ${BUDGET.busyScoreVsPeer}×`,
            ok: score >= BUDGET.busyScoreVsPeer,
          },
          {
            what: `busy: LCP ÷ peer's \`${pg.path}\``,
            figure: `${lcp.toFixed(2)}×`,
            budget: `≤ ${BUDGET.busyLcpVsPeer}×`,
            ok: lcp <= BUDGET.busyLcpVsPeer,
          },
          {
            what: `busy: TBT ÷ peer's \`${pg.path}\``,
            figure: `${tbt.toFixed(2)}×`,
            budget: `≤ ${BUDGET.busyTbtVsPeer}×`,
            ok: tbt <= BUDGET.busyTbtVsPeer,
          },
        );
      }
    }
    if (res.newQuery.length) {
      const q = res.newQuery;
      const after = median(q.map((r) => r.afterData));
      lines.push(
        '',
        `A new search after ${LONG_LIST_PAGES} pages of \`/search?q=a\` (desktop, 1280 px, 4× CPU; "star" typed in the header, Enter): the heading "Results for “star”" ${spread(
          q.map((r) => r.heading),
          (n) => `${Math.round(n)} ms`,
        )} after Enter, its first result ${spread(
          q.map((r) => r.results),
          (n) => `${Math.round(n)} ms`,
        )} after Enter and ${spread(
          q.map((r) => r.afterData),
          (n) => `${Math.round(n)} ms`,
        )} after its first page arrived; requests of the old query after Enter: ${q.map((r) => r.oldRequestsAfterEnter).join(', ')}.`,
      );
      checks.push({
        what: `${mode}: a new search's first results after its data (4× CPU)`,
        figure: `${Math.round(after)} ms`,
        budget: `≤ ${BUDGET.newQueryAfterDataMs} ms`,
        ok: after <= BUDGET.newQueryAfterDataMs,
      });
    }
    lines.push('');
  }
  const met = checks.filter((c) => c.ok).length;
  lines.push(
    '### Budgets of this part',
    '',
    '| | figure | budget | |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.what} | ${c.figure} | ${c.budget} | ${mark(c.ok)} |`),
    '',
    `${met} of ${checks.length} met.`,
    PHONE_END,
  );
  return lines.join('\n');
}
