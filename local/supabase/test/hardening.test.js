'use strict';
/**
 * Hardening of the local backend: passwords over 72 bytes (bcrypt's limit) refused at signup,
 * password update and sign-in; rate limits of password sign-in and signup per client address and
 * per (address, email) pair, from distinct loopback addresses (429 over_request_rate_limit,
 * GoTrue's shape); loopback-only binding by default.
 */
const { spawn } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');
const { start } = require('../src/server');
const { parseArgs } = require('../src/cli');
const { makeClient, freshUser, signedUpClient, api, ANON_KEY } = require('./helpers');

jest.setTimeout(60000);
/** @type {jest.SpyInstance} */
let warn;
beforeAll(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {}); // supabase-js: Node 20 deprecated
});
afterAll(() => warn.mockRestore());

describe('passwords over 72 bytes (bcrypt reads only 72)', () => {
  const long = 'p'.repeat(73);

  it("signup refuses 73 characters with GoTrue's 400 validation_failed and creates no user", async () => {
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
    expect(
      (await makeClient().auth.signUp({ email: ok.email, password: 'é'.repeat(36), options: { data: { username: ok.username } } })).error,
    ).toBeNull();
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

describe('rate limits of password sign-in and signup: per address, and per (address, email) pair', () => {
  /** @type {Awaited<ReturnType<typeof start>>} */
  let app;
  beforeAll(async () => {
    app = await start({ port: 0, rateLimits: { perIp: 6, perIpEmail: 3, windowS: 300 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * A JSON POST to the backend from the loopback address `from` (127.0.0.0/8 is all loopback on
   * Linux, so each is a distinct client address the backend sees as the socket's peer).
   * @param {string} from e.g. '127.0.0.2'
   * @param {string} path
   * @param {unknown} json
   * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: any }>}
   */
  const postFrom = (from, path, json) =>
    new Promise((resolve, reject) => {
      const url = new URL(path, app.url);
      const data = JSON.stringify(json);
      const req = http.request(
        {
          hostname: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          localAddress: from,
          headers: {
            apikey: ANON_KEY,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
            'x-supabase-api-version': '2024-01-01',
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode || 0, headers: res.headers, body: text ? JSON.parse(text) : null }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  /** @param {string} from @param {string} email @param {string} [password] */
  const signInFrom = (from, email, password = 'wrong-password') =>
    postFrom(from, '/auth/v1/token?grant_type=password', { email, password });
  /** @param {string} from @param {ReturnType<typeof freshUser>} who */
  const signUpFrom = (from, who) =>
    postFrom(from, '/auth/v1/signup', { email: who.email, password: who.password, data: { username: who.username } });

  it("a stranger's wrong passwords block only the stranger: the owner still signs in from elsewhere", async () => {
    const owner = freshUser('owner');
    expect((await signUpFrom('127.0.0.3', owner)).status).toBe(200);
    // The stranger spends the pair's 3 attempts, then is refused — even with the right password.
    for (let i = 0; i < 3; i += 1) expect((await signInFrom('127.0.0.2', owner.email)).status).toBe(400);
    const limited = await signInFrom('127.0.0.2', owner.email, owner.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, is not locked out (X-Forwarded-For is not what counts).
    const ownerIn = await signInFrom('127.0.0.3', owner.email, owner.password);
    expect(ownerIn.status).toBe(200);
    expect(ownerIn.body.user.email).toBe(owner.email);
    // The stranger may still try other accounts until the per-address limit (6).
    expect((await signInFrom('127.0.0.2', freshUser('else').email)).status).toBe(400);
  });

  it('per address: guessing across many accounts from one address is refused after 6 attempts, signups too; another address is not', async () => {
    for (let i = 0; i < 6; i += 1) expect((await signInFrom('127.0.0.4', freshUser(`spray${i}`).email)).status).toBe(400);
    expect((await signInFrom('127.0.0.4', freshUser('spray').email)).status).toBe(429);
    const signup = await signUpFrom('127.0.0.4', freshUser('late'));
    expect(signup.status).toBe(429);
    expect(signup.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect((await signUpFrom('127.0.0.5', freshUser('late'))).status).toBe(200);
    // Refresh tokens, REST and health are not limited by it.
    expect((await api('/health', { url: app.url })).status).toBe(200);
  });

  it('guessing one account from one address is throttled after 3 attempts; supabase-js surfaces the 429 the app maps', async () => {
    const who = freshUser('target');
    expect((await signUpFrom('127.0.0.6', who)).status).toBe(200);
    const client = makeClient(app.url); // from 127.0.0.1
    for (let i = 0; i < 3; i += 1) {
      expect((await client.auth.signInWithPassword({ email: who.email, password: `guess-${i}` })).error?.status).toBe(400);
    }
    const viaClient = await client.auth.signInWithPassword({ email: who.email, password: who.password });
    expect(viaClient.error?.status).toBe(429);
    expect(viaClient.error?.code).toBe('over_request_rate_limit');
    expect((await signInFrom('127.0.0.6', who.email, who.password)).status).toBe(200);
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
