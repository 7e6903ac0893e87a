'use strict';
/**
 * `POST|GET|HEAD /rest/v1/rpc/<function>`: finds the function in `pg_proc` by its argument names
 * (defaults honoured; a single unnamed json/jsonb parameter takes the whole body), calls it once
 * through LATERAL as the request's role, and answers in PostgREST's shapes (set → array, composite
 * → object, scalar → value, void → 204). GET and HEAD run read-only.
 */
const { sendJson, sendEmpty, readBody, parseJson } = require('../http');
const { RestError, singularError } = require('./errors');
const { RESERVED_PARAMS, OBJECT_MEDIA, contentRange } = require('./protocol');
const { quoteIdent, Params, assumeRole, jsonResult } = require('./sql');

/** @typedef {{ name: string, type: string }} FunctionArg an input argument ('' name when unnamed) */

/**
 * A candidate function, as read from `pg_proc` (plus its input arguments).
 * @typedef {object} PgFunction
 * @property {number} oid
 * @property {string} proname function name
 * @property {boolean} retset returns a set (`setof …` / `table (…)`)
 * @property {number} nargs number of input arguments
 * @property {number} ndefaults how many of the last inputs have defaults
 * @property {string} volatile `provolatile` (i, s, v)
 * @property {string} typtype return type's `typtype` (b, c, p, …)
 * @property {string} typname return type's name (`void`, `record`, …)
 * @property {boolean} composite the return type is a row type
 * @property {string[]} argnames all argument names (inputs and outputs)
 * @property {string[]} argmodes argument modes; empty when all are inputs
 * @property {string[]} argtypes input argument types (`format_type`)
 * @property {FunctionArg[]} args input arguments in order
 * @property {FunctionArg[]} required input arguments without defaults
 */

/**
 * Candidate functions named `name` in `schema`, with their input argument names and types.
 * @param {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Transaction} tx
 * @param {string} schema
 * @param {string} name
 * @returns {Promise<PgFunction[]>} empty when there is none
 */
async function functions(tx, schema, name) {
  const { rows } =
    /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<Omit<PgFunction, 'args' | 'required'>>} */ (
      await tx.query(
        `select p.oid, p.proname, p.proretset as retset, p.pronargs as nargs, p.pronargdefaults as ndefaults,
              p.provolatile as volatile, t.typtype, t.typname, t.typrelid <> 0 as composite,
              coalesce(p.proargnames, '{}') as argnames, coalesce(p.proargmodes::text[], '{}') as argmodes,
              coalesce((select json_agg(format_type(x, null) order by ord)
                          from unnest(p.proargtypes) with ordinality as u(x, ord)), '[]'::json) as argtypes
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type t on t.oid = p.prorettype
        where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
        [schema, name],
      )
    );
  return rows.map((r) => {
    // input arguments: modes i (in), b (inout), v (variadic); no modes means all are inputs
    const names = r.argmodes.length ? r.argnames.filter((_, i) => ['i', 'b', 'v'].includes(r.argmodes[i])) : r.argnames.slice(0, r.nargs);
    const args = r.argtypes.map((type, i) => ({ name: names[i] || '', type }));
    return { ...r, args, required: args.slice(0, r.nargs - r.ndefaults) };
  });
}

/**
 * Handles an RPC request. Arguments come from the JSON body (POST) or the query string (GET/HEAD,
 * all values text); `Prefer: params=single-object` or an array body passes the body whole.
 * @param {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite} db
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./protocol').RequestContext} ctx
 * @returns {Promise<void>} once answered
 * @throws {RestError} 400 PGRST102 bad body, 404 PGRST202 no matching function, 405 PGRST101 other
 *   methods, 406 PGRST116 single object requested from a set without one row; or the database error
 */
async function rpcRequest(db, req, res, ctx) {
  const { url, schema, name, auth, prefer, accept } = ctx;
  const method = req.method;
  /** @type {Record<string, unknown>} */
  let args = {};
  if (method === 'POST') {
    const text = await readBody(req);
    /** @type {unknown} */
    let body;
    try {
      const parsed = parseJson(text);
      body = parsed === undefined ? {} : parsed;
    } catch {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (!body || typeof body !== 'object') throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    args = /** @type {Record<string, unknown>} */ (body); // an object or an array
  } else if (method === 'GET' || method === 'HEAD') {
    for (const [k, v] of url.searchParams.entries()) if (!RESERVED_PARAMS.has(k)) args[k] = v;
  } else {
    throw new RestError(405, 'PGRST101', 'Only GET, HEAD or POST requests are allowed for functions');
  }
  const readOnly = method !== 'POST';
  const keys = Array.isArray(args) ? [] : Object.keys(args);

  const result = await db.transaction(async (tx) => {
    if (readOnly) await tx.exec('set transaction read only');
    const candidates = await functions(tx, schema, name);
    const single = prefer.params === 'single-object' || Array.isArray(args);
    let fn = candidates.find((f) => {
      if (single) return false;
      const names = new Set(f.args.map((a) => a.name));
      return keys.every((k) => names.has(k)) && f.required.every((a) => keys.includes(a.name));
    });
    let passWhole = false;
    if (!fn) {
      fn = candidates.find((f) => f.args.length === 1 && ['json', 'jsonb'].includes(f.args[0].type) && (single || f.args[0].name === ''));
      passWhole = Boolean(fn);
    }
    if (!fn) {
      const list = keys.join(', ');
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function ${schema}.${name}${list ? `(${list})` : ' without parameters'} in the schema cache`,
        {
          details: `Searched for the function ${schema}.${name} with ${list ? `parameters ${list}` : 'no parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
          hint: null,
        },
      );
    }
    const params = new Params();
    const fnSql = `${quoteIdent(schema)}.${quoteIdent(fn.proname)}`;
    let from;
    if (passWhole) {
      from = `${fnSql}(${params.add(JSON.stringify(args))}::${fn.args[0].type}) as _r`;
    } else if (keys.length === 0) {
      from = `${fnSql}() as _r`;
    } else {
      const used = fn.args.filter((a) => keys.includes(a.name));
      const recordDef = used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
      const named = used.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ');
      /** @type {Record<string, unknown>} */
      const argJson = {};
      for (const a of used) argJson[a.name] = args[a.name];
      from = `json_to_record(${params.add(JSON.stringify(argJson))}::json) as _a(${recordDef}) cross join lateral ${fnSql}(${named}) as _r`;
    }
    const isVoid = fn.typname === 'void' && !fn.retset;
    const returnsRow = fn.composite || (fn.typname === 'record' && fn.typtype === 'p');
    let sql;
    if (isVoid) sql = `select 1 from ${from}`;
    else if (fn.retset) {
      sql = jsonResult(`select ${returnsRow ? '_r.*' : '_r'} from ${from}`, accept.stripNulls);
    } else if (returnsRow) {
      sql = jsonResult(`select _r.* from ${from}`, accept.stripNulls);
    } else {
      sql = `select count(*)::int as n, coalesce(json_agg(_r) -> 0, 'null'::json)::text as first, coalesce(json_agg(_r), '[]')::text as body from (select _r from ${from}) _s`;
    }
    await assumeRole(tx, auth, req, url.pathname);
    const { rows } =
      /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<import('./sql').JsonResultRow>} */ (
        await tx.query(sql, params.values)
      );
    if (prefer.tx === 'rollback') await tx.rollback();
    return { isVoid, retset: fn.retset, out: rows[0] };
  });

  if (result.isVoid) {
    sendEmpty(res, 204);
    return;
  }
  const { out } = result;
  if (result.retset) {
    if (accept.single) {
      if (out.n !== 1) throw singularError(out.n);
      sendJson(res, 200, out.first, { raw: true, contentType: `${OBJECT_MEDIA}; charset=utf-8` });
      return;
    }
    sendJson(res, 200, out.body, { raw: true, headers: { 'Content-Range': contentRange(0, out.n) } });
    return;
  }
  // a single (non-set) result: the object or scalar itself
  sendJson(res, 200, out.first, {
    raw: true,
    contentType: `${accept.single ? OBJECT_MEDIA : 'application/json'}; charset=utf-8`,
  });
}

module.exports = { functions, rpcRequest };
