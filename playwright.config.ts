/**
 * End-to-end tests in Debian Chromium (/usr/bin/chromium; never a downloaded browser) against the
 * production build served by scripts/start.mjs with every port shifted by 1000 (shell :4000,
 * remotes :4001–4004, TMDB :4010, Supabase :55321 in memory), so a running `npm start` is untouched.
 */
import { defineConfig } from '@playwright/test';
import { portsFor } from '@streamscout/apps';

/** Port shift of the e2e stack; `E2E_PORT_OFFSET` lets two checkouts run e2e side by side. */
export const OFFSET = Number(process.env.E2E_PORT_OFFSET || 1000);
export const SHELL_URL = `http://localhost:${portsFor({}, OFFSET).shell}`;

/**
 * Specs that change what every other test sees — the catalog's fault and date knobs, the backend
 * killed and restarted — and the edge's load runs (e2e/edge.spec.ts: 50 connections, every core busy) run after
 * all others, one at a time. The rest may run two at a time
 * (`E2E_WORKERS=2`: their users, lists and pages are their own; most of a browser test waits on
 * the network, so two workers finish the suite in about 60% of the time on two cores). The default
 * stays one at a time until the races two workers exposed on a busy machine are fixed (a carousel
 * swipe right after the first one was not taken).
 */
const ISOLATED = ['**/alerts.spec.ts', '**/failures.spec.ts', '**/reliability.spec.ts', '**/calendar.spec.ts', '**/edge.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 1),
  projects: [
    { name: 'shared', testIgnore: ISOLATED },
    { name: 'isolated', testMatch: ISOLATED, dependencies: ['shared'], workers: 1 },
  ],
  // A flaky test fails rather than passing on a second try: flakiness is a bug to find.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    // the app's service worker (architecture §12) would answer requests the page's routes fault or
    // count: blocked here, allowed in e2e/offline.spec.ts, the spec that tests it
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/start.mjs --memory --port-offset ${OFFSET}`,
    url: `${SHELL_URL}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Many signups from 127.0.0.1 in one run: no sign-in/signup rate limits on the e2e backend
    // (the limits are tested in jest on backends of their own). The catalog's runtime fault knobs
    // (`PUT /__knobs`) let e2e/failures.spec.ts break TMDB and heal it — so the shell's server
    // renderer does not reuse TMDB answers here (a page cached by an earlier test would hide the
    // failure; it falls back to the client-rendered page when TMDB fails, as in production).
    env: {
      LOCAL_SUPABASE_RATE_LIMIT_IP: '0',
      LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '0',
      TMDB_LOCAL_RUNTIME_KNOBS: '1',
      SSR_TMDB_CACHE_TTL_MS: '0',
      // …so every server render asks the catalog: 3 s before a render gives up on it, not 1 s, so a
      // stall of this 2-core machine does not turn a server-rendered page into the client-rendered one
      SSR_TMDB_TIMEOUT_MS: '3000',
      // nor do the calendar and the private feeds keep TMDB's answers for the day (a test moves the catalog's date)
      CALENDAR_CACHE_BYTES: '0',
      // the alert job runner is tested on its own (jobs/test, against the same embedded Postgres);
      // here it would only poll the one-connection backend the browser flows share; e2e/alerts.spec.ts
      // runs it on demand (`--once --until-done`) on the database's wire-protocol port (LOCAL_PG_WIRE)
      JOBS: '0',
      LOCAL_PG_WIRE: '1',
      // the app servers' request log (one line per request) would bury the test report: warnings and errors only
      LOG_LEVEL: 'warn',
      // one server process: per-process state (the remotes' registry, the caches) stays in one
      // place; the cluster, and the feeds' limits it shares between workers, are tested in jest
      // (shared/server/test/cluster.node.test.js)
      WEB_CONCURRENCY: '1',
    },
  },
});
