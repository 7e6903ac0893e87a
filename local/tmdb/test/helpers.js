'use strict';
/**
 * Test helpers: the base URL of the local TMDB server started by the jest global setup
 * (process.env.TMDB_TEST_URL), or — when run without it — one started in-process on port 0.
 */
const { createTmdbServer } = require('../src/index');

let local = null;

/** Starts a server on 127.0.0.1:0 and resolves `{ url, close }`. */
function startServer(options = {}) {
  const server = createTmdbServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}`;
      resolve({ url, server, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/** Base URL to test against (global-setup server, else an in-process one). */
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

/** GET `path` (with optional params) and return `{ status, headers, body }` (body parsed as JSON when possible). */
async function get(base, path, params) {
  const qs = params ? `?${new URLSearchParams(params)}` : '';
  const res = await fetch(`${base}${path}${qs}`);
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body };
}

module.exports = { startServer, baseUrl, closeLocal, get };
