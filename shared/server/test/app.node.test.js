/**
 * The shell's server (the app server with the shell's renderer) over real HTTP against a temporary dist/ laid out as the
 * build writes it: precompressed files with their caching, the runtime config, robots.txt and the
 * sitemap, and how a route's HTML is put together — a server render streamed into the template
 * (the page's own head, the rendered `#root`, the data handover, CDN caching), or the
 * client-rendered page when the render cannot be done (fault, not a public route, renderer
 * missing), never an error page. The renderer here is a stand-in with the renderer's contract
 * (the real one, built from the apps, is exercised in e2e/ssr*.spec.ts).
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { DEFAULT_REGION } = require('@streamscout/region');
const { createAppServer, PUBLIC_HTML_CACHE, REGION_HEADER } = require('../app');

const CONFIG = {
  remotes: {
    search: 'http://localhost:4001/mf-manifest.json',
    details: 'http://localhost:4002/mf-manifest.json',
    discover: 'http://localhost:4003/mf-manifest.json',
    dashboard: 'http://localhost:4004/mf-manifest.json',
  },
  shellUrl: 'https://streamscout.example',
  tmdb: { baseUrl: 'http://localhost:4010/3', imageBaseUrl: 'http://localhost:4010/t/p' },
  supabase: { url: 'http://localhost:55321', anonKey: 'anon' },
};
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="generic"/><title>StreamScout</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** @type {string} */ let dist;
/** @type {string[]} */ const rendered = [];
/** The `Accept-Language` each render was asked with, by URL. @type {Map<string, string | null | undefined>} */
const languages = new Map();
/** The region each render was asked with (from the edge's header), by URL. @type {Map<string, string | undefined>} */
const regions = new Map();
/** The `Cookie` header each render was asked with, by URL. @type {Map<string, string | null | undefined>} */
const cookies = new Map();

/**
 * A stand-in renderer: `/details/movie/1` renders, `/discover` fails (as a dead remote would),
 * `/search` throws; anything else is not a public route.
 * @type {import('../app').Renderer}
 */
const renderer = {
  async renderRoute({ url, acceptLanguage, region, cookie }) {
    rendered.push(url);
    languages.set(url, acceptLanguage);
    cookies.set(url, cookie);
    regions.set(url, region);
    // as the real renderer: the edge's region when known, else the first language with a country, else US
    const resolved = region?.toUpperCase() || /-([A-Z]{2})\b/i.exec(acceptLanguage || '')?.[1]?.toUpperCase() || DEFAULT_REGION;
    if (url.startsWith('/details/movie/404')) {
      // an id TMDB does not know: the page renders its not-found state
      return {
        ok: true,
        status: 404,
        head: '<title>StreamScout</title>',
        body: '<p>nothing</p>',
        handover: '{}',
        region: resolved,
        personal: false,
      };
    }
    if (url.startsWith('/discover/not-a-row') || url.startsWith('/search?q=%20') || url === '/search') {
      // the remotes render their page-not-found and 'Bad Request' screens; the status is the server's to give
      return {
        ok: true,
        status: 200,
        head: '<title>StreamScout</title>',
        body: '<p>screen</p>',
        handover: '{}',
        region: resolved,
        personal: false,
      };
    }
    if (url.startsWith('/details/movie/1')) {
      return {
        ok: true,
        status: 200,
        region: resolved,
        head: '<title>Star of the City (2026) — where to watch | StreamScout</title><meta name="description" content="On Netflix.">',
        body: '<header>h</header><main><h1>Star of the City</h1></main>',
        handover: '{"state":{"queries":[]},"screen":"details/ShowDetails"}',
        // as the shell's renderer: a remembered view in the cookies makes the page this reader's
        personal: /streamscout-[a-z]+-view=/.test(cookie ?? ''),
        // the first high-priority image the render wrote (a results grid's first poster, a banner)
        lcpImage: { href: 'http://localhost:4010/t/p/w500/first.jpg?a=1&b=2', srcSet: '/a.jpg 1x, /b.jpg 2x', sizes: '180px' },
      };
    }
    if (url.startsWith('/search')) throw new Error('renderer crashed');
    return { ok: false, reason: url.startsWith('/discover') ? 'mfe_discover/Discover could not be loaded' : 'not a public route' };
  },
  async ssrStats() {
    return { renders: 1, fallbacks: 0, tmdbRequests: 2 };
  },
};

/** @param {{headers: http.IncomingHttpHeaders}} res @returns {string[]} the Vary header's names, lower-case */
const varyOf = (res) =>
  String(res.headers.vary)
    .split(/,\s*/)
    .map((v) => v.toLowerCase());

/**
 * A raw HTTP GET (Node's fetch would decode the body and hide Content-Encoding).
 * @param {string} base @param {string} p @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, headers: http.IncomingHttpHeaders, body: Buffer}>}
 */
function get(base, p, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${p}`, { headers }, (res) => {
        const parts = /** @type {Buffer[]} */ ([]);
        res.on('data', (d) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

/**
 * The shell's server on a free port.
 * @param {Partial<Parameters<typeof createAppServer>[0]>} [o] @param {boolean} [ssr]
 * @returns {Promise<{base: string, close: () => Promise<void>}>}
 */
async function start(o = {}, ssr = true) {
  const app = await createAppServer({ dir: dist, config: CONFIG, shell: { ssr: ssr ? renderer : false }, logger: false, ...o });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { base: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const js = `console.log(${JSON.stringify('streamscout '.repeat(400))});`;
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), js);
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js.gz'), zlib.gzipSync(js));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'server/render.js'), 'module.exports = {};');
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('files and fixed routes', () => {
  /** @type {{base: string, close: () => Promise<void>}} */ let s;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(() => s.close());

  test('a hashed chunk: the brotli file, immutable for a year, an ETag, 304 when revalidated', async () => {
    const res = await get(s.base, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('streamscout');
    const again = await get(s.base, '/main.0123abcd.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(res.headers.etag) });
    expect(again.status).toBe(304);
    expect((await get(s.base, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  test('the renderer and the raw template are not served; a missing file is a 404, not a page', async () => {
    expect((await get(s.base, '/server/render.js')).status).toBe(404);
    // the template is only ever sent as a page (with the runtime config in it)
    expect((await get(s.base, '/index.html')).body.toString()).toContain('window.__STREAMSCOUT_CONFIG__=');
    const missing = await get(s.base, '/nope.0123abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('Not Found');
  });

  test('/config.json is the runtime config, never cached; robots.txt names the sitemap; the sitemap lists discover and its rows', async () => {
    const config = await get(s.base, '/config.json');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(config.body.toString())).toEqual(CONFIG);
    const robots = (await get(s.base, '/robots.txt')).body.toString();
    expect(robots).toContain('Sitemap: https://streamscout.example/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
    const sitemap = (await get(s.base, '/sitemap.xml')).body.toString();
    expect(sitemap).toContain('<loc>https://streamscout.example/discover</loc>');
    expect(sitemap).toContain('<loc>https://streamscout.example/discover/netflix</loc>');
    expect(sitemap).not.toContain('/dashboard');
  });
});

describe('the HTML of a route', () => {
  /** @type {{base: string, close: () => Promise<void>}} */ let s;
  beforeAll(async () => {
    s = await start({
      hints: (p) => [
        { rel: 'preload', as: 'style', href: '/600.0123abcd.css' },
        { rel: 'preload', as: 'fetch', href: `/hint${p}` },
      ],
    });
  });
  afterAll(() => s.close());

  test("a server render: the page's own head, the rendered #root, the handover, then the template; public and cacheable by a CDN", async () => {
    const res = await get(s.base, '/details/movie/1', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(PUBLIC_HTML_CACHE);
    expect(res.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const html = zlib.brotliDecompressSync(res.body).toString();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Star of the City (2026) — where to watch | StreamScout</title>');
    expect(html).not.toContain('content="generic"');
    // no script preloads competing with the first screen's stylesheet and images
    expect(html).not.toContain('<link rel="preload" as="fetch" href="/hint/details/movie/1">');
    // the first render's styles apply before any script runs: the HTML paints styled
    expect(html).toContain('<link rel="stylesheet" href="/600.0123abcd.css">');
    expect(html).toContain('window.__STREAMSCOUT_CONFIG__=');
    expect(html).not.toContain('<noscript>'); // the render is readable without scripts
    expect(html).toContain(
      '<div id="root"><header>h</header><main><h1>Star of the City</h1></main></div><script>window.__STREAMSCOUT_SSR__={"state":{"queries":[]},"screen":"details/ShowDetails"}</script></body></html>',
    );
  });

  test("the render's LCP image is preloaded from the head, once, with a high fetch priority, before the stylesheet (architecture §7)", async () => {
    const html = (await get(s.base, '/details/movie/1?lcp')).body.toString();
    const head = html.slice(0, html.indexOf('</head>'));
    const images = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(images).toEqual([
      '<link rel="preload" as="image" href="http://localhost:4010/t/p/w500/first.jpg?a=1&amp;b=2" imagesrcset="/a.jpg 1x, /b.jpg 2x" imagesizes="180px" fetchpriority="high">',
    ]);
    // requested with the stylesheet, not after it
    expect(head.indexOf(String(images[0]))).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    // a render that names no LCP image (here the not-found page) preloads none
    const missing = (await get(s.base, '/details/movie/404')).body.toString();
    expect(missing).not.toContain('as="image"');
  });

  test("the render is asked with the request's Accept-Language; the page names its region and varies by Accept-Language for a CDN without a region rule", async () => {
    const res = await get(s.base, '/details/movie/1?lang', { 'Accept-Encoding': 'gzip', 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(res.status).toBe(200);
    expect(languages.get('/details/movie/1?lang')).toBe('en-GB,en;q=0.9');
    expect(regions.get('/details/movie/1?lang')).toBeUndefined();
    expect(res.headers[REGION_HEADER.toLowerCase()]).toBe('GB');
    // one cached copy per encoding and per language: a GB page is never served to a US reader
    expect(varyOf(res)).toEqual(['accept-encoding', 'accept-language']);
    expect(res.headers['cache-control']).toBe(PUBLIC_HTML_CACHE);
    // no header: the renderer falls back to its default region
    const none = await get(s.base, '/details/movie/1?none');
    expect(languages.get('/details/movie/1?none')).toBeNull();
    expect(none.headers[REGION_HEADER.toLowerCase()]).toBe(DEFAULT_REGION);
  });

  test('a region resolved by the edge (the normalized header) is what the page is rendered for and keyed on: one copy per region', async () => {
    const res = await get(s.base, '/details/movie/1?edge', { [REGION_HEADER]: 'gb', 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect(res.status).toBe(200);
    expect(regions.get('/details/movie/1?edge')).toBe('gb');
    expect(res.headers[REGION_HEADER.toLowerCase()]).toBe('GB');
    // not Accept-Language: every spelling of it shares the region's copy
    expect(varyOf(res)).toEqual(['accept-encoding', REGION_HEADER.toLowerCase()]);
    expect(res.headers['cache-control']).toBe(PUBLIC_HTML_CACHE);
  });

  test("the render is asked with the request's cookies; a page rendered for a remembered view is private, never kept by a CDN", async () => {
    const res = await get(s.base, '/details/movie/1?mine', { Cookie: 'streamscout-search-view=list' });
    expect(res.status).toBe(200);
    expect(cookies.get('/details/movie/1?mine')).toBe('streamscout-search-view=list');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.headers['cache-control']).not.toMatch(/public|s-maxage/);
    // without the cookie: the shared copy
    const theirs = await get(s.base, '/details/movie/1?theirs');
    expect(cookies.get('/details/movie/1?theirs')).toBeNull();
    expect(theirs.headers['cache-control']).toBe(PUBLIC_HTML_CACHE);
  });

  test('a render that cannot be done (a remote down), a renderer that throws, a route that is not public: the client-rendered page, 200, not cached', async () => {
    for (const p of ['/discover', '/search?q=x', '/dashboard']) {
      const res = await get(s.base, p);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body.toString();
      expect(html).toContain('<div id="root"></div>');
      // where scripts do not run, a sentence, not a blank page
      expect(html).toMatch(/<noscript>.*StreamScout needs JavaScript for this page.*<\/noscript><div id="root"><\/div>/);
      expect(html).toContain('<title>StreamScout</title>');
      expect(html).toContain('window.__STREAMSCOUT_CONFIG__=');
      expect(html).not.toContain('__STREAMSCOUT_SSR__');
      // an empty #root: the styles come with the app's code, as before, and its preloads stay
      expect(html).toContain('<link rel="preload" as="style" href="/600.0123abcd.css">');
      expect(html).toContain(`<link rel="preload" as="fetch" href="/hint${p.split('?')[0]}">`);
    }
    expect(rendered).toEqual(expect.arrayContaining(['/discover', '/search?q=x', '/dashboard']));
  });

  test('with server rendering off every route is the client-rendered page, and the renderer is never asked', async () => {
    const off = await start({}, false);
    const before = rendered.length;
    try {
      const res = await get(off.base, '/details/movie/1');
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<div id="root"></div>');
      expect(rendered.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});

describe('statuses: the route table decides, server- and client-rendered alike', () => {
  /** @type {{base: string, close: () => Promise<void>}} */ let on;
  /** @type {{base: string, close: () => Promise<void>}} */ let off;
  beforeAll(async () => {
    on = await start();
    off = await start({}, false);
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  test.each([
    ['/no/such/page', 404],
    ['/details', 404],
    ['/discover/not-a-row', 404],
    ['/search', 400],
    ['/search?q=%20%20', 400],
    ['/dashboard/foo', 400],
    // a details id that is not an id: the details screen's "no details", a page that is not there
    ['/details/movie/-1', 404],
    ['/details/tv/7/seasons/01', 404],
  ])('%s answers %d, the page still served and never cached like a good page', async (p, status) => {
    for (const s of [on, off]) {
      const res = await get(s.base, p, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(status);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(zlib.brotliDecompressSync(res.body).toString()).toContain('window.__STREAMSCOUT_CONFIG__=');
    }
  });

  test("a server-rendered page not-found or 'Bad Request' screen keeps the render but not the CDN caching", async () => {
    const res = await get(on.base, '/discover/not-a-row');
    expect(res.body.toString()).toContain('<div id="root"><p>screen</p></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('an id TMDB does not know: the renderer says 404, not cached either', async () => {
    const res = await get(on.base, '/details/movie/404');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('<p>nothing</p>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('good pages stay 200 (a query, a list, a row, the dashboard)', async () => {
    for (const p of ['/search?q=dune', '/dashboard/queue', '/dashboard', '/discover/netflix', '/']) {
      expect((await get(off.base, p)).status).toBe(200);
    }
  });

  test('every page of the sitemap answers 200', async () => {
    const sitemap = (await get(on.base, '/sitemap.xml')).body.toString();
    const locs = [...sitemap.matchAll(/<loc>https:\/\/streamscout\.example([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(5);
    for (const p of locs) expect((await get(off.base, p)).status).toBe(200);
  });
});

test("a client-rendered page's no-script sentence is in the page's language, English for any other", () => {
  const { withNoScript } = require('../html');
  const template = '<html><body><div id="root"></div></body></html>';
  expect(withNoScript(template, 'de')).toContain('<noscript><p');
  expect(withNoScript(template, 'de')).toContain('StreamScout braucht für diese Seite JavaScript');
  expect(withNoScript(template, 'ar')).toContain('يحتاج StreamScout إلى JavaScript');
  expect(withNoScript(template, 'xx')).toContain('StreamScout needs JavaScript for this page');
  expect(withNoScript(template)).toMatch(/<\/noscript><div id="root"><\/div>/);
});
