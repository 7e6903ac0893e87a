/**
 * The shell server's cache of rendered pages (architecture §9) through a real `createAppServer` over
 * real HTTP: a stored page is served without a render, stale-while-revalidate (the stale copy at
 * once, one background render, then the new one), concurrent misses share one render, the byte
 * limit evicts the least recently used page, personal and error pages are never stored, one copy
 * per resolved region, ETag/304, and a new template (a shell deploy) is never served an old page.
 * The renderer is a stand-in with the renderer's contract (`../renderer.d.ts`) that numbers its
 * renders: jest runs before the apps are built, and the built renderer is exercised in e2e/ssr*.
 * The cache's clock is the test's (`htmlCache.now`), so nothing waits for time to pass.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createAppServer, CACHE_STATE_HEADER, REGION_HEADER } = require('../app');

const CONFIG = { shellUrl: 'https://streamscout.example', remotes: {}, tmdb: {}, supabase: {} };
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"/><title>StreamScout</title></head><body><div id="root"></div></body></html>';

/** The test's clock (ms), read by the page cache. */
let clock = 1_000_000;
/** Renders per URL. @type {Map<string, number>} */
const renders = new Map();
/** Renders held until released (`gate`), by URL. @type {Map<string, Promise<void>>} */
const gates = new Map();

/**
 * A stand-in renderer: the page names its render number and region; `/details/movie/404` is an
 * unknown id (404), `/discover` cannot render (a remote down), `/details/movie/9xxx` pages are 16 KiB of
 * incompressible text; `variantOf` resolves the region as the shell's does (the edge's, else
 * `Accept-Language`'s country, else US) and adds the remembered views of the cookies.
 * @type {import('../renderer').Renderer}
 */
const renderer = {
  async renderRoute({ url, region, acceptLanguage, cookie }) {
    const n = (renders.get(url) ?? 0) + 1;
    renders.set(url, n);
    await gates.get(url);
    const resolved = resolveRegion(region, acceptLanguage);
    if (url.startsWith('/discover')) return { ok: false, reason: 'mfe_discover/Discover could not be loaded' };
    const filler = /^\/details\/movie\/9\d{3}$/.test(url) ? crypto.randomBytes(8192).toString('hex') : '';
    return {
      ok: true,
      status: url.startsWith('/details/movie/404') ? 404 : 200,
      head: `<title>${url}</title>`,
      body: `<main>render ${n} of ${url} for ${resolved}</main>${filler}`,
      handover: '{}',
      region: resolved,
      personal: /streamscout-[a-z-]+-view=(list|grid)/.test(cookie ?? ''),
    };
  },
  async ssrStats() {
    return { renders: [...renders.values()].reduce((a, b) => a + b, 0), fallbacks: 0, tmdbRequests: 0 };
  },
  async variantOf({ region, acceptLanguage, cookie }) {
    const views = (cookie ?? '').match(/streamscout-[a-z-]+-view=(list|grid)/g) ?? [];
    const resolved = resolveRegion(region, acceptLanguage);
    return { key: [resolved, ...views.sort()].join(' '), region: resolved, views: {}, screen: null };
  },
};

/** @param {string | undefined} region @param {string | null | undefined} acceptLanguage */
function resolveRegion(region, acceptLanguage) {
  return region?.toUpperCase() || /-([A-Z]{2})\b/i.exec(acceptLanguage || '')?.[1]?.toUpperCase() || 'US';
}

/**
 * A raw HTTP GET (the body as sent, so encodings can be checked).
 * @param {string} p @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, headers: http.IncomingHttpHeaders, body: Buffer, html: string}>}
 */
function get(p, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${p}`, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } }, (res) => {
        const parts = /** @type {Buffer[]} */ ([]);
        res.on('data', (d) => parts.push(d));
        res.on('end', () => {
          const body = Buffer.concat(parts);
          const enc = res.headers['content-encoding'];
          const html = (enc === 'br' ? zlib.brotliDecompressSync(body) : enc === 'gzip' ? zlib.gunzipSync(body) : body).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, html });
        });
      })
      .on('error', reject);
  });
}

/** How the cache answered. @param {{headers: http.IncomingHttpHeaders}} res */
const state = (res) => res.headers[CACHE_STATE_HEADER.toLowerCase()];

/** @param {() => boolean | Promise<boolean>} ok */
async function until(ok) {
  const end = Date.now() + 10_000;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let base = '';
/** @type {string} */ let dist;
/** @type {import('fastify').FastifyInstance} */ let app;
const MAX_BYTES = 200 * 1024;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  app = await createAppServer({
    dir: dist,
    config: CONFIG,
    logger: false,
    shell: { ssr: renderer, stats: true, htmlCache: { maxBytes: MAX_BYTES, freshMs: 60_000, staleMs: 600_000, now: () => clock } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

test('a stored page is served without a render, with the CDN rule mirroring the cache, its Age, and 304 for its ETag', async () => {
  const first = await get('/details/movie/1');
  expect(first.status).toBe(200);
  expect(state(first)).toBe('miss');
  expect(first.html).toContain('<main>render 1 of /details/movie/1 for US</main>');
  clock += 5_000;
  const again = await get('/details/movie/1');
  expect(state(again)).toBe('fresh');
  expect(again.html).toBe(first.html);
  expect(renders.get('/details/movie/1')).toBe(1);
  expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  expect(again.headers.age).toBe('5');
  expect(again.headers[REGION_HEADER.toLowerCase()]).toBe('US');
  // each encoding its own tag; the rare client that takes neither gets the plain HTML
  const plain = await get('/details/movie/1', { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(first.html);
  expect(plain.headers.etag).not.toBe(again.headers.etag);
  const revalidated = await get('/details/movie/1', { 'If-None-Match': `W/"x", ${again.headers.etag}` });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
});

test('stale-while-revalidate: past fresh the stale page comes at once and one background render refreshes it', async () => {
  await get('/details/tv/2');
  clock += 61_000;
  let release = () => {};
  gates.set('/details/tv/2', new Promise((r) => (release = r)));
  const stale = await Promise.all([get('/details/tv/2'), get('/details/tv/2'), get('/details/tv/2')]);
  for (const res of stale) {
    expect(state(res)).toBe('stale');
    expect(res.html).toContain('render 1 of /details/tv/2');
  }
  // one refresh for three stale answers
  expect(renders.get('/details/tv/2')).toBe(2);
  release();
  await until(async () => (await get('/details/tv/2')).html.includes('render 2 of /details/tv/2'));
  const fresh = await get('/details/tv/2');
  expect(state(fresh)).toBe('fresh');
  expect(renders.get('/details/tv/2')).toBe(2);
  // past fresh + stale the page is gone: the next request renders it
  clock += 700_000;
  const expired = await get('/details/tv/2');
  expect(state(expired)).toBe('miss');
  expect(expired.html).toContain('render 3 of /details/tv/2');
});

test('concurrent misses of one page share one render', async () => {
  let release = () => {};
  gates.set('/details/movie/3', new Promise((r) => (release = r)));
  const pending = Promise.all(Array.from({ length: 6 }, () => get('/details/movie/3')));
  await until(() => renders.get('/details/movie/3') === 1);
  release();
  const pages = await pending;
  expect(renders.get('/details/movie/3')).toBe(1);
  for (const res of pages) {
    expect(res.status).toBe(200);
    expect(res.html).toContain('render 1 of /details/movie/3');
  }
});

test('one copy per resolved region: spellings of a language share it, another region and the edge header are keyed apart', async () => {
  const gb = await get('/details/movie/5', { 'Accept-Language': 'en-GB,en;q=0.9' });
  expect(gb.html).toContain('for GB');
  expect(gb.headers.vary).toBe('Accept-Encoding, Accept-Language');
  const gbAgain = await get('/details/movie/5', { 'Accept-Language': 'en-gb' });
  expect(state(gbAgain)).toBe('fresh');
  const fr = await get('/details/movie/5', { 'Accept-Language': 'fr-FR' });
  expect(state(fr)).toBe('miss');
  expect(fr.html).toContain('for FR');
  // the edge resolved GB: the GB copy, varying on the edge's header
  const edge = await get('/details/movie/5', { [REGION_HEADER]: 'gb', 'Accept-Language': 'de-DE' });
  expect(state(edge)).toBe('fresh');
  expect(edge.html).toContain('for GB');
  expect(edge.headers.vary).toBe(`Accept-Encoding, ${REGION_HEADER}`);
  expect(renders.get('/details/movie/5')).toBe(2);
});

test('never stored: a page rendered for a remembered view, an error page, a 404, the client-rendered fallback', async () => {
  for (let i = 0; i < 2; i++) {
    const mine = await get('/search?q=dune', { Cookie: 'sid=1; streamscout-search-view=list' });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(state(mine)).toBeUndefined();
    expect(mine.html).toContain(`render ${i + 1} of /search?q=dune`);
  }
  // a cookie the render never reads does not make a page personal, nor split the shared copy
  const shared = await get('/search?q=dune', { Cookie: 'sid=1' });
  expect(state(shared)).toBe('miss');
  expect((await get('/search?q=dune', { Cookie: 'sid=2' })).headers[CACHE_STATE_HEADER.toLowerCase()]).toBe('fresh');
  for (let i = 0; i < 2; i++) {
    const unknown = await get('/details/movie/404');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(state(unknown)).toBeUndefined();
    const fallback = await get('/discover');
    expect(fallback.headers['cache-control']).toBe('no-cache');
    expect(fallback.html).toContain('<div id="root"></div>');
  }
  expect(renders.get('/details/movie/404')).toBe(2);
  expect(renders.get('/discover')).toBe(2);
  // the route table's error statuses are never asked of the cache
  const bad = await get('/search?q=%20');
  expect(bad.status).toBe(400);
  expect(bad.headers['cache-control']).toBe('no-cache');
});

test('the byte limit: the cache never holds more than its bytes, and the least recently used page goes first', async () => {
  // 16 KiB of random hex per page (~17 KiB stored, brotli and gzip): a 200 KiB cache holds about 11 of the 13
  await get('/details/movie/9000');
  for (let i = 0; i < 12; i++) {
    await get(`/details/movie/${9001 + i}`);
    clock += 1;
    expect(state(await get('/details/movie/9000'))).toBe('fresh'); // used again: never the least recent
  }
  const stats = await (await fetch(`${base}/__ssr/stats`)).json();
  expect(stats.pageCache.bytes).toBeLessThanOrEqual(MAX_BYTES);
  expect(stats.pageCache.entries).toBeLessThan(13);
  expect(stats.rss).toBeGreaterThan(0);
  expect(state(await get('/details/movie/9001'))).toBe('miss'); // evicted
  expect(state(await get('/details/movie/9012'))).toBe('fresh');
});

test('a new template (the shell deployed again) is never served a page put together with the old one', async () => {
  await get('/details/movie/7');
  expect(state(await get('/details/movie/7'))).toBe('fresh');
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE.replace('<title>', '<meta name="v" content="2"><title>'));
  const after = await get('/details/movie/7');
  expect(state(after)).toBe('miss');
  expect(after.html).toContain('<meta name="v" content="2">');
});
