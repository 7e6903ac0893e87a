/**
 * The app past one machine (README "Deploy"): the production build behind the edge of
 * `deploy/nginx/` (nginx: balancer and cache) with two app-server processes on ports of their own,
 * job runners on the one database — started here on ports E2E_PORT_OFFSET + 500
 * (`scripts/edge/stack.cjs`), beside the suite's own stack.
 *
 * - A server SIGKILLed under load and started again, then a rolling restart of both (each stopped
 *   gracefully — the edge sends what it refuses to the other —, started, back in rotation): 50 connections, every answer checked
 *   (`scripts/edge/scenario.cjs`): no request fails, no UK reader gets the US page nor the reverse,
 *   no signed-in route comes from the cache, every `Vary` is a header the edge's key holds. The bench's
 *   part 13 runs the same for 30 s (kill at 10 s, start at 20 s); here shorter, for CI.
 * - Two job runners against the one database during all of it: one scheduled run per minute,
 *   each check once.
 * - A browser through the edge: the page and its remotes load from the one origin.
 */
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { OFFSET } from './helpers';
import { startEdge, type EdgeStack } from '../scripts/edge/stack.cjs';
import { runLoad } from '../scripts/edge/load.cjs';
import { edgeRequests } from '../scripts/edge/scenario.cjs';

test.describe.configure({ mode: 'serial' });

let stack: EdgeStack;
let requests: Awaited<ReturnType<typeof edgeRequests>>;

test.beforeAll(async () => {
  // two backends and five app-server processes starting beside the suite's own stack on two cores
  test.setTimeout(420_000);
  stack = await startEdge({ offset: OFFSET + 500, servers: 2 });
  // every minute is a scheduled run: over this spec's minute or two, one scan each, whichever runner sends it
  stack.startJobRunners(2, { ALERTS_CRON: '* * * * *', ALERTS_CRON_CHECK_S: '1', ALERTS_POLL_S: '0.5' });
  requests = await edgeRequests(stack.url);
});

test.afterAll(async () => {
  await stack?.stop();
});

/** Writes a run's figures into the report (the list reporter prints annotations of failed tests only; the bench prints them always). */
function note(what: string, r: Awaited<ReturnType<typeof runLoad>>) {
  const text = `${r.requests} requests in ${r.seconds.toFixed(1)} s, ${r.failed} failed; p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms; edge ${JSON.stringify(r.edge)}`;
  test.info().annotations.push({ type: what, description: text });
  console.log(`[edge] ${what}: ${text}`);
}

test('a server SIGKILLed under load and started again: not one request fails, no reader gets another region’s page', async () => {
  test.setTimeout(120_000);
  const r = await runLoad({
    base: stack.url,
    requests,
    connections: 50,
    seconds: 12,
    events: [
      { at: 3, run: () => stack.kill(0) },
      { at: 6, run: () => stack.start(0) },
    ],
  });
  note('kill under load', r);
  expect(r.failures).toEqual([]);
  expect(r.requests).toBeGreaterThan(100);
  // the pages came from the cache too: the edge kept the public pages while a server was gone
  expect(r.edge.HIT ?? 0).toBeGreaterThan(0);
});

test('a rolling restart under load (each server stopped gracefully, started, back in rotation): not one request fails', async () => {
  test.setTimeout(150_000);
  const pidsBefore = stack.appServerPids();
  const r = await runLoad({
    base: stack.url,
    requests,
    connections: 50,
    seconds: 2,
    events: [{ at: 1, run: () => stack.rollingRestart() }],
  });
  note('rolling restart', r);
  expect(r.failures).toEqual([]);
  // every server is a new process now
  expect(stack.appServerPids().filter((pid) => pidsBefore.includes(pid))).toEqual([]);
});

test('two job runners on one database through all of it: one scheduled run per minute, each check once', async () => {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    // the scans so far, each with the minute it was sent for; each check of a scan (its id names the run and the title)
    const scans = await db.query<{ minute: string; n: number }>(
      `select to_char(date_trunc('minute', created_on), 'HH24:MI') as minute, count(*)::int as n
         from pgboss.job where name = 'availability-scan' group by 1 order by 1`,
    );
    expect(scans.rows.length).toBeGreaterThan(0);
    expect(scans.rows.filter((s) => s.n !== 1)).toEqual([]);
    const checks = await db.query<{ run: string; title: string; n: number }>(
      `select data->>'run' as run, singleton_key as title, count(*)::int as n
         from pgboss.job where name = 'availability-check' group by 1, 2 having count(*) > 1`,
    );
    expect(checks.rows).toEqual([]);
  } finally {
    await db.end();
  }
});

test('a browser through the edge: the details page renders and its remote loads from the same origin', async ({ page }) => {
  const details = requests[0].path;
  const remoteFiles: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/remotes/details/')) remoteFiles.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  await page.goto(`${stack.url}${details}`);
  await expect(page.getByTestId('where-to-watch')).toBeVisible();
  await expect.poll(() => remoteFiles.some((f) => f.startsWith('200 /remotes/details/'))).toBe(true);
  expect(remoteFiles.filter((f) => !/^(200|304) /.test(f))).toEqual([]);
});
