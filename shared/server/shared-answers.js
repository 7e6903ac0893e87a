/**
 * TMDB answers shared by all the app server's processes (architecture §9, §9a, §5e): behind each
 * worker's own answer caches (the renderer's `tmdbCache.ts`, the planner's `createPlanSource`,
 * under keys of their own: `plan:…`), a second level kept by the cluster's
 * primary (`./cluster.js`) and asked over the IPC channel node's `cluster` gives each worker, as
 * the request limits are (`./shared-limits.js`). With N workers a title then costs TMDB one request
 * per TTL, not N: a worker that misses asks the primary first; the first to ask a key the primary
 * lacks fetches it from TMDB and hands the answer over, and the others asking meanwhile wait for
 * it instead of fetching too.
 *
 * - Bounded: the primary keeps at most {@link MAX_BYTES} of answers (their JSON), least recently used out first.
 * - A worker whose fetch fails says so (`drop`): the ones waiting fetch for themselves; so do they
 *   when no answer comes within {@link LEASE_MS} (the fetching worker died), or the primary does
 *   not answer within {@link ASK_TIMEOUT_MS} more. A failure is never kept.
 * - Outside a cluster (one process, the tests) there is nothing to share: {@link sharedTmdbAnswers} is null.
 */
// the module itself is the cluster (its types describe it as the default export)
const cluster = /** @type {import('node:cluster').Cluster} */ (/** @type {unknown} */ (require('node:cluster')));
const { LRUCache } = require('lru-cache');

/** The type of the messages between a worker and the primary. */
const MESSAGE = 'streamscout:tmdb-answers';
/** Bytes of answers the primary keeps (their JSON): 32 MiB. */
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * A fetch not handed over within this many ms: the workers waiting for it fetch for themselves.
 * A fetch always ends in an answer or a failure (both handed over: `put`, `drop`), however long it
 * waited for a slot of its client; this only guards against a worker that died meanwhile.
 */
const LEASE_MS = 10_000;
/** A worker whose primary has not answered within this many ms fetches for itself. */
const ASK_TIMEOUT_MS = 1000;

/** @typedef {import('./renderer').SharedTmdbAnswers} SharedTmdbAnswers */
/** What the primary answers an ask: the answer and how long it stays fresh, or "fetch it yourself". @typedef {{json: string, ttlMs: number} | {fetch: true}} Reply */

/**
 * The primary's answers and the keys being fetched (the primary's side, as an object).
 * @param {{maxBytes?: number, leaseMs?: number}} [o]
 */
function createAnswerBoard(o = {}) {
  /** @type {LRUCache<string, string>} */
  const answers = new LRUCache({ maxSize: o.maxBytes ?? MAX_BYTES, sizeCalculation: (json, key) => json.length + key.length, ttl: 1 });
  /** Keys a worker is fetching: who, and the asks waiting for its answer. @type {Map<string, {owner: string, waiting: ((r: Reply) => void)[], timer: NodeJS.Timeout}>} */
  const fetching = new Map();
  /** @param {string} key @param {Reply} reply to everyone waiting */
  const settle = (key, reply) => {
    const f = fetching.get(key);
    if (!f) return;
    fetching.delete(key);
    clearTimeout(f.timer);
    for (const answer of f.waiting) answer(reply);
  };
  return {
    /**
     * An ask of `who` for `key`: the answer when kept; else "fetch it" to the first asker, and
     * the others wait for what it hands over.
     * @param {string} key @param {string} who the asking worker @param {(r: Reply) => void} reply
     */
    ask(key, who, reply) {
      const json = answers.get(key);
      if (json !== undefined) return reply({ json, ttlMs: Math.max(1, answers.getRemainingTTL(key)) });
      const f = fetching.get(key);
      if (f && f.owner !== who) return void f.waiting.push(reply);
      if (!f)
        fetching.set(key, {
          owner: who,
          waiting: [],
          timer: setTimeout(() => settle(key, { fetch: true }), o.leaseMs ?? LEASE_MS).unref(),
        });
      reply({ fetch: true });
    },
    /** A fetched answer, kept `ttlMs` (0: handed to those waiting, not kept). @param {string} key @param {string} json @param {number} ttlMs */
    put(key, json, ttlMs) {
      if (ttlMs > 0) answers.set(key, json, { ttl: ttlMs });
      settle(key, ttlMs > 0 ? { json, ttlMs } : { fetch: true });
    },
    /** The fetch of `key` failed: those waiting fetch for themselves. @param {string} key */
    drop(key) {
      settle(key, { fetch: true });
    },
  };
}

/** The primary's board, for every worker. */
const board = createAnswerBoard();

/**
 * The primary's side: answers a worker's asks and takes its answers.
 * @param {import('node:cluster').Worker} worker a worker the primary just forked
 */
function answerSharedTmdb(worker) {
  const who = String(worker.id);
  worker.on('message', (/** @type {any} */ m) => {
    if (m?.type !== MESSAGE || typeof m.key !== 'string') return;
    if (m.op === 'ask') {
      board.ask(m.key, who, (reply) => {
        if (worker.isConnected()) worker.send({ type: MESSAGE, id: m.id, ...reply });
      });
    } else if (m.op === 'put' && typeof m.json === 'string') board.put(m.key, m.json, Number(m.ttlMs) || 0);
    else if (m.op === 'drop') board.drop(m.key);
  });
}

/** This process's store, once made (one per process: two would both read every reply, their ids alike). @type {SharedTmdbAnswers | null | undefined} */
let workerStore;

/**
 * A worker's side: the store its renderer's answer cache and the planner's source ask (contract:
 * `SharedTmdbAnswers` of `./renderer.d.ts`), the same one to every caller in the process.
 * @returns {SharedTmdbAnswers | null} null outside a cluster
 */
function sharedTmdbAnswers() {
  if (workerStore === undefined) workerStore = workerAnswers();
  return workerStore;
}

/** @returns {SharedTmdbAnswers | null} a new store over the IPC channel, null outside a cluster */
function workerAnswers() {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return null;
  /** Asks waiting for the primary, by id. @type {Map<number, (r: Reply) => void>} */
  const asked = new Map();
  let nextId = 0;
  process.on('message', (/** @type {any} */ m) => {
    if (m?.type !== MESSAGE) return;
    asked.get(m.id)?.(m);
  });
  const post = (/** @type {object} */ m) => {
    if (process.connected) send({ type: MESSAGE, ...m });
  };
  return {
    get(key) {
      if (!process.connected) return Promise.resolve(null);
      const id = (nextId += 1);
      return new Promise((resolve) => {
        // the primary's own wait is bounded by the lease; past both, fetch for ourselves
        const timer = setTimeout(() => done({ fetch: true }), ASK_TIMEOUT_MS + LEASE_MS).unref();
        const done = (/** @type {Reply} */ r) => {
          asked.delete(id);
          clearTimeout(timer);
          resolve('json' in r && typeof r.json === 'string' ? { json: r.json, ttlMs: r.ttlMs } : null);
        };
        asked.set(id, done);
        post({ op: 'ask', id, key });
      });
    },
    put: (key, json, ttlMs) => post({ op: 'put', key, json, ttlMs }),
    drop: (key) => post({ op: 'drop', key }),
  };
}

/**
 * A store over a board in this process (no IPC): what one worker of the board sees. For the tests
 * of the answer cache, whose "workers" are two caches of one process.
 * @param {ReturnType<typeof createAnswerBoard>} b @param {string} who
 * @returns {SharedTmdbAnswers}
 */
function boardStore(b, who) {
  return {
    get: (key) => new Promise((resolve) => b.ask(key, who, (r) => resolve('json' in r ? r : null))),
    put: (key, json, ttlMs) => b.put(key, json, ttlMs),
    drop: (key) => b.drop(key),
  };
}

module.exports = { answerSharedTmdb, sharedTmdbAnswers, createAnswerBoard, boardStore };
