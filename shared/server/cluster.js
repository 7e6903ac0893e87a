/**
 * Every core of the machine for the app servers (architecture §9): node's `cluster` — the primary
 * forks `workers` processes running the same script, each serving every app on the same ports
 * (the primary accepts the connections and hands them round-robin to the workers), and replaces a
 * worker that dies. The workers share the ports, the request limits' counters and a second level
 * of TMDB answers, which the primary keeps (`./shared-limits.js`, `./shared-answers.js`); each has
 * its own renderer and caches in front of those, as N instances behind a load balancer would.
 *
 * With `workers` ≤ 1 nothing is forked: `serve` runs in this process (one core, as before).
 */
// the module itself is the cluster (its types describe it as the default export)
const cluster = /** @type {import('node:cluster').Cluster} */ (/** @type {unknown} */ (require('node:cluster')));
const os = require('node:os');
const { answerRateLimits } = require('./shared-limits.js');
const { answerSharedTmdb } = require('./shared-answers.js');

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
 * V8's heap limits for each worker (architecture §9), MB. Without them V8 sizes the heap for the
 * machine's memory: 16 MiB semi-spaces (32 MiB of new space), and an old space it may let grow up
 * to 4× its live set before a full collection. A worker rendering pages (each render leaves a few MB
 * of garbage) carried 130–210 MB of heap over a live set of ~50–90 MB.
 * - `--max-old-space-size=512`: below 2 GB V8 lets the heap grow by a smaller factor (linearly
 *   from 1.3× at 256 MB), ~1.4× here, so the heap follows the live set. 512 is ~5× the heap's
 *   peak use under load (~100 MB; the 16 MiB page cache is buffers outside it): a margin no
 *   traffic came near, not a ceiling a worker runs into.
 * - `--max-semi-space-size=4`: 8 MiB of new space instead of 32 MiB; a scavenge copies only what
 *   survives, so it costs about the same and just runs more often.
 * Measured on the shell's server over 3,000 distinct pages, with the page cache's synchronous
 * compression: the largest worker's RSS ended at 221 MB with both (peak 248), 250 MB with the
 * old-space limit alone (peak 278), 418 MB with neither (peak 441). Serving a stored page costs
 * about the same CPU time (0.18–0.23 ms per response, against 0.15–0.21 ms before, on a busy machine).
 */
const WORKER_V8_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=4'];

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
 * The options a worker starts node with: the primary's (`process.execArgv`), then each of
 * {@link WORKER_V8_FLAGS} the operator did not give already on node's command line or in
 * `NODE_OPTIONS` (theirs wins; `--max-heap-size` stands for both, as V8 refuses it with the other two).
 * @param {readonly string[]} execArgv the primary's node options
 * @param {string | undefined} nodeOptions the `NODE_OPTIONS` environment variable
 * @returns {string[]}
 */
function workerExecArgv(execArgv, nodeOptions) {
  // a V8 flag's name, spelt with - or _ (`--max_old_space_size=…` is the same flag)
  const name = (/** @type {string} */ arg) => arg.split('=')[0].replace(/_/g, '-');
  const given = new Set([...execArgv, ...String(nodeOptions ?? '').split(/\s+/)].map(name));
  if (given.has('--max-heap-size')) return [...execArgv];
  return [...execArgv, ...WORKER_V8_FLAGS.filter((flag) => !given.has(name(flag)))];
}

/**
 * Runs the app servers on `workers` processes.
 * - Primary (`workers` > 1): forks them (`MALLOC_ARENA_MAX` and {@link WORKER_V8_FLAGS} unless set
 *   otherwise) and resolves once each says it listens; a worker that exits
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

  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
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
    // the request limits every worker counts against (`./shared-limits.js`), the TMDB answers they share (`./shared-answers.js`)
    answerRateLimits(worker);
    answerSharedTmdb(worker);
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

module.exports = { runServers, workerCount, workerExecArgv, WORKER_V8_FLAGS };
