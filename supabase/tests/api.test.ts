/**
 * The migrations through the REAL @supabase/supabase-js over HTTP, against the local
 * Supabase-compatible backend started by the jest global setup (process.env.SUPABASE_TEST_URL).
 * No mocks. Two signed-up users and anon: RLS isolation, column privileges, RPC validation,
 * no duplicates, concurrency, token refresh, sign-out, account deletion, duplicate username.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { freshUser, makeClient, startLocalBackend } from '@streamscout/testing';
import type { Profile as BaseProfile } from '@streamscout/session';

jest.setTimeout(60000);

/** A profiles row as this layer returns it: the app's Profile plus the timestamps. */
type Profile = BaseProfile & { created_at: string; updated_at: string };

interface User {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
  username: string;
}

/** Signs a fresh user up (email confirmations are off, so signup signs in). */
async function signUp(tag: string, data?: Record<string, unknown>): Promise<User> {
  const who = freshUser(tag);
  const client = makeClient();
  const res = await client.auth.signUp({
    email: who.email,
    password: who.password,
    options: { data: data ?? { username: who.username, country: who.country } },
  });
  expect(res.error).toBeNull();
  expect(res.data.session).not.toBeNull();
  return { client, id: res.data.user!.id, email: who.email, password: who.password, username: who.username };
}

/** A new client signed in as `user`. */
async function signIn(user: Pick<User, 'email' | 'password'>): Promise<SupabaseClient> {
  const client = makeClient();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(error).toBeNull();
  return client;
}

async function ownProfile(user: User): Promise<Profile> {
  const { data, error } = await user.client.from('profiles').select('*').eq('id', user.id).single();
  expect(error).toBeNull();
  return data as Profile;
}

const anon = makeClient();

describe('signup', () => {
  it('creates the profile from the signup metadata; the user reads it with .single()', async () => {
    const u = await signUp('signup');
    expect(await ownProfile(u)).toMatchObject({
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

  it('defaults the country to United States of America', async () => {
    const who = freshUser('nocountry');
    const u = await signUp('nocountry', { username: who.username });
    expect((await ownProfile(u)).country).toBe('United States of America');
  });

  it('a duplicate username fails with status 500 and creates no user', async () => {
    const taken = await signUp('taken');
    const who = freshUser('dup');
    const client = makeClient();
    const res = await client.auth.signUp({
      email: who.email,
      password: who.password,
      options: { data: { username: taken.username, country: 'Canada' } },
    });
    expect(res.error).not.toBeNull();
    expect(res.error!.status).toBe(500);
    expect(res.data.session).toBeNull();
    // No auth user was left behind: the email cannot sign in…
    const login = await makeClient().auth.signInWithPassword({ email: who.email, password: who.password });
    expect(login.error?.message).toBe('Invalid login credentials');
    // …and is still free for a signup with another username.
    const retry = await makeClient().auth.signUp({
      email: who.email,
      password: who.password,
      options: { data: { username: who.username, country: 'Canada' } },
    });
    expect(retry.error).toBeNull();
    expect(retry.data.user?.email).toBe(who.email);
  });
});

describe('the username rule: ASCII letters, digits, _ . - (no look-alike of another name)', () => {
  const RULE = 'username must be 3 to 30 characters: English letters (a-z), digits, _ . or -';

  it('a signup whose username has a Cyrillic е for a Latin e fails (500) and leaves no user', async () => {
    const taken = await signUp('lookalike');
    const twin = taken.username.replace('e', '\u0435');
    expect(twin).not.toBe(taken.username);
    const who = freshUser('twin');
    const res = await makeClient().auth.signUp({
      email: who.email,
      password: who.password,
      options: { data: { username: twin, country: 'Canada' } },
    });
    expect(res.error?.status).toBe(500);
    expect(res.data.session).toBeNull();
    const login = await makeClient().auth.signInWithPassword({ email: who.email, password: who.password });
    expect(login.error?.message).toBe('Invalid login credentials');
  });

  it('a rename to a look-alike is refused with 400, code 23514 and the rule; the row is unchanged', async () => {
    const u = await signUp('renamer');
    const before = await ownProfile(u);
    const { data, error, status } = await u.client.from('profiles').update({ username: 'us\u0435r_lookalike' }).eq('id', u.id).select('*');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: RULE });
    expect(await ownProfile(u)).toEqual(before);
  });
});

describe('two users and anon', () => {
  let a: User;
  let b: User;
  let bBefore: Profile;

  beforeAll(async () => {
    a = await signUp('alice');
    b = await signUp('bob');
    for (const [show, list] of [
      ['movie-25266', 'queue'],
      ['tv-68222', 'favorites'],
      ['movie-11643', 'watched'],
    ]) {
      const { error } = await b.client.rpc('add_item', { profile_id: b.id, show_id: show, which_col: list });
      expect(error).toBeNull();
    }
    bBefore = await ownProfile(b);
  });

  afterEach(async () => {
    // Whatever a test tried, B's row is as B left it.
    expect(await ownProfile(b)).toEqual(bBefore);
  });

  describe('own row', () => {
    it('sees only its own row', async () => {
      const { data, error } = await a.client.from('profiles').select('*');
      expect(error).toBeNull();
      expect((data as Profile[]).map((p) => p.id)).toEqual([a.id]);
    });

    it('updates username, country and adult, getting the updated row back', async () => {
      const username = `${a.username}_2`;
      const { data, error } = await a.client
        .from('profiles')
        .update({ username, country: 'France', adult: true })
        .eq('id', a.id)
        .select('*')
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: a.id, username, country: 'France', adult: true });
      a.username = username;
    });

    it.each([
      ['email', { email: 'evil@example.com' }],
      ['id', { id: '00000000-0000-4000-8000-000000000000' }],
      ['queue', { queue: ['movie-1'] }],
    ])('cannot change %s (42501 permission denied)', async (_col, patch) => {
      const before = await ownProfile(a);
      const { data, error } = await a.client.from('profiles').update(patch).eq('id', a.id).select('*');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
      expect(await ownProfile(a)).toEqual(before);
    });

    it('a username taken by someone else is refused (23505)', async () => {
      const { error } = await a.client.from('profiles').update({ username: b.username }).eq('id', a.id).select('*').single();
      expect(error?.code).toBe('23505');
    });

    it('adds, removes and clears its own lists through the RPCs', async () => {
      let res = await a.client.rpc('add_item', { profile_id: a.id, show_id: 'movie-1', which_col: 'queue' });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ id: a.id, queue: ['movie-1'] });
      res = await a.client.rpc('add_item', { profile_id: a.id, show_id: 'tv-2', which_col: 'queue' });
      expect((res.data as Profile).queue).toEqual(['movie-1', 'tv-2']);
      res = await a.client.rpc('add_item', { profile_id: a.id, show_id: 'tv-2', which_col: 'watched' });
      expect(res.data).toMatchObject({ queue: ['movie-1', 'tv-2'], watched: ['tv-2'], favorites: [] });
      res = await a.client.rpc('remove_item', { profile_id: a.id, show_id: 'movie-1', which_col: 'queue' });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ queue: ['tv-2'], watched: ['tv-2'] });
      res = await a.client.rpc('remove_all', { profile_id: a.id, which_col: 'queue' });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ queue: [], watched: ['tv-2'] });
      const list = await a.client.from('profiles').select('watched').eq('id', a.id).single();
      expect(list.data).toEqual({ watched: ['tv-2'] });
    });

    it('adding the same show twice keeps one entry', async () => {
      for (let i = 0; i < 3; i += 1) {
        const { error } = await a.client.rpc('add_item', { profile_id: a.id, show_id: 'movie-42', which_col: 'favorites' });
        expect(error).toBeNull();
      }
      expect((await ownProfile(a)).favorites.filter((s) => s === 'movie-42')).toEqual(['movie-42']);
    });

    it.each(['queues', 'id', 'email', '', "queue = array['x'], favorites"])(
      'which_col %p is refused (22023, status 400)',
      async (which) => {
        const before = await ownProfile(a);
        for (const [fn, args] of [
          ['add_item', { profile_id: a.id, show_id: 'movie-1', which_col: which }],
          ['remove_item', { profile_id: a.id, show_id: 'movie-1', which_col: which }],
          ['remove_all', { profile_id: a.id, which_col: which }],
        ] as const) {
          const { data, error, status } = await a.client.rpc(fn, args);
          expect(data).toBeNull();
          expect(error?.code).toBe('22023');
          expect(error?.message).toMatch(/^invalid list/);
          expect(status).toBe(400);
        }
        expect(await ownProfile(a)).toEqual(before);
      },
    );

    it.each(['person-1', 'movie-', 'movie-1a', 'tvshow-1', "movie-1'; drop table profiles; --", ''])(
      'show_id %p is refused (22023, status 400)',
      async (showId) => {
        const before = await ownProfile(a);
        for (const fn of ['add_item', 'remove_item'] as const) {
          const { data, error, status } = await a.client.rpc(fn, { profile_id: a.id, show_id: showId, which_col: 'queue' });
          expect(data).toBeNull();
          expect(error?.code).toBe('22023');
          expect(status).toBe(400);
        }
        expect(await ownProfile(a)).toEqual(before);
      },
    );
  });

  describe("A's attempts on B's row", () => {
    it('select by id: no rows (.single() → PGRST116)', async () => {
      const single = await a.client.from('profiles').select('*').eq('id', b.id).single();
      expect(single.data).toBeNull();
      expect(single.error?.code).toBe('PGRST116');
      const many = await a.client.from('profiles').select('*').eq('id', b.id);
      expect(many).toMatchObject({ data: [], error: null });
    });

    it('update: 0 rows', async () => {
      const { data, error } = await a.client
        .from('profiles')
        .update({ username: `${a.username}_hijack`, adult: true })
        .eq('id', b.id)
        .select('*');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it('delete: 0 rows, B still exists', async () => {
      const { data, error } = await a.client.from('profiles').delete().eq('id', b.id).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it("the RPCs with B's profile_id are refused (42501)", async () => {
      for (const [fn, args] of [
        ['add_item', { profile_id: b.id, show_id: 'movie-666', which_col: 'queue' }],
        ['remove_item', { profile_id: b.id, show_id: 'movie-25266', which_col: 'queue' }],
        ['remove_all', { profile_id: b.id, which_col: 'favorites' }],
      ] as const) {
        const { data, error } = await a.client.rpc(fn, args);
        expect(data).toBeNull();
        expect(error?.code).toBe('42501');
        expect(error?.message).toBe('not allowed');
      }
    });

    it("delete_user with B's id is refused (42501); both users remain", async () => {
      const { error } = await a.client.rpc('delete_user', { user_id: b.id });
      expect(error?.code).toBe('42501');
      expect((await ownProfile(a)).id).toBe(a.id);
    });
  });

  describe('anon', () => {
    it('cannot read profiles (permission denied)', async () => {
      const all = await anon.from('profiles').select('*');
      expect(all.data).toBeNull();
      expect(all.error?.code).toBe('42501');
      const one = await anon.from('profiles').select('*').eq('id', b.id).single();
      expect(one.data).toBeNull();
      expect(one.error).not.toBeNull();
    });

    it('cannot update or delete profiles', async () => {
      const upd = await anon.from('profiles').update({ adult: true }).eq('id', b.id).select('*');
      expect(upd.error?.code).toBe('42501');
      const del = await anon.from('profiles').delete().eq('id', b.id);
      expect(del.error?.code).toBe('42501');
    });

    it('cannot call the RPCs (no EXECUTE: 42501, status 401)', async () => {
      for (const [fn, args] of [
        ['add_item', { profile_id: b.id, show_id: 'movie-1', which_col: 'queue' }],
        ['remove_item', { profile_id: b.id, show_id: 'movie-25266', which_col: 'queue' }],
        ['remove_all', { profile_id: b.id, which_col: 'queue' }],
        ['delete_user', {}],
        ['delete_user', { user_id: b.id }],
      ] as const) {
        const { data, error, status } = await anon.rpc(fn, args);
        expect(data).toBeNull();
        expect(error?.code).toBe('42501');
        expect(status).toBe(401);
      }
    });
  });
});

describe('concurrency', () => {
  it('20 concurrent sessions of one user adding different items lose none', async () => {
    const u = await signUp('many');
    const clients = [u.client];
    for (let i = 1; i < 20; i += 1) clients.push(await signIn(u));
    const shows = clients.map((_, i) => `movie-${1000 + i}`);
    const results = await Promise.all(
      clients.map((client, i) => client.rpc('add_item', { profile_id: u.id, show_id: shows[i], which_col: 'queue' })),
    );
    for (const r of results) expect(r.error).toBeNull();
    const queue = (await ownProfile(u)).queue;
    expect([...queue].sort()).toEqual([...shows].sort());

    // And the same item from all 20 at once is kept once.
    const again = await Promise.all(
      clients.map((client) => client.rpc('add_item', { profile_id: u.id, show_id: 'tv-7', which_col: 'watched' })),
    );
    for (const r of again) expect(r.error).toBeNull();
    expect((await ownProfile(u)).watched).toEqual(['tv-7']);

    // 20 concurrent removes leave the list empty.
    const removed = await Promise.all(
      clients.map((client, i) => client.rpc('remove_item', { profile_id: u.id, show_id: shows[i], which_col: 'queue' })),
    );
    for (const r of removed) expect(r.error).toBeNull();
    expect((await ownProfile(u)).queue).toEqual([]);
  });
});

describe('tokens', () => {
  /** The refresh token reuse interval of the token test's own backend (seconds). */
  const REUSE_INTERVAL_S = 1;

  it('refreshSession gives a new access token that works; the old refresh token cannot be reused', async () => {
    // A backend of its own with a 1 s refresh token reuse interval (GoTrue's default is 10 s), so
    // the test waits out the window instead of sleeping 11 s.
    const backend = await startLocalBackend({ LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL_S: String(REUSE_INTERVAL_S) });
    try {
      const who = freshUser('refresh');
      const client = makeClient(backend.url);
      const signedUp = await client.auth.signUp({
        email: who.email,
        password: who.password,
        options: { data: { username: who.username, country: who.country } },
      });
      expect(signedUp.error).toBeNull();
      const id = signedUp.data.user!.id;
      const before = signedUp.data.session!;

      // JWT `iat` has one-second resolution: make sure the new token differs from the old one.
      await new Promise((r) => setTimeout(r, 1100));
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session!.access_token).not.toBe(before.access_token);
      expect(refreshed.data.session!.refresh_token).not.toBe(before.refresh_token);

      // The client now uses the new access token, and it works.
      const user = await client.auth.getUser(refreshed.data.session!.access_token);
      expect(user.data.user?.id).toBe(id);
      const own = await client.from('profiles').select('id').eq('id', id).single();
      expect(own.data).toEqual({ id });
      const rpc = await client.rpc('add_item', { profile_id: id, show_id: 'tv-1', which_col: 'queue' });
      expect(rpc.error).toBeNull();

      // GoTrue tolerates reuse of a just-rotated token for the reuse interval; after that, the old
      // token is refused.
      await new Promise((r) => setTimeout(r, REUSE_INTERVAL_S * 1000 + 100));
      const reuse = await makeClient(backend.url).auth.refreshSession({ refresh_token: before.refresh_token });
      expect(reuse.error).not.toBeNull();
      expect(reuse.data.session).toBeNull();
    } finally {
      await backend.stop();
    }
  });

  it('after signOut the old refresh token fails', async () => {
    const u = await signUp('signout');
    const { data } = await u.client.auth.getSession();
    const refreshToken = data.session!.refresh_token;
    const { error } = await u.client.auth.signOut();
    expect(error).toBeNull();
    expect((await u.client.auth.getSession()).data.session).toBeNull();
    const reuse = await makeClient().auth.refreshSession({ refresh_token: refreshToken });
    expect(reuse.error).not.toBeNull();
    expect(reuse.data.session).toBeNull();
  });

  it('signOut of one session (scope global) ends the other sessions of the user too', async () => {
    const u = await signUp('signout-global');
    const other = await signIn(u);
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token;
    expect((await u.client.auth.signOut()).error).toBeNull();
    const reuse = await makeClient().auth.refreshSession({ refresh_token: otherRefresh });
    expect(reuse.error).not.toBeNull();
  });
});

describe('delete_user', () => {
  it('deleting the profile, then delete_user (the app order) removes the auth user; sign-in then fails', async () => {
    const u = await signUp('delete');
    const del = await u.client.from('profiles').delete().eq('id', u.id).select('id');
    expect(del.error).toBeNull();
    expect(del.data).toEqual([{ id: u.id }]);
    const rpc = await u.client.rpc('delete_user');
    expect(rpc.error).toBeNull();
    const login = await makeClient().auth.signInWithPassword({ email: u.email, password: u.password });
    expect(login.error?.message).toBe('Invalid login credentials');
    expect(login.data.session).toBeNull();
  });

  it('delete_user alone removes the profile by cascade', async () => {
    const u = await signUp('delete-cascade');
    const other = await signIn(u); // a second session: its still-valid JWT sees no profile any more
    const rpc = await u.client.rpc('delete_user', { user_id: u.id });
    expect(rpc.error).toBeNull();
    const gone = await other.from('profiles').select('*').eq('id', u.id).single();
    expect(gone.data).toBeNull();
    expect(gone.error?.code).toBe('PGRST116');
    const login = await makeClient().auth.signInWithPassword({ email: u.email, password: u.password });
    expect(login.error?.message).toBe('Invalid login credentials');
  });
});

describe('ids and imports over REST (the status codes PostgREST gives)', () => {
  it('add_item refuses an id above 2^31 − 1 with 400; the largest TMDB id is taken', async () => {
    const u = await signUp('ids');
    const over = await u.client.rpc('add_item', { profile_id: u.id, show_id: 'movie-9999999999', which_col: 'queue' });
    expect(over).toMatchObject({ data: null, status: 400, error: { code: '22023' } });
    const max = await u.client.rpc('add_item', { profile_id: u.id, show_id: 'movie-2147483647', which_col: 'queue' });
    expect(max.error).toBeNull();
    expect((max.data as Profile).queue).toEqual(['movie-2147483647']);
  });

  it("undoing an unknown (or another user's) import answers 404, a malformed id 400 — never 500", async () => {
    const u = await signUp('undo404');
    const other = await signUp('undo404b');
    const mine = await u.client.rpc('apply_import', { items: [{ list: 'queue', show_id: 'movie-77' }], source: 'trakt' });
    expect(mine.error).toBeNull();
    const theirs = await other.client.rpc('undo_import', { import_id: (mine.data as { id: string }).id });
    expect(theirs).toMatchObject({ data: null, status: 404, error: { code: 'PT404', message: 'import not found' } });
    const unknown = await u.client.rpc('undo_import', { import_id: '00000000-0000-0000-0000-000000000000' });
    expect(unknown).toMatchObject({ status: 404, error: { code: 'PT404' } });
    const malformed = await u.client.rpc('undo_import', { import_id: 'not-a-uuid' });
    expect(malformed).toMatchObject({ status: 400, error: { code: '22P02' } });
    expect((await ownProfile(u)).queue).toEqual(['movie-77']);
  });
});
