/**
 * The stack `npm run reliability` tries to break: the production build served by
 * `scripts/start.mjs` on ports shifted by RELIABILITY_PORT_OFFSET, the backend in a temp data dir,
 * the catalog's runtime fault knobs on and no sign-in rate limits.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OFFSET, root } from './harness.mjs';

/**
 * Starts the stack (exits with code 2 when a build is missing).
 * @returns the running stack: its log so far, the backend's pid, and its cleanup
 */
export function startStack() {
  for (const app of ['shell', 'mfe-search', 'mfe-details', 'mfe-discover', 'mfe-dashboard']) {
    if (!fs.existsSync(path.join(root, app, 'dist/index.html'))) {
      console.error(`${app}/dist is missing: run 'npm run build' first`);
      process.exit(2);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-reliability-'));
  let log = '';
  const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--port-offset', String(OFFSET), '--data-dir', dataDir], {
    env: { ...process.env, TMDB_LOCAL_RUNTIME_KNOBS: '1', LOCAL_SUPABASE_RATE_LIMIT_IP: '0', LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stack.stdout.on('data', (d) => (log += d));
  stack.stderr.on('data', (d) => (log += d));
  /** @type {Array<() => Promise<unknown>>} */
  const before = [];
  async function cleanup() {
    for (const stop of before) await stop().catch(() => {});
    stack.kill('SIGTERM');
    await /** @type {Promise<void>} */ (new Promise((r) => (stack.exitCode !== null ? r() : stack.once('exit', () => r()))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const backendPid = () => {
    const all = [...log.matchAll(/\[start\] local Supabase (?:started|restarted)[^\n]*pid (\d+)/g)];
    return all.length ? Number(all[all.length - 1][1]) : null;
  };
  return {
    /** Everything the stack printed so far. */
    log: () => log,
    /** The pid of the backend start.mjs runs now (after a restart, the new one), or null. */
    backendPid,
    /** Stops what was handed to `stopFirst` (in order), then the stack, and removes the data dir. */
    cleanup,
    /** @param {() => Promise<unknown>} stop something to stop before the stack (the browser, another backend) */
    stopFirst: (stop) => void before.push(stop),
  };
}
