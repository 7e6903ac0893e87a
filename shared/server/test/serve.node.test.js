/**
 * The app server as every app runs it (a remote's or the shell's dist/ without a renderer):
 * precompressed variants with the right Content-Encoding/Vary, caching, the HTML with the inline
 * config and the route's preload hints, 404 for missing files — over real HTTP against a temporary
 * dist/ laid out as the build writes it (`{file}.br` and `{file}.gz` beside each file). Also the
 * route matching the hints rely on, the hints' tags, and the embed demo's plain-files mode.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createAppServer, pickEncoding } = require('../app');
const { createRouteHints, renderHints } = require('../hints');
const { matchRoute } = require('@streamscout/routes/table');

const CONFIG = {
  remotes: {
    search: 'http://localhost:4001/mf-manifest.json',
    details: 'http://localhost:4002/mf-manifest.json',
    discover: 'http://localhost:4003/mf-manifest.json',
    dashboard: 'http://localhost:4004/mf-manifest.json',
  },
  shellUrl: 'http://localhost:4000',
  tmdb: { baseUrl: 'http://localhost:4010/3', imageBaseUrl: 'http://localhost:4010/t/p' },
  supabase: { url: 'http://localhost:55321', anonKey: 'k</script>' },
};

/** @type {string} */ let root;
/** @type {import('fastify').FastifyInstance} */ let server;
/** @type {string} */ let base;
const chunk = `console.log(${JSON.stringify('streamscout '.repeat(400))});`;

/**
 * A raw HTTP GET (Node's fetch would decode the body and hide Content-Encoding).
 * @param {string} p @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, headers: http.IncomingHttpHeaders, body: Buffer}>}
 */
function get(p, headers = {}) {
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

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const shellDist = path.join(root, 'shell/dist');
  const detailsDist = path.join(root, 'mfe-details/dist');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.mkdirSync(detailsDist, { recursive: true });
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"/><title>t</title><script defer src="/main.0123abcd.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js'), chunk);
  fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js.br'), zlib.brotliCompressSync(Buffer.from(chunk)));
  fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js.gz'), zlib.gzipSync(Buffer.from(chunk)));
  fs.writeFileSync(path.join(shellDist, 'remoteEntry.js'), 'var x=1;');
  fs.writeFileSync(
    path.join(shellDist, 'initial-files.json'),
    JSON.stringify({ scripts: ['bootstrap.0123abcd.js', '470.0123abcd.js'], styles: ['600.0123abcd.css'] }),
  );
  fs.writeFileSync(
    path.join(detailsDist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'ShowDetails', assets: { js: { sync: ['__federation_expose_ShowDetails.0123abcd.js'], async: ['9.js'] } } },
        { name: 'routeData', assets: { js: { sync: ['__federation_expose_routeData.0123abcd.js'], async: [] } } },
      ],
    }),
  );
  const hints = createRouteHints({ root, config: CONFIG, hostDist: shellDist });
  fs.mkdirSync(path.join(detailsDist, 'server'));
  fs.writeFileSync(path.join(detailsDist, 'server/remoteEntry.js'), 'module.exports = {};');
  server = await createAppServer({ dir: shellDist, config: CONFIG, hints, logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.server.address()).port}`;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('app server of a dist/', () => {
  it('sends the brotli variant to a browser that accepts it, gzip otherwise, raw to neither; Vary on all', async () => {
    const br = await get('/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/^accept-encoding$/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(chunk);
    expect(br.body.length).toBeLessThan(chunk.length / 5);
    const gz = await get('/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(chunk);
    const raw = await get('/main.0123abcd.js', { 'Accept-Encoding': 'identity' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toMatch(/^accept-encoding$/i);
    expect(raw.body.toString()).toBe(chunk);
    expect(raw.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('caches hashed chunks for a year and everything else no-cache; answers 304 to a matching ETag', async () => {
    const hashed = await get('/main.0123abcd.js', { 'Accept-Encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get('/main.0123abcd.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(hashed.headers.etag) });
    expect(again.status).toBe(304);
    expect((await get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/', { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves /config.json and CORS on every response', async () => {
    const res = await get('/config.json');
    expect(JSON.parse(res.body.toString())).toEqual(CONFIG);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a missing file and stays inside dist/', async () => {
    expect((await get('/missing.0123abcd.js')).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd.js')).status).toBe(404);
  });

  it("serves a route's HTML compressed, with the config inlined (script-safe) and its preload hints", async () => {
    const res = await get('/details/movie/42', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.body).toString();
    expect(
      html.startsWith('<!doctype html><html><head><meta charset="utf-8"/><link rel="preconnect" href="http://localhost:4010" crossorigin>'),
    ).toBe(true);
    expect(html).toContain('<link rel="preload" as="fetch" href="http://localhost:4002/mf-manifest.json" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preload" as="script" href="http://localhost:4002/remoteEntry.js">');
    // the route data's chunk (which the TMDB requests wait for) before the screen's
    expect(html).toContain(
      '<link rel="preload" as="script" href="http://localhost:4002/__federation_expose_routeData.0123abcd.js"><link rel="preload" as="script" href="http://localhost:4002/__federation_expose_ShowDetails.0123abcd.js">',
    );
    expect(html).not.toContain('9.js');
    // the host's own first-render files (initial-files.json), before the remote's
    expect(html).toContain(
      '<link rel="preload" as="style" href="/600.0123abcd.css"><link rel="preload" as="script" href="/bootstrap.0123abcd.js"><link rel="preload" as="script" href="/470.0123abcd.js">',
    );
    const inline = /<script>window.__STREAMSCOUT_CONFIG__=(.*?)<\/script>/.exec(html);
    expect(inline && JSON.parse(inline[1])).toEqual(CONFIG);
    expect(html).not.toContain('k</script>');
  });

  it('gives a route whose remote manifest is not on this disk only the manifest preload; unknown paths only the host files', async () => {
    const html = (await get('/discover')).body.toString();
    expect(html).toContain('href="http://localhost:4003/mf-manifest.json"');
    expect(html).not.toContain('4003/remoteEntry.js');
    const notFound = (await get('/no/such/page')).body.toString();
    expect(notFound).not.toContain('as="fetch"');
    expect(notFound).toContain('rel="preconnect"');
    expect(notFound).toContain('href="/bootstrap.0123abcd.js"');
  });
});

describe('the same server for a remote and for the embed demo', () => {
  test("a page's HTML has an ETag per encoding and answers 304 to it; OPTIONS is 204 with CORS, POST 405", async () => {
    const first = await get('/details/movie/42', { 'Accept-Encoding': 'gzip' });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await get('/details/movie/42', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/details/movie/42', { 'Accept-Encoding': 'br' })).headers.etag).not.toBe(first.headers.etag);
    const options = await new Promise((resolve, reject) => {
      http
        .request(`${base}/remoteEntry.js`, { method: 'OPTIONS' }, (res) => resolve(res))
        .on('error', reject)
        .end();
    });
    expect(/** @type {http.IncomingMessage} */ (options).statusCode).toBe(204);
    expect(/** @type {http.IncomingMessage} */ (options).headers['access-control-allow-origin']).toBe('*');
    const post = await fetch(`${base}/details/movie/42`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  test("a remote's server container is served (the shell's server loads it), not cached", async () => {
    const remote = await createAppServer({ dir: path.join(root, 'mfe-details/dist'), config: CONFIG, logger: false });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (remote.server.address()).port}`;
      const entry = await fetch(`${url}/server/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${url}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    } finally {
      await remote.close();
    }
  });

  test("the embed demo's plain files: index.html at /, its own routes, no runtime config, no page for unknown paths", async () => {
    const demo = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-'));
    fs.writeFileSync(path.join(demo, 'index.html'), '<!doctype html><title>blog</title>');
    fs.writeFileSync(path.join(demo, 'blog.js'), 'export {};');
    const app = await createAppServer({
      dir: demo,
      pages: 'files',
      logger: false,
      routes: (a) => a.get('/blog-config.json', (_req, reply) => reply.header('Cache-Control', 'no-cache').send({ ok: true })),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
      const index = await fetch(`${url}/`);
      expect(await index.text()).toBe('<!doctype html><title>blog</title>');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${url}/blog.js`)).headers.get('access-control-allow-origin')).toBe('*');
      expect(await (await fetch(`${url}/blog-config.json`)).json()).toEqual({ ok: true });
      expect((await fetch(`${url}/config.json`)).status).toBe(404);
      expect((await fetch(`${url}/some/page`)).status).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(demo, { recursive: true, force: true });
    }
  });
});

describe('request log', () => {
  test('one JSON line per request, when it is done: app, method, URL, status, time', async () => {
    /** @type {string[]} */
    const lines = [];
    const app = await createAppServer({
      dir: path.join(root, 'shell/dist'),
      app: 'shell',
      config: CONFIG,
      logStream: { write: (l) => lines.push(l) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
      await (await fetch(`${url}/main.0123abcd.js`)).text();
      await (await fetch(`${url}/missing.0123abcd.js`)).text();
      // the line is written once the response has finished
      const requests = () => lines.map((l) => JSON.parse(l)).filter((l) => l.url);
      for (let i = 0; i < 100 && requests().length < 2; i += 1) await new Promise((r) => setTimeout(r, 10));
      // one line each (not Fastify's two, incoming and completed)
      expect(requests()).toHaveLength(2);
      const [first, second] = requests();
      expect(first).toMatchObject({ app: 'shell', method: 'GET', url: '/main.0123abcd.js', status: 200, msg: 'request', level: 30 });
      expect(typeof first.ms).toBe('number');
      expect(second).toMatchObject({ url: '/missing.0123abcd.js', status: 404 });
    } finally {
      await app.close();
    }
  });
});

describe('renderHints', () => {
  it('writes one <link> per hint, in order, with escaped values', () => {
    expect(
      renderHints([
        { rel: 'preconnect', href: 'https://api.example', crossorigin: true },
        { rel: 'preload', as: 'fetch', href: 'https://a.example/mf-manifest.json?a=1&b="2"', crossorigin: 'anonymous' },
        { rel: 'stylesheet', href: '/600.0123abcd.css' },
      ]),
    ).toBe(
      '<link rel="preconnect" href="https://api.example" crossorigin>' +
        '<link rel="preload" as="fetch" href="https://a.example/mf-manifest.json?a=1&amp;b=&quot;2&quot;" crossorigin="anonymous">' +
        '<link rel="stylesheet" href="/600.0123abcd.css">',
    );
    expect(renderHints([])).toBe('');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and only picks what exists', () => {
    expect(pickEncoding('gzip, br', { br: true, gzip: true })).toBe('br');
    expect(pickEncoding('gzip, br;q=0', { br: true, gzip: true })).toBe('gzip');
    expect(pickEncoding('br', { gzip: true })).toBeNull();
    expect(pickEncoding('*', { br: true })).toBe('br');
    expect(pickEncoding(undefined, { br: true, gzip: true })).toBeNull();
  });
});

describe('matchRoute (@streamscout/routes/table)', () => {
  it('finds the remote and screen of a path as react-router would, null for the shell’s own pages', () => {
    expect(matchRoute('/')).toMatchObject({ remote: 'search', screen: 'Home' });
    expect(matchRoute('/details/tv/7/seasons/2')).toMatchObject({ remote: 'details', screen: 'Season', params: { id: '7', num: '2' } });
    expect(matchRoute('/discover/netflix/')).toMatchObject({ remote: 'discover', screen: 'DiscoverRow', params: { genre: 'netflix' } });
    expect(matchRoute('/dashboard/queue')).toMatchObject({ remote: 'dashboard', screen: 'Gallery', guard: 'auth' });
    expect(matchRoute('/details')).toBeNull();
    expect(matchRoute('/nope')).toBeNull();
  });
});
