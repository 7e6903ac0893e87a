/**
 * Module Federation runtime plugin: retries a remote's `mf-manifest.json` and its remote entry
 * script with exponential backoff (architecture §3, "retry, then a fallback"), so a blip on the
 * network or a remote mid-redeploy does not show the fallback at once.
 *
 * - `fetch` (the runtime's manifest request): up to {@link RETRIES} more tries after a network
 *   error or a 5xx/408/429 status, waiting {@link BASE_DELAY_MS} × 3^(try-1) ms (300, 900 ms).
 *   Other requests are left to the runtime.
 * - `loadEntryError` (the remote entry script failed): the same number of tries and delays.
 *
 * Runtime plugins run before shared modules are ready: nothing here imports React.
 */

/** Extra tries after the first failure. */
const RETRIES = 2;
/** First wait in ms; each later wait is three times longer. */
const BASE_DELAY_MS = 300;

/** @param {number} attempt 1-based retry number @returns {number} ms to wait before it */
export function backoffMs(attempt) {
  return BASE_DELAY_MS * 3 ** (attempt - 1);
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} status @returns {boolean} whether a response with this status may succeed later */
function retryableStatus(status) {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * @param {{ retries?: number, fetchImpl?: typeof fetch, wait?: (ms: number) => Promise<unknown> }} [options]
 *   test seams: how many retries, the fetch to use, and how to wait
 * @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin}
 */
export default function retryPlugin(options = {}) {
  const retries = options.retries ?? RETRIES;
  const wait = options.wait ?? sleep;
  /**
   * @param {string} url @param {RequestInit} init
   * @returns {Promise<Response>} the first OK (or not retryable) response; the last one or error after the retries
   */
  async function fetchWithRetry(url, init) {
    const doFetch = options.fetchImpl ?? fetch;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await doFetch(url, init);
        if (res.ok || !retryableStatus(res.status) || attempt >= retries) return res;
      } catch (e) {
        if (attempt >= retries) throw e;
      }
      await wait(backoffMs(attempt + 1));
    }
  }
  return {
    name: 'streamscout-retry',
    /**
     * @param {string} url
     * @param {RequestInit} init
     * @param {unknown} _remoteInfo
     * @param {{ resourceType?: string }} [resource]
     * @returns {Promise<Response> | undefined} undefined: not a manifest, the runtime fetches it
     */
    fetch(url, init, _remoteInfo, resource) {
      const isManifest = resource?.resourceType === 'manifest' || /mf-manifest\.json(\?|$)/.test(url);
      if (!isManifest) return undefined;
      return fetchWithRetry(url, init);
    },
    /**
     * Called once when a remote entry script failed to load (the runtime does not call it again
     * for a failure of the retries it asks for): tries again up to `retries` times, each after
     * its backoff, dropping the runtime's record of the failed load first so a fresh script is
     * requested. Each load (e.g. each Try again) gets its own retries.
     * @param {any} args the runtime's loadEntryError arguments
     * @returns {Promise<any>} the entry's exports, or undefined: the runtime throws its error
     */
    async loadEntryError(args) {
      const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
      for (let attempt = 1; attempt <= retries; attempt++) {
        delete globalLoading[uniqueKey];
        await wait(backoffMs(attempt));
        try {
          return await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        } catch {
          // the next try, if any
        }
      }
      return undefined;
    },
  };
}
