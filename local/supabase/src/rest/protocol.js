'use strict';
/**
 * PostgREST's HTTP conventions, parsed and produced: the `Prefer` and `Accept` headers, the
 * reserved query parameters, `limit`/`offset` and the `Range` header, `Content-Range`, and the
 * list syntax of filter values (`(a,b,"c,d")`, commas at the top level, optional quotes).
 */
const { RestError } = require('./errors');

/** Query parameters that are not column filters. */
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
/** Media type of a single-object response (`.single()` / `.maybeSingle()` in supabase-js). */
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/**
 * What the client accepts.
 * @typedef {{ single: boolean, stripNulls: boolean }} AcceptSpec
 *   single: one JSON object (406 unless exactly one row); stripNulls: `;nulls=stripped`
 */

/**
 * One parsed `/rest/v1` request, as the table and RPC handlers receive it.
 * @typedef {object} RequestContext
 * @property {URL} url the request URL (filters, select, order, … in its query string)
 * @property {string} schema the exposed schema (`Accept-Profile` / `Content-Profile`, default public)
 * @property {string} name the table, view or function name from the path
 * @property {import('./sql').RestAuth} auth the verified role and claims
 * @property {Record<string, string>} prefer parsed `Prefer` header (see {@link parsePrefer})
 * @property {AcceptSpec} accept parsed `Accept` header
 */

/**
 * Splits on commas at the top level (outside parentheses and double quotes).
 * @param {string} text e.g. `a,b(c,d),"e,f"`
 * @returns {string[]} the parts, untrimmed; `[]` for an empty text
 */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < text.length) {
        cur += text[i + 1];
        i += 1;
      } else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur !== '' || parts.length) parts.push(cur);
  return parts;
}

/**
 * Removes PostgREST's optional double quotes around a value (and its backslash escapes).
 * @param {string} v
 * @returns {string} the unquoted value, or `v` unchanged when it is not quoted
 */
function unquote(v) {
  const t = v.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

/**
 * Parses a PostgREST list literal `(a,b,"c,d")` into its items.
 * @param {string} v
 * @returns {string[]}
 * @throws {RestError} 400 PGRST100 when `v` is not parenthesized
 */
function parseList(v) {
  const t = v.trim();
  if (!t.startsWith('(') || !t.endsWith(')')) {
    throw new RestError(400, 'PGRST100', `failed to parse filter (${v})`, {
      details: 'unexpected end of input expecting "("',
    });
  }
  const inner = t.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((s) => unquote(s));
}

/**
 * Parses `Prefer` headers into a map (return, count, resolution, missing, tx, params, handling).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>} preference → value (`''` for a bare preference)
 */
function parsePrefer(req) {
  const raw = req.headers.prefer;
  /** @type {Record<string, string>} */
  const out = {};
  const list = Array.isArray(raw) ? raw.join(',') : raw || '';
  for (const part of list.split(',')) {
    const [k, v] = part.split('=').map((s) => s && s.trim());
    if (k) out[k] = v === undefined ? '' : v;
  }
  return out;
}

/**
 * What the client accepts: a single object or an array, with nulls stripped or not.
 * @param {import('node:http').IncomingMessage} req
 * @returns {AcceptSpec}
 * @throws {RestError} 406 PGRST107 when no acceptable media type is offered
 */
function parseAccept(req) {
  const accept = String(req.headers.accept || '*/*').toLowerCase();
  const types = accept.split(',').map((s) => s.trim());
  for (const t of types) {
    const [media, ...opts] = t.split(';').map((s) => s.trim());
    const stripNulls = opts.includes('nulls=stripped');
    if (media === OBJECT_MEDIA) return { single: true, stripNulls };
    if (
      media === 'application/json' ||
      media === 'application/vnd.pgrst.array+json' ||
      media === '*/*' ||
      media === 'application/*' ||
      media === ''
    ) {
      return { single: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/**
 * A non-negative integer query parameter (`limit`, `offset`).
 * @param {URL} url
 * @param {string} name
 * @returns {number | undefined} undefined when absent or empty
 * @throws {RestError} 400 PGRST100 when not a non-negative integer
 */
function intParam(url, name) {
  const v = url.searchParams.get(name);
  if (v === null || v === '') return undefined;
  if (!/^\d+$/.test(v)) throw new RestError(400, 'PGRST100', `failed to parse ${name} parameter (${v})`);
  return Number(v);
}

/**
 * The `Range: [items=]from-[to]` request header as an offset and a row limit.
 * @param {import('node:http').IncomingMessage} req
 * @returns {{ offset?: number, limit?: number }} empty when absent or unparseable; no limit for an open range
 */
function rangeHeader(req) {
  const r = req.headers.range;
  if (!r) return {};
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(String(r).trim());
  if (!m) return {};
  const from = Number(m[1]);
  const to = m[2] === '' ? undefined : Number(m[2]);
  return { offset: from, limit: to === undefined ? undefined : Math.max(0, to - from + 1) };
}

/**
 * The `Content-Range` value for `n` rows starting at `offset`.
 * @param {number} offset index of the first row
 * @param {number} n rows returned
 * @param {number} [total] total rows (only with `Prefer: count=…`)
 * @returns {string} `from-to/total`, `*` for an unknown total, `*\/total` when no rows
 */
function contentRange(offset, n, total) {
  const t = total === undefined ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

module.exports = {
  RESERVED_PARAMS,
  OBJECT_MEDIA,
  splitTopLevel,
  unquote,
  parseList,
  parsePrefer,
  parseAccept,
  intParam,
  rangeHeader,
  contentRange,
};
