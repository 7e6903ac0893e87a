'use strict';
/**
 * Reading tables (`GET`/`HEAD /rest/v1/<table>`): the `select=` list (columns, `*`, `alias:col`,
 * `col::type`; no resource embedding), `order=`, and the paged, optionally counted SELECT.
 */
const { RestError } = require('./errors');
const { splitTopLevel, intParam, rangeHeader } = require('./protocol');
const { quoteIdent, requireColumn, jsonResult } = require('./sql');
const { whereClause } = require('./filters');

/** @typedef {import('./sql').Relation} Relation */

/**
 * What a statement builder gets: the relation, the request and its parsed parts.
 * @typedef {object} StatementInput
 * @property {Relation} rel the table or view
 * @property {string} name the relation name as requested
 * @property {URL} url
 * @property {import('node:http').IncomingMessage} req
 * @property {import('./sql').Params} params bound parameters (filled in SQL order)
 * @property {string | null} select the `select=` parameter
 * @property {Record<string, string>} prefer parsed `Prefer` header
 * @property {import('./protocol').AcceptSpec} accept parsed `Accept` header
 * @property {boolean} wantsRows the response carries rows (reads, `return=representation`)
 * @property {unknown} payload the parsed JSON body (POST, PATCH; undefined otherwise)
 */

/**
 * A built statement: the SQL whose one row is a JsonResultRow (see sql.js), an optional
 * count query over the same parameters, and the offset of the first row.
 * @typedef {{ sql: string, countSql?: string, offset?: number }} Statement
 */

/**
 * `select=` → SQL select list over alias `_t`.
 * @param {Relation} rel
 * @param {string | null | undefined} select the parameter; empty or absent means `*`
 * @returns {string} e.g. `_t."id" as "id", (_t."n")::text as "n"`
 * @throws {RestError} 400 PGRST200 for an embedding, PGRST100 for bad syntax, 42703 for an unknown column
 */
function selectList(rel, select) {
  const text = select === undefined || select === null || select.trim() === '' ? '*' : select;
  const items = splitTopLevel(text)
    .map((s) => s.trim())
    .filter(Boolean);
  const out = [];
  for (const item of items) {
    if (item === '*') {
      out.push('_t.*');
      continue;
    }
    const m = /^(?:([A-Za-z_][A-Za-z0-9_ ]*|"[^"]+"):)?([A-Za-z_][A-Za-z0-9_]*|"[^"]+")(?:::([A-Za-z_][A-Za-z0-9_]*(?:\[\])?))?$/.exec(
      item,
    );
    if (!m) {
      if (/\(/.test(item)) {
        const relName = item.replace(/^.*:/, '').replace(/[!(].*$/, '');
        throw new RestError(400, 'PGRST200', `Could not find a relationship between '${rel.name}' and '${relName}' in the schema cache`, {
          details: 'Resource embedding is not supported by the local backend',
          hint: null,
        });
      }
      throw new RestError(400, 'PGRST100', `failed to parse select parameter (${text})`, {
        details: `unexpected "${item}"`,
      });
    }
    const alias = m[1] ? m[1].replace(/^"|"$/g, '') : undefined;
    const col = m[2].replace(/^"|"$/g, '');
    const colSql = requireColumn(rel, col);
    const expr = m[3] ? `(${colSql})::${m[3]}` : colSql;
    out.push(`${expr} as ${quoteIdent(alias || col)}`);
  }
  return out.join(', ');
}

/**
 * `order=col.desc.nullslast,…` → ORDER BY over alias `_t`.
 * @param {Relation} rel
 * @param {string | null} order the parameter
 * @returns {string} `order by …`, or '' without one
 * @throws {RestError} 400 PGRST100 for an unknown modifier, 42703 for an unknown column
 */
function orderClause(rel, order) {
  if (!order) return '';
  const parts = splitTopLevel(order).map((item) => {
    const [col, ...mods] = item.trim().split('.');
    let sql = requireColumn(rel, col);
    for (const mod of mods) {
      if (mod === 'asc') sql += ' asc';
      else if (mod === 'desc') sql += ' desc';
      else if (mod === 'nullsfirst') sql += ' nulls first';
      else if (mod === 'nullslast') sql += ' nulls last';
      else throw new RestError(400, 'PGRST100', `failed to parse order (${order})`, { details: `unexpected "${mod}"` });
    }
    return sql;
  });
  return `order by ${parts.join(', ')}`;
}

/**
 * The SELECT of a read: filters, order, `limit`/`offset` (or the `Range` header), and with
 * `Prefer: count=…` a count query over the same filters (always exact).
 * @param {StatementInput} input
 * @returns {Statement}
 */
function buildSelect({ rel, url, req, params, select, prefer, accept }) {
  const range = rangeHeader(req);
  const offset = intParam(url, 'offset') ?? range.offset ?? 0;
  const limit = intParam(url, 'limit') ?? range.limit;
  const where = whereClause(rel, url, params);
  const source = `select ${selectList(rel, select)} from ${rel.sql} as _t ${where} ${orderClause(rel, url.searchParams.get('order'))}${
    limit !== undefined ? ` limit ${limit}` : ''
  }${offset ? ` offset ${offset}` : ''}`;
  const sql = jsonResult(source, accept.stripNulls);
  const countSql = prefer.count ? `select count(*)::int as total from ${rel.sql} as _t ${where}` : undefined;
  return { sql, countSql, offset };
}

module.exports = { selectList, orderClause, buildSelect };
