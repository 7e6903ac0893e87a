/**
 * The migrations as plain SQL, on every engine of `sqlTestEngines()`: an in-memory PGlite
 * (local/supabase's openDatabase: the platform stub, then supabase/migrations in order; Postgres
 * 18) and a throwaway Debian PostgreSQL 15 cluster (the hosted major version) with the same files
 * applied the same way. The same assertions run on both. Users are impersonated the way PostgREST does it:
 *   begin; set local role authenticated;
 *   select set_config('request.jwt.claims', '{"sub":"<uuid>","role":"authenticated"}', true); …
 * Auth users are inserted as the superuser, the way GoTrue inserts them.
 */
import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SqlError, TestDatabase, sqlTestEngines } from './helpers/db';
import os from 'node:os';
import { COUNTRIES } from '@streamscout/region';
import type { Profile as BaseProfile } from '@streamscout/session';

jest.setTimeout(120000);

/** A profiles row as this layer returns it: the app's Profile plus the timestamps. */
type Profile = BaseProfile & { created_at: Date; updated_at: Date };

interface Outcome<T> {
  rows: T[];
  affected: number;
  error: { code: string; message: string } | null;
}

let db: TestDatabase;

/** Who runs a statement: a signed-in user (uuid), anon, or `authenticated` without a sub claim. */
type Actor = string | 'anon' | 'no-sub';

function claimsOf(actor: Actor) {
  if (actor === 'anon') return { role: 'anon' };
  if (actor === 'no-sub') return { role: 'authenticated' };
  return { sub: actor, role: 'authenticated' };
}

/** Runs `sql` in its own transaction as `actor`; errors are returned, not thrown (and roll back). */
async function run<T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> {
  try {
    const result = await db.transaction<T>([
      { sql: `set local role ${actor === 'anon' ? 'anon' : 'authenticated'}` },
      { sql: "select set_config('request.jwt.claims', $1, true)", params: [JSON.stringify(claimsOf(actor))] },
      { sql, params },
    ]);
    return { ...result, error: null };
  } catch (e) {
    if (!(e instanceof SqlError)) throw e;
    return { rows: [], affected: 0, error: { code: e.code, message: e.message } };
  }
}

/** As the superuser (what GoTrue / the dashboard do). */
async function admin<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

/** The SQLSTATE of a failing transaction as the superuser, or undefined when it succeeded. */
async function adminTxError(sql: string, params: unknown[]): Promise<string | undefined> {
  try {
    await db.transaction([{ sql, params }]);
    return undefined;
  } catch (e) {
    if (!(e instanceof SqlError)) throw e;
    return e.code;
  }
}

let counter = 0;
/** Creates an auth user (the signup trigger then creates the profile). */
async function createUser(meta: Record<string, unknown> = {}): Promise<{ id: string; email: string; username: string }> {
  counter += 1;
  const id = randomUUID();
  const username = `user_${counter}_${id.slice(0, 8)}`;
  const email = `${username}@example.com`;
  await admin('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    id,
    email,
    JSON.stringify({ username, ...meta }),
  ]);
  return { id, email, username };
}

async function profileOf(id: string): Promise<Profile | undefined> {
  return (await admin<Profile>('select * from public.profiles where id = $1', [id]))[0];
}

describe.each(sqlTestEngines())('SQL on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });

  afterAll(async () => {
    await db?.close();
  });

  describe('signup trigger', () => {
    it('creates the profile from the metadata username and country, email from the auth user', async () => {
      const u = await createUser({ country: 'Canada' });
      expect(await profileOf(u.id)).toMatchObject({
        id: u.id,
        email: u.email,
        username: u.username,
        country: 'Canada',
        adult: false,
        queue: [],
        favorites: [],
        watched: [],
      });
    });

    it.each([
      ['missing', {}],
      ['null', { country: null }],
      ['blank', { country: '   ' }],
    ])('defaults the country to United States of America when it is %s', async (_label, meta) => {
      const u = await createUser(meta);
      expect((await profileOf(u.id))?.country).toBe('United States of America');
    });

    it('sets created_at and updated_at', async () => {
      const u = await createUser();
      const p = await profileOf(u.id);
      // (Dates come from the worker's realm: check them by value, not instanceof.)
      expect(Number.isFinite(p!.created_at.getTime())).toBe(true);
      expect(p!.updated_at.getTime()).toBe(p!.created_at.getTime());
    });

    it('a duplicate username raises 23505 and leaves no auth user (the signup fails as a whole)', async () => {
      const taken = await createUser();
      const id = randomUUID();
      const email = `dup-${id}@example.com`;
      const code = await adminTxError('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
        id,
        email,
        JSON.stringify({ username: taken.username, country: 'Canada' }),
      ]);
      expect(code).toBe('23505');
      expect(await admin('select 1 from auth.users where id = $1 or email = $2', [id, email])).toHaveLength(0);
      expect(await admin('select 1 from public.profiles where id = $1', [id])).toHaveLength(0);
    });

    it.each([
      ['missing', {}, '23502'],
      ['shorter than 3 characters', { username: 'ab' }, '23514'],
    ])('a %s username makes the signup fail', async (_label, meta, expected) => {
      const id = randomUUID();
      const code = await adminTxError('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
        id,
        `${id}@example.com`,
        JSON.stringify(meta),
      ]);
      expect(code).toBe(expected);
      expect(await admin('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
    });

    it("changing the auth user's email updates the profile email", async () => {
      const u = await createUser();
      await admin('update auth.users set email = $2 where id = $1', [u.id, `new-${u.email}`]);
      expect((await profileOf(u.id))?.email).toBe(`new-${u.email}`);
    });
  });

  describe('row level security on profiles', () => {
    let a: { id: string; email: string; username: string };
    let b: { id: string; email: string; username: string };

    beforeAll(async () => {
      a = await createUser();
      b = await createUser();
    });

    it('a user sees only their own row', async () => {
      const all = await run<Profile>(a.id, 'select * from public.profiles');
      expect(all.error).toBeNull();
      expect(all.rows.map((r) => r.id)).toEqual([a.id]);
      const other = await run(a.id, 'select * from public.profiles where id = $1', [b.id]);
      expect(other).toMatchObject({ rows: [], error: null });
    });

    it('a user updates username, country and adult of their own row; updated_at moves', async () => {
      const before = await profileOf(a.id);
      const res = await run<Profile>(
        a.id,
        "update public.profiles set username = $2, country = 'France', adult = true where id = $1 returning *",
        [a.id, `${a.username}_x`],
      );
      expect(res.error).toBeNull();
      expect(res.affected).toBe(1);
      expect(res.rows[0]).toMatchObject({ username: `${a.username}_x`, country: 'France', adult: true });
      expect(res.rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(before!.updated_at.getTime());
      a.username = `${a.username}_x`;
    });

    it("another user's row is not updatable (0 rows, unchanged)", async () => {
      const before = await profileOf(b.id);
      const res = await run(a.id, "update public.profiles set username = 'hijacked', adult = true where id = $1", [b.id]);
      expect(res).toMatchObject({ affected: 0, error: null });
      expect(await profileOf(b.id)).toEqual(before);
    });

    it("another user's row is not deletable (0 rows, still there)", async () => {
      const res = await run(a.id, 'delete from public.profiles where id = $1', [b.id]);
      expect(res).toMatchObject({ affected: 0, error: null });
      expect(await profileOf(b.id)).toBeDefined();
    });

    it.each([
      ['email', "email = 'evil@example.com'"],
      ['id', `id = '${randomUUID()}'`],
      ['queue', "queue = array['movie-1']"],
      ['favorites', "favorites = array['movie-1']"],
      ['watched', "watched = array['movie-1']"],
      ['created_at', "created_at = now() - interval '1 year'"],
      ['updated_at', "updated_at = now() - interval '1 year'"],
    ])('the %s column is not writable through the API, even on the own row (42501)', async (_col, set) => {
      const before = await profileOf(a.id);
      const res = await run(a.id, `update public.profiles set ${set} where id = $1`, [a.id]);
      expect(res.error?.code).toBe('42501');
      expect(await profileOf(a.id)).toEqual(before);
    });

    it('a username shorter than 3 characters is refused (23514) and a taken one (23505)', async () => {
      expect((await run(a.id, "update public.profiles set username = 'ab' where id = $1", [a.id])).error?.code).toBe('23514');
      expect((await run(a.id, 'update public.profiles set username = $2 where id = $1', [a.id, b.username])).error?.code).toBe('23505');
    });

    it('nobody inserts profiles through the API (the trigger does): 42501', async () => {
      const res = await run(a.id, "insert into public.profiles (id, username) values ($1, 'someone')", [a.id]);
      expect(res.error?.code).toBe('42501');
    });

    it('anon can neither read, update, delete nor insert (42501) and nothing changes', async () => {
      const before = await profileOf(b.id);
      for (const sql of [
        'select * from public.profiles',
        "update public.profiles set adult = true where id = '" + b.id + "'",
        "delete from public.profiles where id = '" + b.id + "'",
        "insert into public.profiles (id, username) values ('" + randomUUID() + "', 'anonymous')",
      ]) {
        const res = await run('anon', sql);
        expect(res.error?.code).toBe('42501');
      }
      expect(await profileOf(b.id)).toEqual(before);
    });

    it('authenticated without a sub claim sees nothing', async () => {
      expect(await run('no-sub', 'select * from public.profiles')).toMatchObject({ rows: [], error: null });
    });

    it('a user deletes their own row', async () => {
      const c = await createUser();
      const res = await run(c.id, 'delete from public.profiles where id = $1', [c.id]);
      expect(res).toMatchObject({ affected: 1, error: null });
      expect(await profileOf(c.id)).toBeUndefined();
    });
  });

  describe('list RPCs', () => {
    let a: { id: string };
    let b: { id: string };

    beforeEach(async () => {
      a = await createUser();
      b = await createUser();
    });

    const add = (actor: Actor, profileId: string | null, showId: string | null, which: string | null) =>
      run<Profile>(actor, 'select * from public.add_item($1, $2, $3)', [profileId, showId, which]);
    const remove = (actor: Actor, profileId: string | null, showId: string | null, which: string | null) =>
      run<Profile>(actor, 'select * from public.remove_item($1, $2, $3)', [profileId, showId, which]);
    const removeAll = (actor: Actor, profileId: string | null, which: string | null) =>
      run<Profile>(actor, 'select * from public.remove_all($1, $2)', [profileId, which]);

    it.each(['queue', 'favorites', 'watched'])('add_item appends to %s only and returns the updated profile', async (which) => {
      const res = await add(a.id, a.id, 'movie-25266', which);
      expect(res.error).toBeNull();
      expect(res.rows).toHaveLength(1);
      const p = res.rows[0];
      expect(p.id).toBe(a.id);
      for (const list of ['queue', 'favorites', 'watched'] as const) {
        expect(p[list]).toEqual(list === which ? ['movie-25266'] : []);
      }
      expect(await profileOf(a.id)).toMatchObject({ [which]: ['movie-25266'] });
    });

    it('adding the same entry twice keeps one; order of other entries is kept', async () => {
      await add(a.id, a.id, 'movie-1', 'queue');
      await add(a.id, a.id, 'tv-2', 'queue');
      const res = await add(a.id, a.id, 'movie-1', 'queue');
      expect(res.rows[0].queue).toEqual(['movie-1', 'tv-2']);
    });

    it('remove_item removes the entry from that list only', async () => {
      await add(a.id, a.id, 'tv-68222', 'queue');
      await add(a.id, a.id, 'tv-68222', 'watched');
      const res = await remove(a.id, a.id, 'tv-68222', 'queue');
      expect(res.error).toBeNull();
      expect(res.rows[0]).toMatchObject({ queue: [], watched: ['tv-68222'] });
      // Removing what is not there is a no-op, not an error.
      expect((await remove(a.id, a.id, 'tv-68222', 'queue')).rows[0].queue).toEqual([]);
    });

    it('remove_all empties one list and leaves the others', async () => {
      for (const s of ['movie-1', 'movie-2', 'tv-3']) await add(a.id, a.id, s, 'favorites');
      await add(a.id, a.id, 'movie-9', 'queue');
      const res = await removeAll(a.id, a.id, 'favorites');
      expect(res.error).toBeNull();
      expect(res.rows[0]).toMatchObject({ favorites: [], queue: ['movie-9'] });
    });

    it("another user's profile_id is refused (42501 not allowed) and nothing changes", async () => {
      await add(b.id, b.id, 'movie-7', 'queue');
      const before = await profileOf(b.id);
      for (const res of [
        await add(a.id, b.id, 'movie-8', 'queue'),
        await remove(a.id, b.id, 'movie-7', 'queue'),
        await removeAll(a.id, b.id, 'queue'),
      ]) {
        expect(res.error).toEqual({ code: '42501', message: 'not allowed' });
      }
      expect(await profileOf(b.id)).toEqual(before);
    });

    it('a null profile_id or a caller without a sub claim is refused (42501)', async () => {
      expect((await add(a.id, null, 'movie-1', 'queue')).error?.code).toBe('42501');
      expect((await add('no-sub', a.id, 'movie-1', 'queue')).error?.code).toBe('42501');
      expect((await removeAll('no-sub', a.id, 'queue')).error?.code).toBe('42501');
    });

    it.each([
      'queues',
      'QUEUE',
      'id',
      'email',
      'username',
      '',
      "queue = array['x'], favorites",
      'queue"; drop table public.profiles; --',
      null,
    ])('which_col %p is refused (22023 invalid list) and nothing changes', async (which) => {
      const before = await profileOf(a.id);
      for (const res of [
        await add(a.id, a.id, 'movie-1', which),
        await remove(a.id, a.id, 'movie-1', which),
        await removeAll(a.id, a.id, which),
      ]) {
        expect(res.error?.code).toBe('22023');
        expect(res.error?.message).toMatch(/^invalid list: /);
      }
      expect(await profileOf(a.id)).toEqual(before);
      expect(await admin("select to_regclass('public.profiles') is not null as ok")).toEqual([{ ok: true }]);
    });

    it.each([
      'person-1',
      'movie-',
      'movie-12a',
      'tv-1.5',
      'Movie-1',
      ' movie-1',
      'movie-1 ',
      'movie-1\ntv-2',
      "movie-1'; delete from public.profiles; --",
      '',
      null,
    ])('show_id %p is refused (22023) by add_item and remove_item', async (showId) => {
      const before = await profileOf(a.id);
      for (const res of [await add(a.id, a.id, showId, 'queue'), await remove(a.id, a.id, showId, 'queue')]) {
        expect(res.error?.code).toBe('22023');
        expect(res.error?.message).toMatch(/^invalid show id: /);
      }
      expect(await profileOf(a.id)).toEqual(before);
    });

    it('the profile_id check comes first: invalid arguments on another profile are still 42501', async () => {
      expect((await add(a.id, b.id, 'nope', 'nope')).error?.code).toBe('42501');
    });

    it('a caller whose profile is gone gets an error, not a null row', async () => {
      await admin('delete from public.profiles where id = $1', [a.id]);
      expect((await add(a.id, a.id, 'movie-1', 'queue')).error?.code).toBe('P0002');
    });
  });

  describe('delete_user', () => {
    it("deletes the caller's auth user and, by cascade, the profile", async () => {
      const u = await createUser();
      const res = await run(u.id, 'select public.delete_user()');
      expect(res.error).toBeNull();
      expect(await admin('select 1 from auth.users where id = $1', [u.id])).toHaveLength(0);
      expect(await profileOf(u.id)).toBeUndefined();
    });

    it('after the profile was deleted first (the client order of spec §4) it still deletes the user', async () => {
      const u = await createUser();
      expect((await run(u.id, 'delete from public.profiles where id = $1', [u.id])).affected).toBe(1);
      expect((await run(u.id, 'select public.delete_user()')).error).toBeNull();
      expect(await admin('select 1 from auth.users where id = $1', [u.id])).toHaveLength(0);
    });

    it('accepts the own id as argument, refuses another id (42501) and deletes nothing', async () => {
      const u = await createUser();
      const v = await createUser();
      expect((await run(u.id, 'select public.delete_user($1)', [v.id])).error?.code).toBe('42501');
      expect(await admin('select 1 from auth.users where id in ($1, $2)', [u.id, v.id])).toHaveLength(2);
      expect((await run(u.id, 'select public.delete_user(user_id => $1)', [u.id])).error).toBeNull();
      expect(await admin('select 1 from auth.users where id = $1', [u.id])).toHaveLength(0);
      expect(await profileOf(v.id)).toBeDefined();
    });

    it('refuses a caller without a sub claim (42501) and anon (42501, no EXECUTE)', async () => {
      const before = await admin<{ n: number }>('select count(*)::int as n from auth.users');
      expect((await run('no-sub', 'select public.delete_user()')).error?.code).toBe('42501');
      const anon = await run('anon', 'select public.delete_user()');
      expect(anon.error?.code).toBe('42501');
      expect(anon.error?.message).toMatch(/permission denied for function/);
      expect(await admin('select count(*)::int as n from auth.users')).toEqual(before);
    });
  });

  describe('privileges', () => {
    const rpcs = [
      'public.add_item(uuid, text, text)',
      'public.remove_item(uuid, text, text)',
      'public.remove_all(uuid, text)',
      'public.delete_user(uuid)',
    ];

    it.each(rpcs)('EXECUTE on %s: authenticated yes, anon and PUBLIC no', async (fn) => {
      const [row] = await admin<{ anon: boolean; authed: boolean; acl: string[] }>(
        `select has_function_privilege('anon', $1::text, 'execute') as anon,
                has_function_privilege('authenticated', $1::text, 'execute') as authed,
                (select proacl::text[] from pg_proc where oid = $1::regprocedure) as acl`,
        [fn],
      );
      expect(row.anon).toBe(false);
      expect(row.authed).toBe(true);
      // An ACL entry granted to PUBLIC starts with '=' (e.g. '=X/postgres').
      expect(row.acl.filter((entry) => entry.startsWith('='))).toEqual([]);
    });

    it('anon calling an RPC gets permission denied (42501) and nothing changes', async () => {
      const u = await createUser();
      const res = await run('anon', "select * from public.add_item($1, 'movie-1', 'queue')", [u.id]);
      expect(res.error?.code).toBe('42501');
      expect((await profileOf(u.id))?.queue).toEqual([]);
    });

    it('the private list helper cannot be called directly, by anon or by a signed-in user', async () => {
      const u = await createUser();
      for (const actor of ['anon', u.id] as const) {
        const res = await run(actor, "select * from private.change_list($1, 'queue', 'add', 'movie-1')", [u.id]);
        expect(res.error?.code).toBe('42501');
      }
      expect((await profileOf(u.id))?.queue).toEqual([]);
    });

    it('anon has no privilege at all on profiles', async () => {
      const [row] = await admin<Record<string, boolean>>(
        `select ${['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger']
          .map((p) => `has_table_privilege('anon', 'public.profiles', '${p}') as "${p}"`)
          .join(', ')}`,
      );
      expect(Object.values(row)).toEqual(Array(7).fill(false));
    });

    it('authenticated may update only username, country, adult and language', async () => {
      const rows = await admin<{ attname: string }>(
        `select attname from pg_attribute
         where attrelid = 'public.profiles'::regclass and attnum > 0 and not attisdropped
           and has_column_privilege('authenticated', 'public.profiles', attname, 'update')
         order by attname`,
      );
      expect(rows.map((r) => r.attname)).toEqual(['adult', 'country', 'language', 'username']);
    });

    it('RLS is enabled on profiles', async () => {
      expect(await admin("select relrowsecurity from pg_class where oid = 'public.profiles'::regclass")).toEqual([
        { relrowsecurity: true },
      ]);
    });

    it("every security definer function in public and private pins search_path = ''", async () => {
      const rows = await admin<{ proname: string; proconfig: string[] | null }>(
        `select proname, proconfig from pg_proc
         where pronamespace in ('public'::regnamespace, 'private'::regnamespace) and prosecdef order by proname`,
      );
      expect(rows.map((r) => r.proname)).toEqual(
        expect.arrayContaining(['add_item', 'change_list', 'delete_user', 'handle_new_user', 'remove_all', 'remove_item']),
      );
      for (const r of rows) expect(r.proconfig).toContain('search_path=""');
    });
  });

  describe('seed.sql', () => {
    const demo = "select id, encrypted_password from auth.users where email = 'demo@streamscout.local'";

    it('creates the demo user with its profile and lists, and is idempotent', async () => {
      await db.exec(fs.readFileSync(path.join(__dirname, '../seed.sql'), 'utf8'));
      const users = await admin<{ id: string; encrypted_password: string }>(demo);
      expect(users).toHaveLength(1);
      expect(users[0].encrypted_password).toMatch(/^\$2a\$10\$/);
      expect(bcrypt.compareSync('streamscout', users[0].encrypted_password)).toBe(true);
      const profile = (await admin<Profile>('select * from public.profiles where id = $1', [users[0].id]))[0];
      expect(profile).toMatchObject({
        email: 'demo@streamscout.local',
        username: 'demo',
        country: 'United States of America',
        adult: false,
      });
      expect(profile.queue).toEqual(expect.arrayContaining(['movie-25266', 'tv-68222']));
      for (const list of [profile.queue, profile.favorites, profile.watched]) {
        expect(list.length).toBeGreaterThan(0);
        for (const entry of list) expect(entry).toMatch(/^(movie|tv)-[0-9]+$/);
      }
      const identities = await admin('select provider, user_id from auth.identities where user_id = $1', [users[0].id]);
      expect(identities).toEqual([{ provider: 'email', user_id: users[0].id }]);

      // Running it again changes nothing.
      await db.exec(fs.readFileSync(path.join(__dirname, '../seed.sql'), 'utf8'));
      expect(await admin(demo)).toEqual(users);
      expect((await admin<Profile>('select * from public.profiles where id = $1', [users[0].id]))[0]).toEqual(profile);
    });
  });

  describe('usernames: NFC, 3–30 characters, no Cc/Cf, unique case-insensitively', () => {
    let a: { id: string; username: string };
    let b: { id: string; username: string };

    beforeAll(async () => {
      a = await createUser();
      b = await createUser();
    });

    const rename = (actor: Actor, id: string, username: string) =>
      run<Profile>(actor, 'update public.profiles set username = $2 where id = $1 returning username', [id, username]);

    it.each([
      ['a case variant of a taken name', () => b.username.toUpperCase(), '23505'],
      ['31 characters', () => 'x'.repeat(31), '23514'],
      ['10 KB', () => 'x'.repeat(10 * 1024), '23514'],
      ['a right-to-left override', () => 'abc\u202Eevil', '23514'],
      ['only zero-width spaces', () => '\u200B\u200B\u200B\u200B', '23514'],
      ['a zero-width joiner inside', () => 'ab\u200Dcd', '23514'],
      ['a BOM', () => '\uFEFFabcd', '23514'],
      ['a control character', () => 'abc\u0007', '23514'],
      ['a newline', () => 'abc\ndef', '23514'],
      ['two characters after trimming', () => '  ab  ', '23514'],
    ])('refuses %s (%s)', async (_label, name, code) => {
      const before = await profileOf(a.id);
      expect((await rename(a.id, a.id, name())).error?.code).toBe(code);
      expect(await profileOf(a.id)).toEqual(before);
    });

    it('the NFD form of a name is normalized before the rules see it: an accented name is refused either way', async () => {
      const before = await profileOf(a.id);
      for (const name of [`Jose\u0301_${a.id.slice(0, 6)}`, `Jos\u00e9_${a.id.slice(0, 6)}`]) {
        expect((await rename(a.id, a.id, name)).error?.code).toBe('23514');
      }
      expect(await profileOf(a.id)).toEqual(before);
    });

    it('accepts 3 and 30 characters', async () => {
      const three = `z.${a.id.slice(0, 1)}`;
      expect((await rename(a.id, a.id, three)).error).toBeNull();
      const thirty = `${a.id.replace(/-/g, '')}`.slice(0, 30);
      expect((await rename(a.id, a.id, thirty)).rows[0]?.username).toBe(thirty);
    });

    it('signup with a case variant of a taken name fails as a whole (no auth user left)', async () => {
      const id = randomUUID();
      const code = await adminTxError('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
        id,
        `${id}@example.com`,
        JSON.stringify({ username: ` ${b.username.toUpperCase()} ` }),
      ]);
      expect(code).toBe('23505');
      expect(await admin('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
    });

    it('the forbidden set is exactly Unicode Cc + Cf, the same set as the client rule /[\\p{Cc}\\p{Cf}]/u', async () => {
      const expected: number[] = [];
      for (let cp = 1; cp <= 0x10ffff; cp += 1) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue;
        if (/[\p{Cc}\p{Cf}]/u.test(String.fromCodePoint(cp))) expected.push(cp);
      }
      const [{ def }] = await admin<{ def: string }>(
        "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'profiles_username_chars'",
      );
      const pattern = /'(\[.*\])'/.exec(def)![1];
      const rows = await admin<{ cp: number }>(
        `select cp from generate_series(1, 1114111) as cp
         where (cp < 55296 or cp > 57343) and chr(cp) ~ $1 order by cp`,
        [pattern],
      );
      expect(rows.map((r) => r.cp)).toEqual(expected);
    });
  });

  describe('usernames: ASCII letters, digits, _ . - only, so no look-alike of another name', () => {
    let a: { id: string; username: string };
    let b: { id: string; username: string };

    beforeAll(async () => {
      a = await createUser();
      b = await createUser();
    });

    const rename = (actor: Actor, id: string, username: string) =>
      run<Profile>(actor, 'update public.profiles set username = $2 where id = $1 returning username', [id, username]);
    const RULE = 'username must be 3 to 30 characters: English letters (a-z), digits, _ . or -';

    const lookAlikes: [string, (taken: string) => string][] = [
      ['a Cyrillic е (U+0435) for a Latin e', (taken) => taken.replace('e', '\u0435')],
      ['a Greek ο (U+03BF) for a Latin o', () => 'b\u03bfb_lookalike'],
      ['full-width letters', () => '\uff55\uff53\uff45\uff52_wide'],
      ['a dotless ı', () => 'p\u0131xel_name'],
      ['an accented letter', () => 'caf\u00e9_name'],
      ['an emoji', () => 'star_\u{1F600}'],
      ['a space inside', () => 'two words'],
      ['an @', () => 'me@home'],
    ];

    it.each(lookAlikes)('a rename with %s is refused (23514, the rule in the message); nothing stored', async (_label, name) => {
      const before = await profileOf(a.id);
      const res = await rename(a.id, a.id, name(b.username));
      expect(res.error).toEqual({ code: '23514', message: RULE });
      expect(await profileOf(a.id)).toEqual(before);
    });

    it.each(lookAlikes)('a signup with %s fails as a whole: no auth user, no profile', async (_label, name) => {
      const id = randomUUID();
      const code = await adminTxError('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
        id,
        `${id}@example.com`,
        JSON.stringify({ username: name(b.username), country: 'Canada' }),
      ]);
      expect(code).toBe('23514');
      expect(await admin('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
      expect(await admin('select 1 from public.profiles where id = $1', [id])).toHaveLength(0);
    });

    it('the Cyrillic twin of a taken name is refused (23514); the name itself and its upper case are taken (23505)', async () => {
      expect(b.username).toMatch(/^user_/);
      const twin = b.username.replace('e', '\u0435');
      expect(twin).not.toBe(b.username);
      expect((await rename(a.id, a.id, twin)).error?.code).toBe('23514');
      expect((await rename(a.id, a.id, b.username)).error?.code).toBe('23505');
      expect((await rename(a.id, a.id, b.username.toUpperCase())).error?.code).toBe('23505');
    });

    it('accepts letters, digits, _ . - in any case, and the rule does not stop other updates', async () => {
      const name = `Ab.c-d_9${a.id.slice(0, 4)}`;
      expect((await rename(a.id, a.id, name)).rows[0]?.username).toBe(name);
      const res = await run<Profile>(a.id, "update public.profiles set country = 'France', adult = true where id = $1 returning *", [a.id]);
      expect(res.error).toBeNull();
      expect(res.rows[0]).toMatchObject({ username: name, country: 'France', adult: true });
    });
  });

  describe('the username-rule migration on a database with names of the old rule', () => {
    it('keeps them readable and usable (country, adult, same name); a rename must satisfy the rule', async () => {
      const migrations = path.join(__dirname, '../migrations');
      const files = fs
        .readdirSync(migrations)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const ruleAt = files.findIndex((f) => f.endsWith('_username_rule.sql'));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-migration-'));
      fs.mkdirSync(path.join(dir, 'migrations'));
      const copy = (f: string) => fs.copyFileSync(path.join(migrations, f), path.join(dir, 'migrations', f));
      files.slice(0, ruleAt).forEach(copy);
      const old = new TestDatabase({ supabaseDir: dir }, engine);
      try {
        const ids = Array.from({ length: 3 }, () => randomUUID());
        const names = ['Jos\u00e9', 'us\u0435r_cyrillic', 'Zo\u00eb \u{1F600}'];
        for (let i = 0; i < ids.length; i += 1) {
          await old.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
            ids[i],
            `${ids[i]}@example.com`,
            JSON.stringify({ username: names[i], country: 'Canada' }),
          ]);
        }
        files.slice(ruleAt).forEach(copy);
        expect(await old.migrate(dir)).toEqual(files.slice(ruleAt));
        const as = async (id: string, sql: string, params: unknown[] = []) => {
          try {
            const r = await old.transaction<{ username: string; country: string; adult: boolean }>([
              { sql: 'set local role authenticated' },
              { sql: "select set_config('request.jwt.claims', $1, true)", params: [JSON.stringify({ sub: id, role: 'authenticated' })] },
              { sql, params },
            ]);
            return { rows: r.rows, code: null };
          } catch (e) {
            if (!(e instanceof SqlError)) throw e;
            return { rows: [], code: e.code };
          }
        };
        // Read back unchanged by their owners.
        for (let i = 0; i < ids.length; i += 1) {
          expect((await as(ids[i], 'select username from public.profiles where id = $1', [ids[i]])).rows).toEqual([{ username: names[i] }]);
        }
        // Country, adult flag and re-saving the same name still work.
        const same = await as(
          ids[0],
          "update public.profiles set username = $2, country = 'France', adult = true where id = $1 returning *",
          [ids[0], names[0]],
        );
        expect(same.code).toBeNull();
        expect(same.rows[0]).toMatchObject({ username: names[0], country: 'France', adult: true });
        // A rename to another name outside the rule is refused; one inside it is taken.
        expect((await as(ids[1], 'update public.profiles set username = $2 where id = $1', [ids[1], 'us\u0435r_other'])).code).toBe(
          '23514',
        );
        expect((await as(ids[1], 'select username from public.profiles where id = $1', [ids[1]])).rows).toEqual([{ username: names[1] }]);
        const renamed = await as(ids[2], 'update public.profiles set username = $2 where id = $1 returning *', [
          ids[2],
          `zoe_${ids[2].slice(0, 6)}`,
        ]);
        expect(renamed).toMatchObject({ code: null, rows: [{ username: `zoe_${ids[2].slice(0, 6)}` }] });
      } finally {
        await old.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('country: only names of the country list', () => {
    it('public.countries is exactly the app list (shared/region/src/countries.ts)', async () => {
      const rows = await admin<{ name: string; abbrev: string }>('select name, abbrev from public.countries order by name collate "C"');
      const app = [...COUNTRIES].map((c) => ({ name: c.name, abbrev: c.abbrev })).sort((x, y) => (x.name < y.name ? -1 : 1));
      expect(rows).toEqual(app);
    });

    it('an unknown country is refused (23503) on update and at signup; the default stays', async () => {
      const u = await createUser();
      for (const country of ['Narnia<script>', 'canada', 'Canada ', '']) {
        const res = await run(u.id, 'update public.profiles set country = $2 where id = $1', [u.id, country]);
        expect(res.error?.code).toBe('23503');
      }
      expect((await profileOf(u.id))?.country).toBe('United States of America');
      const id = randomUUID();
      const code = await adminTxError('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
        id,
        `${id}@example.com`,
        JSON.stringify({ username: `narnia_${id.slice(0, 8)}`, country: 'Narnia<script>' }),
      ]);
      expect(code).toBe('23503');
      expect(await admin('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
    });

    it('everyone may read the list; nobody may change it through the API', async () => {
      const u = await createUser();
      expect((await run('anon', 'select count(*)::int as n from public.countries')).rows).toEqual([{ n: COUNTRIES.length }]);
      for (const actor of ['anon', u.id] as const) {
        for (const sql of [
          "insert into public.countries values ('Narnia', 'NA')",
          "update public.countries set name = 'Narnia' where abbrev = 'GB'",
          "delete from public.countries where abbrev = 'GB'",
        ]) {
          expect((await run(actor, sql)).error?.code).toBe('42501');
        }
      }
    });
  });

  describe('list entries: movie- or tv- and a TMDB id (1 … 2^31 − 1, canonical digits), at most 2000 a list', () => {
    let u: { id: string };
    beforeEach(async () => {
      u = await createUser();
    });
    const add = (showId: string, which = 'queue') => run<Profile>(u.id, 'select * from public.add_item($1, $2, $3)', [u.id, showId, which]);

    it.each([
      ['movie-01', 'movie-01'],
      ['movie-0', 'movie-0'],
      ['tv-00', 'tv-00'],
      ['20 digits', 'movie-99999999999999999999'],
      ['11 digits', 'movie-12345678901'],
      ['an id above 2^31 − 1', 'tv-2147483648'],
      ['an id of 10 digits above 2^31 − 1', 'movie-9999999999'],
      ['a 100,003-character id', `tv-${'1'.repeat(100_000)}`],
    ])('add_item refuses %s (22023)', async (_label, showId) => {
      const res = await add(showId);
      expect(res.error?.code).toBe('22023');
      expect(res.error!.message.length).toBeLessThan(80);
      expect((await profileOf(u.id))?.queue).toEqual([]);
    });

    it.each(['movie-1', 'tv-9', 'movie-1234567890', 'tv-2147483647'])('add_item accepts %p', async (showId) => {
      expect((await add(showId)).rows[0].queue).toEqual([showId]);
    });

    it('remove_item still removes an entry stored before the strict rule', async () => {
      await admin("update public.profiles set watched = array['movie-01', 'movie-9999999999', 'tv-5'] where id = $1", [u.id]);
      const res = await run<Profile>(u.id, "select * from public.remove_item($1, 'movie-01', 'watched')", [u.id]);
      expect(res.error).toBeNull();
      expect(res.rows[0].watched).toEqual(['movie-9999999999', 'tv-5']);
      const big = await run<Profile>(u.id, "select * from public.remove_item($1, 'movie-9999999999', 'watched')", [u.id]);
      expect(big.rows[0].watched).toEqual(['tv-5']);
    });

    it('one SQL rule reads an entry: the TMDB id, or null for anything else, never an error', async () => {
      const read = async (entry: unknown) =>
        (await db.query<{ id: number | null }>('select private.entry_tmdb_id($1) as id', [entry])).rows[0].id;
      expect(await read('movie-550')).toBe(550);
      expect(await read('tv-2147483647')).toBe(2147483647);
      for (const bad of ['tv-2147483648', 'movie-9999999999', 'movie-01', 'movie-0', 'person-1', 'movie-1 ', 'movie-', '', null]) {
        expect(await read(bad)).toBeNull();
      }
      // clients cannot call it (the private schema is not theirs)
      expect((await run(u.id, "select private.entry_tmdb_id('movie-1')")).error?.code).toBe('42501');
    });

    it('a list holds at most 2000 entries: the next add is refused (23514 list is full), re-adding one is fine', async () => {
      await admin("update public.profiles set favorites = array(select 'movie-' || g from generate_series(1, 2000) as g) where id = $1", [
        u.id,
      ]);
      const full = await add('tv-1', 'favorites');
      expect(full.error).toEqual({ code: '23514', message: 'list is full: at most 2000 entries' });
      expect((await add('movie-7', 'favorites')).error).toBeNull();
      expect((await add('tv-1', 'queue')).error).toBeNull();
      expect((await profileOf(u.id))?.favorites).toHaveLength(2000);
      await run(u.id, "select * from public.remove_item($1, 'movie-5', 'favorites')", [u.id]);
      expect((await add('tv-1', 'favorites')).rows[0].favorites).toHaveLength(2000);
    });

    it('50 concurrent add_item calls (separate connections on PostgreSQL) lose none and duplicate none', async () => {
      const claims = JSON.stringify({ sub: u.id, role: 'authenticated' });
      const shows = Array.from({ length: 50 }, (_, i) => `movie-${500 + (i % 40)}`);
      const results = await db.concurrently(
        shows.map((show) => [
          { sql: 'set local role authenticated' },
          { sql: "select set_config('request.jwt.claims', $1, true)", params: [claims] },
          { sql: "select * from public.add_item($1, $2, 'watched')", params: [u.id, show] },
        ]),
      );
      for (const r of results) expect(r).not.toBeInstanceOf(SqlError);
      const watched = (await profileOf(u.id))!.watched;
      expect([...watched].sort()).toEqual([...new Set(shows)].sort());
    });
  });

  describe('the input-rules migration on a database with data', () => {
    it('cleans names (NFC, trim, Cc/Cf, 30 characters), renames duplicates and short ones, resets unknown countries', async () => {
      const migrations = path.join(__dirname, '../migrations');
      const files = fs
        .readdirSync(migrations)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const rulesAt = files.findIndex((f) => f.endsWith('_input_rules.sql'));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-migration-'));
      fs.mkdirSync(path.join(dir, 'migrations'));
      const copy = (f: string) => fs.copyFileSync(path.join(migrations, f), path.join(dir, 'migrations', f));
      files.slice(0, rulesAt).forEach(copy);
      const old = new TestDatabase({ supabaseDir: dir }, engine);
      try {
        const ids = Array.from({ length: 7 }, () => randomUUID());
        const names = ['Alice', 'alice', ' Jose\u0301 ', `\u202E${'x'.repeat(40)}`, '\u200B\u200Bab\u200B', 'bob', 'BOB'];
        for (let i = 0; i < ids.length; i += 1) {
          await old.query(
            `insert into auth.users (id, email, raw_user_meta_data, created_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
            [ids[i], `${ids[i]}@example.com`, JSON.stringify({ username: names[i], country: 'Canada' }), i],
          );
          // profiles are stamped by the sign-up trigger with now(), which two quick inserts can share:
          // spell out the order ('bob' is older than 'BOB') instead of leaving it to the random ids
          await old.query('update public.profiles set created_at = $2::timestamptz + make_interval(secs => $3) where id = $1', [
            ids[i],
            '2026-01-01T00:00:00Z',
            i,
          ]);
        }
        await old.query("update public.profiles set country = 'Narnia<script>', queue = array['movie-01'] where id = $1", [ids[0]]);
        files.slice(rulesAt).forEach(copy);
        expect(await old.migrate(dir)).toEqual(files.slice(rulesAt));
        const rows = (
          await old.query<{ id: string; username: string; country: string; queue: string[] }>(
            'select id, username, country, queue from public.profiles where id = any($1::uuid[])',
            [ids],
          )
        ).rows;
        const byId = new Map(rows.map((r) => [r.id, r]));
        const fallback = (id: string) => `user_${id.replace(/-/g, '').slice(0, 25)}`;
        expect(ids.map((id) => byId.get(id)!.username)).toEqual([
          'Alice',
          fallback(ids[1]),
          'José',
          'x'.repeat(30),
          fallback(ids[4]),
          'bob',
          fallback(ids[6]),
        ]);
        expect(byId.get(ids[0])).toMatchObject({ country: 'United States of America', queue: ['movie-01'] });
        expect(byId.get(ids[1])!.country).toBe('Canada');
      } finally {
        await old.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
