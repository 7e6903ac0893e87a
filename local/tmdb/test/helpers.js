'use strict';
/**
 * Test helpers: the base URL of the local TMDB server started by the jest global setup
 * (process.env.TMDB_TEST_URL), or — when run without it — one started in-process on port 0.
 */
const { createTmdbServer } = require('../src/index');

/** @typedef {{ url: string, server: ReturnType<typeof createTmdbServer>, close: () => Promise<void> }} Started */

/** @type {Started | null} */
let local = null;

/**
 * Starts a server on 127.0.0.1:0 and resolves `{ url, server, close }`.
 * @param {Parameters<typeof createTmdbServer>[0]} [options] createTmdbServer's options
 * @returns {Promise<Started>}
 */
function startServer(options = {}) {
  const server = createTmdbServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
      resolve({ url, server, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/**
 * Returns `value`, failing the test when it is null or undefined (and narrowing its type).
 * @template T
 * @param {T} value
 * @param {string} [what] what was expected, for the failure message
 * @returns {NonNullable<T>}
 */
function present(value, what = 'value') {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return /** @type {NonNullable<T>} */ (value);
}

/**
 * Base URL to test against (global-setup server, else an in-process one).
 * @returns {Promise<string>}
 */
async function baseUrl() {
  if (process.env.TMDB_TEST_URL) return process.env.TMDB_TEST_URL;
  if (!local) local = await startServer();
  return local.url;
}

/** Closes the in-process fallback server, if any. */
async function closeLocal() {
  if (local) await local.close();
  local = null;
}

/**
 * GET `path` (with optional params) and return `{ status, headers, body }` (body parsed as JSON when possible).
 * @param {string} base server URL
 * @param {string} path
 * @param {Record<string, string>} [params] query parameters
 * @returns {Promise<{ status: number, headers: Headers, body: any }>} body: the parsed JSON (any, as
 *   JSON.parse gives it; the tests assert its shape), else the text
 */
async function get(base, path, params) {
  const qs = params ? `?${new URLSearchParams(params)}` : '';
  const res = await fetch(`${base}${path}${qs}`);
  const text = await res.text();
  /** @type {any} */
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body };
}

module.exports = { startServer, present, baseUrl, closeLocal, get };
