/**
 * The edge's nginx config (`deploy/nginx/`, README "Deploy") as it is, run by the real nginx
 * (scripts/prerequisites.mjs installs Debian's) in front of small origins that answer the way the
 * app does — the cache rules of architecture §9 — so every rule is seen from a client: which region
 * the edge resolves, what it keeps and under which key, what it never keeps, and how it retries
 * a server that fails. The app itself behind the edge (pages, a server killed under load, a rolling
 * restart) is e2e/edge.spec.ts, after the build.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const {
  COUNTRIES,
  DEFAULT_REGION,
  languageFromCookie,
  parseAcceptLanguage,
  resolveLanguage,
  resolveRegion,
} = require('@streamscout/region');
const { NGINX, REGION_MAP_FILE, regionMapConf, writeNginxPrefix } = require('./nginx.cjs');
const { edgePorts } = require('./stack.cjs');

jest.setTimeout(60_000);

/** Requests each origin saw, by path. @type {Record<string, Record<string, number>>} */
const seen = { a: {}, b: {} };
/** What origin b answers to everything but `/echo` while set: its status. @type {{status: number | null}} */
const bFault = { status: null };

/**
 * An origin answering like the app: `/page` a public page of the request's region (s-maxage 60,
 * stale-while-revalidate), `/private` private, `/listed` `public, no-cache` (a public list),
 * `/cookie` public with Set-Cookie, `/echo` the region and encoding the edge sent (no-store). Each
 * body carries a serial number, so a copy from the cache is told from a new answer.
 * @param {'a' | 'b'} name
 */
function origin(name) {
  let serial = 0;
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://origin');
    seen[name][url.pathname] = (seen[name][url.pathname] ?? 0) + 1;
    serial += 1;
    const region = String(req.headers['x-streamscout-region'] ?? '');
    const send = (/** @type {string} */ cache, /** @type {Record<string, string>} */ more = {}) =>
      res
        .writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': cache, Vary: 'Accept-Encoding, X-StreamScout-Region', ...more })
        .end(
          `${name}#${serial} ${url.pathname} region=${region} lang=${req.headers['x-streamscout-language'] ?? ''} enc=${req.headers['accept-encoding'] ?? ''}`,
        );
    if (url.pathname === '/echo') return send('no-store');
    if (name === 'b' && bFault.status) return res.writeHead(bFault.status).end('failing');
    if (url.pathname === '/page')
      return send('public, max-age=0, s-maxage=60, stale-while-revalidate=600', { 'X-StreamScout-Region': region });
    if (url.pathname === '/private') return send('private, no-cache');
    if (url.pathname === '/listed') return send('public, no-cache', { ETag: '"list-1"' });
    if (url.pathname === '/cookie') return send('public, max-age=0, s-maxage=60', { 'Set-Cookie': 'seen=1; Path=/' });
    return res.writeHead(404).end();
  });
}

/** @returns {Promise<number>} a port free on 127.0.0.1 now */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** @param {http.Server} server @returns {Promise<number>} */
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(/** @type {net.AddressInfo} */ (server.address()).port)));

const a = origin('a');
const b = origin('b');
/** @type {import('node:child_process').ChildProcess} */
let nginx;
let edge = '';
let prefix = '';
let nginxOutput = '';
/** A port nothing listens on: a server that is down. */
let downPort = 0;

beforeAll(async () => {
  if (process.env.UPDATE_EDGE_REGIONS === '1') {
    fs.writeFileSync(REGION_MAP_FILE, regionMapConf({ codes: COUNTRIES.map((c) => c.abbrev), defaultRegion: DEFAULT_REGION }));
  }
  const [pa, pb, port] = await Promise.all([listen(a), listen(b), freePort()]);
  downPort = await freePort();
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-edge-test-'));
  // app servers a and b; the remotes' upstreams on a (the pages are what is tested here)
  const servers = [pa, pb].map((p) => ({ shell: p, search: pa, details: pa, discover: pa, dashboard: pa }));
  const args = writeNginxPrefix(prefix, { port, servers });
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr?.on('data', (d) => (nginxOutput += d));
  edge = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${edge}/__edge/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not start:\n${nginxOutput}`);
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise((r) => (nginx && nginx.exitCode === null ? nginx.once('exit', r) : r(null)));
  await Promise.all([a, b].map((s) => new Promise((r) => s.close(r))));
  fs.rmSync(prefix, { recursive: true, force: true });
});

/**
 * GET through the edge.
 * @param {string} p @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, body: string, edge: string | null, headers: Headers}>} `edge`: nginx's cache status
 */
async function get(p, headers = {}) {
  const res = await fetch(`${edge}${p}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  return { status: res.status, body: await res.text(), edge: res.headers.get('x-streamscout-edge'), headers: res.headers };
}

test('deploy/nginx/regions.conf is the app region rule of today (UPDATE_EDGE_REGIONS=1 on this test writes it)', () => {
  const want = regionMapConf({ codes: COUNTRIES.map((c) => c.abbrev), defaultRegion: DEFAULT_REGION });
  expect(fs.readFileSync(REGION_MAP_FILE, 'utf8')).toBe(want);
});

test('deploy/nginx/upstreams.conf.example is the upstreams file `npm run edge -- --servers 2` writes', () => {
  const run = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-edge-example-'));
  try {
    writeNginxPrefix(run, { port: 3000, servers: edgePorts(0, 2).servers });
    const example = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/upstreams.conf.example'), 'utf8');
    // the example is the written file under a comment
    expect(example.replace(/^(?:#.*)?\n/gm, '')).toBe(
      fs.readFileSync(path.join(run, 'conf/edge-upstreams.conf'), 'utf8').replace(/^\n/gm, ''),
    );
  } finally {
    fs.rmSync(run, { recursive: true, force: true });
  }
});

test('nginx accepts the config as committed', () => {
  const check = spawnSync(NGINX, ['-p', `${prefix}/`, '-c', 'conf/nginx.conf', '-e', 'stderr', '-t'], { encoding: 'utf8' });
  expect(check.stderr).toContain('test is successful');
});

test("the edge resolves a request's region from Accept-Language as the app does", async () => {
  const headers = [
    'en-GB,en;q=0.9',
    'en-US,en;q=0.9',
    'de-DE,de;q=0.9,en;q=0.8',
    'fr',
    'fr, en-GB;q=0.8',
    'en, es-419, pt-BR;q=0.5',
    'zh-Hant-TW,zh;q=0.9',
    'en-XX, en-gb',
    'EN-gb',
    'en_AU',
    'en-GB;q=0, en-US;q=0.5',
    'en-GB;q=0.0,fr-FR',
    'en-GB;q=0.5',
    '*',
    '',
    'nonsense',
    'x-klingon, ja-JP',
  ];
  for (const al of headers) {
    const { body } = await get('/echo', al ? { 'Accept-Language': al } : {});
    expect({ al, region: /region=(\S*)/.exec(body)?.[1] }).toEqual({ al, region: resolveRegion({ languages: parseAcceptLanguage(al) }) });
  }
});

test("the edge resolves a request's language from ?lang=, the footer's cookie and Accept-Language as the app does", async () => {
  const cases = [
    { al: 'de-DE,de;q=0.9,en;q=0.8' },
    { al: 'en-GB,en;q=0.9' },
    { al: 'pt-PT, en;q=0.5' },
    { al: 'zh-Hant-TW, ja;q=0.8, de;q=0.5' },
    { al: 'de;q=0, fr' },
    { al: 'x-klingon, AR-eg' },
    { al: 'deutsch, es' },
    { al: '' },
    { al: 'fr', url: 'de' },
    { al: 'fr', url: 'DE-at' },
    { al: 'fr', url: 'xx' },
    { al: 'fr', cookie: 'a=1; streamscout-lang=ja' },
    { al: 'fr', cookie: 'streamscout-lang=pt-BR' },
    { al: 'fr', cookie: 'streamscout-lang=nope; b=2' },
    { al: 'fr', url: 'it', cookie: 'streamscout-lang=ja' },
  ];
  for (const c of cases) {
    const headers = /** @type {Record<string, string>} */ ({});
    if (c.al) headers['Accept-Language'] = c.al;
    if (c.cookie) headers.Cookie = c.cookie;
    const { body } = await get(`/echo${c.url ? `?lang=${c.url}` : ''}`, headers);
    const app = resolveLanguage({ url: c.url ?? null, picked: languageFromCookie(c.cookie ?? null), languages: parseAcceptLanguage(c.al) });
    expect({ ...c, lang: /lang=(\S*)/.exec(body)?.[1] }).toEqual({ ...c, lang: app });
  }
});

test('a German and an English reader of one URL each get their own copy', async () => {
  const url = `/page?t=${Date.now()}`;
  const de = await get(url, { 'Accept-Language': 'de-DE' });
  const en = await get(url, { 'Accept-Language': 'en-US' });
  const again = await get(url, { 'Accept-Language': 'de-DE, en;q=0.5' });
  expect(de.body).toContain('lang=de');
  expect(en.body).toContain('lang=en');
  expect([de.edge, en.edge, again.edge]).toEqual(['MISS', 'MISS', 'HIT']);
  expect(again.body).toBe(de.body);
});

test('a UK and a US reader of one URL each get their own copy, never the other one, even when they alternate under load', async () => {
  const url = `/page?t=${Date.now()}`;
  const uk = await get(url, { 'Accept-Language': 'en-GB,en;q=0.9' });
  const us = await get(url, { 'Accept-Language': 'en-US,en;q=0.9' });
  expect(uk.body).toContain('region=GB');
  expect(us.body).toContain('region=US');
  expect([uk.edge, us.edge]).toEqual(['MISS', 'MISS']);
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => (i % 2 ? ['US', 'en-US'] : ['GB', 'en-GB'])).map(async ([region, al]) => ({
      region,
      ...(await get(url, { 'Accept-Language': al })),
    })),
  );
  for (const r of answers) {
    expect(r.body).toBe(r.region === 'GB' ? uk.body : us.body);
    expect(r.headers.get('x-streamscout-region')).toBe(r.region);
  }
  // the two copies came from the cache: the origins rendered each region once
  expect(answers.every((r) => r.edge === 'HIT')).toBe(true);
});

test("the edge's key is the normalized encoding, not the header as spelt", async () => {
  const url = `/page?enc=${Date.now()}`;
  const first = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
  const second = await get(url, { 'Accept-Encoding': 'br' });
  expect(first.body).toContain('enc=br');
  expect(second.edge).toBe('HIT');
  expect((await get(url, { 'Accept-Encoding': 'gzip' })).edge).toBe('MISS');
});

test.each(
  /** @type {Array<[string, string, Record<string, string>]>} */ ([
    ['a private page', '/private', {}],
    ['a public list (public, no-cache: one made private is gone on the next request)', '/listed', {}],
    ['an answer with Set-Cookie', '/cookie', {}],
    ['a request with Authorization (signed in)', '/page', { Authorization: 'Bearer x' }],
    ['a request with a Supabase auth cookie (signed in)', '/page', { Cookie: 'a=1; sb-project-auth-token=x' }],
    ['a request with a remembered view cookie (its page is private)', '/page', { Cookie: 'streamscout-search-view=list' }],
  ]),
)('%s is never served from the cache nor kept', async (_what, p, headers) => {
  const url = `${p}?never=${Date.now()}`;
  const bodies = [];
  for (let i = 0; i < 3; i++) {
    const r = await get(url, headers);
    expect(r.status).toBe(200);
    expect(r.edge).not.toBe('HIT');
    bodies.push(r.body);
  }
  // three answers, each a new one from an origin
  expect(new Set(bodies).size).toBe(3);
  if (Object.keys(headers).length) {
    // and what was answered for them was not kept for the next anonymous reader either
    const anon = await get(url);
    expect(anon.edge).toBe('MISS');
  }
});

test('the refresh header from the edge machine replaces the kept copy; the page is then kept again', async () => {
  const url = `/page?refresh=${Date.now()}`;
  const first = await get(url);
  expect((await get(url)).body).toBe(first.body);
  const refreshed = await get(url, { 'X-StreamScout-Refresh': '1' });
  expect(refreshed.edge).toBe('BYPASS');
  expect(refreshed.body).not.toBe(first.body);
  const after = await get(url);
  expect([after.edge, after.body]).toEqual(['HIT', refreshed.body]);
});

test('a server that is down, resets connections or answers 503 costs no request: the edge retries on the other', async () => {
  // b answers 503 to everything: every page comes from a
  bFault.status = 503;
  const before = { a: seen.a['/listed'] ?? 0, b: seen.b['/listed'] ?? 0 };
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/listed?retry=${i}`)));
  bFault.status = null;
  expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
  expect(answers.every((r) => r.body.startsWith('a#'))).toBe(true);
  expect((seen.a['/listed'] ?? 0) - before.a).toBe(40);
  expect((seen.b['/listed'] ?? 0) - before.b).toBeGreaterThan(0);

  // a config whose second server is down (nothing listens) and a third resets every connection
  const reset = net.createServer((socket) => socket.resetAndDestroy());
  const resetPort = await listen(/** @type {any} */ (reset));
  const pa = /** @type {net.AddressInfo} */ (a.address()).port;
  const port = await freePort();
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-edge-test-'));
  const servers = [pa, downPort, resetPort].map((p) => ({ shell: p, search: pa, details: pa, discover: pa, dashboard: pa }));
  const second = spawn(NGINX, [...writeNginxPrefix(other, { port, servers }), '-g', 'daemon off;'], { stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 200 &&
      !(await fetch(`${url}/__edge/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${url}/listed?down=${i}`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    expect(statuses).toEqual(statuses.map(() => 200));
  } finally {
    second.kill('SIGTERM');
    await new Promise((r) => (second.exitCode === null ? second.once('exit', r) : r(null)));
    reset.close();
    fs.rmSync(other, { recursive: true, force: true });
  }
});
