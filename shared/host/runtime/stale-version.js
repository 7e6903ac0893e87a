/**
 * Version skew in the browser (architecture §3, "Versions that skew"): a tab keeps the remote
 * entries it loaded, so after a remote is redeployed — and once the old release's hashed files are
 * gone from the servers and the edge (README "Deploy": kept 7 days) — its next lazy load asks for
 * a chunk that no longer exists. That is not a failure to show: the page is older than the
 * servers, and a full reload loads the new version. A chunk that cannot be fetched for another
 * reason (offline, a 5xx) is a failure: the feature's fallback with Try again, as before.
 *
 * Loops are impossible: a tab reloads at most once for a given missing file (remembered in
 * `sessionStorage`); if the reloaded page misses the same file, the fallback shows. Plain JS with no
 * React, beside the runtime plugins (the shell's `loadRemoteScreen` calls it).
 */

/** `sessionStorage` key of the files this tab has already reloaded for. */
const RELOADED_KEY = 'streamscout-reloaded-for';

/**
 * The test seams: how files are asked about, how the page is reloaded, where the reloads are
 * remembered (null: nowhere, so no reload).
 * @typedef {{ fetchImpl?: typeof fetch, reload?: () => void, storage?: Pick<Storage, 'getItem' | 'setItem'> | null }} StaleSeams
 */

/**
 * The script and style URLs a load error names (webpack's ChunkLoadError says "Loading chunk 12
 * failed. (error: https://…/12.0123abcd.js)"; the federation runtime passes it on, maybe wrapped).
 * @param {unknown} error anything thrown by a remote's load
 * @returns {string[]} absolute http(s) URLs ending in .js or .css, each once
 */
export function chunkUrlsOf(error) {
  const text =
    error instanceof Error ? `${error.message}\n${String(/** @type {{ cause?: unknown }} */ (error).cause ?? '')}` : String(error);
  return [...new Set(text.match(/https?:\/\/[^\s"'()<>]+\.(?:js|css)\b/g) ?? [])];
}

/**
 * The files this tab reloaded for (never throws: unreadable storage is an empty list).
 * @param {Pick<Storage, 'getItem'>} storage @returns {string[]}
 */
function reloadedFor(storage) {
  try {
    const raw = storage.getItem(RELOADED_KEY);
    const list = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((x) => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** @returns {Storage | null} the tab's `sessionStorage`, or null where there is none or it is blocked */
function tabStorage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether a remote's failed load comes from a page older than the servers, and if so reloads it:
 * a file the error names answers 404 or 410 now (asked afresh, past every cache), and this tab has
 * not reloaded for that file before.
 * @param {unknown} error what the load threw
 * @param {StaleSeams} [seams] test seams (default: `fetch`, `location.reload`, `sessionStorage`)
 * @returns {Promise<boolean>} true when the page is reloading (render nothing more), false when the
 *   error is a failure to show (nothing named, a file there or unreachable, already reloaded for
 *   it once, or no storage to remember the reload in)
 */
export async function reloadIfStale(error, seams = {}) {
  const urls = chunkUrlsOf(error);
  const storage = seams.storage === undefined ? tabStorage() : seams.storage;
  // without storage the reload could not be remembered, and could loop: none
  if (!urls.length || !storage) return false;
  const fetchImpl = seams.fetchImpl ?? fetch;
  const done = reloadedFor(storage);
  for (const url of urls) {
    if (done.includes(url)) continue;
    const status = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' }).then(
      (res) => res.status,
      () => 0,
    );
    if (status !== 404 && status !== 410) continue;
    try {
      storage.setItem(RELOADED_KEY, JSON.stringify([...done, url].slice(-20)));
    } catch {
      return false; // storage full or blocked: no record, so no reload either
    }
    console.warn(`[streamscout] ${url} is gone (a newer version was deployed): reloading the page`);
    (seams.reload ?? (() => globalThis.location.reload()))();
    return true;
  }
  return false;
}
