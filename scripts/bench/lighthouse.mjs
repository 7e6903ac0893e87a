/** Part 3: Lighthouse (performance category) on each page, mobile and desktop presets, in Debian Chromium. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROME_FLAGS, CHROMIUM, PRESETS, RUNS, SHELL } from './config.mjs';
import { freePort } from './util.mjs';
import { signIn } from './session.mjs';
import { paintFigures } from './paint.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { waitForUrl } = require('../wait-for-url.cjs');
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');

/**
 * One Lighthouse run (performance only) against the Chrome on `port`.
 * @param {number} port @param {string} url @param {'mobile' | 'desktop'} preset @param {boolean} keepStorage
 * @param {readonly string[]} [ownOrigins] the app's script origins: also read the run's trace for
 *   its first paint ({@link paintFigures}: `paint` of the answer; null without)
 *
 * `BENCH_KEEP_REPORTS=<folder>` keeps each run's Lighthouse report there as JSON (its audits say
 * which scripts and tasks made a figure), named after the page, the preset and the time.
 */
export async function lighthouseOnce(port, url, preset, keepStorage, ownOrigins) {
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
  if (process.env.BENCH_KEEP_REPORTS) {
    const dir = process.env.BENCH_KEEP_REPORTS;
    fs.mkdirSync(dir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^\w-]+/g, '_')}-${preset}-${Date.now()}.json`;
    fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
  }
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue ?? NaN,
    tbt: a['total-blocking-time'].numericValue ?? NaN,
    cls: a['cumulative-layout-shift'].numericValue ?? NaN,
    fcp: a['first-contentful-paint'].numericValue ?? NaN,
    si: a['speed-index'].numericValue ?? NaN,
    paint: ownOrigins ? paintFigures(result.artifacts.Trace.traceEvents, ownOrigins) : null,
    version: lhr.lighthouseVersion,
    chrome: lhr.environment.hostUserAgent.match(/Chrom(?:e|ium)\/([\d.]+)/)?.[1] ?? '?',
  };
}

/**
 * Starts the Chromium Lighthouse drives (headless, the bench's flags, a DevTools port of its own).
 * @param {string} profileDir its user data directory
 * @returns {Promise<{port: number, proc: import('node:child_process').ChildProcess}>} once its DevTools answer (the
 *   caller ends `proc`); rejects, the browser ended, when they do not within 30 s
 */
export async function launchChrome(profileDir) {
  const port = await freePort();
  const proc = spawn(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30000);
  } catch (error) {
    proc.kill('SIGTERM');
    throw error;
  }
  return { port, proc };
}

/**
 * Part 3 for every page: `RUNS` Lighthouse runs per preset against one Chromium started here (its
 * process is put in `procs.chrome`, for the caller to end); a signed-in page is signed in first and
 * keeps its storage, with the HTTP cache emptied by hand.
 * @param {import('./pages.mjs').Page[]} pages
 * @param {string} profileDir the Chromium's user data directory
 * @param {{ chrome: import('node:child_process').ChildProcess | null }} procs
 */
export async function runLighthouse(pages, profileDir, procs) {
  const { port, proc } = await launchChrome(profileDir);
  procs.chrome = proc;
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
  return { lh, lhVersion, chromeVersion };
}
