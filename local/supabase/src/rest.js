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
 */
const { sendJson, sendEmpty, readBody, parseJson } = require('./http');

const EXPOSED_SCHEMAS = ['public'];
const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/** An error answered with a PostgREST-shaped body. */
class RestError extends Error {
  /**
   * @param {number} status
   * @param {string} code PostgREST or SQLSTATE code
   * @param {string} message
   * @param {{ details?: string | null, hint?: string | null, headers?: Record<string, string> }} [opts]
   */
  constructor(status, code, message, { details = null, hint = null, headers } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

const quoteIdent = (name) => `"${String(name).replace(/"/g, '""')}"`;

/**
 * PostgREST's HTTP status for a SQLSTATE.
 * @param {string | undefined} code SQLSTATE
 * @param {string} role the request's database role
 * @returns {number}
 */
function statusForSqlState(code, role) {
  if (!code || typeof code !== 'string') return 500;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const byClass = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    25: 500,
    28: 403,
    '2D': 500,
    38: 500,
    39: 500,
    '3B': 500,
    40: 500,
    53: 503,
    54: 500,
    55: 500,
    57: 500,
    58: 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  const s = byClass[code.slice(0, 2)];
  return s || 400;
}

/** Splits on commas at the top level (outside parentheses and double quotes). */
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

/** Removes PostgREST's optional double quotes around a value. */
function unquote(v) {
  const t = v.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

/** Parses a PostgREST list literal `(a,b,"c,d")` into its items. */
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

const SIMPLE_OPS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike', match: '~', imatch: '~*', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const FTS_OPS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

/**
 * Builds the SQL condition for `col=<op>.<value>` (PostgREST's horizontal filtering).
 * @param {string} colSql qualified, quoted column
 * @param {string} expr the filter expression, e.g. `eq.5`, `not.in.(1,2)`, `is.null`
 * @param {Params} params
 * @param {boolean} inLogicTree values may be double-quoted inside `or`/`and`
 * @returns {string}
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
 * Parses `Prefer` headers into a map (return, count, resolution, missing, tx, params, handling).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
function parsePrefer(req) {
  const raw = req.headers.prefer;
  const out = {};
  const list = Array.isArray(raw) ? raw.join(',') : raw || '';
  for (const part of list.split(',')) {
    const [k, v] = part.split('=').map((s) => s && s.trim());
    if (k) out[k] = v === undefined ? '' : v;
  }
  return out;
}

/**
 * What the client accepts: 'object' (single), 'array', with nulls stripped or not.
 * @param {import('node:http').IncomingMessage} req
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
 * Builds the PostgREST handler.
 * @param {{ db: import('@electric-sql/pglite').PGlite, log?: (msg: string) => void }} opts
 */
function createRest({ db, log = () => {} }) {
  /** Columns (name → type) and primary key of `schema.name`, or null. */
  async function relation(tx, schema, name) {
    const { rows } = await tx.query(
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
    );
    if (!rows[0]) return null;
    const cols = new Map(rows[0].cols.map((c) => [c.name, c.type]));
    return { schema, name, cols, pk: rows[0].pk, sql: `${quoteIdent(schema)}.${quoteIdent(name)}` };
  }

  function requireColumn(rel, name) {
    if (!rel.cols.has(name)) {
      throw new RestError(400, '42703', `column ${rel.name}.${name} does not exist`);
    }
    return `_t.${quoteIdent(name)}`;
  }

  /** `select=` → SQL select list over alias `_t`. */
  function selectList(rel, select) {
    const text = select === undefined || select === null || select.trim() === '' ? '*' : select;
    const items = splitTopLevel(text).map((s) => s.trim()).filter(Boolean);
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
          throw new RestError(
            400,
            'PGRST200',
            `Could not find a relationship between '${rel.name}' and '${relName}' in the schema cache`,
            { details: 'Resource embedding is not supported by the local backend', hint: null },
          );
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

  /** Horizontal filters (`col=op.value`, `or=`, `and=`, `not.or=`) over alias `_t`. */
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

  function intParam(url, name) {
    const v = url.searchParams.get(name);
    if (v === null || v === '') return undefined;
    if (!/^\d+$/.test(v)) throw new RestError(400, 'PGRST100', `failed to parse ${name} parameter (${v})`);
    return Number(v);
  }

  function rangeHeader(req) {
    const r = req.headers.range;
    if (!r) return {};
    const m = /^(?:items=)?(\d+)-(\d*)$/.exec(String(r).trim());
    if (!m) return {};
    const from = Number(m[1]);
    const to = m[2] === '' ? undefined : Number(m[2]);
    return { offset: from, limit: to === undefined ? undefined : Math.max(0, to - from + 1) };
  }

  /** Sets role and claims for the rest of the transaction. */
  async function assumeRole(tx, auth, req, path) {
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

  /** Wraps a row source into `{n, body, first}` JSON text. */
  function jsonResult(source, stripNulls, cte = '') {
    const agg = stripNulls ? "json_strip_nulls(coalesce(json_agg(_r), '[]'))" : "coalesce(json_agg(_r), '[]')";
    const first = stripNulls ? 'json_strip_nulls(json_agg(_r) -> 0)' : '(json_agg(_r) -> 0)';
    return `${cte ? `with ${cte} ` : ''}select count(*)::int as n, ${agg}::text as body, ${first}::text as first from (${source}) _r`;
  }

  function singularError(n) {
    return new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', {
      details: `The result contains ${n} rows`,
    });
  }

  function contentRange(offset, n, total) {
    const t = total === undefined ? '*' : String(total);
    return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
  }

  // --- tables ---------------------------------------------------------------------------------

  async function tableRequest(req, res, ctx) {
    const { url, schema, name, auth, prefer, accept } = ctx;
    const method = req.method;
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
      let sql;
      let countSql;
      let offset = 0;
      const wantsRows = readOnly || prefer.return === 'representation';
      if (readOnly) {
        const range = rangeHeader(req);
        offset = intParam(url, 'offset') ?? range.offset ?? 0;
        const limit = intParam(url, 'limit') ?? range.limit;
        const where = whereClause(rel, url, params);
        const source = `select ${selectList(rel, select)} from ${rel.sql} as _t ${where} ${orderClause(rel, url.searchParams.get('order'))}${
          limit !== undefined ? ` limit ${limit}` : ''
        }${offset ? ` offset ${offset}` : ''}`;
        sql = jsonResult(source, accept.stripNulls);
        if (prefer.count) countSql = `select count(*)::int as total from ${rel.sql} as _t ${where}`;
      } else if (method === 'PATCH') {
        if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
          throw new RestError(400, 'PGRST102', 'Empty or invalid json');
        }
        const keys = Object.keys(payload);
        for (const k of keys) {
          if (!rel.cols.has(k)) {
            throw new RestError(400, 'PGRST204', `Could not find the '${k}' column of '${name}' in the schema cache`);
          }
        }
        const where = whereClause(rel, url, params);
        if (!keys.length) {
          sql = jsonResult(`select ${selectList(rel, select)} from ${rel.sql} as _t where false`, accept.stripNulls);
        } else {
          const body = params.add(JSON.stringify(payload));
          const sets = keys.map((k) => `${quoteIdent(k)} = _b.${quoteIdent(k)}`).join(', ');
          sql = jsonResult(
            `select ${wantsRows ? selectList(rel, select) : '1'} from _pgrst as _t`,
            accept.stripNulls,
            `_pgrst as (update ${rel.sql} as _t set ${sets} from json_populate_record(null::${rel.sql}, ${body}::json) as _b ${where}
               returning ${wantsRows ? '_t.*' : '1 as _one'})`,
          );
        }
      } else if (method === 'DELETE') {
        const where = whereClause(rel, url, params);
        sql = jsonResult(
          `select ${wantsRows ? selectList(rel, select) : '1'} from _pgrst as _t`,
          accept.stripNulls,
          `_pgrst as (delete from ${rel.sql} as _t ${where} returning ${wantsRows ? '_t.*' : '1 as _one'})`,
        );
      } else if (method === 'POST') {
        const rows = Array.isArray(payload) ? payload : payload && typeof payload === 'object' ? [payload] : null;
        if (!rows || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
          throw new RestError(400, 'PGRST102', 'Empty or invalid json');
        }
        const columnsParam = url.searchParams.get('columns');
        const keys = columnsParam
          ? splitTopLevel(columnsParam).map((s) => s.trim().replace(/^"|"$/g, ''))
          : [...new Set(rows.flatMap((r) => Object.keys(r)))];
        for (const k of keys) {
          if (!rel.cols.has(k)) {
            throw new RestError(400, 'PGRST204', `Could not find the '${k}' column of '${name}' in the schema cache`);
          }
        }
        const body = params.add(JSON.stringify(rows));
        const colList = keys.map(quoteIdent).join(', ');
        let conflict = '';
        if (prefer.resolution === 'merge-duplicates' || prefer.resolution === 'ignore-duplicates') {
          const target = url.searchParams.get('on_conflict')
            ? splitTopLevel(url.searchParams.get('on_conflict')).map((s) => s.trim())
            : rel.pk;
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
        sql = jsonResult(
          `select ${wantsRows ? selectList(rel, select) : '1'} from _pgrst as _t`,
          accept.stripNulls,
          `_pgrst as (${insert}${conflict} returning ${wantsRows ? '_t.*' : '1 as _one'})`,
        );
      } else {
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      await assumeRole(tx, auth, req, url.pathname);
      const { rows } = await tx.query(sql, params.values);
      const out = rows[0];
      if (countSql) out.total = (await tx.query(countSql, params.values)).rows[0].total;
      if (accept.single && wantsRows && out.n !== 1) throw singularError(out.n); // rolls a mutation back
      if (prefer.tx === 'rollback') await tx.rollback();
      return { ...out, offset };
    });

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

  // --- rpc ------------------------------------------------------------------------------------

  /** Candidate functions named `name` in `schema`, with their input argument names and types. */
  async function functions(tx, schema, name) {
    const { rows } = await tx.query(
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
    );
    return rows.map((r) => {
      // input arguments: modes i (in), b (inout), v (variadic); no modes means all are inputs
      const names = r.argmodes.length
        ? r.argnames.filter((_, i) => ['i', 'b', 'v'].includes(r.argmodes[i]))
        : r.argnames.slice(0, r.nargs);
      const args = r.argtypes.map((type, i) => ({ name: names[i] || '', type }));
      return { ...r, args, required: args.slice(0, r.nargs - r.ndefaults) };
    });
  }

  async function rpcRequest(req, res, ctx) {
    const { url, schema, name, auth, prefer, accept } = ctx;
    const method = req.method;
    let args = {};
    if (method === 'POST') {
      const text = await readBody(req);
      try {
        const parsed = parseJson(text);
        args = parsed === undefined ? {} : parsed;
      } catch {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      }
      if (!args || typeof args !== 'object') throw new RestError(400, 'PGRST102', 'Empty or invalid json');
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
        throw new RestError(404, 'PGRST202', `Could not find the function ${schema}.${name}${list ? `(${list})` : ' without parameters'} in the schema cache`, {
          details: `Searched for the function ${schema}.${name} with ${list ? `parameters ${list}` : 'no parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
          hint: null,
        });
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
      const { rows } = await tx.query(sql, params.values);
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

  /**
   * Handles one `/rest/v1/*` request.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path the path after `/rest/v1`
   * @param {URL} url
   * @param {{ role: string, claims: Record<string, any> }} auth verified JWT role and claims
   */
  async function handle(req, res, path, url, auth) {
    try {
      if (!ALLOWED_ROLES.has(auth.role)) {
        throw new RestError(401, 'PGRST301', `role "${auth.role}" is not allowed`);
      }
      const profile =
        req.method === 'GET' || req.method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile'];
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
        await rpcRequest(req, res, { ...ctx, name: segments[1] });
        return;
      }
      if (segments.length === 1) {
        await tableRequest(req, res, { ...ctx, name: segments[0] });
        return;
      }
      throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
    } catch (e) {
      sendRestError(res, e, auth.role, log);
    }
  }

  return { handle };
}

/**
 * Sends an error in PostgREST's shape; database errors get PostgREST's status mapping.
 * @param {import('node:http').ServerResponse} res
 * @param {any} e
 * @param {string} role
 * @param {(msg: string) => void} [log]
 */
function sendRestError(res, e, role, log = () => {}) {
  if (e instanceof RestError) {
    sendJson(res, e.status, { code: e.code, details: e.details, hint: e.hint, message: e.message }, { headers: e.headers });
    return;
  }
  if (e && typeof e.code === 'string' && e.severity) {
    const status = statusForSqlState(e.code, role);
    const headers = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    sendJson(res, status, { code: e.code, details: e.detail ?? null, hint: e.hint ?? null, message: e.message }, { headers });
    return;
  }
  log(`rest: unexpected error: ${(e && e.stack) || e}`);
  sendJson(res, 500, { code: 'PGRST000', details: null, hint: null, message: (e && e.message) || 'internal error' });
}

module.exports = { createRest, RestError, statusForSqlState, sendRestError };
