#!/usr/bin/env node
/**
 * `npm run reliability`: starts its own StreamScout stack (the production build, `scripts/start.mjs`
 * on ports shifted by RELIABILITY_PORT_OFFSET, default 7000; the backend in a temp data dir, the
 * catalog's runtime fault knobs on, no sign-in rate limits except on a second backend started for
 * that check), then tries to break it and writes RELIABILITY.md: one table — load held, faults
 * survived, bad inputs tried, nothing lost. Sections written by hand below the table (from the
 * first "## " heading on, e.g. the job runner's cases and the tests that cover them) are kept.
 *
 * All traffic goes to 127.0.0.1 (and localhost); every loop is bounded in count and time; the
 * stack and the browser are stopped at the end. Exit code 1 when a check failed. The pass/fail
 * cases also live in `npm test` (jest, Playwright); the timings only here.
 */
import { chromium } from 'playwright-core';
import { checkAccounts } from './reliability/accounts.mjs';
import { checkRemotesDown, checkTmdbFaults } from './reliability/faults.mjs';
import { checkLongList } from './reliability/gallery.mjs';
import { SHELL, SUPA, healthy, row, until } from './reliability/harness.mjs';
import { checkBadInputs, checkRateLimits } from './reliability/inputs.mjs';
import { checkLoad } from './reliability/load.mjs';
import { writeReport } from './reliability/report.mjs';
import { checkBackendRestart } from './reliability/restart.mjs';
import { startStack } from './reliability/stack.mjs';

// The checks, one file each under scripts/reliability/: accounts against each other, bad inputs
// and sign-in limits, load, then in Chromium a long gallery, TMDB faults, remotes down and the
// backend restarted. Each adds its rows to the table.
const stack = startStack();
try {
  const up = await until(async () => (await healthy(`${SHELL}/config.json`)) && (await healthy(`${SUPA}/health`)), 120_000, 250);
  if (!up) throw new Error(`the stack did not start:\n${stack.log()}`);
  const { a, b } = await checkAccounts();
  await checkBadInputs(a, b);
  await checkRateLimits(stack.stopFirst);
  await checkLoad();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  stack.stopFirst(() => browser.close());
  await checkLongList(browser);
  await checkTmdbFaults(browser);
  await checkRemotesDown(browser);
  await checkBackendRestart(browser, stack);
} catch (e) {
  row('run', 'the suite ran to the end', false, String(e instanceof Error ? e.message : e).slice(0, 200));
} finally {
  await stack.cleanup();
}
process.exit((await writeReport()) ? 0 : 1);
