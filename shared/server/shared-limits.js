/**
 * Request limits counted once for all the app server's processes (architecture §5c): a store for
 * `@fastify/rate-limit` whose counters live in the cluster's primary (`./cluster.js`), asked over
 * the IPC channel node's `cluster` gives each worker. With N workers behind one port, a limit of 30
 * is then 30, not 30 per worker (N × 30). Outside a cluster (one process, the tests) each server
 * counts for itself.
 *
 * The counters are fixed windows, as `@fastify/rate-limit`'s own in-memory store counts them: the
 * first request of a key starts a window of `timeWindow` ms; `current` counts the requests in it.
 * They are bounded (an LRU of {@link MAX_KEYS} keys per process), so no request can grow them.
 */
// the module itself is the cluster (its types describe it as the default export)
const cluster = /** @type {import('node:cluster').Cluster} */ (/** @type {unknown} */ (require('node:cluster')));
const { LRUCache } = require('lru-cache');

/** The type of the messages between a worker and the primary. */
const MESSAGE = 'streamscout:rate-limit';
/** Keys counted at most (per namespace and key): the least recently used go first. */
const MAX_KEYS = 100_000;
/** A worker whose primary has not answered within this many ms counts the request itself. */
const ASK_TIMEOUT_MS = 1000;

/**
 * Fixed-window counters.
 * @returns {(key: string, windowMs: number) => {current: number, ttl: number}} counts one request
 *   of `key`; `ttl` ms until its window ends
 */
function windowCounters() {
  /** @type {LRUCache<string, {count: number, start: number}>} */
  const windows = new LRUCache({ max: MAX_KEYS });
  return (key, windowMs) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.start + windowMs <= now) {
      w = { count: 0, start: now };
      windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: w.start + windowMs - now };
  };
}

/** The primary's counters, for every worker. */
const primaryCounters = windowCounters();

/** Questions of this worker waiting for the primary's answer, by id. */
const asked = new Map();
let nextId = 0;
let listening = false;

/**
 * Asks the primary to count one request of `key`; counts in `local` when there is no primary to
 * ask, or it does not answer in time.
 * @param {string} key @param {number} windowMs
 * @param {(err: Error | null, result: {current: number, ttl: number}) => void} cb
 * @param {ReturnType<typeof windowCounters>} local the asking server's own counters
 */
function countInCluster(key, windowMs, cb, local) {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send || !process.connected) return cb(null, local(key, windowMs));
  if (!listening) {
    listening = true;
    process.on('message', (/** @type {any} */ m) => {
      if (m?.type !== MESSAGE) return;
      const waiting = asked.get(m.id);
      if (!waiting) return;
      asked.delete(m.id);
      clearTimeout(waiting.timer);
      waiting.cb(null, { current: m.current, ttl: m.ttl });
    });
  }
  const id = (nextId += 1);
  const timer = setTimeout(() => {
    asked.delete(id);
    cb(null, local(key, windowMs));
  }, ASK_TIMEOUT_MS).unref();
  asked.set(id, { cb, timer });
  send({ type: MESSAGE, id, key, windowMs });
}

/**
 * The primary's side: answers a worker's counting questions from the primary's counters.
 * @param {import('node:cluster').Worker} worker a worker the primary just forked
 */
function answerRateLimits(worker) {
  worker.on('message', (/** @type {any} */ m) => {
    if (m?.type !== MESSAGE || typeof m.key !== 'string' || !(m.windowMs > 0)) return;
    const { current, ttl } = primaryCounters(m.key, m.windowMs);
    if (worker.isConnected()) worker.send({ type: MESSAGE, id: m.id, current, ttl });
  });
}

/** The window of a limiter that names none (ms): `@fastify/rate-limit`'s default, a minute. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * A `store` of `@fastify/rate-limit` counting in the cluster's primary (the plugin makes one per
 * server that registers it). The limiters of a server share it: each keeps its keys apart by their
 * prefix (`keyGenerator`).
 */
class SharedRateLimitStore {
  /** @param {unknown} [_options] the plugin's options (unused) @param {ReturnType<typeof windowCounters>} [local] */
  constructor(_options, local = windowCounters()) {
    /** This server's own counters, when there is no primary to ask. */
    this.local = local;
  }

  /**
   * Counts one request of `key` (what the plugin calls, with the limiter's window).
   * @param {string} key @param {(err: Error | null, result: {current: number, ttl: number}) => void} cb
   * @param {number} [timeWindow] ms
   */
  incr(key, cb, timeWindow = DEFAULT_WINDOW_MS) {
    countInCluster(key, timeWindow, cb, this.local);
  }

  /** @returns {SharedRateLimitStore} a limiter's store: the same counters */
  child() {
    return new SharedRateLimitStore(undefined, this.local);
  }
}

module.exports = { SharedRateLimitStore, answerRateLimits };
