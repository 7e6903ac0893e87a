/** Part 6: the shell's application server under load, its memory over 10,000 pages, the TMDB requests of its renders, and the peer app. */
import os from 'node:os';
import { QUICK, SERVER_END, SERVER_START, SHELL } from './config.mjs';
import { getJson, median, spread } from './util.mjs';
import { pagesFor } from './pages.mjs';
import { startPeer } from './peer.mjs';
import { printTable, writeSection } from './report.mjs';

/**
 * Part 6, the shell's application server: requests/s and p50/p95 of a server-rendered details page
 * (warm: its TMDB answer and the remote's server container already loaded) under 50 connections;
 * the TMDB requests 100 server renders of a page not rendered before cost; and, with a peer
 * (`BENCH_PEER_URL` or `BENCH_PEER_DIST`), the same load test on the peer app's server.
 * @param {any} config the shell's runtime config
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 * @param {number} serverPid the pid of the stack's `scripts/start.mjs` (its app-server processes' memory is read from /proc)
 * @returns {Promise<string>} the section of BENCHMARKS.md (between its markers)
 */
async function benchServer(config, env, serverPid) {
  const { appServerPids, distinctPages, loadTest, memoryOver, tmdbPerRenders } = await import('./load-test.mjs');
  const { movie } = await pagesFor(config);
  const trending = await getJson(`${config.tmdb.baseUrl}/trending/movie/week${config.tmdb.apiKey ? `?api_key=${config.tmdb.apiKey}` : ''}`);
  const seconds = QUICK ? 5 : 10;
  const details = `/details/movie/${movie.id}`;
  const loadRuns = QUICK ? 1 : 3;
  /** @type {Awaited<ReturnType<typeof loadTest>>[]} */
  const loads = [];
  /** @type {string[]} */
  const loadAverages = [];
  for (let i = 0; i < loadRuns; i++) {
    loadAverages.push(os.loadavg()[0].toFixed(1));
    const r = await loadTest(`${SHELL}${details}`, { connections: 50, seconds, pids: appServerPids(serverPid) });
    loads.push(r);
    console.log(
      `server: ${details} warm, 50 connections, ${seconds} s, run ${i + 1}: ${r.rps.toFixed(0)} req/s, p50 ${Math.round(r.p50)} ms, p95 ${Math.round(r.p95)} ms (${r.requests} responses, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.inFlight} in flight at the end; ${r.cpuMsPerRequest.toFixed(2)} ms of server CPU per response; load ${loadAverages[i]})`,
    );
  }
  const processes = appServerPids(serverPid).length;
  const memoryPages = Number(process.env.BENCH_MEMORY_PAGES || (QUICK ? 1000 : 10000));
  const memory = await memoryOver(SHELL, await distinctPages(config, memoryPages), serverPid);
  console.log(
    `server: RSS of the largest of ${memory.processes} app-server processes over ${memory.pages} distinct pages: ${memory.before.toFixed(0)} → ${memory.after.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB; ${memory.failed} failed)`,
  );
  // a page no part of the bench has rendered: its TMDB answer is not cached yet
  const cold = trending.results[trending.results.length - 1];
  const per100 = await tmdbPerRenders(SHELL, `/details/movie/${cold.id}`, 100, Math.max(1, processes - 1));
  console.log(
    `server: 100 requests of /details/movie/${cold.id} (not rendered before, 10 at a time): ${per100.tmdbRequests} TMDB requests, ${per100.serverRendered} server renders`,
  );

  // the peer's pages are measured beside ours in part 10 (`phone.mjs`); here its server under the same load
  const served = await startPeer();
  /** @type {{url: string, load: Awaited<ReturnType<typeof loadTest>>} | null} */
  let peer = null;
  if (served) {
    try {
      peer = { url: served.url, load: await loadTest(`${served.url}${details}`, { connections: 50, seconds }) };
    } finally {
      await served.close();
    }
  }

  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  return [
    SERVER_START,
    '## Server',
    '',
    `\`npm run bench\` part 6 (\`BENCH_ONLY=server\` runs it alone) on ${env.date}, commit ${env.commit}, load average ${env.load} at`,
    "start. The shell's application server (Fastify) renders a page from the remote's server container and",
    'TMDB answers it caches for 5 minutes, and keeps the rendered page (brotli and gzip, compressed once);',
    'autocannon (50 connections) sends what a browser sends (`Accept-Encoding: br, gzip`). The machine is shared',
    'with other jobs: at a high load average the requests/s and latencies say more about the machine than the',
    'server; the CPU time per response does not depend on it.',
    '',
    `Served by ${processes} processes (the primary of \`scripts/start.mjs\` and its cluster workers, \`WEB_CONCURRENCY\` ${process.env.WEB_CONCURRENCY || 'unset: one per core'}),`,
    'each with its page cache (rendered HTML, compressed once) in front of the renderer. Figures: median of',
    `${loadRuns} run(s) (min–max), each after 3 s of warm-up under the same load; load average (1 min) at each run's start: ${loadAverages.join(', ')}.`,
    '',
    '| | figure |',
    '|---|---|',
    `| \`${details}\` warm, 50 connections, ${seconds} s: requests/s | ${spread(
      loads.map((r) => r.rps),
      (n) => n.toFixed(0),
    )} |`,
    `| … latency p50 / p95 / p99 | ${spread(
      loads.map((r) => r.p50),
      ms,
    )} / ${spread(
      loads.map((r) => r.p95),
      ms,
    )} / ${spread(
      loads.map((r) => r.p99),
      ms,
    )} |`,
    `| … server CPU time per response (all its processes; ${os.cpus().length} cores ÷ it = the rate an idle machine allows) | ${spread(
      loads.map((r) => r.cpuMsPerRequest),
      (n) => `${n.toFixed(2)} ms`,
    )} (≈ ${Math.round((os.cpus().length * 1000) / median(loads.map((r) => r.cpuMsPerRequest)))} req/s) |`,
    `| … responses (non-2xx, errors, in flight at the end) | ${loads.map((r) => `${r.requests} (${r.non2xx}, ${r.errors}, ${r.inFlight})`).join('; ')} |`,
    `| RSS of the largest app-server process over ${memory.pages} distinct pages (8 at a time): before → after (peak) | ${memory.before.toFixed(0)} → ${memory.after.toFixed(0)} MB (${memory.peak.toFixed(0)} MB) |`,
    `| 100 requests of a page not rendered before (10 at a time): TMDB requests, server renders | ${per100.tmdbRequests}, ${per100.serverRendered} |`,
    ...(peer
      ? [
          '',
          `Peer (${peer.url}) \`${details}\`, 50 connections, ${seconds} s: ${peer.load.rps.toFixed(0)} requests/s, p50 ${ms(peer.load.p50)}, p95 ${ms(peer.load.p95)} (its static HTML; its pages beside ours: "Busy and quiet").`,
        ]
      : []),
    SERVER_END,
  ].join('\n');
}

/**
 * Part 6 end to end: {@link benchServer}, the table printed, and the server section of BENCHMARKS.md
 * replaced (unless BENCH_NO_WRITE=1).
 * @param {any} config the shell's runtime config
 * @param {ReturnType<typeof import('./report.mjs').machine>} env
 * @param {number} serverPid the pid of the stack's `scripts/start.mjs`
 */
export async function serverPart(config, env, serverPid) {
  const block = await benchServer(config, env, serverPid);
  printTable(block);
  if (process.env.BENCH_NO_WRITE !== '1') writeSection(SERVER_START, SERVER_END, block, 'server');
}
