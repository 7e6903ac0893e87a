'use strict';
/**
 * Writing tables: `POST` (insert, upsert with `resolution=merge-duplicates|ignore-duplicates`),
 * `PATCH` (update) and `DELETE` on `/rest/v1/<table>`, each one statement through a `_pgrst` CTE
 * so the affected rows come back (as `select=` shapes them) with `return=representation`.
 */
const { RestError } = require('./errors');
const { splitTopLevel } = require('./protocol');
const { quoteIdent, requireColumn, jsonResult } = require('./sql');
const { whereClause } = require('./filters');
const { selectList } = require('./select');

/** @typedef {import('./select').StatementInput} StatementInput */
/** @typedef {import('./select').Statement} Statement */

/**
 * Checks that every key names a column of the relation.
 * @param {import('./sql').Relation} rel
 * @param {string} name relation name as requested (for the message)
 * @param {string[]} keys
 * @throws {RestError} 400 PGRST204 for the first unknown column
 */
function requireColumns(rel, name, keys) {
  for (const k of keys) {
    if (!rel.cols.has(k)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${k}' column of '${name}' in the schema cache`);
    }
  }
}

/**
 * PATCH: updates the filtered rows with the body's columns (an empty body changes nothing).
 * @param {StatementInput} input payload must be a JSON object
 * @returns {Statement}
 * @throws {RestError} 400 PGRST102 for a body that is not an object, PGRST204 for an unknown column
 */
function buildUpdate({ rel, name, url, params, select, accept, wantsRows, payload }) {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const keys = Object.keys(payload);
  requireColumns(rel, name, keys);
  const where = whereClause(rel, url, params);
  if (!keys.length) {
    return { sql: jsonResult(`select ${selectList(rel, select)} from ${rel.sql} as _t where false`, accept.stripNulls) };
  }
  const body = params.add(JSON.stringify(payload));
  const sets = keys.map((k) => `${quoteIdent(k)} = _b.${quoteIdent(k)}`).join(', ');
  return {
    sql: jsonResult(
      `select ${wantsRows ? selectList(rel, select) : '1'} from _pgrst as _t`,
      accept.stripNulls,
      `_pgrst as (update ${rel.sql} as _t set ${sets} from json_populate_record(null::${rel.sql}, ${body}::json) as _b ${where}
               returning ${wantsRows ? '_t.*' : '1 as _one'})`,
    ),
  };
}

/**
 * DELETE: deletes the filtered rows (all rows the role may delete when there is no filter).
 * @param {StatementInput} input
 * @returns {Statement}
 */
function buildDelete({ rel, url, params, select, accept, wantsRows }) {
  const where = whereClause(rel, url, params);
  return {
    sql: jsonResult(
      `select ${wantsRows ? selectList(rel, select) : '1'} from _pgrst as _t`,
      accept.stripNulls,
      `_pgrst as (delete from ${rel.sql} as _t ${where} returning ${wantsRows ? '_t.*' : '1 as _one'})`,
    ),
  };
}

/**
 * POST: inserts one object or an array of objects (columns from `columns=` or the union of the
 * objects' keys); with `Prefer: resolution=…` an upsert on `on_conflict=` or the primary key.
 * @param {StatementInput} input payload must be an object or an array of objects
 * @returns {Statement}
 * @throws {RestError} 400 PGRST102 for another body, PGRST204 for an unknown column, PGRST100 for
 *   an upsert without a conflict target
 */
function buildInsert({ rel, name, url, params, select, prefer, accept, wantsRows, payload }) {
  const rows = /** @type {Record<string, unknown>[] | null} */ (
    Array.isArray(payload) ? payload : payload && typeof payload === 'object' ? [payload] : null
  );
  if (!rows || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const columnsParam = url.searchParams.get('columns');
  const keys = columnsParam
    ? splitTopLevel(columnsParam).map((s) => s.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  requireColumns(rel, name, keys);
  const body = params.add(JSON.stringify(rows));
  const colList = keys.map(quoteIdent).join(', ');
  let conflict = '';
  if (prefer.resolution === 'merge-duplicates' || prefer.resolution === 'ignore-duplicates') {
    const onConflict = url.searchParams.get('on_conflict');
    const target = onConflict ? splitTopLevel(onConflict).map((s) => s.trim()) : rel.pk;
    if (!target.length) throw new RestError(400, 'PGRST100', 'on_conflict requires a unique key');
    target.forEach((c) => requireColumn(rel, c));
    const updates = keys.filter((k) => !target.includes(k));
    conflict =
      prefer.resolution === 'ignore-duplicates' || !updates.length
        ? ` on conflict (${target.map(quoteIdent).join(', ')}) do nothing`
        : ` on conflict (${target.map(quoteIdent).join(', ')}) do update set ${updates
            .map((k) => `${quoteIdent(k)} = excluded.${quoteIdent(k)}`)
            .join(', ')}`;
  }
  const insert = keys.length
    ? `insert into ${rel.sql} as _t (${colList}) select ${colList} from json_populate_recordset(null::${rel.sql}, ${body}::json)`
    : `insert into ${rel.sql} as _t default values`;
  return {
    sql: jsonResult(
      `select ${wantsRows ? selectList(rel, select) : '1'} from _pgrst as _t`,
      accept.stripNulls,
      `_pgrst as (${insert}${conflict} returning ${wantsRows ? '_t.*' : '1 as _one'})`,
    ),
  };
}

module.exports = { buildUpdate, buildDelete, buildInsert };
