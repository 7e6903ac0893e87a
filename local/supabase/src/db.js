'use strict';
/**
 * Opens the PGlite database behind the local Supabase-compatible backend: runs the platform stub
 * (roles, auth schema, grants) and the project's `supabase/migrations/*.sql` in filename order,
 * recording applied migrations so a reopened data directory applies only new ones.
 */
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

/**
 * Loads PGlite's CommonJS build. (Under jest, the shared preset transforms PGlite's `import()`
 * calls to `require`, since jest's vm context has no dynamic import without flags.)
 * @returns {typeof import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } })}
 */
function loadPGlite() {
  return require('@electric-sql/pglite');
}

/** @type {typeof import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }) | undefined} */
let pgliteModule;
/**
 * PGlite's class, loaded on first use.
 * @returns {typeof import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite}
 */
const getPGlite = () => {
  if (!pgliteModule) pgliteModule = loadPGlite();
  return pgliteModule.PGlite;
};

const PLATFORM_SQL = path.join(__dirname, 'platform.sql');
const DEFAULT_SUPABASE_DIR = path.resolve(__dirname, '../../../supabase');

/**
 * Lists migration files (`*.sql`) of a directory in filename order.
 * @param {string} dir migrations directory
 * @returns {string[]} file names (not paths); empty when the directory does not exist
 */
function listMigrations(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * Extensions PGlite can provide that Supabase projects commonly use (pgcrypto, uuid-ossp, citext).
 * Loading them only registers the bundles; they are unpacked on `create extension`.
 * @returns {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Extensions} extension name → its bundle (missing ones left out)
 */
function contribExtensions() {
  /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).Extensions} */
  const ext = {};
  for (const [key, mod] of [
    ['pgcrypto', 'pgcrypto'],
    ['uuid_ossp', 'uuid_ossp'],
    ['citext', 'citext'],
  ]) {
    try {
      // a computed require is untyped: each contrib module exports its Extension under `key`
      ext[key] = require(`@electric-sql/pglite/contrib/${mod}`)[key];
    } catch {
      /* not available in this PGlite build */
    }
  }
  return ext;
}

/**
 * Applies platform.sql, then pending migrations, then (optionally) the seed file, each file in its
 * own transaction.
 * @param {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite} db
 * @param {{ supabaseDir?: string, seed?: boolean, log?: (msg: string) => void }} [opts]
 * @returns {Promise<{ applied: string[], seeded: boolean }>}
 */
async function migrate(db, { supabaseDir = DEFAULT_SUPABASE_DIR, seed = false, log = () => {} } = {}) {
  await db.exec(fs.readFileSync(PLATFORM_SQL, 'utf8'));
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const done = new Set((await db.query('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version));
  const applied = [];
  for (const file of listMigrations(migrationsDir)) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, file]);
      });
    } catch (e) {
      const err = /** @type {Error} */ (e); // PGlite rejects with Errors (DatabaseError)
      err.message = `migration ${file} failed: ${err.message}`;
      throw err;
    }
    applied.push(file);
    log(`applied migration ${file}`);
  }
  let seeded = false;
  const seedFile = path.join(supabaseDir, 'seed.sql');
  if (seed && fs.existsSync(seedFile)) {
    const { rows } = await db.query('select 1 from supabase_migrations.seed_files where path = $1', ['seed.sql']);
    if (rows.length === 0) {
      const sql = fs.readFileSync(seedFile, 'utf8');
      const hash = crypto.createHash('sha256').update(sql).digest('hex');
      try {
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', ['seed.sql', hash]);
        });
      } catch (e) {
        const err = /** @type {Error} */ (e); // PGlite rejects with Errors (DatabaseError)
        err.message = `seed.sql failed: ${err.message}`;
        throw err;
      }
      seeded = true;
      log('applied seed.sql');
    }
  }
  return { applied, seeded };
}

/**
 * Opens a ready database: in memory when `dataDir` is undefined, else persistent in `dataDir`
 * (created if missing). The platform stub and all pending migrations are applied; with `seed`
 * the seed file runs once (recorded, so a reopened directory is not seeded twice).
 * @param {{ dataDir?: string, seed?: boolean, supabaseDir?: string, log?: (msg: string) => void }} [opts]
 *   supabaseDir defaults to the repository's `supabase/` directory.
 * @returns {Promise<import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite>}
 */
async function openDatabase({ dataDir, seed = false, supabaseDir, log } = {}) {
  const options = { extensions: contribExtensions() };
  let db;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    db = await getPGlite().create(dir, options);
  } else {
    db = await getPGlite().create(options);
  }
  try {
    await migrate(db, { supabaseDir, seed, log });
  } catch (e) {
    await db.close().catch(() => {});
    throw e;
  }
  return db;
}

module.exports = { openDatabase, migrate, listMigrations, DEFAULT_SUPABASE_DIR };
