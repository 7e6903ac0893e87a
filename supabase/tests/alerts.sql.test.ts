/**
 * Availability alerts in SQL (migration 20261220000200_availability_alerts.sql) on every engine of
 * `sqlTestEngines()` (in-memory PGlite and a throwaway Debian PostgreSQL 15): apply_availability
 * compares a title's providers with the last snapshot per region and alerts exactly the users who
 * list it there, on their services (or all services when they asked), for the kinds they want; a
 * repeated comparison — or a second worker that read the same old snapshot — writes nothing new;
 * bad input is refused with nothing stored; users read and mark only their own alerts; the alerts
 * feed opens one user's alerts for its token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALERT_KINDS } from '@streamscout/tmdb';
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(180000);

let db: TestDatabase;

/** Runs `sql` as `actor` in its own transaction; a refusal is returned (and rolled back). */
const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

interface UserSetup {
  country?: string;
  services?: number[];
  queue?: string[];
  favorites?: string[];
}

async function createUser({ country = 'United Kingdom', services = [], queue = [], favorites = [] }: UserSetup = {}): Promise<string> {
  const id = await createTestUser(db, 'alert', country);
  await db.query('update public.profiles set services = $2, queue = $3, favorites = $4 where id = $1', [id, services, queue, favorites]);
  return id;
}

type Ways = Partial<Record<'flatrate' | 'free' | 'ads' | 'rent' | 'buy', number[]>>;
const NAMES = { 8: 'Netflix', 9: 'Prime Video', 337: 'Disney Plus', 300: 'Pluto TV', 2: 'Apple TV' };

let nextId = 1000;
/** A TMDB id no other test uses, so snapshots do not mix between tests. */
const freshTitle = () => (nextId += 1);

async function apply(media: 'movie' | 'tv', id: number, providers: Record<string, Ways>, seasons: number | null = null) {
  return run<{ written: number }>('service_role', 'select public.apply_availability($1, $2, $3, $4, $5, $6) as written', [
    media,
    id,
    `Title ${id}`,
    seasons,
    JSON.stringify(providers),
    JSON.stringify(NAMES),
  ]);
}
const written = async (...args: Parameters<typeof apply>) => {
  const res = await apply(...args);
  if (res.error) throw new Error(res.error.message);
  return res.rows[0].written;
};

interface Alert {
  kind: string;
  media_type: string;
  tmdb_id: number;
  region: string;
  title: string;
  provider_id: number | null;
  provider_name: string | null;
  season_number: number | null;
  read_at: string | null;
}
async function alertsOf(user: string): Promise<Alert[]> {
  return (
    await db.query<Alert>(
      'select kind, media_type, tmdb_id, region, title, provider_id, provider_name, season_number, read_at from public.notifications where profile_id = $1 order by id',
      [user],
    )
  ).rows;
}
const kinds = async (user: string) =>
  (await alertsOf(user)).map((a) => `${a.kind}:${a.provider_id ?? ''}${a.season_number ? `:s${a.season_number}` : ''}`);

describe.each(sqlTestEngines())('availability alerts on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('the first snapshot is a baseline: it alerts nobody and is stored', async () => {
    const id = freshTitle();
    const me = await createUser({ services: [8], queue: [`movie-${id}`] });
    expect(await written('movie', id, { GB: { flatrate: [8] } })).toBe(0);
    expect(await alertsOf(me)).toEqual([]);
    const snap = await db.query('select providers from public.availability_snapshots where tmdb_id = $1', [id]);
    expect(snap.rows).toEqual([{ providers: { flatrate: [8] } }]);
  });

  it('a title landing on my service alerts the users who list it in that region and have that service, once', async () => {
    const id = freshTitle();
    const entry = `movie-${id}`;
    const mine = await createUser({ services: [8], queue: [entry] });
    const fav = await createUser({ services: [8, 9], favorites: [entry] });
    const noService = await createUser({ services: [9], queue: [entry] });
    const elsewhere = await createUser({ country: 'Canada', services: [8], queue: [entry] });
    const notListing = await createUser({ services: [8] });
    const everything = await createUser({ services: [], queue: [entry] });
    await run(everything, `select 1 from public.set_alert_settings('["on_my_services"]', true)`);
    await written('movie', id, { GB: {}, CA: {} });
    expect(await written('movie', id, { GB: { flatrate: [8] }, CA: {} })).toBe(3);
    expect(await alertsOf(mine)).toEqual([
      {
        kind: 'on_my_services',
        media_type: 'movie',
        tmdb_id: id,
        region: 'GB',
        title: `Title ${id}`,
        provider_id: 8,
        provider_name: 'Netflix',
        season_number: null,
        read_at: null,
      },
    ]);
    expect(await kinds(fav)).toEqual(['on_my_services:8']);
    expect(await kinds(everything)).toEqual(['on_my_services:8']);
    for (const user of [noService, elsewhere, notListing]) expect(await alertsOf(user)).toEqual([]);
    // the same comparison again writes nothing
    expect(await written('movie', id, { GB: { flatrate: [8] }, CA: {} })).toBe(0);
    // a second worker that read the old snapshot (before the first committed) finds the alerts written
    await db.query(`update public.availability_snapshots set providers = '{}' where tmdb_id = $1 and region = 'GB'`, [id]);
    expect(await written('movie', id, { GB: { flatrate: [8] }, CA: {} })).toBe(0);
    expect(await kinds(mine)).toEqual(['on_my_services:8']);
  });

  it('free or with ads alerts anyone listing it; leaving my service alerts those who have it', async () => {
    const id = freshTitle();
    const entry = `tv-${id}`;
    const a = await createUser({ services: [8], favorites: [entry] });
    const b = await createUser({ services: [], queue: [entry] });
    await written('tv', id, { GB: { flatrate: [8] } }, 1);
    expect(await written('tv', id, { GB: { ads: [300] } }, 1)).toBe(3);
    expect(await kinds(a)).toEqual(['free:300', 'left_my_services:8']);
    expect(await kinds(b)).toEqual(['free:300']);
  });

  it('a new season streaming on my service alerts followers, including through episodes watched', async () => {
    const id = freshTitle();
    const follower = await createUser({ services: [337] });
    await run(follower, `select * from public.mark_episodes(${id}, '[[1, 1]]'::jsonb)`);
    const other = await createUser({ services: [9], queue: [`tv-${id}`] });
    await written('tv', id, { GB: { flatrate: [337] } }, 3);
    expect(await written('tv', id, { GB: { flatrate: [337] } }, 4)).toBe(1);
    expect(await kinds(follower)).toEqual(['new_season:337:s4']);
    expect(await alertsOf(other)).toEqual([]);
  });

  it('a digital release alerts only users with the movie in their queue', async () => {
    const id = freshTitle();
    const queued = await createUser({ queue: [`movie-${id}`] });
    const favorite = await createUser({ favorites: [`movie-${id}`] });
    await written('movie', id, { GB: {} });
    expect(await written('movie', id, { GB: { rent: [2, 9], buy: [2] } })).toBe(1);
    expect(await kinds(queued)).toEqual(['digital_release:2']);
    expect(await alertsOf(favorite)).toEqual([]);
    // more rental shops later are not a new release
    expect(await written('movie', id, { GB: { rent: [2, 9, 8] } })).toBe(0);
  });

  it('the kinds a user turned off are not written; bad settings are refused and change nothing', async () => {
    const id = freshTitle();
    const me = await createUser({ services: [8], queue: [`movie-${id}`] });
    // kinds as JSON, as PostgREST sends them (an enum array has no parser in the drivers)
    const set = await run<{ kinds: string[]; all_services: boolean }>(
      me,
      `select to_jsonb(kinds) as kinds, all_services from public.set_alert_settings('["free", "free"]', false)`,
    );
    expect(set.rows).toEqual([{ kinds: ['free'], all_services: false }]);
    for (const bad of [`'["sometimes"]', false`, `'"free"', false`, `'[1]', false`, `'["free"]', null`]) {
      expect((await run(me, `select public.set_alert_settings(${bad})`)).error?.code).toBe('22023');
    }
    expect((await run(me, 'select to_jsonb(kinds) as kinds from public.alert_settings')).rows).toEqual([{ kinds: ['free'] }]);
    await written('movie', id, { GB: {} });
    await written('movie', id, { GB: { flatrate: [8], free: [300] } });
    expect(await kinds(me)).toEqual(['free:300']);
  });

  it('each change kind in my region names the title, the change and the service; shows I follow count', async () => {
    const movie = freshTitle();
    const show = freshTitle();
    const me = await createUser({ services: [8, 337], queue: [`movie-${movie}`] });
    await run(me, `select * from public.mark_episodes(${show}, '[[1, 1]]'::jsonb)`); // follows the show, not listed
    await written('movie', movie, { GB: { flatrate: [337] }, US: {} });
    await written('tv', show, { GB: { flatrate: [8] } }, 1);
    // on my service, free with ads, left my service, a digital release (and a change in the US, not my region)
    expect(await written('movie', movie, { GB: { flatrate: [8], ads: [300], rent: [2] }, US: { flatrate: [9] } })).toBe(4);
    // a new season streaming on my service
    expect(await written('tv', show, { GB: { flatrate: [8] } }, 2)).toBe(1);
    const alerts = await alertsOf(me);
    expect(alerts.map((a) => [a.kind, a.media_type, a.region, a.provider_name, a.season_number])).toEqual([
      ['on_my_services', 'movie', 'GB', 'Netflix', null],
      ['free', 'movie', 'GB', 'Pluto TV', null],
      ['left_my_services', 'movie', 'GB', 'Disney Plus', null],
      ['digital_release', 'movie', 'GB', 'Apple TV', null],
      ['new_season', 'tv', 'GB', 'Netflix', 2],
    ]);
    expect(alerts.every((a) => a.title === `Title ${a.tmdb_id}`)).toBe(true);
  });

  it('a service that left is named even when TMDB no longer lists it', async () => {
    const id = freshTitle();
    const me = await createUser({ services: [337], favorites: [`movie-${id}`] });
    await written('movie', id, { GB: { flatrate: [337, 8] } });
    // TMDB's answer lists the providers it has: Disney Plus is gone from the names too
    const res = await run<{ written: number }>('service_role', 'select public.apply_availability($1, $2, $3, null, $4, $5) as written', [
      'movie',
      id,
      `Title ${id}`,
      JSON.stringify({ GB: { flatrate: [8] } }),
      JSON.stringify({ 8: 'Netflix' }),
    ]);
    expect(res.rows).toEqual([{ written: 1 }]);
    expect((await alertsOf(me)).map((a) => [a.kind, a.provider_id, a.provider_name])).toEqual([['left_my_services', 337, 'Disney Plus']]);
  });

  it('services I do not have give nothing unless I ask for all services; free ones need no subscription', async () => {
    const id = freshTitle();
    const entry = `tv-${id}`;
    const plain = await createUser({ services: [9], queue: [entry] });
    const asked = await createUser({ services: [9], queue: [entry] });
    await run(asked, `select 1 from public.set_alert_settings('["on_my_services", "left_my_services", "new_season", "free"]', true)`);
    await written('tv', id, { GB: { flatrate: [8] } }, 1);
    // Netflix leaves, Disney Plus arrives with season 2, Pluto TV streams it free with ads
    await written('tv', id, { GB: { flatrate: [337], ads: [300] } }, 2);
    expect(await kinds(plain)).toEqual(['free:300', 'new_season:300:s2']);
    expect((await kinds(asked)).sort()).toEqual([
      'free:300',
      'left_my_services:8',
      'new_season:300:s2',
      'new_season:337:s2',
      'on_my_services:337',
    ]);
  });

  it('a comparison with nothing changed writes no row; TMDB listing the same providers in another order is no change', async () => {
    const id = freshTitle();
    await createUser({ services: [8], queue: [`movie-${id}`] });
    await written('movie', id, { GB: { flatrate: [9, 8], rent: [2] }, US: {} });
    const snapshot = async () =>
      (
        await db.query<{ region: string; providers: unknown; changed_at: string; names: unknown; xmin: string }>(
          'select region, providers, names, changed_at::text, xmin::text from public.availability_snapshots where tmdb_id = $1 order by region',
          [id],
        )
      ).rows;
    const before = await snapshot();
    expect(before.map((s) => [s.region, s.providers, s.names])).toEqual([
      ['GB', { flatrate: [8, 9], rent: [2] }, { 2: 'Apple TV', 8: 'Netflix', 9: 'Prime Video' }],
      ['US', {}, {}],
    ]);
    expect(await written('movie', id, { GB: { rent: [2], flatrate: [8, 9, 8] }, US: {} })).toBe(0);
    expect(await snapshot()).toEqual(before); // same row versions (xmin): not rewritten
  });

  it('users read and mark only their own alerts; mark all read', async () => {
    const id = freshTitle();
    const me = await createUser({ queue: [`movie-${id}`] });
    const other = await createUser({ queue: [`movie-${id}`] });
    await written('movie', id, { GB: {} });
    await written('movie', id, { GB: { free: [300], ads: [8] } });
    const mine = await run<{ id: number }>(me, 'select id from public.notifications order by id');
    expect(mine.rows).toHaveLength(2);
    const theirs = await run<{ id: number }>(other, 'select id from public.notifications order by id');
    expect(
      (await run(me, `select public.mark_alerts_read($1::jsonb) as n`, [JSON.stringify(theirs.rows.map((r) => Number(r.id)))])).rows,
    ).toEqual([{ n: 0 }]);
    expect((await run(me, `select public.mark_alerts_read($1::jsonb) as n`, [JSON.stringify([Number(mine.rows[0].id)])])).rows).toEqual([
      { n: 1 },
    ]);
    expect((await alertsOf(me)).map((a) => a.read_at !== null)).toEqual([true, false]);
    expect((await alertsOf(other)).every((a) => a.read_at === null)).toBe(true);
    expect((await run(me, 'select public.mark_all_alerts_read() as n')).rows).toEqual([{ n: 1 }]);
    expect((await run(me, `select public.mark_alerts_read('["x"]')`)).error?.code).toBe('22023');
    expect((await run(me, 'update public.notifications set read_at = null')).error?.code).toBe('42501');
    expect((await run('anon', 'select * from public.notifications')).error?.code).toBe('42501');
  });

  it('only the job runner (service_role) applies availability; nobody else reads snapshots; bad input stores nothing', async () => {
    const id = freshTitle();
    const me = await createUser({ queue: [`movie-${id}`] });
    for (const actor of [me, 'anon']) {
      expect((await run(actor, `select public.apply_availability('movie', ${id}, 'x', null, '{"GB": {}}', '{}')`)).error?.code).toBe(
        '42501',
      );
      expect((await run(actor, 'select * from public.availability_snapshots')).error?.code).toBe('42501');
    }
    for (const [media, tmdb, providers] of [
      ['show', id, { GB: {} }],
      ['movie', 0, { GB: {} }],
      ['movie', id, { gb: {} }],
      ['movie', id, { GB: {}, XYZ: {} }],
      ['movie', id, [1]],
    ] as const) {
      const res = await run('service_role', 'select public.apply_availability($1, $2, $3, null, $4, $5)', [
        media,
        tmdb,
        'T',
        JSON.stringify(providers),
        '{}',
      ]);
      expect(res.error?.code).toBe('22023');
    }
    expect((await db.query('select 1 from public.availability_snapshots where tmdb_id = $1', [id])).rows).toEqual([]);
  });

  it("the alerts feed opens one user's newest alerts for its token, and null for any other token", async () => {
    const id = freshTitle();
    const me = await createUser({ queue: [`movie-${id}`] });
    await written('movie', id, { GB: {} });
    await written('movie', id, { GB: { free: [300] } });
    const token = (await run<{ t: string }>(me, `select public.issue_feed_token('alerts') as t`)).rows[0].t;
    const calendar = (await run<{ t: string }>(me, `select public.issue_feed_token('calendar') as t`)).rows[0].t;
    const feed = async (t: string) => (await run<{ f: unknown }>('anon', 'select public.alerts_feed($1) as f', [t])).rows[0].f;
    const items = (await feed(token)) as Array<Record<string, unknown>>;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'free', tmdb_id: id, provider_name: 'Pluto TV', region: 'GB' });
    expect(items[0]).not.toHaveProperty('profile_id');
    expect(await feed(calendar)).toBeNull();
    expect(await feed('0'.repeat(64))).toBeNull();
  });

  it('the kinds are one SQL enum, in the order the app lists them; nothing else is stored or asked for', async () => {
    const labels = await db.query<{ labels: string[] }>('select to_jsonb(pg_catalog.enum_range(null::public.alert_kind)) as labels');
    expect(labels.rows[0].labels).toEqual([...ALERT_KINDS]);
    const types = await db.query<{ column_name: string; udt_name: string }>(
      `select column_name, udt_name from information_schema.columns
        where table_schema = 'public' and ((table_name = 'notifications' and column_name = 'kind')
           or (table_name = 'alert_settings' and column_name = 'kinds')) order by column_name`,
    );
    expect(types.rows).toEqual([
      { column_name: 'kind', udt_name: 'alert_kind' },
      { column_name: 'kinds', udt_name: '_alert_kind' },
    ]);
    const me = await createUser();
    await expect(
      db.query(
        `insert into public.notifications (profile_id, kind, media_type, tmdb_id, region, title, event_key)
         values ($1, 'sometimes', 'movie', 1, 'GB', 'x', 'k')`,
        [me],
      ),
    ).rejects.toMatchObject({ code: '22P02' });
    const refused = await run(me, `select public.set_alert_settings('["on_my_services", "sometimes"]', false)`);
    expect(refused.error?.code).toBe('22023');
    expect(refused.error?.message).toBe('invalid alert kinds: unknown kind "sometimes"');
    // no saved settings: every kind, as the default says
    await db.query('insert into public.alert_settings (profile_id) values ($1)', [me]);
    const row = await db.query<{ kinds: string[] }>('select to_jsonb(kinds) as kinds from public.alert_settings where profile_id = $1', [
      me,
    ]);
    expect(row.rows[0].kinds).toEqual([...ALERT_KINDS]);
  });

  it('the enum migration keeps the alerts and settings stored before it', async () => {
    const migrations = path.join(__dirname, '../migrations');
    const files = fs
      .readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const at = files.findIndex((f) => f.endsWith('_alert_kind_enum.sql'));
    expect(at).toBeGreaterThan(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-alert-kinds-'));
    fs.mkdirSync(path.join(dir, 'migrations'));
    const copy = (f: string) => fs.copyFileSync(path.join(migrations, f), path.join(dir, 'migrations', f));
    files.slice(0, at).forEach(copy);
    const old = new TestDatabase({ supabaseDir: dir }, engine);
    try {
      const user = await createTestUser(old, 'enum', 'United Kingdom');
      await old.query("update public.profiles set services = '{8}', queue = '{movie-77}' where id = $1", [user]);
      await old.query(`select public.apply_availability('movie', 77, 'Kept', null, '{"GB": {}}'::jsonb, '{}'::jsonb)`);
      await old.query(`select public.apply_availability('movie', 77, 'Kept', null, '{"GB": {"flatrate": [8], "free": [300]}}'::jsonb,
        '{"8": "Netflix", "300": "Pluto TV"}'::jsonb)`);
      await old.query("insert into public.alert_settings (profile_id, kinds, all_services) values ($1, '{free,on_my_services}', true)", [
        user,
      ]);
      const before = await old.query('select id, kind::text as kind, provider_name, read_at from public.notifications order by id');
      expect(before.rows.map((r) => r.kind)).toEqual(['on_my_services', 'free']);

      files.slice(at).forEach(copy);
      expect(await old.migrate(dir)).toEqual(files.slice(at));
      expect((await old.query('select id, kind::text as kind, provider_name, read_at from public.notifications order by id')).rows).toEqual(
        before.rows,
      );
      const settings = await old.query<{ kinds: string[]; all_services: boolean }>(
        'select to_jsonb(kinds) as kinds, all_services from public.alert_settings where profile_id = $1',
        [user],
      );
      expect(settings.rows).toEqual([{ kinds: ['free', 'on_my_services'], all_services: true }]);
      // and the replaced apply_availability writes the next change with the type
      await old.query(`select public.apply_availability('movie', 77, 'Kept', null, '{"GB": {"free": [300]}}'::jsonb, '{}'::jsonb)`);
      const now = await old.query<{ kind: string }>('select kind::text as kind from public.notifications order by id');
      expect(now.rows.map((r) => r.kind)).toEqual(['on_my_services', 'free']); // left_my_services is not in this user's kinds
    } finally {
      await old.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
