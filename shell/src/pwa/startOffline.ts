/**
 * The installable, offline-capable app (spec §15; architecture §12), started once by the
 * shell's bootstrap:
 * - the account's data kept on the device (`startOfflineSync` of `@streamscout/session`: the
 *   profile, the offline list queue, cleared at sign-out) and the TMDB query cache
 *   (`persistQueryCache` of `@streamscout/widgets`);
 * - the Workbox service worker `/sw.js` (shell/pwa/service-worker.js), registered after the page
 *   has loaded so it never competes with the first screen. On its first install the page hands it
 *   the files its first screen loaded before any worker existed (the remotes' manifests, entries
 *   and chunks, the posters) and the page itself, so even the first page of a first visit opens
 *   offline.
 * Production builds only: the dev server has no worker.
 */
import { persistQueryCache } from '@streamscout/widgets';
import { startOfflineSync } from '@streamscout/session';
import { getQueryClient } from '@streamscout/tmdb/query';
import { readHandover } from '../server/handover';

/**
 * Same-origin or remote files worth keeping for offline use (never an API answer: the worker
 * ignores those anyway), as Workbox's `CACHE_URLS` entries: images as `no-cors` requests (an image
 * host need not answer CORS), the rest as they were fetched.
 */
function loadedFiles(): Array<string | [string, RequestInit]> {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\.(js|css|json|png|svg|jpe?g|webp)$/.test(new URL(url).pathname))
    .map((url) => (/\.(png|svg|jpe?g|webp)$/.test(new URL(url).pathname) ? [url, { mode: 'no-cors' }] : url));
}

async function registerServiceWorker(): Promise<void> {
  const firstInstall = !navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (!firstInstall) return;
  await navigator.serviceWorker.ready;
  const worker = registration.active;
  worker?.postMessage({ type: 'CACHE_PAGE', url: location.href });
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedFiles() } });
}

/**
 * Starts the offline data and registers the service worker (after `load`). Never throws: a
 * browser without service workers or IndexedDB gets the app as before.
 */
export function startOffline(): void {
  startOfflineSync();
  persistQueryCache(getQueryClient(), { serverRendered: readHandover() !== null });
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => void registerServiceWorker().catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
