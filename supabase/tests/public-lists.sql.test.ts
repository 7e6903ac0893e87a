/**
 * Public lists in SQL (migration 20261230000000_public_lists.sql) on every engine of
 * `sqlTestEngines()` (in-memory PGlite and a throwaway Debian PostgreSQL 15): each list is private
 * until its owner makes it public through set_list_public; anyone — anon included — then reads
 * exactly the username and that list's entries through public_lists / public_list, and nothing
 * else: not the email, country, adult flag, services, episode progress, the other lists, or the
 * profiles row itself (RLS unchanged). Bad input is refused with nothing stored; a renamed user's
 * old name answers nothing.
 */
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(120000);

let db: TestDatabase;

const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

interface PublicRow {
  username: string;
  list: string;
  entries: string[];
}

/** A user with three filled lists, services, an adult flag and a watched episode. */
async function createUser(): Promise<{ id: string; username: string }> {
  const id = await createTestUser(db, 'pub', 'United Kingdom');
  await db.query(
    `update public.profiles set queue = '{movie-550,tv-1399}', favorites = '{movie-603}', watched = '{tv-66732}',
       services = '{8,337}', adult = true where id = $1`,
    [id],
  );
  await db.query('insert into public.episode_progress (profile_id, show_id, season_number, episode_number) values ($1, 1399, 1, 1)', [id]);
  const username = (await db.query<{ username: string }>('select username from public.profiles where id = $1', [id])).rows[0].username;
  return { id, username };
}

const setPublic = (actor: Actor, list: unknown, isPublic: unknown) =>
  run<{ public_lists: string[] }>(actor, 'select public_lists from public.set_list_public($1, $2)', [list, isPublic]);
const listsOf = (actor: Actor, username: string) => run<PublicRow>(actor, 'select * from public.public_lists($1)', [username]);
const listOf = (actor: Actor, username: string, list: string) =>
  run<PublicRow>(actor, 'select * from public.public_list($1, $2)', [username, list]);

describe.each(sqlTestEngines())('public lists on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('every list starts private: nobody reads any of it', async () => {
    const me = await createUser();
    for (const actor of ['anon', await createTestUser(db, 'other'), me.id] as Actor[]) {
      expect(await listsOf(actor, me.username)).toEqual({ rows: [], error: null });
      expect(await listOf(actor, me.username, 'queue')).toEqual({ rows: [], error: null });
    }
  });

  it('a list made public reads as the username and its entries only, for anon and any user; the others stay private', async () => {
    const me = await createUser();
    expect((await setPublic(me.id, 'queue', true)).rows[0].public_lists).toEqual(['queue']);
    const expected = { rows: [{ username: me.username, list: 'queue', entries: ['movie-550', 'tv-1399'] }], error: null };
    expect(await listOf('anon', me.username, 'queue')).toEqual(expected);
    expect(await listOf(await createTestUser(db, 'other'), me.username.toUpperCase(), 'queue')).toEqual(expected);
    expect(await listsOf('anon', me.username)).toEqual(expected);
    expect(await listOf('anon', me.username, 'favorites')).toEqual({ rows: [], error: null });
    expect(await listOf('anon', me.username, 'watched')).toEqual({ rows: [], error: null });

    // exactly these three columns: nothing else of the profile comes along
    const cols = await run<{ row: Record<string, unknown> }>('anon', 'select to_jsonb(r) as row from public.public_lists($1) as r', [
      me.username,
    ]);
    expect(Object.keys(cols.rows[0].row).sort()).toEqual(['entries', 'list', 'username']);

    // two public lists: both, in the lists' order, whatever order they were made public in
    await setPublic(me.id, 'watched', true);
    await setPublic(me.id, 'favorites', true);
    expect((await listsOf('anon', me.username)).rows.map((r) => r.list)).toEqual(['queue', 'favorites', 'watched']);
    expect((await setPublic(me.id, 'favorites', false)).rows[0].public_lists).toEqual(['queue', 'watched']);
    expect((await setPublic(me.id, 'watched', true)).rows[0].public_lists).toEqual(['queue', 'watched']);
  });

  it('anon still reads no profile, progress or services directly, public list or not', async () => {
    const me = await createUser();
    await setPublic(me.id, 'queue', true);
    expect((await run('anon', 'select * from public.profiles where id = $1', [me.id])).rows).toEqual([]);
    const progress = await run('anon', 'select * from public.episode_progress where profile_id = $1', [me.id]);
    expect(progress.rows).toEqual([]);
    const other = await createTestUser(db, 'other');
    expect(
      (await run(other, 'select email, country, adult, services, favorites from public.profiles where id = $1', [me.id])).rows,
    ).toEqual([]);
  });

  it('turning a list private again hides it at once', async () => {
    const me = await createUser();
    await setPublic(me.id, 'favorites', true);
    expect((await listOf('anon', me.username, 'favorites')).rows).toHaveLength(1);
    await setPublic(me.id, 'favorites', false);
    expect(await listOf('anon', me.username, 'favorites')).toEqual({ rows: [], error: null });
    expect(await listsOf('anon', me.username)).toEqual({ rows: [], error: null });
  });

  it('only the owner changes it: anon cannot, the column cannot be written directly, bad input is refused with nothing stored', async () => {
    const me = await createUser();
    expect((await setPublic('anon', 'queue', true)).error?.code).toBe('42501');
    const direct = await run(me.id, "update public.profiles set public_lists = '{queue}' where id = $1", [me.id]);
    expect(direct.error?.code).toBe('42501');
    expect(await setPublic(me.id, 'everything', true)).toMatchObject({
      error: { code: '22023', message: 'invalid list: expected queue, favorites or watched, got everything' },
    });
    expect((await setPublic(me.id, null, true)).error?.code).toBe('22023');
    expect(await setPublic(me.id, 'queue', null)).toMatchObject({
      error: { code: '22023', message: 'invalid value: is_public must be true or false' },
    });
    expect((await db.query<{ public_lists: string[] }>('select public_lists from public.profiles where id = $1', [me.id])).rows[0]).toEqual(
      {
        public_lists: [],
      },
    );
    expect(await listOf('anon', me.username, 'nope')).toMatchObject({ error: { code: '22023' } });
  });

  it('a malformed, unknown or renamed name answers nothing; the new name answers', async () => {
    const me = await createUser();
    await setPublic(me.id, 'queue', true);
    expect((await listsOf('anon', '')).rows).toEqual([]);
    expect((await listsOf('anon', 'x'.repeat(10_000))).rows).toEqual([]);
    expect((await listsOf('anon', "' or 1=1 --")).rows).toEqual([]);
    const renamed = `re_${me.id.slice(0, 8)}`;
    expect((await run(me.id, 'update public.profiles set username = $2 where id = $1', [me.id, renamed])).error).toBeNull();
    expect((await listsOf('anon', me.username)).rows).toEqual([]);
    expect((await listsOf('anon', renamed)).rows.map((r) => r.username)).toEqual([renamed]);
  });

  it('a deleted user leaves nothing public behind', async () => {
    const me = await createUser();
    await setPublic(me.id, 'queue', true);
    await db.query('delete from auth.users where id = $1', [me.id]);
    expect((await listsOf('anon', me.username)).rows).toEqual([]);
  });
});
