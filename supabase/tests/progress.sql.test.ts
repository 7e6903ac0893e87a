/**
 * Episodes watched in SQL (migration 20261220000000_episode_progress.sql) on every engine of
 * `sqlTestEngines()` (in-memory PGlite and a throwaway Debian PostgreSQL 15): the episode_progress
 * table and the mark_episodes / unmark_episodes RPCs — owner-only reads, no direct writes, what
 * changed returned, idempotent calls, every bad input refused with a clear error and nothing stored,
 * the per-user cap, and the rows going with the profile. Users are impersonated the way PostgREST
 * does it (role + request.jwt.claims in one transaction).
 */
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(180000);

let db: TestDatabase;

interface Row {
  profile_id: string;
  show_id: number;
  season_number: number;
  episode_number: number;
  watched_at: string;
}

/** Runs `sql` as `actor` in its own transaction; a refusal is returned (and rolled back). */
const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

/** Creates an auth user as the superuser (the signup trigger creates the profile). */
const createUser = (): Promise<string> => createTestUser(db, 'ep');

const mark = (actor: string, showId: unknown, episodes: unknown) =>
  run<Row>(actor, 'select * from public.mark_episodes($1, $2::jsonb)', [showId, JSON.stringify(episodes)]);
const unmark = (actor: string, showId: unknown, episodes: unknown) =>
  run<Row>(actor, 'select * from public.unmark_episodes($1, $2::jsonb)', [showId, JSON.stringify(episodes)]);

/** What the database holds for a user, as "show:SxE" strings in order. */
async function watchedOf(id: string): Promise<string[]> {
  const { rows } = await db.query<Row>(
    'select show_id, season_number, episode_number from public.episode_progress where profile_id = $1 order by 1, 2, 3',
    [id],
  );
  return rows.map((r) => `${r.show_id}:${r.season_number}x${r.episode_number}`);
}

const pairs = (r: Row[]) => r.map((x) => [x.season_number, x.episode_number]);

describe.each(sqlTestEngines())('episodes watched on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('mark_episodes stores the episodes and returns exactly the rows it added; marking again adds nothing', async () => {
    const me = await createUser();
    const first = await mark(me, 1399, [
      [1, 2],
      [1, 1],
    ]);
    expect(first.error).toBeNull();
    expect(pairs(first.rows)).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(first.rows.every((r) => r.profile_id === me && r.show_id === 1399 && !Number.isNaN(Date.parse(r.watched_at)))).toBe(true);
    const again = await mark(me, 1399, [
      [1, 2],
      [1, 3],
      [1, 3],
    ]);
    expect(pairs(again.rows)).toEqual([[1, 3]]);
    expect(await watchedOf(me)).toEqual(['1399:1x1', '1399:1x2', '1399:1x3']);
  });

  it('unmark_episodes removes exactly those episodes of that show and returns them; unmarking again removes nothing', async () => {
    const me = await createUser();
    await mark(me, 1399, [
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
    await mark(me, 66732, [[1, 1]]);
    const res = await unmark(me, 1399, [
      [1, 2],
      [2, 1],
      [3, 9],
    ]);
    expect(res.error).toBeNull();
    expect(pairs(res.rows).sort()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect((await unmark(me, 1399, [[1, 2]])).rows).toEqual([]);
    expect(await watchedOf(me)).toEqual(['1399:1x1', '66732:1x1']);
  });

  it('specials (season 0) are stored like any season', async () => {
    const me = await createUser();
    expect(pairs((await mark(me, 1399, [[0, 1]])).rows)).toEqual([[0, 1]]);
  });

  it('a user reads only their own rows; nobody writes the table directly; anon can neither read nor call', async () => {
    const me = await createUser();
    const other = await createUser();
    await mark(me, 1399, [[1, 1]]);
    await mark(other, 1399, [[1, 5]]);
    const mine = await run<Row>(me, 'select show_id, season_number, episode_number from public.episode_progress');
    expect(mine.rows).toEqual([{ show_id: 1399, season_number: 1, episode_number: 1 }]);
    for (const sql of [
      `insert into public.episode_progress (profile_id, show_id, season_number, episode_number) values ('${me}', 1, 1, 1)`,
      'update public.episode_progress set episode_number = 9',
      'delete from public.episode_progress',
    ]) {
      expect((await run(me, sql)).error?.code).toBe('42501');
    }
    expect((await run('anon', 'select * from public.episode_progress')).error?.code).toBe('42501');
    expect((await mark('anon', 1399, [[1, 2]])).error?.code).toBe('42501');
    expect((await unmark('anon', 1399, [[1, 1]])).error?.code).toBe('42501');
    // unmark only ever touches the caller's rows
    expect((await unmark(other, 1399, [[1, 1]])).rows).toEqual([]);
    expect(await watchedOf(me)).toEqual(['1399:1x1']);
    expect(await watchedOf(other)).toEqual(['1399:1x5']);
  });

  it.each([
    ['show id 0', 0, [[1, 1]], /invalid show id/],
    ['a negative show id', -5, [[1, 1]], /invalid show id/],
    ['a null show id', null, [[1, 1]], /invalid show id/],
    ['not an array', 1399, { 1: 1 }, /expected an array of \[season, episode\] pairs/],
    ['null', 1399, null, /expected an array of \[season, episode\] pairs/],
    ['a pair of three', 1399, [[1, 1, 1]], /got \[1, 1, 1\]/],
    ['a string number', 1399, [['1', 1]], /got \["1", 1\]/],
    ['a fraction', 1399, [[1, 1.5]], /got \[1, 1\.5\]/],
    ['episode 0', 1399, [[1, 0]], /got \[1, 0\]/],
    ['a negative season', 1399, [[-1, 1]], /got \[-1, 1\]/],
    ['season 501', 1399, [[501, 1]], /got \[501, 1\]/],
    ['episode 20001', 1399, [[1, 20001]], /got \[1, 20001\]/],
    ['an object', 1399, [{ season: 1, episode: 1 }], /every entry must be \[season 0–500, episode 1–20000\]/],
  ])('bad input (%s) is refused with 22023 by both RPCs and nothing changes', async (_what, showId, episodes, message) => {
    const me = await createUser();
    await mark(me, 1399, [[1, 1]]);
    for (const call of [mark, unmark]) {
      const res = await call(me, showId, episodes);
      expect(res.error?.code).toBe('22023');
      expect(res.error?.message).toMatch(message);
    }
    expect(await watchedOf(me)).toEqual(['1399:1x1']);
  });

  it('a show id is a TMDB id: 2^31 − 1 is the largest; above it the call is refused and nothing is stored', async () => {
    const me = await createUser();
    expect((await mark(me, 2147483647, [[1, 1]])).error).toBeNull();
    const over = await mark(me, 2147483648, [[1, 2]]);
    expect(over.error?.code).toBe('22003'); // the integer parameter itself: PostgREST answers 400
    expect(await watchedOf(me)).toEqual(['2147483647:1x1']);
  });

  it('one bad pair among good ones stores none of them', async () => {
    const me = await createUser();
    const res = await mark(me, 1399, [
      [1, 1],
      [1, 2],
      [1, -2],
    ]);
    expect(res.error?.code).toBe('22023');
    expect(await watchedOf(me)).toEqual([]);
  });

  it('more than 5000 pairs in one call are refused', async () => {
    const me = await createUser();
    const many = Array.from({ length: 5001 }, (_, i) => [1 + Math.floor(i / 1000), 1 + (i % 1000)]);
    const res = await mark(me, 1399, many);
    expect(res.error).toEqual({ code: '22023', message: 'invalid episodes: at most 5000 in one call' });
    expect(await watchedOf(me)).toEqual([]);
  });

  it('the cap: 50000 watched episodes per user; the call that would pass it stores nothing', async () => {
    const me = await createUser();
    // fill to 49999 as the superuser (quicker than 10 RPC calls), then go through the RPC
    await db.query(
      `insert into public.episode_progress (profile_id, show_id, season_number, episode_number)
       select $1, 1 + (n / 10000), 1, 1 + (n % 10000) from generate_series(0, 49998) as n`,
      [me],
    );
    const over = await mark(me, 99, [
      [1, 1],
      [1, 2],
    ]);
    expect(over.error).toEqual({ code: '23514', message: 'too many episodes: at most 50000 watched episodes' });
    // episodes already marked do not count twice: the 50000th fits, re-marking an existing one too
    const fits = await mark(me, 99, [[1, 1]]);
    expect(fits.error).toBeNull();
    expect((await mark(me, 1, [[1, 1]])).error).toBeNull();
    const { rows } = await db.query<{ n: string }>('select count(*)::text as n from public.episode_progress where profile_id = $1', [me]);
    expect(rows[0].n).toBe('50000');
  });

  it('deleting the profile (as the owner, as the app does) or the auth user deletes the episodes', async () => {
    const me = await createUser();
    await mark(me, 1399, [[1, 1]]);
    expect((await run(me, 'delete from public.profiles where id = $1', [me])).error).toBeNull();
    expect(await watchedOf(me)).toEqual([]);
    const two = await createUser();
    await mark(two, 1399, [[1, 1]]);
    expect((await run(two, 'select public.delete_user()')).error).toBeNull();
    expect(await watchedOf(two)).toEqual([]);
  });

  it('EXECUTE: authenticated yes, anon and PUBLIC no; search_path pinned; the checker is not callable', async () => {
    for (const fn of ['public.mark_episodes(integer, jsonb)', 'public.unmark_episodes(integer, jsonb)']) {
      const [row] = (
        await db.query<{ anon: boolean; authed: boolean; acl: string[]; config: string[] }>(
          `select has_function_privilege('anon', $1, 'execute') as anon,
                  has_function_privilege('authenticated', $1, 'execute') as authed,
                  proacl::text[] as acl, proconfig as config
           from pg_proc where oid = $1::regprocedure`,
          [fn],
        )
      ).rows;
      expect(row.anon).toBe(false);
      expect(row.authed).toBe(true);
      expect(row.acl.filter((entry) => entry.startsWith('='))).toEqual([]);
      expect(row.config).toContain('search_path=""');
    }
    const me = await createUser();
    expect((await run(me, "select * from public.episode_pairs(1, '[[1,1]]')")).error?.code).toBe('42501');
  });
});

describe.each(sqlTestEngines())('shows in progress on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("lists the caller's shows, most recent activity first, with the count and the furthest episode (specials aside)", async () => {
    const me = await createUser();
    const other = await createUser();
    await mark(me, 1399, [
      [1, 1],
      [1, 2],
      [2, 1],
      [0, 7],
    ]);
    await db.query("update public.episode_progress set watched_at = now() - interval '2 days' where profile_id = $1", [me]);
    await mark(me, 66732, [[0, 1]]);
    await mark(other, 42, [[1, 1]]);
    const res = await run<{ show_id: number; episodes: number; last_season: number; last_episode: number }>(
      me,
      'select show_id, episodes, last_season, last_episode from public.shows_in_progress()',
    );
    expect(res.rows).toEqual([
      { show_id: 66732, episodes: 1, last_season: 0, last_episode: 1 },
      { show_id: 1399, episodes: 4, last_season: 2, last_episode: 1 },
    ]);
    expect((await run('anon', 'select * from public.shows_in_progress()')).error?.code).toBe('42501');
  });
});
