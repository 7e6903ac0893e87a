/**
 * List import in SQL (migration 20261221000000_import.sql) on every engine of `sqlTestEngines()`
 * (in-memory PGlite and a throwaway Debian PostgreSQL 15): apply_import adds only what is not
 * there yet and records exactly that, in one transaction that refuses bad input and a full list
 * with nothing stored; undo_import removes exactly what its import added, and an unknown import is
 * PT404 (PostgREST's 404); the imports table is owner-only (RLS) and written by the two RPCs only.
 */
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(120000);

let db: TestDatabase;

interface ImportRow {
  id: string;
  profile_id: string;
  source: string;
  added: Array<{ list: string; show_id: string }>;
  undone_at: string | null;
}

const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

const apply = (actor: Actor, items: unknown, source = 'imdb') =>
  run<ImportRow>(actor, 'select * from public.apply_import($1::jsonb, $2)', [JSON.stringify(items), source]);

const undo = (actor: Actor, id: string) => run<ImportRow>(actor, 'select * from public.undo_import($1)', [id]);

async function listsOf(id: string): Promise<{ queue: string[]; favorites: string[]; watched: string[] }> {
  return (
    await db.query<{ queue: string[]; favorites: string[]; watched: string[] }>(
      'select queue, favorites, watched from public.profiles where id = $1',
      [id],
    )
  ).rows[0];
}

const addItem = (me: string, showId: string, list: string) => run(me, 'select 1 from public.add_item($1, $2, $3)', [me, showId, list]);

describe.each(sqlTestEngines())('list import on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('adds only what is not there yet, records exactly that, and undo removes exactly that', async () => {
    const me = await createTestUser(db, 'imp');
    await addItem(me, 'movie-1', 'queue');
    await addItem(me, 'tv-7', 'watched');
    const res = await apply(me, [
      { list: 'queue', show_id: 'movie-1' },
      { list: 'queue', show_id: 'movie-2' },
      { list: 'queue', show_id: 'movie-2' },
      { list: 'watched', show_id: 'tv-7' },
      { list: 'watched', show_id: 'movie-3' },
      { list: 'favorites', show_id: 'movie-1' },
    ]);
    expect(res.error).toBeNull();
    expect(res.rows[0]).toMatchObject({ profile_id: me, source: 'imdb', undone_at: null });
    expect(res.rows[0].added).toEqual([
      { list: 'queue', show_id: 'movie-2' },
      { list: 'watched', show_id: 'movie-3' },
      { list: 'favorites', show_id: 'movie-1' },
    ]);
    expect(await listsOf(me)).toEqual({ queue: ['movie-1', 'movie-2'], favorites: ['movie-1'], watched: ['tv-7', 'movie-3'] });

    // Something added by hand after the import stays after its undo.
    await addItem(me, 'movie-9', 'queue');
    const undone = await undo(me, res.rows[0].id);
    expect(undone.error).toBeNull();
    expect(undone.rows[0].undone_at).not.toBeNull();
    expect(await listsOf(me)).toEqual({ queue: ['movie-1', 'movie-9'], favorites: [], watched: ['tv-7'] });

    // Undoing twice removes nothing more.
    await addItem(me, 'movie-2', 'favorites');
    const again = await undo(me, res.rows[0].id);
    expect(again.error).toBeNull();
    expect(await listsOf(me)).toEqual({ queue: ['movie-1', 'movie-9'], favorites: ['movie-2'], watched: ['tv-7'] });
  });

  it('applying the same items twice adds nothing the second time (an import that records no entries)', async () => {
    const me = await createTestUser(db, 'imp');
    const items = [
      { list: 'queue', show_id: 'movie-5' },
      { list: 'watched', show_id: 'tv-5' },
    ];
    expect((await apply(me, items)).rows[0].added).toHaveLength(2);
    const second = await apply(me, items, 'letterboxd');
    expect(second.error).toBeNull();
    expect(second.rows[0].added).toEqual([]);
    // Undoing the second import takes nothing away: it added nothing.
    await undo(me, second.rows[0].id);
    expect(await listsOf(me)).toEqual({ queue: ['movie-5'], favorites: [], watched: ['tv-5'] });
  });

  it.each([
    ['not an array', { list: 'queue', show_id: 'movie-1' }, '22023', /invalid import: expected an array/],
    ['an item that is not an object', ['movie-1'], '22023', /every item must be an object/],
    ['an unknown list', [{ list: 'later', show_id: 'movie-1' }], '22023', /invalid list: later/],
    ['a missing show id', [{ list: 'queue' }], '22023', /invalid show id: null/],
    ['a leading zero', [{ list: 'queue', show_id: 'movie-01' }], '22023', /invalid show id: movie-01/],
    ['an id above 2^31 − 1', [{ list: 'queue', show_id: 'movie-9999999999' }], '22023', /invalid show id: movie-9999999999/],
    ['a number for a show id', [{ list: 'queue', show_id: 42 }], '22023', /invalid show id: 42/],
    ['a formula', [{ list: 'queue', show_id: '=HYPERLINK("x")' }], '22023', /invalid show id/],
  ])('bad input (%s) is refused and nothing is stored', async (_what, items, code, message) => {
    const me = await createTestUser(db, 'imp');
    await addItem(me, 'movie-1', 'queue');
    // A valid item before the bad one is not stored either: one transaction.
    const res = await apply(me, Array.isArray(items) ? [{ list: 'watched', show_id: 'movie-2' }, ...items] : items);
    expect(res.error?.code).toBe(code);
    expect(res.error?.message).toMatch(message);
    expect(await listsOf(me)).toEqual({ queue: ['movie-1'], favorites: [], watched: [] });
    expect((await db.query('select 1 from public.imports where profile_id = $1', [me])).rows).toEqual([]);
  });

  it('an unknown source and more than 6000 items are refused', async () => {
    const me = await createTestUser(db, 'imp');
    expect((await apply(me, [], 'netflix')).error).toMatchObject({ code: '22023', message: 'invalid import source: netflix' });
    const many = Array.from({ length: 6001 }, (_, i) => ({ list: 'queue', show_id: `movie-${i + 1}` }));
    expect((await apply(me, many)).error).toEqual({ code: '23514', message: 'import too large: at most 6000 items' });
  });

  it('respects the cap of 2000 a list: an import that would pass it stores nothing; exactly 2000 is fine', async () => {
    const me = await createTestUser(db, 'imp');
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ list: 'watched', show_id: `movie-${from + i}` }));
    expect((await apply(me, ids(1, 1990))).error).toBeNull();
    const over = await apply(me, [{ list: 'queue', show_id: 'tv-1' }, ...ids(1985, 20)]);
    expect(over.error).toEqual({ code: '23514', message: 'list is full: at most 2000 entries' });
    const lists = await listsOf(me);
    expect(lists.watched).toHaveLength(1990);
    expect(lists.queue).toEqual([]);
    // 1985..1995: six already there and five new, plus five more: exactly 2000.
    const fits = await apply(me, [...ids(1985, 11), ...ids(5000, 5)]);
    expect(fits.error).toBeNull();
    expect(fits.rows[0].added).toHaveLength(10);
    expect((await listsOf(me)).watched).toHaveLength(2000);
  });

  it('owner only: nobody else reads, undoes or writes an import; anon cannot call the RPCs', async () => {
    const me = await createTestUser(db, 'imp');
    const other = await createTestUser(db, 'imp');
    const mine = (await apply(me, [{ list: 'queue', show_id: 'movie-77' }])).rows[0];
    expect((await run(other, 'select * from public.imports where id = $1', [mine.id])).rows).toEqual([]);
    expect((await run(me, 'select id from public.imports where id = $1', [mine.id])).rows).toEqual([{ id: mine.id }]);
    expect((await undo(other, mine.id)).error).toEqual({ code: 'PT404', message: 'import not found' });
    expect((await undo(other, '00000000-0000-0000-0000-000000000000')).error).toEqual({ code: 'PT404', message: 'import not found' });
    expect((await run(me, "update public.imports set added = '[]' where id = $1", [mine.id])).error?.code).toBe('42501');
    expect((await run(me, 'delete from public.imports where id = $1', [mine.id])).error?.code).toBe('42501');
    expect((await run(me, "insert into public.imports (profile_id, source, added) values ($1, 'imdb', '[]')", [me])).error?.code).toBe(
      '42501',
    );
    expect((await apply('anon', [{ list: 'queue', show_id: 'movie-1' }])).error?.code).toBe('42501');
    expect((await undo('anon', mine.id)).error?.code).toBe('42501');
    expect((await listsOf(me)).queue).toEqual(['movie-77']);
  });
});
