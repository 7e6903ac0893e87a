'use strict';
/** Small HTTP helpers shared by the GoTrue and PostgREST handlers. */

const MAX_BODY = 2 * 1024 * 1024;

/** Headers browsers may send to Supabase (echoed back on preflight when the browser asks for others). */
const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-supabase-api-version',
  'x-retry-count',
  'accept-encoding',
].join(', ');

const EXPOSE_HEADERS = [
  'content-range',
  'content-profile',
  'preference-applied',
  'location',
  'range-unit',
  'x-supabase-api-version',
  'retry-after',
].join(', ');

/**
 * Adds the CORS headers every response carries (any origin, as Supabase's gateway does).
 * @param {import('node:http').ServerResponse} res
 */
function setCors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

/**
 * Answers a CORS preflight (OPTIONS): 204 with the allowed methods and the requested headers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function preflight(req, res) {
  setCors(res);
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.setHeader('Vary', 'Access-Control-Request-Headers');
  res.writeHead(204);
  res.end();
}

/**
 * Sends a JSON response (object serialized here, or a string that already is JSON text).
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body object to serialize, or pre-serialized JSON text when `raw` is set
 * @param {{ headers?: Record<string, string>, raw?: boolean, contentType?: string }} [opts]
 */
function sendJson(res, status, body, { headers = {}, raw = false, contentType = 'application/json; charset=utf-8' } = {}) {
  const text = raw ? String(body) : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(res.req && res.req.method === 'HEAD' ? undefined : text);
}

/**
 * Sends an empty response.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
function sendEmpty(res, status, headers = {}) {
  res.writeHead(status, headers);
  res.end();
}

/**
 * Reads a request body as text (at most 2 MB).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('request body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Parses a JSON text; `undefined` for an empty body, throws a SyntaxError for invalid JSON.
 * @param {string} text
 * @returns {unknown}
 */
function parseJson(text) {
  if (text === undefined || text.trim() === '') return undefined;
  return JSON.parse(text);
}

/**
 * The bearer token of the Authorization header, if any.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | undefined}
 */
function bearer(req) {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1].trim() : undefined;
}

module.exports = { setCors, preflight, sendJson, sendEmpty, readBody, parseJson, bearer, ALLOW_HEADERS, EXPOSE_HEADERS };
