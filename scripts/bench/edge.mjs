/**
 * Part 13, past one machine (README "Deploy", architecture §9): the production build behind the
 * edge of `deploy/nginx/` (nginx as balancer and cache) with BENCH_EDGE_SERVERS app-server processes
 * (default 2) on ports of their own, on ports BENCH_PORT_OFFSET + 500 (`scripts/edge/stack.cjs`).
 * Each run: 50 connections through the edge for 30 s (10 s with BENCH_QUICK), every answer checked
 * (`scripts/edge/scenario.cjs`: a UK and a US reader of the same pages, the home page, a signed-in
 * route, the shell's and a remote's files):
 *
 * 1. steady: nothing happens;
 * 2. a server killed: app server 1 SIGKILLed at 10 s and started again at 20 s (3 s and 6 s quick);
 * 3. a rolling restart: every server drained at the edge, stopped, started and put back, one after
 *    the other, from 1 s on (the run lasts until it is done, at least 30 s).
 *
 * Failed requests (a network error, a status ≥ 400, a wrong region, a signed-in route from the
 * cache), requests/s and p50/p95/p99. Two job runners on the stack's database meanwhile. Written to
 * BENCHMARKS.md's "Past one machine" section (between its markers); BENCH_ONLY=edge runs it alone.
 * A report, not a test: e2e/edge.spec.ts asserts the zero failures in CI (shorter runs).
 */
import os from 'node:os';
import { EDGE_END, EDGE_START, OFFSET, QUICK } from './config.mjs';
import { printTable, writeSection } from './report.mjs';
import { startEdge } from '../edge/stack.cjs';
import { runLoad } from '../edge/load.cjs';
import { edgeRequests } from '../edge/scenario.cjs';

/**
 * @param {{date: string, commit: string, load: string, cpus: string}} env the machine (`machine()` of report.mjs)
 */
export async function edgePart(env) {
  const servers = Number(process.env.BENCH_EDGE_SERVERS || 2);
  const seconds = QUICK ? 10 : 30;
  const [killAt, startAt] = QUICK ? [3, 6] : [10, 20];
  const stack = await startEdge({ offset: OFFSET + 500, servers });
  try {
    stack.startJobRunners(2);
    const requests = await edgeRequests(stack.url);
    // warm: the remotes' server containers, the renderers' caches, the edge's copies
    await runLoad({ base: stack.url, requests, connections: 10, seconds: 3 });
    /** @type {Array<[string, Awaited<ReturnType<typeof runLoad>>, string]>} */
    const rows = [];
    const run = async (/** @type {string} */ what, /** @type {Parameters<typeof runLoad>[0]['events']} */ events) => {
      const load = os.loadavg()[0].toFixed(1);
      const r = await runLoad({ base: stack.url, requests, connections: 50, seconds, events });
      console.log(
        `edge: ${what}: ${r.requests} requests in ${r.seconds.toFixed(1)} s, ${r.failed} failed, ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms (edge cache ${JSON.stringify(r.edge)}; load ${load})`,
      );
      for (const f of r.failures) console.log(`  ${f}`);
      rows.push([what, r, load]);
    };
    await run('steady', []);
    await run(`app server 1 SIGKILLed at ${killAt} s, started at ${startAt} s`, [
      { at: killAt, run: () => stack.kill(0) },
      { at: startAt, run: () => stack.start(0) },
    ]);
    await run('rolling restart of every server from 1 s', [{ at: 1, run: () => stack.rollingRestart() }]);

    const ms = (/** @type {number} */ n) => `${n.toFixed(0)} ms`;
    const block = [
      EDGE_START,
      '## Past one machine',
      '',
      `\`npm run bench\` part 13 (\`BENCH_ONLY=edge\` runs it alone) on ${env.date}, commit ${env.commit}, load average ${env.load} at start`,
      `(${env.cpus}). nginx (\`deploy/nginx/\`) in front of ${servers} app-server processes of the production build on ports of their own,`,
      'the local catalog and backend, two job runners on its database. 50 connections through the edge, each answer checked: a',
      "UK and a US reader of one details page and of `/discover` (never the other region's page), `/`, `/dashboard/queue`",
      "(never from the cache), the shell's and a remote's hashed files, a remote's manifest. The machine is shared with other",
      'jobs (and the load generator runs on it): the latencies say as much about the machine as about the stack; the failures do not.',
      '',
      '| run | requests | failed | requests/s | p50 / p95 / p99 | edge cache (answers by status) | load average |',
      '|---|---|---|---|---|---|---|',
      ...rows.map(
        ([what, r, load]) =>
          `| ${what}, ${r.seconds.toFixed(0)} s | ${r.requests} | ${r.failed} | ${r.rps.toFixed(0)} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} | ${Object.entries(
            r.edge,
          )
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')} | ${load} |`,
      ),
      EDGE_END,
    ].join('\n');
    printTable(block);
    if (process.env.BENCH_NO_WRITE !== '1') writeSection(EDGE_START, EDGE_END, block, 'edge');
  } finally {
    await stack.stop();
  }
}
