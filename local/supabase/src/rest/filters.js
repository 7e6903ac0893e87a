'use strict';
/**
 * PostgREST's horizontal filtering as SQL over alias `_t`: `col=<op>.<value>` (comparison,
 * pattern, `is`, `in`, array/range and full-text operators, `not.` negation) and the logic trees
 * `or=(…)`, `and=(…)`, `not.or=(…)`. Values are always bound parameters.
 */
const { RestError } = require('./errors');
const { RESERVED_PARAMS, splitTopLevel, unquote, parseList } = require('./protocol');
const { requireColumn } = require('./sql');

/** @typedef {import('./sql').Params} Params */
/** @typedef {import('./sql').Relation} Relation */

/**
 * Operators that are one SQL binary operator.
 * @type {Record<string, string>}
 */
const SIMPLE_OPS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
/**
 * Full-text operators → the tsquery constructor they use.
 * @type {Record<string, string>}
 */
const FTS_OPS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

/**
 * Builds the SQL condition for `col=<op>.<value>` (PostgREST's horizontal filtering).
 * @param {string} colSql qualified, quoted column
 * @param {string} expr the filter expression, e.g. `eq.5`, `not.in.(1,2)`, `is.null`
 * @param {Params} params
 * @param {boolean} inLogicTree values may be double-quoted inside `or`/`and`
 * @returns {string}
 * @throws {RestError} 400 PGRST100 for an unparseable expression, unknown operator or `is` value
 */
function filterSql(colSql, expr, params, inLogicTree = false) {
  const m = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(expr);
  if (!m) {
    throw new RestError(400, 'PGRST100', `failed to parse filter (${expr})`, { details: 'unexpected filter syntax' });
  }
  const [, not, op, modifier, raw] = m;
  const value = inLogicTree ? unquote(raw) : raw;
  let cond;
  if (SIMPLE_OPS[op] && !modifier) {
    let v = value;
    if (op === 'like' || op === 'ilike') v = v.replace(/\*/g, '%');
    if (op === 'ov' && v.startsWith('(')) v = `{${parseList(v).join(',')}}`;
    cond = `${colSql} ${SIMPLE_OPS[op]} ${params.add(v)}`;
  } else if (op === 'is' && !modifier) {
    /** @type {Record<string, string>} */
    const map = { null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown' };
    const k = value.toLowerCase();
    if (!map[k]) {
      throw new RestError(400, 'PGRST100', `failed to parse filter (is.${value})`, {
        details: 'unexpected value, expecting null, not_null, true, false or unknown',
      });
    }
    cond = `${colSql} ${map[k]}`;
  } else if (op === 'isdistinct' && !modifier) {
    cond = `${colSql} is distinct from ${params.add(value)}`;
  } else if (op === 'in' && !modifier) {
    const items = parseList(value);
    cond = items.length ? `${colSql} = any(${params.add(items)})` : 'false';
  } else if (FTS_OPS[op]) {
    const config = modifier ? `${params.add(modifier)}::regconfig, ` : '';
    cond = `${colSql} @@ ${FTS_OPS[op]}(${config}${params.add(value)})`;
  } else {
    throw new RestError(400, 'PGRST100', `failed to parse filter (${expr})`, { details: `unknown operator ${op}` });
  }
  return not ? `not (${cond})` : cond;
}

/**
 * Parses a logic tree `(a.eq.1,and(b.gt.2,c.is.null))` into SQL.
 * @param {string} op 'and' | 'or'
 * @param {string} body the parenthesized list
 * @param {(name: string) => string} col resolves and quotes a column
 * @param {Params} params
 * @returns {string} the parenthesized condition
 * @throws {RestError} 400 PGRST100 for a malformed tree
 */
function logicSql(op, body, col, params) {
  const t = body.trim();
  if (!t.startsWith('(') || !t.endsWith(')')) {
    throw new RestError(400, 'PGRST100', `failed to parse logic tree (${body})`, { details: 'expecting "("' });
  }
  const items = splitTopLevel(t.slice(1, -1));
  if (!items.length) throw new RestError(400, 'PGRST100', `failed to parse logic tree (${body})`);
  const parts = items.map((item) => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item.trim());
    if (nested) {
      const s = logicSql(nested[2], nested[3], col, params);
      return nested[1] ? `not ${s}` : s;
    }
    const dot = item.indexOf('.');
    if (dot < 1) throw new RestError(400, 'PGRST100', `failed to parse logic tree (${body})`);
    return filterSql(col(item.slice(0, dot).trim()), item.slice(dot + 1), params, true);
  });
  return `(${parts.join(op === 'and' ? ' and ' : ' or ')})`;
}

/**
 * The WHERE clause of all horizontal filters (`col=op.value`, `or=`, `and=`, `not.or=`) in the
 * query string, over alias `_t`; reserved parameters (select, order, …) are not filters.
 * @param {Relation} rel
 * @param {URL} url
 * @param {Params} params
 * @param {Set<string>} [skip] more parameter names to ignore
 * @returns {string} `where …`, or '' without filters
 * @throws {RestError} 400 for an unknown column (42703) or an unparseable filter (PGRST100)
 */
function whereClause(rel, url, params, skip = new Set()) {
  const conds = [];
  for (const [key, value] of url.searchParams.entries()) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      const s = logicSql(logic[2], value, (c) => requireColumn(rel, c), params);
      conds.push(logic[1] ? `not ${s}` : s);
      continue;
    }
    conds.push(filterSql(requireColumn(rel, key), value, params));
  }
  return conds.length ? `where ${conds.join(' and ')}` : '';
}

module.exports = { SIMPLE_OPS, FTS_OPS, filterSql, logicSql, whereClause };
