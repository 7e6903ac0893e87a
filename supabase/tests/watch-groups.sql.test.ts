/**
 * Watch groups in SQL (migration 20261231000000_watch_groups.sql) on every engine of
 * `sqlTestEngines()` (in-memory PGlite and a throwaway Debian PostgreSQL 15), users against each
 * other's groups: a group is created with its owner, joined only through a live invite token (a
 * wrong, expired or revoked token joins nothing and tells nothing), at most 8 members and 20 groups
 * a user; a non-member reads nothing of a group; members see each other's username, queue and
 * services and nothing else; leave, remove and delete; an owner who leaves (or whose account is
 * deleted) is replaced by the member who joined first, and an empty group goes.
 */
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(180000);

let db: TestDatabase;

const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

/** Runs `sql` as `actor`, failing the test with the database's message when it is refused. */
async function ok<T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await run<T>(actor, sql, params);
  if (res.error) throw new Error(`${sql}: ${res.error.code} ${res.error.message}`);
  return res.rows;
}

/** A user in the United Kingdom with a queue and services. */
async function createUser(queue: string[] = ['movie-550'], services: number[] = [8]): Promise<string> {
  const id = await createTestUser(db, 'grp', 'United Kingdom');
  await db.query(
    `update public.profiles set queue = $2, favorites = '{movie-603}', watched = '{tv-1399}', services = $3, adult = true where id = $1`,
    [id, queue, services],
  );
  return id;
}

const createGroup = async (owner: string, name = 'Friday night', region: string | null = null) =>
  (await ok<{ id: string; region: string; name: string }>(owner, 'select * from public.create_group($1, $2)', [name, region]))[0];
const invite = async (owner: string, group: string) =>
  (await ok<{ token: string }>(owner, 'select public.create_group_invite($1) as token', [group]))[0].token;
const join = (who: Actor, token: unknown) => run<{ group_id: string }>(who, 'select public.join_group($1) as group_id', [token]);
const members = (who: Actor, group: string) =>
  run<{ profile_id: string; username: string; role: string; queue: string[]; services: number[] }>(
    who,
    'select * from public.group_members($1)',
    [group],
  );
const roleOf = async (group: string, profile: string) =>
  (
    await db.query<{ role: string }>('select role from public.watch_group_members where group_id = $1 and profile_id = $2', [
      group,
      profile,
    ])
  ).rows[0]?.role ?? null;

describe.each(sqlTestEngines())('watch groups on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("a group starts with its owner in the owner's region; an invite link joins a second user; both see each other", async () => {
    const sam = await createUser(['movie-550', 'tv-1399'], [8, 337]);
    const kim = await createUser(['movie-603'], [9]);
    const group = await createGroup(sam);
    expect(group).toMatchObject({ name: 'Friday night', region: 'GB' });
    expect(await roleOf(group.id, sam)).toBe('owner');

    const token = await invite(sam, group.id);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await join(kim, token)).rows[0].group_id).toBe(group.id);
    expect((await join(kim, token)).rows[0].group_id).toBe(group.id); // joining twice changes nothing
    const seen = (await members(kim, group.id)).rows;
    expect(seen.map((m) => [m.profile_id, m.role, m.queue, m.services])).toEqual([
      [sam, 'owner', ['movie-550', 'tv-1399'], [8, 337]],
      [kim, 'member', ['movie-603'], [9]],
    ]);
    // exactly these columns: never the email, the country, favorites, watched, the adult flag or progress
    const cols = await ok<{ row: Record<string, unknown> }>(kim, 'select to_jsonb(m) as row from public.group_members($1) as m', [
      group.id,
    ]);
    expect(Object.keys(cols[0].row).sort()).toEqual(['joined_at', 'profile_id', 'queue', 'role', 'services', 'username']);
    // the invite stays usable by others until it expires or is revoked; its hash is never readable
    expect((await run(sam, 'select token_hash from public.watch_group_invites')).error?.code).toBe('42501');
    expect((await ok(sam, 'select id, expires_at from public.watch_group_invites where group_id = $1', [group.id])).length).toBe(1);
  });

  it('a non-member reads nothing of a group: not the group, its members, its invites, nor through the functions', async () => {
    const sam = await createUser();
    const stranger = await createUser();
    const group = await createGroup(sam);
    await invite(sam, group.id);
    for (const table of ['watch_groups', 'watch_group_members']) {
      expect((await ok(stranger, `select * from public.${table}`)).length).toBe(0);
    }
    expect((await ok(stranger, 'select id from public.watch_group_invites')).length).toBe(0);
    expect((await members(stranger, group.id)).rows).toEqual([]);
    expect((await ok<{ role: string | null }>(stranger, 'select public.my_group_role($1) as role', [group.id]))[0].role).toBeNull();
    expect((await run('anon', 'select * from public.watch_groups')).error?.code).toBe('42501');
    expect((await run('anon', 'select * from public.group_members($1)', [group.id])).error?.code).toBe('42501');
    // owner-only doors answer a stranger as they answer an unknown id
    for (const sql of [
      'select public.create_group_invite($1)',
      'select public.revoke_group_invites($1)',
      'select public.delete_group($1)',
      "select public.rename_group($1, 'Mine now')",
      "select public.set_group_region($1, 'US')",
    ]) {
      expect(await run(stranger, sql, [group.id])).toMatchObject({ error: { code: 'P0002', message: 'group not found' } });
    }
    // and nobody writes the tables directly
    expect((await run(sam, "update public.watch_groups set name = 'x' where id = $1", [group.id])).error?.code).toBe('42501');
    expect(
      (await run(stranger, "insert into public.watch_group_members values ($1, $2, 'member')", [group.id, stranger])).error?.code,
    ).toBe('42501');
  });

  it("a member or owner of one group reads nothing of another and changes nothing there; another group's token joins nothing", async () => {
    // group A: Amy owns it, Max is a member; group B: Bob owns it, Bea is a member, a live invite
    const amy = await createUser();
    const max = await createUser();
    const bob = await createUser();
    const bea = await createUser();
    const a = await createGroup(amy, 'A');
    const b = await createGroup(bob, 'B');
    await join(max, await invite(amy, a.id));
    await join(bea, await invite(bob, b.id));
    const stale = await invite(bob, b.id);
    await db.query("update public.watch_group_invites set expires_at = now() - interval '1 second' where group_id = $1", [b.id]);
    const bToken = await invite(bob, b.id);
    const live = await invite(bob, b.id);
    const bState = async () => ({
      group: (await db.query('select name, region from public.watch_groups where id = $1', [b.id])).rows,
      members: (await db.query('select profile_id, role from public.watch_group_members where group_id = $1 order by joined_at', [b.id]))
        .rows,
      invites: (await db.query('select id, expires_at, revoked_at from public.watch_group_invites where group_id = $1 order by id', [b.id]))
        .rows,
    });
    const before = await bState();
    expect(before.members).toEqual([
      { profile_id: bob, role: 'owner' },
      { profile_id: bea, role: 'member' },
    ]);

    for (const who of [amy, max]) {
      // the tables show A's rows only
      expect((await ok<{ id: string }>(who, 'select id from public.watch_groups')).map((g) => g.id)).toEqual([a.id]);
      expect([
        ...new Set((await ok<{ group_id: string }>(who, 'select group_id from public.watch_group_members')).map((m) => m.group_id)),
      ]).toEqual([a.id]);
      expect(await ok(who, 'select id from public.watch_group_invites where group_id = $1', [b.id])).toEqual([]);
      // the members function and the role function say nothing of B
      expect((await members(who, b.id)).rows).toEqual([]);
      expect((await ok<{ role: string | null }>(who, 'select public.my_group_role($1) as role', [b.id]))[0].role).toBeNull();
      // B's owner doors answer as for an unknown id
      for (const [sql, params] of [
        ['select public.create_group_invite($1)', [b.id]],
        ['select public.revoke_group_invites($1)', [b.id]],
        ['select public.delete_group($1)', [b.id]],
        ["select public.rename_group($1, 'Ours')", [b.id]],
        ["select public.set_group_region($1, 'DE')", [b.id]],
        ['select public.remove_group_member($1, $2)', [b.id, bea]],
        ['select public.remove_group_member($1, $2)', [b.id, bob]],
      ] as const) {
        expect(await run(who, sql, [...params])).toMatchObject({ error: { code: 'P0002', message: 'group not found' } });
      }
      // leaving B removes no one; writing B's rows directly is refused
      expect((await ok<{ ok: boolean }>(who, 'select public.leave_group($1) as ok', [b.id]))[0].ok).toBe(false);
      expect((await run(who, "insert into public.watch_group_members values ($1, $2, 'member')", [b.id, who])).error?.code).toBe('42501');
      expect((await run(who, 'delete from public.watch_group_members where group_id = $1', [b.id])).error?.code).toBe('42501');
      expect((await run(who, 'update public.watch_group_invites set revoked_at = now() where group_id = $1', [b.id])).error?.code).toBe(
        '42501',
      );
      // A's tokens join A only; B's stale token joins nothing
      expect(await join(who, stale)).toEqual({ rows: [], error: { code: 'P0002', message: 'invite not found or expired' } });
      expect(await roleOf(b.id, who)).toBeNull();
    }
    // Amy's live token joins A, never B
    expect((await join(max, await invite(amy, a.id))).rows[0].group_id).toBe(a.id);
    expect(await bState()).toEqual(before);
    // B's live tokens still work for whoever holds them (revoking A's touched none of B's)
    expect((await ok<{ n: number }>(amy, 'select public.revoke_group_invites($1) as n', [a.id]))[0].n).toBeGreaterThan(0);
    expect((await join(max, live)).rows[0].group_id).toBe(b.id);
    expect((await join(amy, bToken)).rows[0].group_id).toBe(b.id);
  });

  it('a wrong, malformed, expired or revoked token joins nothing and says the same thing', async () => {
    const sam = await createUser();
    const kim = await createUser();
    const group = await createGroup(sam);
    const expired = await invite(sam, group.id);
    await db.query("update public.watch_group_invites set expires_at = now() - interval '1 second' where group_id = $1", [group.id]);
    const revoked = await invite(sam, group.id);
    expect((await ok<{ n: number }>(sam, 'select public.revoke_group_invites($1) as n', [group.id]))[0].n).toBe(1);
    const refusal = { rows: [], error: { code: 'P0002', message: 'invite not found or expired' } };
    for (const token of [expired, revoked, '0'.repeat(64), 'not a token', expired.toUpperCase(), null]) {
      expect(await join(kim, token)).toEqual(refusal);
    }
    expect(await roleOf(group.id, kim)).toBeNull();
    expect((await join('anon', await invite(sam, group.id))).error?.code).toBe('42501');
  });

  it('at most 8 members a group and 20 groups a user', async () => {
    const owner = await createUser();
    const group = await createGroup(owner);
    const token = await invite(owner, group.id);
    for (let i = 0; i < 7; i += 1) expect((await join(await createUser(), token)).error).toBeNull();
    expect(await join(await createUser(), token)).toMatchObject({ error: { code: '23514', message: 'group is full: at most 8 members' } });

    const busy = await createUser();
    for (let i = 0; i < 20; i += 1) await createGroup(busy, `Group ${i}`);
    expect(await run(busy, 'select public.create_group($1)', ['One more'])).toMatchObject({
      error: { code: '23514', message: 'too many groups: at most 20' },
    });
    const other = await createGroup(owner, 'Another');
    expect((await join(busy, await invite(owner, other.id))).error?.code).toBe('23514');
  });

  it('bad names and regions are refused with nothing stored; the owner renames and moves the group', async () => {
    const sam = await createUser();
    expect((await run(sam, 'select public.create_group($1)', ['   '])).error?.code).toBe('22023');
    expect((await run(sam, 'select public.create_group($1)', ['x'.repeat(61)])).error?.code).toBe('22023');
    expect((await run(sam, 'select public.create_group($1, $2)', ['Ok', 'XX'])).error).toMatchObject({ code: '22023' });
    expect((await ok(sam, 'select * from public.watch_groups')).length).toBe(0);
    const group = await createGroup(sam, '  Our sofa  ', 'US');
    expect(group).toMatchObject({ name: 'Our sofa', region: 'US' });
    expect((await ok(sam, "select * from public.set_group_region($1, 'DE')", [group.id]))[0]).toMatchObject({ region: 'DE' });
    expect((await ok(sam, "select * from public.rename_group($1, 'Sofa')", [group.id]))[0]).toMatchObject({ name: 'Sofa' });
  });

  it('leave, remove, delete; an owner who leaves or is deleted is replaced by the first to join; an empty group goes', async () => {
    const sam = await createUser();
    const kim = await createUser();
    const lee = await createUser();
    const group = await createGroup(sam);
    const token = await invite(sam, group.id);
    await join(kim, token);
    await join(lee, token);

    // a member cannot remove anyone; the owner removes a member, but not themself
    expect((await run(kim, 'select public.remove_group_member($1, $2)', [group.id, lee])).error?.code).toBe('P0002');
    expect((await run(sam, 'select public.remove_group_member($1, $2)', [group.id, sam])).error?.code).toBe('22023');
    expect((await ok<{ ok: boolean }>(sam, 'select public.remove_group_member($1, $2) as ok', [group.id, lee]))[0].ok).toBe(true);
    expect((await members(lee, group.id)).rows).toEqual([]);

    // the owner leaves: Kim (who joined first) owns it now
    expect((await ok<{ ok: boolean }>(sam, 'select public.leave_group($1) as ok', [group.id]))[0].ok).toBe(true);
    expect(await roleOf(group.id, kim)).toBe('owner');
    await join(lee, await invite(kim, group.id));
    // Kim's account is deleted: Lee owns the group
    await db.query('delete from auth.users where id = $1', [kim]);
    expect(await roleOf(group.id, lee)).toBe('owner');
    // Lee leaves: nobody is left, the group and its invites go
    await ok(lee, 'select public.leave_group($1)', [group.id]);
    expect((await db.query('select 1 from public.watch_groups where id = $1', [group.id])).rows).toEqual([]);
    expect((await db.query('select 1 from public.watch_group_invites where group_id = $1', [group.id])).rows).toEqual([]);

    // delete: owner only; members and invites go with it
    const other = await createGroup(sam, 'Other');
    await join(lee, await invite(sam, other.id));
    expect((await run(lee, 'select public.delete_group($1)', [other.id])).error?.code).toBe('P0002');
    expect((await ok<{ ok: boolean }>(sam, 'select public.delete_group($1) as ok', [other.id]))[0].ok).toBe(true);
    expect((await db.query('select 1 from public.watch_group_members where group_id = $1', [other.id])).rows).toEqual([]);
  });
});
