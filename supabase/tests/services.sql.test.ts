/**
 * "My services" in SQL (migration 20261215000100_my_services.sql) on every engine of
 * `sqlTestEngines()` (in-memory PGlite and a throwaway Debian PostgreSQL 15): the profiles.services
 * column and the set_services RPC — owner only, the updated profile returned, and every bad input
 * (non-integer, 51 entries, duplicates, not an array) refused with a clear error and nothing stored.
 * Users are impersonated the way PostgREST does it (role + request.jwt.claims in one transaction).
 */
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(120000);

let db: TestDatabase;

/** Runs `sql` as `actor` in its own transaction; a refusal is returned (and rolled back). */
const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

/** Creates an auth user as the superuser (the signup trigger creates the profile). */
const createUser = (): Promise<string> => createTestUser(db, 'svc');

async function servicesOf(id: string): Promise<number[]> {
  return (await db.query<{ services: number[] }>('select services from public.profiles where id = $1', [id])).rows[0].services;
}

const setServices = (actor: string, profileId: string, services: unknown) =>
  run<{ id: string; services: number[]; username: string }>(actor, 'select * from public.set_services($1, $2::jsonb)', [
    profileId,
    JSON.stringify(services),
  ]);

describe.each(sqlTestEngines())('my services on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('a new profile has no services; set_services stores them in the given order and returns the updated profile', async () => {
    const me = await createUser();
    expect(await servicesOf(me)).toEqual([]);
    const res = await setServices(me, me, [337, 8, 9]);
    expect(res.error).toBeNull();
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]).toMatchObject({ id: me, services: [337, 8, 9] });
    expect(res.rows[0].username).toMatch(/^svc_/);
    expect(await servicesOf(me)).toEqual([337, 8, 9]);
    expect((await setServices(me, me, [])).rows[0].services).toEqual([]);
    expect(await servicesOf(me)).toEqual([]);
  });

  it('exactly 50 services are fine', async () => {
    const me = await createUser();
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1);
    expect((await setServices(me, me, fifty)).error).toBeNull();
    expect(await servicesOf(me)).toEqual(fifty);
  });

  it('another user cannot write mine (42501), through the RPC or by updating the row; anon cannot call it', async () => {
    const me = await createUser();
    const other = await createUser();
    await setServices(me, me, [8]);
    const viaRpc = await setServices(other, me, [9, 15]);
    expect(viaRpc.error).toEqual({ code: '42501', message: 'not allowed' });
    const direct = await run(other, "update public.profiles set services = '{9}' where id = $1", [me]);
    expect(direct.error?.code).toBe('42501');
    const anon = await setServices('anon', me, [9]);
    expect(anon.error?.code).toBe('42501');
    expect(await servicesOf(me)).toEqual([8]);
  });

  it('the owner cannot update the column directly either (only through set_services), but reads it', async () => {
    const me = await createUser();
    await setServices(me, me, [8, 9]);
    const direct = await run(me, "update public.profiles set services = '{8,8,8}' where id = $1", [me]);
    expect(direct.error?.code).toBe('42501');
    const read = await run<{ services: number[] }>(me, 'select services from public.profiles where id = $1', [me]);
    expect(read.rows).toEqual([{ services: [8, 9] }]);
    const notMine = await run(me, 'select services from public.profiles where id <> $1', [me]);
    expect(notMine.rows).toEqual([]);
  });

  it.each([
    ['a string', ['8'], /every entry must be a provider id \(a positive integer\), got "8"/],
    ['a fraction', [8, 9.5], /every entry must be a provider id \(a positive integer\), got 9\.5/],
    ['zero', [0], /got 0/],
    ['a negative id', [-3], /got -3/],
    ['a number beyond 32 bits', [4294967296], /got 4294967296/],
    ['null', [8, null], /got null/],
    ['an object', [{ id: 8 }], /got \{"id": 8\}/],
  ])('a non-integer entry (%s) is refused with 22023 and nothing is stored', async (_what, services, message) => {
    const me = await createUser();
    await setServices(me, me, [8]);
    const res = await setServices(me, me, services);
    expect(res.error?.code).toBe('22023');
    expect(res.error?.message).toMatch(message);
    expect(await servicesOf(me)).toEqual([8]);
  });

  it('51 services are refused (23514 "too many services: at most 50") and nothing is stored', async () => {
    const me = await createUser();
    await setServices(me, me, [8]);
    const res = await setServices(
      me,
      me,
      Array.from({ length: 51 }, (_, i) => i + 1),
    );
    expect(res.error).toEqual({ code: '23514', message: 'too many services: at most 50' });
    expect(await servicesOf(me)).toEqual([8]);
  });

  it('a duplicate is refused (22023, naming the id) and nothing is stored', async () => {
    const me = await createUser();
    await setServices(me, me, [8]);
    const res = await setServices(me, me, [9, 15, 9]);
    expect(res.error).toEqual({ code: '22023', message: 'invalid services: provider id 9 appears twice' });
    expect(await servicesOf(me)).toEqual([8]);
  });

  it('something other than an array is refused', async () => {
    const me = await createUser();
    for (const bad of [{ 0: 8 }, 8, 'netflix', null]) {
      const res = await setServices(me, me, bad);
      expect(res.error).toEqual({ code: '22023', message: 'invalid services: expected an array of provider ids' });
    }
    expect(await servicesOf(me)).toEqual([]);
  });

  it('the column itself holds at most 50 positive ids, whoever writes it', async () => {
    const me = await createUser();
    await expect(
      db.query('update public.profiles set services = array(select generate_series(1, 51)) where id = $1', [me]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(db.query("update public.profiles set services = '{8,-1}' where id = $1", [me])).rejects.toMatchObject({ code: '23514' });
    expect(await servicesOf(me)).toEqual([]);
  });

  it('EXECUTE on set_services: authenticated yes, anon and PUBLIC no; search_path pinned', async () => {
    const [row] = (
      await db.query<{ anon: boolean; authed: boolean; acl: string[]; config: string[] }>(
        `select has_function_privilege('anon', 'public.set_services(uuid, jsonb)', 'execute') as anon,
                has_function_privilege('authenticated', 'public.set_services(uuid, jsonb)', 'execute') as authed,
                proacl::text[] as acl, proconfig as config
         from pg_proc where oid = 'public.set_services(uuid, jsonb)'::regprocedure`,
      )
    ).rows;
    expect(row.anon).toBe(false);
    expect(row.authed).toBe(true);
    expect(row.acl.filter((entry) => entry.startsWith('='))).toEqual([]);
    expect(row.config).toContain('search_path=""');
  });
});
