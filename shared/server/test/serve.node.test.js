/**
 * The static server of the production build: precompressed variants with the right
 * Content-Encoding/Vary, caching, the HTML with the inline config and the route's preload hints,
 * 404 for missing files — over real HTTP against a temporary dist/ laid out as the build writes
 * it (`{file}.br` and `{file}.gz` beside each file). Also the route matching the hints rely on.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createStaticHandler, pickEncoding } = require('../serve');
const { createRouteHints } = require('../hints');
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
/** @type {http.Server} */ let server;
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
  server = http.createServer(createStaticHandler({ dist: shellDist, config: CONFIG, hints }));
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  it('sends the brotli variant to a browser that accepts it, gzip otherwise, raw to neither; Vary on all', async () => {
    const br = await get('/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(chunk);
    expect(br.body.length).toBeLessThan(chunk.length / 5);
    const gz = await get('/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(chunk);
    const raw = await get('/main.0123abcd.js', { 'Accept-Encoding': 'identity' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBe('Accept-Encoding');
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
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:4002/mf-manifest.json">');
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
