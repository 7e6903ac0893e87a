'use strict';
/**
 * openDatabase: platform stub, migrations in filename order applied once per data directory,
 * seed applied once, persistence of users across restarts of the server.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { openDatabase, listMigrations, DEFAULT_SUPABASE_DIR } = require('../src/db');
const { start } = require('../src/server');
const { makeClient, present } = require('./helpers');

jest.setTimeout(90000);

/** @type {string} */
let tmp;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-db-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('platform stub', () => {
  /** @type {import('@electric-sql/pglite', { with: { 'resolution-mode': 'require' } }).PGlite} */
  let db;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(() => db.close());

  it('has the Supabase roles, auth schema and helpers', async () => {
    const roles = await db.query(
      "select rolname, rolcanlogin, rolbypassrls from pg_roles where rolname in ('anon','authenticated','service_role') order by rolname",
    );
    expect(roles.rows).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
    ]);
    const cols = await db.query("select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'");
    const names = cols.rows.map((r) => r.column_name);
    for (const c of [
      'id',
      'aud',
      'role',
      'email',
      'encrypted_password',
      'email_confirmed_at',
      'raw_app_meta_data',
      'raw_user_meta_data',
      'created_at',
      'updated_at',
      'last_sign_in_at',
    ]) {
      expect(names).toContain(c);
    }
    const uid = await db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated', email: 'a@b.co' }),
      ]);
      return (await tx.query('select auth.uid() as uid, auth.role() as role, auth.jwt() ->> $1 as email', ['email'])).rows[0];
    });
    expect(uid).toEqual({ uid: '00000000-0000-0000-0000-000000000001', role: 'authenticated', email: 'a@b.co' });
    // after the transaction the setting is '' (not NULL): auth.uid() must still work
    expect((await db.query('select auth.uid() as uid, auth.jwt() as jwt')).rows[0]).toEqual({ uid: null, jwt: null });
    expect((await db.query('select gen_random_uuid() is not null as ok')).rows[0].ok).toBe(true);
    expect((await db.query('select extensions.uuid_generate_v4() is not null as ok')).rows[0].ok).toBe(true);
  });

  it('applied every project migration, recorded in supabase_migrations', async () => {
    const { rows } = await db.query('select version from supabase_migrations.schema_migrations order by version');
    expect(rows.map((r) => `${r.version}.sql`)).toEqual(listMigrations(path.join(DEFAULT_SUPABASE_DIR, 'migrations')));
  });

  it('default privileges: new public tables are granted to the API roles (RLS decides)', async () => {
    await db.exec('create table public.priv_check (id int)');
    const { rows } = await db.query(
      "select grantee from information_schema.role_table_grants where table_name = 'priv_check' and privilege_type = 'SELECT' order by grantee",
    );
    expect(rows.map((r) => r.grantee)).toEqual(expect.arrayContaining(['anon', 'authenticated', 'service_role']));
  });
});

describe('a persistent data directory', () => {
  it('applies migrations once, new ones on reopen, seeds once', async () => {
    const supabaseDir = path.join(tmp, 'project');
    const dataDir = path.join(tmp, 'data', 'nested');
    fs.mkdirSync(path.join(supabaseDir, 'migrations'), { recursive: true });
    fs.writeFileSync(path.join(supabaseDir, 'migrations', '0002_b.sql'), 'insert into public.log (what) values ($$b$$);');
    fs.writeFileSync(path.join(supabaseDir, 'migrations', '0001_a.sql'), 'create table public.log (n serial, what text);');
    fs.writeFileSync(path.join(supabaseDir, 'seed.sql'), "insert into public.log (what) values ('seed');");

    let db = await openDatabase({ dataDir, supabaseDir, seed: true });
    expect((await db.query('select what from public.log order by n')).rows.map((r) => r.what)).toEqual(['b', 'seed']);
    await db.close();

    fs.writeFileSync(path.join(supabaseDir, 'migrations', '0003_c.sql'), "insert into public.log (what) values ('c');");
    db = await openDatabase({ dataDir, supabaseDir, seed: true });
    expect((await db.query('select what from public.log order by n')).rows.map((r) => r.what)).toEqual(['b', 'seed', 'c']);
    const versions = await db.query('select version from supabase_migrations.schema_migrations order by version');
    expect(versions.rows.map((r) => r.version)).toEqual(['0001_a', '0002_b', '0003_c']);
    await db.close();
  });

  it('a failing migration is reported with its file name and leaves nothing half-applied', async () => {
    const supabaseDir = path.join(tmp, 'broken');
    fs.mkdirSync(path.join(supabaseDir, 'migrations'), { recursive: true });
    fs.writeFileSync(path.join(supabaseDir, 'migrations', '0001_ok.sql'), 'create table public.ok (id int);');
    fs.writeFileSync(path.join(supabaseDir, 'migrations', '0002_bad.sql'), 'create table public.half (id int); select nope();');
    const dataDir = path.join(tmp, 'broken-data');
    await expect(openDatabase({ dataDir, supabaseDir })).rejects.toThrow(/0002_bad\.sql/);
    fs.writeFileSync(path.join(supabaseDir, 'migrations', '0002_bad.sql'), 'create table public.half (id int);');
    const db = await openDatabase({ dataDir, supabaseDir });
    expect((await db.query("select to_regclass('public.half') is not null as ok")).rows[0].ok).toBe(true);
    await db.close();
  });

  it('keeps users across server restarts (and the project migrations apply once)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const dataDir = path.join(tmp, 'server-data');
    let app = await start({ port: 0, host: '127.0.0.1', dataDir });
    const email = 'persist@example.com';
    const signUp = await makeClient(app.url).auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { username: 'persisted', country: 'Canada' } },
    });
    expect(signUp.error).toBeNull();
    await app.close();

    app = await start({ port: 0, host: '127.0.0.1', dataDir });
    const client = makeClient(app.url);
    const signIn = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    const userId = present(signIn.data.user, 'a signed-in user').id;
    expect(userId).toBe(signUp.data.user?.id);
    const profile = await client.from('profiles').select('username').eq('id', userId).single();
    expect(profile.data).toEqual({ username: 'persisted' });
    // the reopen did not undo the migrations' revokes (the platform's blanket grants run once)
    const privileges = await app.db.query(
      `select has_table_privilege('anon', 'public.profiles', 'select') as anon_select,
              has_function_privilege('anon', 'public.add_item(uuid,text,text)', 'execute') as anon_rpc,
              has_column_privilege('authenticated', 'public.profiles', 'email', 'update') as email_update,
              has_column_privilege('authenticated', 'public.profiles', 'username', 'update') as username_update`,
    );
    expect(privileges.rows[0]).toEqual({ anon_select: false, anon_rpc: false, email_update: false, username_update: true });
    const { rows } = await app.db.query('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(rows[0].n).toBe(listMigrations(path.join(DEFAULT_SUPABASE_DIR, 'migrations')).length);
    await app.close();
    warn.mockRestore();
  });
});
