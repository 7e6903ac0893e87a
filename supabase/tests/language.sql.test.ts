/**
 * The profile's language in SQL (migration 20270105000000_profile_language.sql) on every engine of
 * `sqlTestEngines()`: English by default, the signup metadata's language when the app speaks it
 * (an unknown one becomes English, never a failed signup), the owner changes it with an update like
 * the country, an unknown value is refused with nothing stored, and nobody else can change it.
 */
import { randomUUID } from 'node:crypto';
import { type Actor, type Outcome, TestDatabase, createTestUser, runAs, sqlTestEngines } from './helpers/db';

jest.setTimeout(120000);

let db: TestDatabase;

const run = <T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome<T>> =>
  runAs<T>(db, actor, sql, params);

/** Signs a user up with `language` in the metadata (as the signup form sends it). */
async function signUpWith(language: unknown): Promise<string> {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    id,
    `lang_${id.slice(0, 8)}@example.com`,
    JSON.stringify({ username: `lang_${id.slice(0, 12)}`, language }),
  ]);
  return id;
}

async function languageOf(id: string): Promise<string> {
  return (await db.query<{ language: string }>('select language from public.profiles where id = $1', [id])).rows[0].language;
}

describe.each(sqlTestEngines())('the profile language on %s', (engine) => {
  beforeAll(() => {
    db = new TestDatabase({}, engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('is English without one at signup, the signup language when known, English for an unknown one', async () => {
    expect(await languageOf(await createTestUser(db, 'lang'))).toBe('en');
    expect(await languageOf(await signUpWith('de'))).toBe('de');
    expect(await languageOf(await signUpWith('pt-BR'))).toBe('pt-BR');
    expect(await languageOf(await signUpWith('xx'))).toBe('en');
    expect(await languageOf(await signUpWith(42))).toBe('en');
  });

  it('the owner changes it with an update; an unknown language is refused and nothing stored', async () => {
    const me = await createTestUser(db, 'lang');
    const ok = await run<{ language: string }>(me, 'update public.profiles set language = $1 where id = $2 returning language', ['ar', me]);
    expect(ok.error).toBeNull();
    expect(ok.rows[0].language).toBe('ar');
    const bad = await run(me, 'update public.profiles set language = $1 where id = $2', ['klingon', me]);
    expect(bad.error?.code).toBe('23514');
    expect(await languageOf(me)).toBe('ar');
  });

  it("nobody else changes it: another user's update touches no row, anon may not update", async () => {
    const me = await createTestUser(db, 'lang');
    const other = await createTestUser(db, 'lang');
    const res = await run(other, 'update public.profiles set language = $1 where id = $2 returning id', ['ja', me]);
    expect(res.error).toBeNull();
    expect(res.rows).toEqual([]);
    expect((await run('anon', 'update public.profiles set language = $1 where id = $2', ['ja', me])).error?.code).toBe('42501');
    expect(await languageOf(me)).toBe('en');
  });
});
