/**
 * The shell server's cache of rendered HTML (architecture §9): one copy per page variant — the path
 * with its query string, the region and language the page was rendered for and the remembered views it shows
 * (the key is the caller's) — kept compressed (brotli and gzip, made once when stored), in an LRU
 * bounded by bytes (`lru-cache`'s `maxSize`), with the same rule a CDN is given in
 * `Cache-Control`: fresh for `freshMs` (`s-maxage`), then served stale for up to `staleMs` more
 * (`stale-while-revalidate`) while one background render refreshes it.
 *
 * - {@link PageCache.get}: the entry and whether it is fresh or stale, or null (never stored, evicted, expired).
 * - {@link PageCache.render}: concurrent renders of one key share one render (the first caller's);
 *   the result is stored when the producer says so (a good, public page), and every waiter gets it.
 * - {@link PageCache.refresh}: the background render of a stale key, at most one at a time per key;
 *   a failed refresh keeps the stale copy until it expires (a CDN's `stale-if-error` in effect).
 *
 * Nothing here knows what a page is: app.js decides what may be stored (never a personal page, an
 * error page or the client-rendered fallback).
 */
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { LRUCache } = require('lru-cache');

/**
 * Bytes of compressed HTML the cache keeps by default: 16 MiB (about 700 details pages at ~10 KiB
 * brotli + ~13 KiB gzip). 24 MiB before; over 10,000 distinct pages 16 MiB and the smaller TMDB
 * answer cache of the shell's renderer took the largest worker's RSS from 217–229 to 206 MB (peak
 * 256–257 → 237; BENCHMARKS.md, "Eleventh round"). A CDN in front keeps the popular pages anyway.
 */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** How long a stored page is fresh by default (ms): a minute, the CDN's `s-maxage`. */
const DEFAULT_FRESH_MS = 60_000;
/** How long past fresh a page may still be served while it is refreshed (ms): 10 minutes, the CDN's `stale-while-revalidate`. */
const DEFAULT_STALE_MS = 600_000;
/** What one entry costs beyond its bodies (key, headers, object): a rough, fixed allowance in bytes. */
const ENTRY_OVERHEAD = 512;

/**
 * One stored page.
 * @typedef {object} PageEntry
 * @property {number} status the response status (200: only good pages are stored)
 * @property {string} region the region it was rendered for (ISO 3166-1 alpha-2)
 * @property {string} [language] the language it was rendered in (absent: English)
 * @property {Buffer} br the HTML, brotli-compressed
 * @property {Buffer} gzip the HTML, gzip-compressed (also the source of an uncompressed answer)
 * @property {string} hash a hash of the HTML (the ETag's stem)
 * @property {number} storedAt when it was rendered (ms since epoch)
 */

/**
 * What a render gives the cache: the page to answer with and, when `store`, what to keep.
 * @template T
 * @typedef {{ value: T, store?: {status: number, region: string, language?: string, html: string} | null }} Produced
 */

/**
 * Brotli's window (log2 of bytes) for a body of `bytes`: just big enough to hold it (16–22).
 * The default, 22 (4 MiB), makes each compression allocate buffers sized for a 4 MiB body, where a
 * page is ~50–300 KB: the same output for far less native memory per render.
 * @param {number} bytes
 * @returns {number}
 */
function windowBits(bytes) {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * The compressed entry of a page's HTML (brotli quality 9 — compressed once per render and served
 * many times, so a better ratio than the per-request quality 4 pays — and gzip level 9).
 *
 * Synchronous on purpose (architecture §9): zlib's asynchronous calls run on libuv's thread pool, up to
 * four at once with the page cache's concurrent renders, each with its own brotli or gzip state
 * allocated and freed on a pool thread, in that thread's glibc arena. Here one state at a time is
 * made and freed on the main thread. Over 3,000 distinct pages (8 at a time, with the workers' heap
 * limits of `./cluster.js`) the largest worker's RSS peaked at 278 MB instead of 348 MB, and its
 * memory outside the JS heap and buffers at ≤ 87 MB instead of ≤ 166 MB. The CPU time is the same,
 * now spent on the event loop, once per render: 1–5 ms for a details or search page (26–64 KB of
 * HTML), 27–56 ms for `/discover` (200 KB), measured on a busy 2-core machine.
 * @param {{status: number, region: string, language?: string, html: string}} page
 * @param {number} storedAt ms since epoch
 * @returns {PageEntry}
 */
function compressEntry(page, storedAt) {
  const raw = Buffer.from(page.html);
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(raw.length),
    },
  });
  const gz = zlib.gzipSync(raw, { level: 9 });
  const hash = crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 20);
  return { status: page.status, region: page.region, ...(page.language ? { language: page.language } : {}), br, gzip: gz, hash, storedAt };
}

/**
 * A fresh, empty page cache.
 * @param {object} [o]
 * @param {number} [o.maxBytes] bytes of compressed HTML kept ({@link DEFAULT_MAX_BYTES}); the least recently used page goes first
 * @param {number} [o.freshMs] ms a page is served as is ({@link DEFAULT_FRESH_MS})
 * @param {number} [o.staleMs] ms past fresh a page is still served while one render refreshes it ({@link DEFAULT_STALE_MS})
 * @param {() => number} [o.now] the clock (ms since epoch; tests move it)
 * @param {(error: unknown) => void} [o.onRefreshError] told when a background refresh throws (the stale copy stays)
 */
function createPageCache(o = {}) {
  const maxBytes = o.maxBytes ?? DEFAULT_MAX_BYTES;
  const freshMs = o.freshMs ?? DEFAULT_FRESH_MS;
  const staleMs = o.staleMs ?? DEFAULT_STALE_MS;
  const now = o.now ?? Date.now;
  if (!(maxBytes > 0) || !(freshMs > 0) || !(staleMs >= 0)) throw new Error('page cache: maxBytes and freshMs must be > 0, staleMs ≥ 0');
  /** @type {LRUCache<string, PageEntry>} */
  const pages = new LRUCache({
    maxSize: maxBytes,
    // a page larger than an eighth of the cache is not kept (it would push out many others)
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (entry, key) => entry.br.length + entry.gzip.length + key.length * 2 + ENTRY_OVERHEAD,
  });
  /** Renders under way, by key: concurrent misses wait on the first. @type {Map<string, Promise<any>>} */
  const inflight = new Map();
  /** Keys whose background refresh is under way. @type {Set<string>} */
  const refreshing = new Set();
  const counters = { hits: 0, stale: 0, misses: 0, stored: 0, refreshes: 0 };

  /**
   * Runs `produce` once for every concurrent caller of `key` and stores what it says to store.
   * @template T
   * @param {string} key
   * @param {() => Promise<Produced<T>>} produce
   * @returns {Promise<{value: T, entry: PageEntry | null}>}
   */
  const run = (key, produce) => {
    const pending = inflight.get(key);
    if (pending) return pending;
    const started = now();
    const job = (async () => {
      const produced = await produce();
      /** @type {PageEntry | null} */
      let entry = null;
      if (produced.store) {
        entry = compressEntry(produced.store, started);
        pages.set(key, entry, { ttl: freshMs + staleMs });
        counters.stored += 1;
      }
      return { value: produced.value, entry };
    })().finally(() => inflight.delete(key));
    inflight.set(key, job);
    return job;
  };

  return {
    /**
     * The stored page of `key`.
     * @param {string} key
     * @returns {{entry: PageEntry, state: 'fresh' | 'stale', ageMs: number} | null} null when none (never stored, evicted, expired)
     */
    get(key) {
      const entry = pages.get(key);
      if (!entry) {
        counters.misses += 1;
        return null;
      }
      const ageMs = Math.max(0, now() - entry.storedAt);
      if (ageMs > freshMs + staleMs) {
        pages.delete(key);
        counters.misses += 1;
        return null;
      }
      const state = ageMs <= freshMs ? 'fresh' : 'stale';
      counters[state === 'fresh' ? 'hits' : 'stale'] += 1;
      return { entry, state, ageMs };
    },
    /**
     * Renders `key` (sharing a render already under way for it), storing the page when `produce` gives `store`.
     * @template T
     * @param {string} key
     * @param {() => Promise<Produced<T>>} produce
     * @returns {Promise<{value: T, entry: PageEntry | null}>} the entry when the page was stored
     * @throws what `produce` throws (to every waiter)
     */
    render: run,
    /**
     * Refreshes a stale `key` in the background: one render at a time per key; a render that
     * throws or gives nothing to store leaves the stale copy (it expires on its own), except
     * `drop` (e.g. the page is now a 404), which removes it.
     * @param {string} key
     * @param {() => Promise<Produced<unknown> & {drop?: boolean}>} produce
     */
    refresh(key, produce) {
      if (refreshing.has(key) || inflight.has(key)) return;
      refreshing.add(key);
      counters.refreshes += 1;
      run(key, async () => {
        const produced = await produce();
        if (produced.drop) pages.delete(key);
        return produced;
      })
        .catch((e) => o.onRefreshError?.(e))
        .finally(() => refreshing.delete(key));
    },
    /** Counters since the cache was made, and what it holds now (entries, bytes). */
    stats: () => ({ ...counters, entries: pages.size, bytes: pages.calculatedSize, maxBytes }),
    /** The `Cache-Control` rule of a stored page, for the CDN in front: the same fresh and stale times, in seconds. */
    cacheControl: () => `public, max-age=0, s-maxage=${Math.round(freshMs / 1000)}, stale-while-revalidate=${Math.round(staleMs / 1000)}`,
  };
}

/** @typedef {ReturnType<typeof createPageCache>} PageCache */

module.exports = { createPageCache };
