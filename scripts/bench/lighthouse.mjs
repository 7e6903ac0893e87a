/** Part 3: Lighthouse (performance category) on each page, mobile and desktop presets, in Debian Chromium. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { CHROME_FLAGS, CHROMIUM, PRESETS, RUNS, SHELL } from './config.mjs';
import { freePort } from './util.mjs';
import { signIn } from './session.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { waitForUrl } = require('../wait-for-url.cjs');
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');

/**
 * One Lighthouse run (performance only) against the Chrome on `port`.
 * @param {number} port @param {string} url @param {'mobile' | 'desktop'} preset @param {boolean} keepStorage
 */
export async function lighthouseOnce(port, url, preset, keepStorage) {
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
 * Part 3 for every page: `RUNS` Lighthouse runs per preset against one Chromium started here (its
 * process is put in `procs.chrome`, for the caller to end); a signed-in page is signed in first and
 * keeps its storage, with the HTTP cache emptied by hand.
 * @param {import('./pages.mjs').Page[]} pages
 * @param {string} profileDir the Chromium's user data directory
 * @param {{ chrome: import('node:child_process').ChildProcess | null }} procs
 */
export async function runLighthouse(pages, profileDir, procs) {
  const port = await freePort();
  procs.chrome = spawn(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'], {
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
  return { lh, lhVersion, chromeVersion };
}
