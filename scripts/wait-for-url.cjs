/**
 * Polls `url` every 150 ms until it answers with a status below 500 (used by start.mjs, bench.mjs
 * and the jest global setup to wait for the servers they spawn).
 * @param {string} url
 * @param {number} [ms=60000] give up after this many ms
 * @returns {Promise<void>} rejects with "<url> did not answer within <ms> ms (<last error>)"
 */
async function waitForUrl(url, ms = 60000) {
  const end = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
      last = `status ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${ms} ms (${last})`);
}

module.exports = { waitForUrl };
