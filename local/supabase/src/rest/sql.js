'use strict';
/**
 * SQL building blocks shared by table and RPC requests: identifier quoting, bound parameters,
 * relation lookup in the catalog (columns, primary key), column checks, the JSON result wrapper,
 * and switching a transaction to the request's role and JWT claims.
 */
const { RestError } = require('./errors');

/** @typedef {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Transaction} Transaction */

/**
 * A table or view of an exposed schema, as found in the catalog.
 * @typedef {object} Relation
 * @property {string} schema schema name
 * @property {string} name relation name
 * @property {Map<string, string>} cols column name → SQL type (`format_type`), in column order
 * @property {string[]} pk primary key columns in key order (empty when there is none)
 * @property {string} sql the quoted, qualified name (`"schema"."name"`)
 */

/**
 * The verified JWT of a request: its database role and all its claims.
 * @typedef {{ role: string, claims: import('jose').JWTPayload }} RestAuth
 */

/**
 * Quotes a SQL identifier (doubling embedded double quotes).
 * @param {string} name
 * @returns {string}
 */
const quoteIdent = (name) => `"${String(name).replace(/"/g, '""')}"`;

/** Collects bound parameters and hands out placeholders. */
class Params {
  constructor() {
    /** @type {unknown[]} */
    this.values = [];
  }

  /** @param {unknown} v @returns {string} */
  add(v) {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * Columns (name → type) and primary key of `schema.name`.
 * @param {Transaction} tx
 * @param {string} schema
 * @param {string} name
 * @returns {Promise<Relation | null>} null when there is no such table, view or foreign table
 */
async function relation(tx, schema, name) {
  const { rows } =
    /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Results<{ cols: { name: string, type: string }[], pk: string[] }>} */ (
      await tx.query(
        `select c.oid, c.relkind,
              coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json) as cols,
              coalesce((select json_agg(a.attname order by k.ord)
                 from pg_index i cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                where i.indrelid = c.oid and i.indisprimary), '[]'::json) as pk
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
        [schema, name],
      )
    );
  if (!rows[0]) return null;
  const cols = new Map(rows[0].cols.map((c) => [c.name, c.type]));
  return { schema, name, cols, pk: rows[0].pk, sql: `${quoteIdent(schema)}.${quoteIdent(name)}` };
}

/**
 * The SQL of a column over alias `_t`, after checking it exists.
 * @param {Relation} rel
 * @param {string} name column name
 * @returns {string} `_t."name"`
 * @throws {RestError} 400 42703 for an unknown column
 */
function requireColumn(rel, name) {
  if (!rel.cols.has(name)) {
    throw new RestError(400, '42703', `column ${rel.name}.${name} does not exist`);
  }
  return `_t.${quoteIdent(name)}`;
}

/**
 * Sets role and claims (and request method, path, headers) for the rest of the transaction.
 * @param {Transaction} tx
 * @param {RestAuth} auth
 * @param {import('node:http').IncomingMessage} req
 * @param {string} path the request's URL path
 * @returns {Promise<void>}
 */
async function assumeRole(tx, auth, req, path) {
  /** @type {Record<string, string | undefined>} */
  const headers = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true), set_config('request.path', $5, true),
            set_config('request.headers', $6, true)`,
    [
      auth.role,
      JSON.stringify(auth.claims || {}),
      auth.claims && auth.claims.sub ? String(auth.claims.sub) : '',
      req.method,
      path,
      JSON.stringify(headers),
    ],
  );
}

/**
 * The row of a query built by {@link jsonResult}.
 * @typedef {{ n: number, body: string, first: string, total?: number }} JsonResultRow
 *   n: row count; body: JSON array text; first: JSON text of the first row ('null'-ish when none);
 *   total: set by the caller from a count query
 */

/**
 * Wraps a row source into one row `{n, body, first}` of JSON text (see {@link JsonResultRow}).
 * @param {string} source a SELECT whose rows are the result
 * @param {boolean} stripNulls drop null-valued keys (`Accept: …;nulls=stripped`)
 * @param {string} [cte] a `name as (…)` common table expression the source reads from
 * @returns {string} SQL
 */
function jsonResult(source, stripNulls, cte = '') {
  const agg = stripNulls ? "json_strip_nulls(coalesce(json_agg(_r), '[]'))" : "coalesce(json_agg(_r), '[]')";
  const first = stripNulls ? 'json_strip_nulls(json_agg(_r) -> 0)' : '(json_agg(_r) -> 0)';
  return `${cte ? `with ${cte} ` : ''}select count(*)::int as n, ${agg}::text as body, ${first}::text as first from (${source}) _r`;
}

module.exports = { quoteIdent, Params, relation, requireColumn, assumeRole, jsonResult };
