'use strict';
/**
 * Issue 11 on the local backend: passwords over 72 bytes (bcrypt's limit) refused at signup,
 * password update and sign-in; per-IP and per-email rate limits of password sign-in and signup
 * (429 over_request_rate_limit, GoTrue's shape); loopback-only binding by default.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { start } = require('../src/server');
const { parseArgs } = require('../src/cli');
const { makeClient, freshUser, signedUpClient, api } = require('./helpers');

jest.setTimeout(60000);
/** @type {jest.SpyInstance} */
let warn;
beforeAll(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {}); // supabase-js: Node 20 deprecated
});
afterAll(() => warn.mockRestore());

describe('passwords over 72 bytes (bcrypt reads only 72)', () => {
  const long = 'p'.repeat(73);

  it('signup refuses 73 characters with GoTrue\'s 400 validation_failed and creates no user', async () => {
    const who = freshUser('long');
    const { data, error } = await makeClient().auth.signUp({
      email: who.email,
      password: long,
      options: { data: { username: who.username } },
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
    expect(data.session).toBeNull();
    const login = await makeClient().auth.signInWithPassword({ email: who.email, password: long.slice(0, 72) });
    expect(login.error?.message).toBe('Invalid login credentials');
  });

  it('counts bytes: 36 × "é" (72 bytes) is fine, 37 (74 bytes) is refused', async () => {
    const ok = freshUser('bytes');
    expect((await makeClient().auth.signUp({ email: ok.email, password: 'é'.repeat(36), options: { data: { username: ok.username } } })).error).toBeNull();
    const no = freshUser('bytes');
    const res = await makeClient().auth.signUp({ email: no.email, password: 'é'.repeat(37), options: { data: { username: no.username } } });
    expect(res.error?.message).toBe('Password cannot be longer than 72 characters');
  });

  it('a wrong password sharing the first 72 bytes does not sign in; 72 exactly does', async () => {
    const who = freshUser('prefix');
    const password = 'q'.repeat(72);
    const client = makeClient();
    expect((await client.auth.signUp({ email: who.email, password, options: { data: { username: who.username } } })).error).toBeNull();
    const wrong = await makeClient().auth.signInWithPassword({ email: who.email, password: `${password}-not-the-password` });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.data.session).toBeNull();
    expect((await makeClient().auth.signInWithPassword({ email: who.email, password })).error).toBeNull();
  });

  it('password update refuses 73 characters (the old password keeps working)', async () => {
    const { client, user } = await signedUpClient('upd72');
    const { error } = await client.auth.updateUser({ password: long });
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
    expect((await makeClient().auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  });
});

describe('rate limits of password sign-in and signup (small limits on a backend of its own)', () => {
  /** @type {Awaited<ReturnType<typeof start>>} */
  let app;
  beforeAll(async () => {
    app = await start({ port: 0, rateLimits: { perIp: 6, perEmail: 3, windowS: 300 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** @param {string} email @param {string} [password] */
  const signIn = (email, password = 'wrong-password') =>
    api('/auth/v1/token?grant_type=password', {
      url: app.url,
      method: 'POST',
      headers: { 'x-supabase-api-version': '2024-01-01' },
      json: { email, password },
    });

  it('per email: the 4th attempt on one account is refused with 429 over_request_rate_limit, even with the right password', async () => {
    const who = freshUser('victim');
    const signup = await api('/auth/v1/signup', {
      url: app.url,
      method: 'POST',
      json: { email: who.email, password: who.password, data: { username: who.username } },
    });
    expect(signup.status).toBe(200); // IP 1, email 1
    for (let i = 0; i < 2; i += 1) expect((await signIn(who.email)).status).toBe(400); // IP 2–3, email 2–3
    const limited = await signIn(who.email, who.password); // IP 4, email over
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // supabase-js surfaces it with the status and code the app maps.
    const viaClient = await makeClient(app.url).auth.signInWithPassword({ email: who.email, password: who.password });
    expect(viaClient.error?.status).toBe(429);
    expect(viaClient.error?.code).toBe('over_request_rate_limit');
  });

  it('per IP: after 6 requests in the window every email is refused, signups too', async () => {
    // The first test used 5 of this address's 6 (the client call above counted too).
    expect((await signIn(freshUser('other').email)).status).toBe(400);
    expect((await signIn(freshUser('other').email)).status).toBe(429);
    const who = freshUser('late');
    const signup = await api('/auth/v1/signup', {
      url: app.url,
      method: 'POST',
      json: { email: who.email, password: who.password, data: { username: who.username } },
    });
    expect(signup.status).toBe(429);
    expect(signup.body).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
    // Refresh tokens, REST and health are not limited by it.
    expect((await api('/health', { url: app.url })).status).toBe(200);
  });
});

describe('binding', () => {
  it('the CLI listens on 127.0.0.1 unless --host or HOST says otherwise', () => {
    const saved = process.env.HOST;
    try {
      delete process.env.HOST;
      expect(parseArgs([]).host).toBe('127.0.0.1');
      process.env.HOST = '0.0.0.0';
      expect(parseArgs([]).host).toBe('0.0.0.0');
      expect(parseArgs(['--host', '::1']).host).toBe('::1');
    } finally {
      if (saved === undefined) delete process.env.HOST;
      else process.env.HOST = saved;
    }
  });

  it('start() binds the loopback address by default', async () => {
    const app = await start({ port: 0 });
    try {
      expect(/** @type {import('node:net').AddressInfo} */ (app.server.address()).address).toBe('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  it('the TMDB catalog CLI listens on 127.0.0.1 by default', async () => {
    const env = { ...process.env };
    delete env.HOST;
    delete env.TMDB_LOCAL_HOST;
    const child = spawn(process.execPath, [path.join(__dirname, '../../tmdb/src/cli.js'), '--port', '0'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          if (out.includes('\n')) resolve(out);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      expect(line).toMatch(/^local TMDB catalog listening on http:\/\/127\.0\.0\.1:\d+/);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
