/**
 * Private feed URLs in SQL (migration 20261220000100_private_feeds.sql) on every engine of
 * `sqlTestEngines()` (in-memory PGlite and a throwaway Debian PostgreSQL 15): issuing a token returns
 * it once and stores only its SHA-256; regenerating makes the old token open nothing at once;
 * revoking turns the feed off; calendar_feed (callable by anon, as the app's server calls it) opens
 * exactly one calendar — the owner's region, services, followed shows and queued movies, leaving out
 * entries it cannot read — and gives the same null for a malformed, unknown, revoked or other-kind token.
 */
import { createHash } from 'node:crypto';
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(180000);

let db: TestDatabase;

/** Runs `sql` as `actor` in its own transaction; a refusal is returned (and rolled back). */
const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

const createUser = (country = 'Canada'): Promise<string> => createTestUser(db, 'feed', country);

const issue = async (actor: string, kind = 'calendar') =>
  run<{ token: string }>(actor, 'select public.issue_feed_token($1) as token', [kind]);
/** calendar_feed as anon (the app's server): the feed, or null; a failed call throws. */
async function feed(token: unknown): Promise<unknown> {
  const res = await run<{ feed: unknown }>('anon', 'select public.calendar_feed($1) as feed', [token]);
  if (res.error || res.rows.length !== 1) throw new Error(`calendar_feed failed: ${res.error?.message}`);
  return res.rows[0].feed;
}

describe.each(sqlTestEngines())('private feeds on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("a token opens exactly its owner's calendar: region, services, followed shows and queued movies", async () => {
    const me = await createUser('United Kingdom');
    const other = await createUser();
    for (const [list, entry] of [
      ['queue', 'tv-1399'],
      ['queue', 'movie-550'],
      ['favorites', 'tv-66732'],
      ['favorites', 'movie-13'],
      ['watched', 'tv-4'],
      ['queue', 'movie-27205'],
    ]) {
      expect((await run(me, 'select 1 from public.add_item($1, $2, $3)', [me, entry, list])).error).toBeNull();
    }
    await run(me, "select public.set_services($1, '[8, 337]'::jsonb)", [me]);
    await run(me, "select * from public.mark_episodes(94605, '[[1, 1]]'::jsonb)");
    await run(other, "select * from public.mark_episodes(1, '[[1, 1]]'::jsonb)");
    const { rows, error } = await issue(me);
    expect(error).toBeNull();
    const token = rows[0].token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await feed(token)).toEqual({ region: 'GB', services: [8, 337], shows: [1399, 66732, 94605], movies: [550, 27205] });
  });

  it('an entry it cannot read (stored before the id rule) is left out; the rest of the calendar is there', async () => {
    const me = await createUser('United Kingdom');
    await db.query(
      `update public.profiles
          set queue = array['movie-9999999999', 'movie-550', 'tv-99999999999', 'movie-01', 'tv-1399', 'movie-2147483647'],
              favorites = array['tv-2147483648', 'tv-66732']
        where id = $1`,
      [me],
    );
    const token = (await issue(me)).rows[0].token;
    expect(await feed(token)).toEqual({ region: 'GB', services: [], shows: [1399, 66732], movies: [550, 2147483647] });
  });

  it('only the SHA-256 of the token is stored, and the owner cannot read even that', async () => {
    const me = await createUser();
    const token = (await issue(me)).rows[0].token;
    const stored = (await db.query<{ token_hash: Buffer }>('select token_hash from public.feed_tokens where profile_id = $1', [me]))
      .rows[0];
    expect(Buffer.from(stored.token_hash).toString('hex')).toBe(createHash('sha256').update(token).digest('hex'));
    const raw = await db.query<{ n: string }>(
      "select count(*)::text as n from public.feed_tokens where token_hash::text like '%' || $1 || '%'",
      [token],
    );
    expect(raw.rows[0].n).toBe('0');
    expect((await run(me, 'select token_hash from public.feed_tokens')).error?.code).toBe('42501');
    expect((await run(me, 'select kind from public.feed_tokens')).rows).toEqual([{ kind: 'calendar' }]);
    expect((await run('anon', 'select kind from public.feed_tokens')).error?.code).toBe('42501');
  });

  it('regenerating gives a new token and the old one opens nothing at once; revoking turns the feed off', async () => {
    const me = await createUser();
    const first = (await issue(me)).rows[0].token;
    const second = (await issue(me)).rows[0].token;
    expect(second).not.toBe(first);
    expect(await feed(first)).toBeNull();
    expect(await feed(second)).toMatchObject({ region: 'CA' });
    expect((await run<{ r: boolean }>(me, "select public.revoke_feed_token('calendar') as r")).rows).toEqual([{ r: true }]);
    expect(await feed(second)).toBeNull();
    expect((await run<{ r: boolean }>(me, "select public.revoke_feed_token('calendar') as r")).rows).toEqual([{ r: false }]);
  });

  it('a malformed, unknown or other-kind token gives the same null as one never issued', async () => {
    const me = await createUser();
    const alerts = (await issue(me, 'alerts')).rows[0].token;
    for (const bad of [alerts, 'f'.repeat(64), alerts.toUpperCase(), alerts.slice(1), `${alerts}0`, "' or 1=1 --", '', null]) {
      expect(await feed(bad)).toBeNull();
    }
  });

  it('refuses anon, another kind, and leaves feeds as they were', async () => {
    const me = await createUser();
    const token = (await issue(me)).rows[0].token;
    expect((await issue(me, 'everything')).error).toEqual({ code: '22023', message: 'invalid feed: everything' });
    expect((await run(me, "select public.revoke_feed_token('nope')")).error?.code).toBe('22023');
    expect((await run('anon', "select public.issue_feed_token('calendar')")).error?.code).toBe('42501');
    expect((await run('anon', "select public.revoke_feed_token('calendar')")).error?.code).toBe('42501');
    expect(
      (await run(me, "insert into public.feed_tokens (profile_id, kind, token_hash) values ($1, 'alerts', sha256('x'))", [me])).error?.code,
    ).toBe('42501');
    expect(await feed(token)).toMatchObject({ region: 'CA' });
  });

  it('deleting the profile deletes its feeds', async () => {
    const me = await createUser();
    const token = (await issue(me)).rows[0].token;
    await run(me, 'select public.delete_user()');
    expect(await feed(token)).toBeNull();
    expect((await db.query('select 1 from public.feed_tokens where profile_id = $1', [me])).rows).toEqual([]);
  });
});
