'use strict';
/**
 * PostgREST subset (`/rest/v1`): the project's profiles and list RPCs against the backend of the
 * jest global setup, and the generic query surface (filters, ordering, paging, insert/upsert,
 * update, delete, RPC return shapes, error mapping) against an in-process server with its own
 * test schema.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { start } = require('../src/server');
const { makeClient, present, signedUpClient, api, ANON_KEY, SERVICE_ROLE_KEY } = require('./helpers');

jest.setTimeout(60000);
/** @type {jest.SpyInstance} */
let warn;
beforeAll(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => warn.mockRestore());

describe('profiles through supabase-js (project migrations)', () => {
  it('.single() on no visible row is 406 PGRST116', async () => {
    const { client } = await signedUpClient('single');
    const { data, error, status } = await client.from('profiles').select('*').eq('id', '00000000-0000-0000-0000-000000000000').single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });

  it('owner-only RLS: another user sees nothing, anon is refused (401)', async () => {
    const alice = await signedUpClient('rlsa');
    const bob = await signedUpClient('rlsb');
    const seen = await bob.client.from('profiles').select('*').eq('id', alice.id);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([]);
    const all = await bob.client.from('profiles').select('id');
    expect(all.data).toEqual([{ id: bob.id }]);
    const anon = await makeClient().from('profiles').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501' });
    const hijack = await bob.client.from('profiles').update({ username: 'stolen' }).eq('id', alice.id).select('*');
    expect(hijack.data).toEqual([]);
  });

  it('update with return=representation, plain update 204, errors mapped (409, 403, 400)', async () => {
    const a = await signedUpClient('upd');
    const b = await signedUpClient('upd');
    const renamed = await a.client
      .from('profiles')
      .update({ username: `${a.user.username}x` })
      .eq('id', a.id)
      .select('*')
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ id: a.id, username: `${a.user.username}x` });

    const plain = await a.client.from('profiles').update({ adult: true }).eq('id', a.id);
    expect(plain.error).toBeNull();
    expect(plain.status).toBe(204);

    const dup = await a.client.from('profiles').update({ username: b.user.username }).eq('id', a.id).select('*').single();
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: '23505' });
    // Postgres leaves out the key values of a table with RLS enabled, as on Supabase
    expect(dup.error?.details).toBeNull();

    const email = await a.client.from('profiles').update({ email: 'x@example.com' }).eq('id', a.id);
    expect(email.status).toBe(403);
    expect(email.error).toMatchObject({ code: '42501' });

    const short = await a.client.from('profiles').update({ username: 'ab' }).eq('id', a.id);
    expect(short.status).toBe(400);
    expect(short.error).toMatchObject({ code: '23514' });

    const badUuid = await a.client.from('profiles').select('*').eq('id', 'nope');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error).toMatchObject({ code: '22P02' });

    const badCol = await a.client.from('profiles').select('nope').eq('id', a.id);
    expect(badCol.status).toBe(400);
    expect(badCol.error).toMatchObject({ code: '42703' });

    const noTable = await a.client.from('nope').select('*');
    expect(noTable.status).toBe(404);
    expect(noTable.error).toMatchObject({ code: 'PGRST205' });
  });

  it('list RPCs return the updated profile as an object; validation errors are 400 / 403', async () => {
    const { client, id } = await signedUpClient('rpc');
    const added = await client.rpc('add_item', { profile_id: id, show_id: 'movie-123', which_col: 'queue' });
    expect(added.error).toBeNull();
    expect(added.status).toBe(200);
    expect(Array.isArray(added.data)).toBe(false);
    expect(added.data).toMatchObject({ id, queue: ['movie-123'] });
    const again = await client.rpc('add_item', { profile_id: id, show_id: 'movie-123', which_col: 'queue' });
    expect(again.data.queue).toEqual(['movie-123']);
    const list = await client.from('profiles').select('queue').eq('id', id).single();
    expect(list.data).toEqual({ queue: ['movie-123'] });

    const badCol = await client.rpc('add_item', { profile_id: id, show_id: 'movie-1', which_col: 'email' });
    expect(badCol.status).toBe(400);
    expect(badCol.error).toMatchObject({ code: '22023' });
    const badShow = await client.rpc('add_item', { profile_id: id, show_id: 'person-1', which_col: 'queue' });
    expect(badShow.status).toBe(400);
    const notMine = await client.rpc('add_item', {
      profile_id: '00000000-0000-0000-0000-000000000000',
      show_id: 'movie-1',
      which_col: 'queue',
    });
    expect(notMine.status).toBe(403);
    expect(notMine.error).toMatchObject({ code: '42501' });
    const anon = await makeClient().rpc('add_item', { profile_id: id, show_id: 'movie-1', which_col: 'queue' });
    expect(anon.status).toBe(401);

    const removed = await client.rpc('remove_item', { profile_id: id, show_id: 'movie-123', which_col: 'queue' });
    expect(removed.data.queue).toEqual([]);
    const unknownArg = await client.rpc('add_item', { profile_id: id, show: 'movie-1', which_col: 'queue' });
    expect(unknownArg.status).toBe(404);
    expect(unknownArg.error).toMatchObject({ code: 'PGRST202' });
    const unknownFn = await client.rpc('nope_fn', {});
    expect(unknownFn.status).toBe(404);
    expect(unknownFn.error).toMatchObject({ code: 'PGRST202' });
  });

  it('20 concurrent sessions of one user calling add_item all succeed and lose nothing', async () => {
    const { user, id } = await signedUpClient('conc');
    const clients = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = makeClient();
        const { error } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
        expect(error).toBeNull();
        return c;
      }),
    );
    const results = await Promise.all(
      clients.map((c, i) => c.rpc('add_item', { profile_id: id, show_id: `movie-${i + 1}`, which_col: 'watched' })),
    );
    for (const r of results) expect(r.error).toBeNull();
    const { data } = await clients[0].from('profiles').select('watched').eq('id', id).single();
    expect(data?.watched).toHaveLength(20);
    expect(new Set(data?.watched).size).toBe(20);
  });

  it('delete then delete_user (204) removes the account', async () => {
    const { client, id, user } = await signedUpClient('del');
    const del = await client.from('profiles').delete().eq('id', id);
    expect(del.error).toBeNull();
    expect(del.status).toBe(204);
    const rpc = await client.rpc('delete_user');
    expect(rpc.error).toBeNull();
    expect(rpc.status).toBe(204);
    const login = await makeClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(login.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('service_role bypasses RLS', async () => {
    const { id } = await signedUpClient('svc');
    const svc = makeClient(undefined, SERVICE_ROLE_KEY);
    const { data, error } = await svc.from('profiles').select('id').eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id });
  });

  it('an expired or forged user token is 401 (PGRST303 / PGRST301)', async () => {
    const { signJwt, DEFAULT_JWT_SECRET } = require('../src/keys');
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(
      { sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated', exp: now - 3600 },
      DEFAULT_JWT_SECRET,
    );
    const res = await api('/rest/v1/profiles?select=*', { headers: { authorization: `Bearer ${expired}` } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const forged = await signJwt({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' }, 'x'.repeat(40));
    const res2 = await api('/rest/v1/profiles?select=*', { headers: { authorization: `Bearer ${forged}` } });
    expect(res2.status).toBe(401);
    expect(res2.body.code).toBe('PGRST301');
  });
});

describe('generic PostgREST surface (in-process server, test schema)', () => {
  const TEST_SQL = `
    create table public.items (
      id bigint generated always as identity primary key,
      name text not null unique,
      tags text[] not null default '{}',
      price numeric,
      owner uuid default auth.uid(),
      created_at timestamptz not null default now()
    );
    alter table public.items enable row level security;
    create policy items_read on public.items for select using (true);
    create policy items_insert on public.items for insert to authenticated with check (owner = auth.uid());
    create policy items_update on public.items for update to authenticated using (owner = auth.uid());
    create policy items_delete on public.items for delete to authenticated using (owner = auth.uid());

    create function public.item_names(prefix text default '') returns setof text
      language sql stable as $$ select name from public.items where name like prefix || '%' order by name $$;
    create function public.items_by_tag(tag text) returns setof public.items
      language sql stable as $$ select * from public.items where tag = any(tags) order by id $$;
    create function public.add(a int, b int) returns int language sql immutable as $$ select a + b $$;
    create function public.whoami() returns uuid language sql stable as $$ select auth.uid() $$;
    create function public.my_role() returns text language sql stable as $$ select current_user::text $$;
    create function public.noop() returns void language plpgsql as $$ begin end $$;
    create function public.boom() returns void language plpgsql as $$
      begin raise exception 'boom' using hint = 'kaboom'; end $$;
    create function public.raise_code(code text) returns void language plpgsql as $$
      begin raise exception 'raised %', code using errcode = code; end $$;
    create function public.touch() returns int language plpgsql volatile as $$
      begin insert into public.items (name) values ('touched'); return 1; end $$;
    create function public.echo(json) returns json language sql immutable as $$ select $1 $$;
  `;
  const SEED_SQL = `
    insert into auth.users (id, email, aud, role) values ('00000000-0000-0000-0000-0000000000aa', 'seed@example.com', 'authenticated', 'authenticated');
    insert into public.items (name, tags, price, owner) values
      ('apple', '{fruit,red}', 1.5, '00000000-0000-0000-0000-0000000000aa'),
      ('banana', '{fruit,yellow}', 0.5, '00000000-0000-0000-0000-0000000000aa'),
      ('cherry, sour', '{fruit,red}', null, '00000000-0000-0000-0000-0000000000aa'),
      ('daikon', '{vegetable}', 2, null);
  `;
  /** @type {Awaited<ReturnType<typeof start>>} */
  let app;
  /** @type {string} */
  let dir;
  /** @type {{ client: import('@supabase/supabase-js', { with: { 'resolution-mode': 'require' } }).SupabaseClient, id: string, token: string }} */
  let alice;
  const url = () => app.url;
  /**
   * @param {string} p path
   * @param {Parameters<typeof api>[1]} [opts]
   */
  const get = (p, opts = {}) => api(p, { url: url(), ...opts });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-rest-'));
    fs.mkdirSync(path.join(dir, 'migrations'));
    fs.writeFileSync(path.join(dir, 'migrations', '0001_items.sql'), TEST_SQL);
    fs.writeFileSync(path.join(dir, 'seed.sql'), SEED_SQL);
    app = await start({ port: 0, host: '127.0.0.1', supabaseDir: dir, seed: true });
    const client = makeClient(url());
    const { data, error } = await client.auth.signUp({ email: 'alice@example.com', password: 'secret-123' });
    expect(error).toBeNull();
    alice = { client, id: present(data.user, 'a user').id, token: present(data.session, 'a session').access_token };
  });

  afterAll(async () => {
    if (app) await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** @param {{ body: { name: string }[] }} res */
  const names = (res) => res.body.map((r) => r.name);

  it('filters: eq, neq, gt/lte, in (quoted), is, like/ilike, cs, or, not', async () => {
    expect(names(await get('/rest/v1/items?select=name&name=eq.apple'))).toEqual(['apple']);
    expect(names(await get('/rest/v1/items?select=name&name=neq.apple&order=name'))).toEqual(['banana', 'cherry, sour', 'daikon']);
    expect(names(await get('/rest/v1/items?select=name&price=gt.1&order=name'))).toEqual(['apple', 'daikon']);
    expect(names(await get('/rest/v1/items?select=name&price=lte.1.5&order=name'))).toEqual(['apple', 'banana']);
    expect(names(await get(`/rest/v1/items?select=name&name=in.(apple,${encodeURIComponent('"cherry, sour"')})&order=name`))).toEqual([
      'apple',
      'cherry, sour',
    ]);
    expect(names(await get('/rest/v1/items?select=name&name=in.()'))).toEqual([]);
    expect(names(await get('/rest/v1/items?select=name&price=is.null'))).toEqual(['cherry, sour']);
    expect(names(await get('/rest/v1/items?select=name&owner=not.is.null&order=name'))).toEqual(['apple', 'banana', 'cherry, sour']);
    expect(names(await get('/rest/v1/items?select=name&name=like.*an*&order=name'))).toEqual(['banana']);
    expect(names(await get('/rest/v1/items?select=name&name=ilike.A*'))).toEqual(['apple']);
    expect(names(await get('/rest/v1/items?select=name&tags=cs.{red}&order=name'))).toEqual(['apple', 'cherry, sour']);
    expect(names(await get('/rest/v1/items?select=name&or=(name.eq.apple,price.gte.2)&order=name'))).toEqual(['apple', 'daikon']);
    expect(names(await get('/rest/v1/items?select=name&name=not.in.(apple,banana)&order=name'))).toEqual(['cherry, sour', 'daikon']);
    const bad = await get('/rest/v1/items?select=name&name=zz.apple');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PGRST100');
  });

  it('select with aliases and casts; order, limit, offset, Range and exact counts', async () => {
    const aliased = await get('/rest/v1/items?select=label:name,price::text&name=eq.apple');
    expect(aliased.body).toEqual([{ label: 'apple', price: '1.5' }]);
    const ordered = await get('/rest/v1/items?select=name&order=price.desc.nullslast,name.asc');
    expect(names(ordered)).toEqual(['daikon', 'apple', 'banana', 'cherry, sour']);
    const page = await get('/rest/v1/items?select=name&order=name&limit=2&offset=1', { headers: { prefer: 'count=exact' } });
    expect(names(page)).toEqual(['banana', 'cherry, sour']);
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('1-2/4');
    const ranged = await get('/rest/v1/items?select=name&order=name', { headers: { range: '0-0' } });
    expect(names(ranged)).toEqual(['apple']);
    const { count, data, error } = await makeClient(url()).from('items').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(4);
    const embed = await get('/rest/v1/items?select=name,owner(*)');
    expect(embed.status).toBe(400);
  });

  it('single object responses and 406', async () => {
    const one = await get('/rest/v1/items?select=name&name=eq.apple', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toContain('application/vnd.pgrst.object+json');
    expect(one.body).toEqual({ name: 'apple' });
    const many = await get('/rest/v1/items?select=name', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(many.status).toBe(406);
    expect(many.body).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
    const stripped = await makeClient(url()).from('items').select('name,price').eq('name', 'cherry, sour').stripNulls().single();
    expect(stripped.data).toEqual({ name: 'cherry, sour' });
  });

  it('insert (201), bulk insert, upsert, RLS on insert, update and delete with representation', async () => {
    const c = alice.client;
    const ins = await c
      .from('items')
      .insert({ name: 'fig', tags: ['fruit'], price: 3 })
      .select('*')
      .single();
    expect(ins.error).toBeNull();
    expect(ins.status).toBe(201);
    expect(ins.data).toMatchObject({ name: 'fig', tags: ['fruit'], price: 3, owner: alice.id });
    const bulk = await c
      .from('items')
      .insert([{ name: 'grape' }, { name: 'kiwi', price: 1 }])
      .select('name,price');
    expect(bulk.status).toBe(201);
    expect(bulk.data).toEqual([
      { name: 'grape', price: null },
      { name: 'kiwi', price: 1 },
    ]);
    const minimal = await c.from('items').insert({ name: 'lime' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const dup = await c.from('items').insert({ name: 'fig' });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    const up = await c.from('items').upsert({ name: 'fig', price: 4 }, { onConflict: 'name' }).select('name,price');
    expect(up.error).toBeNull();
    expect(up.data).toEqual([{ name: 'fig', price: 4 }]);
    const ignored = await c.from('items').upsert({ name: 'fig', price: 5 }, { onConflict: 'name', ignoreDuplicates: true }).select('name');
    expect(ignored.data).toEqual([]);

    const anonInsert = await makeClient(url()).from('items').insert({ name: 'anon-item' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
    const spoof = await c.from('items').insert({ name: 'spoof', owner: '00000000-0000-0000-0000-0000000000aa' });
    expect(spoof.status).toBe(403);

    const upd = await c.from('items').update({ price: 9 }).in('name', ['grape', 'kiwi']).select('name,price').order('name');
    expect(upd.data).toEqual([
      { name: 'grape', price: 9 },
      { name: 'kiwi', price: 9 },
    ]);
    // not alice's rows: RLS hides them from the update
    const foreign = await c.from('items').update({ price: 0 }).eq('name', 'apple').select('*');
    expect(foreign.data).toEqual([]);
    // a singular update touching two rows is refused (406) and rolled back
    const two = await c.from('items').update({ price: 1 }).in('name', ['grape', 'kiwi']).select('*').single();
    expect(two.status).toBe(406);
    const after = await get('/rest/v1/items?select=name,price&name=in.(grape,kiwi)&order=name');
    expect(after.body).toEqual([
      { name: 'grape', price: 9 },
      { name: 'kiwi', price: 9 },
    ]);
    const unknownCol = await c.from('items').update({ nope: 1 }).eq('name', 'grape');
    expect(unknownCol.status).toBe(400);
    expect(unknownCol.error?.code).toBe('PGRST204');

    const del = await c.from('items').delete().eq('name', 'lime').select('name');
    expect(del.data).toEqual([{ name: 'lime' }]);
    const delMin = await c.from('items').delete({ count: 'exact' }).eq('name', 'kiwi');
    expect(delMin.status).toBe(204);
    expect(delMin.count).toBe(1);
    const updCount = await c.from('items').update({ price: 9 }, { count: 'exact' }).eq('name', 'nothing-here');
    expect(updCount.count).toBe(0);
    const rolled = await c.from('items').delete().eq('name', 'grape').rollback();
    expect(rolled.error).toBeNull();
    expect(names(await get('/rest/v1/items?select=name&name=eq.grape'))).toEqual(['grape']);
  });

  it('rpc return shapes: setof scalar, setof rows, scalar, void 204, json body, GET args', async () => {
    const c = makeClient(url());
    expect((await c.rpc('item_names', { prefix: 'b' })).data).toEqual(['banana']);
    const rows = await c.rpc('items_by_tag', { tag: 'red' });
    expect(rows.data.map((/** @type {{ name: string }} */ r) => r.name)).toEqual(['apple', 'cherry, sour']);
    const one = await c.rpc('items_by_tag', { tag: 'yellow' }).single();
    expect(one.data).toMatchObject({ name: 'banana' });
    expect((await c.rpc('add', { a: 2, b: 3 })).data).toBe(5);
    const noop = await c.rpc('noop');
    expect(noop.status).toBe(204);
    expect(noop.data).toBeNull();
    expect((await c.rpc('echo', { any: ['thing', 1] })).data).toEqual({ any: ['thing', 1] });
    const viaGet = await c.rpc('add', { a: 1, b: 1 }, { get: true });
    expect(viaGet.data).toBe(2);
    const defaults = await c.rpc('item_names');
    expect(defaults.data).toEqual(expect.arrayContaining(['apple', 'banana', 'cherry, sour', 'daikon']));
  });

  it('rpc runs as the caller: auth.uid(), role; errors mapped', async () => {
    expect((await alice.client.rpc('whoami')).data).toBe(alice.id);
    expect((await alice.client.rpc('my_role')).data).toBe('authenticated');
    expect((await makeClient(url()).rpc('whoami')).data).toBeNull();
    expect((await makeClient(url()).rpc('my_role')).data).toBe('anon');
    const boom = await makeClient(url()).rpc('boom');
    expect(boom.status).toBe(400);
    expect(boom.error).toEqual({ code: 'P0001', message: 'boom', details: null, hint: 'kaboom' });
    // PostgREST's own table: PTxyz is HTTP xyz (how an RPC says 404), P0001 is 400, other P0 codes 500
    for (const [code, status] of [
      ['PT404', 404],
      ['PT409', 409],
      ['P0001', 400],
      ['P0002', 500],
      ['22023', 400],
    ]) {
      const raised = await makeClient(url()).rpc('raise_code', { code });
      expect({ code, status: raised.status }).toEqual({ code, status });
      expect(raised.error).toEqual({ code, message: `raised ${code}`, details: null, hint: null });
    }
    const readOnly = await alice.client.rpc('touch', {}, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
    const wrongArgs = await makeClient(url()).rpc('add', { a: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const badType = await makeClient(url()).rpc('add', { a: 'x', b: 1 });
    expect(badType.status).toBe(400);
    expect(badType.error?.code).toBe('22P02');
  });

  it('claims never leak between requests (settings are transaction-local)', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? alice.client : makeClient(url())).rpc('whoami')));
    results.forEach((r, i) => expect(r.data).toBe(i % 2 ? alice.id : null));
    const res = await app.db.query('select auth.uid() as uid, current_user as role');
    expect(res.rows[0]).toEqual({ uid: null, role: 'postgres' });
  });

  it('only the public schema is exposed', async () => {
    const res = await get('/rest/v1/users?select=*', { headers: { 'accept-profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(res.body.code).toBe('PGRST106');
    const anonUsers = await get('/rest/v1/rpc/add', { method: 'POST', json: { a: 1, b: 2 }, headers: { apikey: ANON_KEY } });
    expect(anonUsers.body).toBe(3);
  });
});
