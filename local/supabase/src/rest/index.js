'use strict';
/**
 * PostgREST (`/rest/v1`) subset over PGlite: read (`GET`/`HEAD`), insert/upsert (`POST`), update
 * (`PATCH`), delete (`DELETE`) on tables and views of the `public` schema, and `rpc/<function>`.
 *
 * Every request runs in ONE transaction: the catalog is looked up as the connection's owner, then
 * `role` is set to the JWT's role (anon, authenticated or service_role) and `request.jwt.claims`
 * (and `request.jwt.claim.sub` / `.role`) are set transaction-locally, so row level security,
 * grants and `auth.uid()` decide exactly as on Supabase. Identifiers are validated against the
 * catalog and quoted; values are always bound parameters. Errors use PostgREST's JSON shape
 * `{code, message, details, hint}` and its SQLSTATE → HTTP status mapping.
 *
 * This module routes a request; the parts live beside it:
 *
 *   protocol.js   Prefer / Accept / Range / Content-Range, reserved parameters, list syntax
 *   filters.js    horizontal filters and logic trees → WHERE
 *   sql.js        quoting, bound parameters, relation lookup, role switch, JSON result wrapper
 *   select.js     select list, order, the paged SELECT of a read
 *   mutations.js  insert/upsert, update, delete statements
 *   tables.js     one table request: transaction and response
 *   rpc.js        function lookup and calls
 *   errors.js     RestError, SQLSTATE → HTTP status, error responses
 */
const { sendJson } = require('../http');
const { RestError, statusForSqlState, sendRestError } = require('./errors');
const { parseAccept, parsePrefer } = require('./protocol');
const { tableRequest } = require('./tables');
const { rpcRequest } = require('./rpc');

/** Schemas requests may name in `Accept-Profile` / `Content-Profile`. */
const EXPOSED_SCHEMAS = ['public'];
/** JWT roles that may use the API. */
const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Builds the PostgREST handler.
 * @param {{ db: import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite, log?: (msg: string) => void }} opts
 *   log: receives unexpected (non-database) errors behind a 500
 * @returns {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, path: string, url: URL, auth: import('./sql').RestAuth) => Promise<void> }}
 */
function createRest({ db, log = () => {} }) {
  /**
   * Handles one `/rest/v1/*` request; never rejects (every error is answered).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path the path after `/rest/v1`
   * @param {URL} url
   * @param {import('./sql').RestAuth} auth verified JWT role and claims
   * @returns {Promise<void>}
   */
  async function handle(req, res, path, url, auth) {
    try {
      if (!ALLOWED_ROLES.has(auth.role)) {
        throw new RestError(401, 'PGRST301', `role "${auth.role}" is not allowed`);
      }
      // node joins a repeated header into one string (only set-cookie is an array)
      const profile = /** @type {string | undefined} */ (
        req.method === 'GET' || req.method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile']
      );
      const schema = profile || 'public';
      if (!EXPOSED_SCHEMAS.includes(schema)) {
        throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMAS.join(', ')}`);
      }
      const accept = parseAccept(req);
      const prefer = parsePrefer(req);
      const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
      const ctx = { url, schema, auth, prefer, accept };
      if (segments.length === 0) {
        sendJson(res, 200, { swagger: '2.0', info: { title: 'local PostgREST subset', version: 'local' }, paths: {} });
        return;
      }
      if (segments[0] === 'rpc' && segments.length === 2) {
        await rpcRequest(db, req, res, { ...ctx, name: segments[1] });
        return;
      }
      if (segments.length === 1) {
        await tableRequest(db, req, res, { ...ctx, name: segments[0] });
        return;
      }
      throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
    } catch (e) {
      sendRestError(res, e, auth.role, log);
    }
  }

  return { handle };
}

module.exports = { createRest, RestError, statusForSqlState, sendRestError };
