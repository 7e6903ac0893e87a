/**
 * Every core of the machine for the app servers (issue 26 §2): node's `cluster` — the primary
 * forks `workers` processes running the same script, each serving every app on the same ports
 * (the primary accepts the connections and hands them round-robin to the workers), and replaces a
 * worker that dies. The workers share nothing but the ports: each has its own renderer and caches,
 * as N instances behind a load balancer would (the server is stateless).
 *
 * With `workers` ≤ 1 nothing is forked: `serve` runs in this process (one core, as before).
 */
// the module itself is the cluster (its types describe it as the default export)
const cluster = /** @type {import('node:cluster').Cluster} */ (/** @type {unknown} */ (require('node:cluster')));
const os = require('node:os');

/** A worker that dies is replaced after this many ms, doubling per quick death up to {@link RESTART_MAX_MS}. */
const RESTART_FIRST_MS = 200;
const RESTART_MAX_MS = 10_000;
/** A worker that served this long (ms) was healthy: the next restart starts the backoff again. */
const HEALTHY_AFTER_MS = 30_000;
/** The message a worker sends the primary once it listens. */
const READY = 'streamscout:ready';
/**
 * glibc's malloc arenas per worker unless `MALLOC_ARENA_MAX` is set. With its default (8 per core)
 * the brotli and gzip contexts that libuv's thread pool allocates and frees land in several arenas
 * whose freed pages are rarely given back: measured on the shell's server over 1,800 distinct
 * pages, RSS grew from 160 to 570 MB with the default and stayed at 220–300 MB with 2.
 */
const MALLOC_ARENAS = '2';

/**
 * How many app-server processes to run: `WEB_CONCURRENCY` when it is a positive integer, else the
 * cores this process may use (`os.availableParallelism()`).
 * @param {Record<string, string | undefined>} env
 * @returns {number} ≥ 1
 * @throws Error when WEB_CONCURRENCY is set but not a positive integer (e.g. '0', 'two')
 */
function workerCount(env) {
  const raw = env.WEB_CONCURRENCY;
  if (raw === undefined || raw === '') return os.availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`WEB_CONCURRENCY must be a positive integer (got '${raw}')`);
  return n;
}

/**
 * Runs the app servers on `workers` processes.
 * - Primary (`workers` > 1): forks them and resolves once each says it listens; a worker that exits
 *   afterwards (crash, kill) is replaced — logged, with a backoff — while the others keep serving;
 *   one that exits before it ever listened (a port in use, a bad build) rejects the start.
 * - Worker: runs `serve`, then tells the primary; SIGTERM/SIGINT close its servers and end it.
 * - `workers` ≤ 1: runs `serve` here.
 * @param {object} o
 * @param {number} o.workers how many processes serve (see {@link workerCount})
 * @param {() => Promise<{close: () => unknown}[]>} o.serve starts this process's servers (listening) and returns them
 * @param {(line: string) => void} [o.log] where the primary's lines go (default stderr)
 * @returns {Promise<{role: 'primary' | 'worker' | 'single', pids: () => number[], close: () => Promise<void>}>}
 *   `pids`: the serving processes now; `close`: stops them (the primary's: every worker, waiting for them to exit)
 */
async function runServers(o) {
  const log = o.log ?? ((line) => console.error(line));
  if (cluster.isWorker) {
    const servers = await o.serve();
    const close = async () => {
      await Promise.allSettled(servers.map((s) => s.close()));
    };
    const stop = () => close().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    // the primary is gone (killed without a word): nothing left to serve for
    process.once('disconnect', stop);
    process.send?.(READY);
    return { role: 'worker', pids: () => [process.pid], close };
  }
  if (o.workers <= 1) {
    const servers = await o.serve();
    return {
      role: 'single',
      pids: () => [process.pid],
      close: async () => {
        await Promise.allSettled(servers.map((s) => s.close()));
      },
    };
  }

  let stopping = false;
  let delay = RESTART_FIRST_MS;
  /** @type {Set<import('node:cluster').Worker>} */
  const live = new Set();
  /** @type {(worker: import('node:cluster').Worker) => Promise<void>} */
  const ready = (worker) =>
    new Promise((resolve, reject) => {
      const onMessage = (/** @type {unknown} */ m) => {
        if (m !== READY) return;
        worker.off('exit', onEarlyExit);
        resolve();
      };
      const onEarlyExit = (/** @type {number} */ code, /** @type {string} */ signal) => {
        worker.off('message', onMessage);
        reject(new Error(`app server worker ${worker.process.pid} stopped before it listened (${signal || `exit code ${code}`})`));
      };
      worker.on('message', onMessage);
      worker.once('exit', onEarlyExit);
    });

  /** Forks one worker; once it listens, a later exit forks its replacement. */
  const fork = () => {
    const worker = cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || MALLOC_ARENAS });
    const startedAt = Date.now();
    live.add(worker);
    const listening = ready(worker);
    listening.then(
      () => {
        worker.once('exit', (/** @type {number} */ code, /** @type {string} */ signal) => {
          live.delete(worker);
          if (stopping) return;
          if (Date.now() - startedAt >= HEALTHY_AFTER_MS) delay = RESTART_FIRST_MS;
          const wait = delay;
          delay = Math.min(RESTART_MAX_MS, delay * 2);
          log(
            `[start] app server worker ${worker.process.pid} stopped (${signal || `exit code ${code}`}); ${live.size} serving; a new one in ${wait} ms`,
          );
          setTimeout(() => {
            if (stopping) return;
            const next = fork();
            next.listening.then(
              () => log(`[start] app server worker ${next.worker.process.pid} serving (replaces ${worker.process.pid})`),
              (e) => log(`[start] ${e instanceof Error ? e.message : e}`),
            );
          }, wait).unref();
        });
      },
      () => live.delete(worker),
    );
    return { worker, listening };
  };

  const first = Array.from({ length: o.workers }, fork);
  const close = async () => {
    stopping = true;
    const exits = [...live].map((w) => new Promise((resolve) => (w.isDead() ? resolve(null) : w.once('exit', resolve))));
    for (const w of live) w.process.kill('SIGTERM');
    await Promise.all(exits);
  };
  try {
    await Promise.all(first.map((f) => f.listening));
  } catch (e) {
    await close();
    throw e;
  }
  log(`[start] ${o.workers} app server workers (pids ${first.map((f) => f.worker.process.pid).join(', ')})`);
  return { role: 'primary', pids: () => [...live].map((w) => /** @type {number} */ (w.process.pid)), close };
}

module.exports = { runServers, workerCount };
