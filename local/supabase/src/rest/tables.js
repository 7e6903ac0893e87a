'use strict';
/**
 * One request on `/rest/v1/<table>`: reads the body, runs the statement of its method (see
 * select.js and mutations.js) in ONE transaction as the request's role, and answers with
 * PostgREST's status, `Content-Range`, `Preference-Applied` and body (array, single object, or
 * none).
 */
const { sendJson, sendEmpty, readBody, parseJson } = require('../http');
const { RestError, singularError } = require('./errors');
const { OBJECT_MEDIA, contentRange } = require('./protocol');
const { Params, relation, assumeRole } = require('./sql');
const { buildSelect } = require('./select');
const { buildUpdate, buildDelete, buildInsert } = require('./mutations');

/**
 * Statement builder by HTTP method.
 * @type {Record<string, (input: import('./select').StatementInput) => import('./select').Statement>}
 */
const BUILDERS = { GET: buildSelect, HEAD: buildSelect, PATCH: buildUpdate, DELETE: buildDelete, POST: buildInsert };

/**
 * Handles a table request. Reads run read-only; `Prefer: tx=rollback` rolls any change back; with
 * `Accept: application/vnd.pgrst.object+json` a result other than one row is a 406 and a mutation
 * is rolled back.
 * @param {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite} db
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./protocol').RequestContext} ctx
 * @returns {Promise<void>} once answered
 * @throws {RestError} 400/404/405/406 PostgREST errors, or the database error (the caller maps both)
 */
async function tableRequest(db, req, res, ctx) {
  const { url, schema, name, auth, prefer, accept } = ctx;
  const method = req.method || '';
  /** @type {unknown} */
  let payload;
  if (method === 'POST' || method === 'PATCH') {
    const text = await readBody(req);
    try {
      payload = parseJson(text);
    } catch {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', { details: null });
    }
  }
  const readOnly = method === 'GET' || method === 'HEAD';
  const result = await db.transaction(async (tx) => {
    if (readOnly) await tx.exec('set transaction read only');
    const rel = await relation(tx, schema, name);
    if (!rel) {
      throw new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
    }
    const params = new Params();
    const select = url.searchParams.get('select');
    const wantsRows = readOnly || prefer.return === 'representation';
    const build = BUILDERS[method];
    if (!build) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const { sql, countSql, offset = 0 } = build({ rel, name, url, req, params, select, prefer, accept, wantsRows, payload });
    await assumeRole(tx, auth, req, url.pathname);
    const { rows } =
      /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<import('./sql').JsonResultRow>} */ (
        await tx.query(sql, params.values)
      );
    const out = rows[0];
    if (countSql) {
      const counted = /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<{ total: number }>} */ (
        await tx.query(countSql, params.values)
      );
      out.total = counted.rows[0].total;
    }
    if (accept.single && wantsRows && out.n !== 1) throw singularError(out.n); // rolls a mutation back
    if (prefer.tx === 'rollback') await tx.rollback();
    return { ...out, offset };
  });

  /** @type {Record<string, string>} */
  const headers = {};
  const applied = [];
  if (prefer.return && method !== 'GET' && method !== 'HEAD') applied.push(`return=${prefer.return}`);
  if (prefer.count) applied.push(`count=${prefer.count}`);
  if (prefer.resolution && method === 'POST') applied.push(`resolution=${prefer.resolution}`);
  if (applied.length) headers['Preference-Applied'] = applied.join(', ');
  if (method === 'GET' || method === 'HEAD') {
    headers['Content-Range'] = contentRange(result.offset, result.n, result.total);
  } else {
    // mutations: the affected rows; the total after the slash only with Prefer: count=…
    const range = prefer.return === 'representation' && result.n > 0 ? `0-${result.n - 1}` : '*';
    headers['Content-Range'] = `${range}/${prefer.count ? result.n : '*'}`;
  }
  if (method === 'GET' || method === 'HEAD') {
    const partial = result.total !== undefined && result.n < result.total && result.n > 0;
    const status = partial ? 206 : 200;
    const body = accept.single ? result.first : result.body;
    sendJson(res, status, body, {
      raw: true,
      headers,
      contentType: `${accept.single ? OBJECT_MEDIA : 'application/json'}; charset=utf-8`,
    });
    return;
  }
  const status = method === 'POST' ? 201 : 200;
  if (prefer.return === 'representation') {
    const body = accept.single ? result.first : result.body;
    sendJson(res, status, body, {
      raw: true,
      headers,
      contentType: `${accept.single ? OBJECT_MEDIA : 'application/json'}; charset=utf-8`,
    });
  } else {
    sendEmpty(res, method === 'POST' ? 201 : 204, headers);
  }
}

module.exports = { tableRequest };
