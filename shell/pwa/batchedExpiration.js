/**
 * A Workbox plugin keeping a runtime cache to its limits, with its sweeps put off until the writes
 * pause (architecture §12).
 *
 * Workbox's own `ExpirationPlugin` sweeps after every write and every cache hit: each sweep walks the
 * cache's timestamp index in IndexedDB and deletes what is over the limit (workbox-expiration's
 * `CacheExpiration.expireEntries`). For the poster cache, once full, that is a walk and a delete per
 * poster while posters are pouring in: scrolling 20 pages of search results (400 posters) and then
 * searching again kept the worker busy for over a second of CPU right when the new results were
 * drawn — on a 2-core phone, a second taken from the page. This plugin records each write and hit as
 * Workbox does (`updateTimestamp`, one IndexedDB put) and sweeps once the writes have paused for
 * `quietMs` (lodash's `debounce`), or at the latest `maxWaitMs` after the first write not yet swept.
 * Between two sweeps the cache may hold more than `maxEntries` (the posters of that burst); the sweep
 * then deletes the least recently used.
 *
 * A cached response is served whatever its age: a TMDB image's path names one picture for good, so age
 * only decides eviction (the sweep deletes what went unused for `maxAgeSeconds`).
 *
 * @param {{ updateTimestamp(url: string): Promise<void>, expireEntries(): Promise<void> }} expiration
 *   the cache's `CacheExpiration` (workbox-expiration: `new CacheExpiration(cacheName, { maxEntries, maxAgeSeconds })`)
 * @param {{ quietMs: number, maxWaitMs: number }} options how long the writes must pause before a sweep
 *   (ms), and the longest a written entry waits for one (ms)
 * @returns {{ cacheDidUpdate: (p: { request: Request }) => Promise<void>, cachedResponseWillBeUsed: (p: { event?: { waitUntil(p: Promise<unknown>): void }, request: Request, cachedResponse?: Response | null }) => Promise<Response | null> }}
 *   the plugin's two callbacks (Workbox's plugin lifecycle)
 */
import debounce from 'lodash.debounce';

export function batchedExpiration(expiration, { quietMs, maxWaitMs }) {
  // a failed sweep (storage gone, quota) leaves the cache as it is; the next write asks again
  const sweep = debounce(() => void expiration.expireEntries().catch(() => undefined), quietMs, { maxWait: maxWaitMs });
  return {
    cacheDidUpdate: async ({ request }) => {
      await expiration.updateTimestamp(request.url);
      sweep();
    },
    cachedResponseWillBeUsed: async ({ event, request, cachedResponse }) => {
      if (!cachedResponse) return null;
      // the entry was used: the last to go (least recently used order), as with Workbox's plugin; the
      // response is served at once, the worker kept alive until the timestamp is written
      const written = expiration.updateTimestamp(request.url).catch(() => undefined);
      try {
        event?.waitUntil(written);
      } catch {
        // the event has already been answered: the write still goes on
      }
      return cachedResponse;
    },
  };
}
