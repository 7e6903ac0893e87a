'use strict';
/**
 * GoTrue subset (`/auth/v1`) through the real supabase-js and plain fetch, against the backend the
 * jest global setup started (the CLI, fresh in-memory database, the project's migrations).
 */
const { makeClient, present, freshUser, signedUpClient, api, decodeJwt, ANON_KEY, SERVICE_ROLE_KEY } = require('./helpers');

jest.setTimeout(30000);
/** @type {jest.SpyInstance} */
let warn;
beforeAll(() => {
  // supabase-js warns that Node 20 is deprecated
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => warn.mockRestore());

describe('gateway: API key and CORS', () => {
  it('GET /health needs no key', async () => {
    const res = await api('/health', { headers: { apikey: undefined } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('requires an apikey (401 with Supabase messages)', async () => {
    const missing = await fetch(`${process.env.SUPABASE_TEST_URL}/rest/v1/profiles`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const invalid = await api('/auth/v1/settings', { headers: { apikey: 'not-a-jwt' } });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toMatchObject({ message: 'Invalid API key' });
    const forged = await api('/auth/v1/settings', { headers: { apikey: `${ANON_KEY.slice(0, -2)}xx` } });
    expect(forged.status).toBe(401);
    const ok = await api('/auth/v1/settings');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ mailer_autoconfirm: true, disable_signup: false });
  });

  it('answers CORS preflight and exposes headers', async () => {
    const res = await fetch(`${process.env.SUPABASE_TEST_URL}/rest/v1/profiles?select=*`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info, prefer, x-custom',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = present(res.headers.get('access-control-allow-headers'), 'allow-headers').toLowerCase();
    for (const h of ['authorization', 'apikey', 'content-type', 'x-client-info', 'prefer', 'x-custom', 'accept-profile']) {
      expect(allowed).toContain(h);
    }
    const get = await api('/auth/v1/settings', { headers: { Origin: 'http://localhost:3000' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-range');
  });

  it('refuses realtime and unknown routes with 404', async () => {
    expect((await api('/realtime/v1/websocket')).status).toBe(404);
    expect((await api('/nothing')).status).toBe(404);
  });
});

describe('signup', () => {
  it('creates an auto-confirmed user and returns a GoTrue session with Supabase claims', async () => {
    const user = freshUser('sign');
    const client = makeClient();
    const { data, error } = await client.auth.signUp({
      email: user.email,
      password: user.password,
      options: { data: { username: user.username, country: 'Canada' } },
    });
    expect(error).toBeNull();
    const session = present(data.session, 'a session');
    const created = present(data.user, 'a user');
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(typeof session.refresh_token).toBe('string');
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(data.user).toMatchObject({
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ username: user.username, country: 'Canada' }),
      is_anonymous: false,
    });
    for (const k of /** @type {const} */ (['id', 'email_confirmed_at', 'confirmed_at', 'last_sign_in_at', 'created_at', 'updated_at'])) {
      expect(typeof created[k]).toBe('string');
    }
    expect(Array.isArray(created.identities)).toBe(true);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: created.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      iss: `${process.env.SUPABASE_TEST_URL}/auth/v1`,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr[0].method).toBe('password');
  });

  it('the profiles trigger creates the profile from the signup metadata', async () => {
    const { client, user, id } = await signedUpClient('prof');
    const { data, error } = await client.from('profiles').select('*').eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      email: user.email,
      username: user.username,
      country: 'Canada',
      adult: false,
      queue: [],
      favorites: [],
      watched: [],
    });
  });

  it('a duplicate username fails with 500 Database error saving new user and leaves no user', async () => {
    const first = await signedUpClient('dupu');
    const other = freshUser('dupu');
    const client = makeClient();
    const { data, error } = await client.auth.signUp({
      email: other.email,
      password: other.password,
      options: { data: { username: first.user.username } },
    });
    expect(error).toBeTruthy();
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('Database error saving new user');
    expect(data.session).toBeNull();
    // nothing kept: the email can't sign in, and can sign up again with another username
    const signIn = await makeClient().auth.signInWithPassword({ email: other.email, password: other.password });
    expect(signIn.error && signIn.error.message).toBe('Invalid login credentials');
    const admin = await api('/auth/v1/admin/users', { headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` } });
    expect(admin.body.users.some((/** @type {{ email: string }} */ u) => u.email === other.email)).toBe(false);
    const again = await makeClient().auth.signUp({
      email: other.email,
      password: other.password,
      options: { data: { username: other.username } },
    });
    expect(again.error).toBeNull();
  });

  it("the raw 500 body is GoTrue's (legacy shape without the API version header)", async () => {
    const first = await signedUpClient('rawdup');
    const res = await api('/auth/v1/signup', {
      method: 'POST',
      json: { email: freshUser('rawdup').email, password: 'secret-123', data: { username: first.user.username } },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, error_code: 'unexpected_failure', msg: 'Database error saving new user' });
    const versioned = await api('/auth/v1/signup', {
      method: 'POST',
      headers: { 'x-supabase-api-version': '2024-01-01' },
      json: { email: freshUser('rawdup').email, password: 'secret-123', data: { username: first.user.username } },
    });
    expect(versioned.status).toBe(500);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(versioned.body).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' });
  });

  it('validates like GoTrue: weak password, invalid email, existing email', async () => {
    const weak = await makeClient().auth.signUp({ email: freshUser().email, password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    const badEmail = await makeClient().auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const { user } = await signedUpClient('exists');
    const dup = await makeClient().auth.signUp({
      email: user.email.toUpperCase(),
      password: 'secret-123',
      options: { data: { username: `${user.username}2` } },
    });
    expect(dup.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });
});

describe('password grant', () => {
  it('signs in with the right password', async () => {
    const { user, id } = await signedUpClient('login');
    const client = makeClient();
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(decodeJwt(present(data.session, 'a session').access_token).sub).toBe(id);
  });

  it('bad credentials: 400 invalid_credentials (supabase-js and raw legacy shape)', async () => {
    const { user } = await signedUpClient('badpw');
    const wrong = await makeClient().auth.signInWithPassword({ email: user.email, password: 'wrong-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await makeClient().auth.signInWithPassword({ email: freshUser().email, password: 'whatever1' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const raw = await api('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: user.email, password: 'nope-nope' },
    });
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      error: 'invalid_grant',
      error_description: 'Invalid login credentials',
    });
  });

  it('unknown grant types are refused', async () => {
    const res = await api('/auth/v1/token?grant_type=magic', { method: 'POST', json: {} });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('unsupported_grant_type');
  });
});

describe('refresh token rotation', () => {
  it('issues a new pair and refuses the old token once the reuse window passed', async () => {
    const { client, session } = await signedUpClient('refresh');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const refreshed = present(data.session, 'a refreshed session');
    expect(refreshed.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(refreshed.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

    // within GoTrue's 10 s reuse window the old token yields the current child again
    const again = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: session.refresh_token },
    });
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(refreshed.refresh_token);

    const unknown = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: 'does-not-exist' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error_code: 'refresh_token_not_found' });
  });

  it('reusing a rotated token outside the window fails and revokes the family', async () => {
    const { session } = await signedUpClient('reuse');
    const first = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    const second = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: first.body.refresh_token },
    });
    expect(second.status).toBe(200);
    // the grandparent's only child is revoked, so the reuse window does not apply
    const reuse = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'x-supabase-api-version': '2024-01-01' },
      json: { refresh_token: session.refresh_token },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // the whole family is revoked now
    const latest = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: second.body.refresh_token },
    });
    expect(latest.status).toBe(400);
  });
});

describe('user', () => {
  it('getUser returns the user; anon key or garbage is refused', async () => {
    const { client, id, user } = await signedUpClient('getuser');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email: user.email });
    const anon = await api('/auth/v1/user', { headers: { authorization: `Bearer ${ANON_KEY}` } });
    expect(anon.status).toBe(403);
    const garbage = await api('/auth/v1/user', { headers: { authorization: 'Bearer a.b.c' } });
    expect(garbage.status).toBe(403);
    expect(garbage.body.error_code).toBe('bad_jwt');
    const none = await api('/auth/v1/user');
    expect(none.status).toBe(401);
  });

  it('updateUser merges metadata, changes the password and the email (the profile follows)', async () => {
    const { client, id, user } = await signedUpClient('update');
    const meta = await client.auth.updateUser({ data: { theme: 'dark', country: null } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ theme: 'dark', username: user.username });
    expect(meta.data.user?.user_metadata).not.toHaveProperty('country');

    const same = await client.auth.updateUser({ password: user.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const pw = await client.auth.updateUser({ password: 'another-secret' });
    expect(pw.error).toBeNull();
    const oldLogin = await makeClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(oldLogin.error).toMatchObject({ code: 'invalid_credentials' });
    const newLogin = await makeClient().auth.signInWithPassword({ email: user.email, password: 'another-secret' });
    expect(newLogin.error).toBeNull();

    const newEmail = freshUser('moved').email;
    const moved = await client.auth.updateUser({ email: newEmail });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(newEmail);
    const { data: profile } = await client.from('profiles').select('email').eq('id', id).single();
    expect(profile?.email).toBe(newEmail);

    const other = await signedUpClient('taken');
    const taken = await client.auth.updateUser({ email: other.user.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('logout', () => {
  it('global logout revokes refresh tokens and ends the session', async () => {
    const { client, session } = await signedUpClient('logout');
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const { data } = await client.auth.getSession();
    expect(data.session).toBeNull();
    const refresh = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: session.refresh_token },
    });
    expect(refresh.status).toBe(400);
    const user = await api('/auth/v1/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(user.status).toBe(403);
    expect(user.body.error_code).toBe('session_not_found');
  });

  it('local logout keeps the other sessions; others keeps this one', async () => {
    const { user } = await signedUpClient('scopes');
    const a = makeClient();
    const b = makeClient();
    const c = makeClient();
    for (const client of [a, b, c]) {
      expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    }
    /** @param {import('@supabase/supabase-js', { with: { 'resolution-mode': 'require' } }).SupabaseClient} client */
    const tokenOf = async (client) => present((await client.auth.getSession()).data.session, 'a session').access_token;
    const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)];
    const local = await api('/auth/v1/logout?scope=local', { method: 'POST', headers: { authorization: `Bearer ${ta}` } });
    expect(local.status).toBe(204);
    expect((await api('/auth/v1/user', { headers: { authorization: `Bearer ${ta}` } })).status).toBe(403);
    expect((await api('/auth/v1/user', { headers: { authorization: `Bearer ${tb}` } })).status).toBe(200);
    const others = await api('/auth/v1/logout?scope=others', { method: 'POST', headers: { authorization: `Bearer ${tb}` } });
    expect(others.status).toBe(204);
    expect((await api('/auth/v1/user', { headers: { authorization: `Bearer ${tb}` } })).status).toBe(200);
    expect((await api('/auth/v1/user', { headers: { authorization: `Bearer ${tc}` } })).status).toBe(403);
  });

  it('signOut of a deleted user is ignored by supabase-js (403) and clears the local session', async () => {
    const { client } = await signedUpClient('gone');
    const del = await client.rpc('delete_user');
    expect(del.error).toBeNull();
    expect(del.status).toBe(204);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});
