/** Part 6: the shell's application server under load, the TMDB requests of its renders, and the peer app. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROME_FLAGS, CHROMIUM, PEER, PRESETS, QUICK, RUNS, SERVER_END, SERVER_START, SHELL } from './config.mjs';
import { freePort, getJson, sleep, spread } from './util.mjs';
import { pagesFor } from './pages.mjs';
import { lighthouseOnce } from './lighthouse.mjs';
import { printTable, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { waitForUrl } = require('../wait-for-url.cjs');

/**
 * Part 6, the shell's application server: requests/s and p50/p95 of a server-rendered details page
 * (warm: its TMDB answer and the remote's server container already loaded) under 50 connections;
 * the TMDB requests 100 server renders of a page not rendered before cost; and, with
 * `BENCH_PEER_URL`, the same Lighthouse pages and load test on the peer app.
 * @param {any} config the shell's runtime config
 * @param {number} port the DevTools port of the Chromium Lighthouse drives
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 * @returns {Promise<string>} the section of BENCHMARKS.md (between its markers)
 */
async function benchServer(config, port, env) {
  const { loadTest, tmdbPerRenders } = await import('./load-test.mjs');
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
 * Part 6 end to end: a Chromium of its own (for the peer's Lighthouse runs), {@link benchServer},
 * the table printed, and the server section of BENCHMARKS.md replaced (unless BENCH_NO_WRITE=1).
 * @param {any} config the shell's runtime config
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 */
export async function serverPart(config, env) {
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
    printTable(block);
    if (process.env.BENCH_NO_WRITE !== '1') writeSection(SERVER_START, SERVER_END, block, 'server');
  } finally {
    serverChrome.kill('SIGTERM');
    await sleep(300);
    fs.rmSync(serverProfile, { recursive: true, force: true });
  }
}
