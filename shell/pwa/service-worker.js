/**
 * StreamScout's service worker (spec §15; architecture §12), built by Workbox's
 * `InjectManifest` (shell/pwa/webpack.js), which replaces the precache placeholder with this build's
 * shell files and their revisions. Served as `/sw.js`, `no-cache`, scope `/`.
 *
 * Caching rules, one route each (first match wins):
 * 1. the shell's own build files: precached at install, served from the precache;
 * 2. page navigations (same origin): network first, the last copy of that page when the network
 *    fails, else the precached client-rendered page (`/dashboard?app-shell`), which renders any
 *    route from the persisted data;
 * 3. a remote's `mf-manifest.json` / `remoteEntry.js` (any origin): network first, never cache
 *    first — a remote deploys on its own and its next manifest must win on the next navigation;
 *    the cached copy only stands in offline;
 * 4. hashed files (`name.0123abcd.js|css|…`, any origin, i.e. the remotes' chunks): cache first —
 *    a new deploy has new names, so a cached one is never stale;
 * 5. TMDB images (`/t/p/{size}/…`): fetched with CORS (never kept opaque), cache first, at most
 *    400, none unused for over 30 days, swept when the posters stop coming (`batchedExpiration.js`),
 *    not after each.
 * Nothing else is touched: TMDB's API answers and everything of Supabase (auth, profiles, RPCs)
 * go to the network as if there were no worker, so nothing of one account is ever kept here (the
 * app keeps its own offline data per user in IndexedDB, @streamscout/session's offline store).
 *
 * A new worker takes over at once (`skipWaiting` + `clientsClaim`) and drops the precache of the
 * previous build, so a page never stays behind an old worker. The page posts
 * `{ type: 'CACHE_URLS', payload: { urlsToCache } }` after the first install (the files its first
 * screen loaded before the worker existed) and `{ type: 'CACHE_PAGE', url }` for the page itself.
 */
/* global self, caches -- a service worker's own globals (this file runs in the worker, not in Node or a page) */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Router, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, registerQuotaErrorCallback } from 'workbox-core';
import { batchedExpiration } from './batchedExpiration.js';

/** @type {any} */
const sw = self;

/** Cache names (the precache keeps Workbox's own). */
const PAGES = 'streamscout-pages';
const REMOTE_ENTRIES = 'streamscout-remote-entries';
const CHUNKS = 'streamscout-chunks';
const IMAGES = 'streamscout-images';

/** The client-rendered page stood in for a page never visited (any route renders from it). */
const APP_SHELL_URL = '/dashboard?app-shell';

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|ico)$/;
const REMOTE_ENTRY = /\/(mf-manifest\.json|remoteEntry\.js)$/;
const TMDB_IMAGE = /\/t\/p\/[^/]+\/[^/]+$/;

sw.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST); // with APP_SHELL_URL, revised on every build (webpack.js)

const pages = new NetworkFirst({
  cacheName: PAGES,
  // the same page whatever Accept-Language / region header it was stored with
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })],
});
const remoteEntries = new NetworkFirst({
  cacheName: REMOTE_ENTRIES,
  plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 20 })],
});
const chunks = new CacheFirst({
  cacheName: CHUNKS,
  plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});
// posters come by the hundred (a long search list): swept once their writes pause, not after each (batchedExpiration.js)
const imageExpiration = new CacheExpiration(IMAGES, { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 });
registerQuotaErrorCallback(() => Promise.all([caches.delete(IMAGES), imageExpiration.delete()]));
/**
 * A poster is fetched with CORS (TMDB's image host, like the local catalog, answers
 * `Access-Control-Allow-Origin: *`), not as the `<img>` asked (no-cors). An opaque response — what a
 * no-cors fetch of another origin gives — is counted by Chrome at about 7 MB of the origin's storage
 * quota whatever its size, so 400 cached posters claimed some 3 GB: past a phone's quota, each new
 * poster's put failed and emptied the cache (`purgeOnQuotaError`), poster after poster. A CORS answer
 * counts its real bytes. Only those are kept (status 200); a host that refuses CORS gets the page's
 * own no-cors request, passed through uncached (the image route's handler below).
 */
const corsPosters = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};
const images = new CacheFirst({
  cacheName: IMAGES,
  plugins: [
    corsPosters,
    new CacheableResponsePlugin({ statuses: [200] }),
    batchedExpiration(imageExpiration, { quietMs: 5000, maxWaitMs: 60_000 }),
  ],
});

const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
router.registerRoute(
  new Route(({ request, url }) => request.mode === 'navigate' && url.origin === sw.location.origin, {
    handle: async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        const shell = await precache.matchPrecache(APP_SHELL_URL);
        return shell ?? Response.error();
      }
    },
  }),
);
router.registerRoute(new Route(({ url }) => REMOTE_ENTRY.test(url.pathname), remoteEntries));
router.registerRoute(new Route(({ url }) => HASHED.test(url.pathname), chunks));
router.registerRoute(
  new Route(({ request, url }) => request.destination === 'image' || TMDB_IMAGE.test(url.pathname), {
    handle: async (options) => {
      try {
        return await images.handle(options);
      } catch {
        // no CORS from that host (or no network): the page's own request, as if there were no worker
        return fetch(options.request);
      }
    },
  }),
);
router.addFetchListener();
router.addCacheListener();

// the page itself on a first visit (it was loaded before this worker existed)
sw.addEventListener('message', (/** @type {any} */ event) => {
  const data = event.data;
  if (!data || data.type !== 'CACHE_PAGE' || typeof data.url !== 'string') return;
  const url = new URL(data.url, sw.location.href);
  if (url.origin !== sw.location.origin) return;
  event.waitUntil(
    fetch(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then((response) => (response.status === 200 ? caches.open(PAGES).then((cache) => cache.put(url.href, response)) : undefined))
      .catch(() => undefined),
  );
});
