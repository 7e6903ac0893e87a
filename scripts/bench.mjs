#!/usr/bin/env node
/**
 * `npm run bench`: serves the production build (ports +2000) and measures, in Debian Chromium,
 * the JavaScript each route loads until its first screen has rendered — request count, raw bytes
 * and gzip bytes (zlib level 9 of each response body, as a gzip-serving host would send) — over
 * several cold loads; prints medians. Requires `npm run build` first.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { waitForUrl } = require('./wait-for-url.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { portsFor } = require('@streamscout/federation/apps');
const OFFSET = 2000;
const PORTS = portsFor({}, OFFSET);
const SHELL = `http://localhost:${PORTS.shell}`;
const RUNS = Number(process.env.BENCH_RUNS || 5);

const ROUTES = [
  { path: '/', ready: 'Trending Shows' },
  { path: '/discover', ready: 'Discover Our Popular Shows' },
];

/** @param {number[]} xs @returns {number} */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};


const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--memory', '--port-offset', String(OFFSET)], { stdio: 'ignore' });
try {
  await waitForUrl(`${SHELL}/config.json`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const report = [];
  for (const route of ROUTES) {
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** @type {{url: string, raw: number, gz: number}[]} */
      const js = [];
      let rendered = false;
      page.on('response', async (res) => {
        if (rendered || res.request().resourceType() !== 'script') return;
        try {
          const body = await res.body();
          js.push({ url: res.url(), raw: body.length, gz: zlib.gzipSync(body, { level: 9 }).length });
        } catch {
          // a response without a body (redirect, aborted): nothing to count
        }
      });
      const t0 = Date.now();
      await page.goto(`${SHELL}${route.path}`);
      await page.getByRole('heading', { name: route.ready }).first().waitFor();
      const ms = Date.now() - t0;
      rendered = true;
      const tmdbRequests = await page.evaluate(
        (port) => performance.getEntriesByType('resource').filter((e) => e.name.includes(`:${port}/3/`)).length,
        PORTS.tmdb,
      );
      samples.push({ ms, js, tmdbRequests });
      await context.close();
    }
    const last = samples[samples.length - 1];
    report.push({
      route: route.path,
      scripts: median(samples.map((s) => s.js.length)),
      rawKB: median(samples.map((s) => s.js.reduce((a, b) => a + b.raw, 0))) / 1024,
      gzipKB: median(samples.map((s) => s.js.reduce((a, b) => a + b.gz, 0))) / 1024,
      renderMs: median(samples.map((s) => s.ms)),
      tmdbRequests: median(samples.map((s) => s.tmdbRequests)),
      files: last.js.map((f) => `${f.url.replace(/^https?:\/\/localhost:/, ':')} ${(f.gz / 1024).toFixed(1)} KB gz`),
    });
  }
  await browser.close();
  for (const r of report) {
    console.log(
      `${r.route}: ${r.scripts} scripts, ${r.rawKB.toFixed(1)} KB raw, ${r.gzipKB.toFixed(1)} KB gzip before first screen; ` +
        `render ${r.renderMs} ms (median of ${RUNS}); TMDB requests ${r.tmdbRequests}`,
    );
    for (const f of r.files) console.log(`    ${f}`);
  }
} finally {
  server.kill('SIGTERM');
}
