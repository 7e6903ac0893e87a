/**
 * The embeds on the app's host (architecture §7a, §7b) over real HTTP: a details remote's app server
 * on a temporary dist/ laid out as its build writes the widget (evergreen major, a pinned release,
 * precompressed), a discover remote's laid out as its build writes discover.js (the same, plus
 * hashed chunks and the old `embed.js`), the shell's app server forwarding `/embed/…` to each, and
 * the services' logos fetched from the local TMDB catalog's image host.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createAppServer } = require('../app');

const WATCH = '//# allFunctionsCalledOnLoad\nexport const widget = "watch";\n'.repeat(20);
const DISCOVER = 'export const embed = "discover";\n';
const CHUNK = 'export const chunk = "embla";\n';
const TMDB = process.env.TMDB_TEST_URL;

/** @type {string} */ let detailsDist;
/** @type {string} */ let discoverDist;
/** @type {string} */ let shellDist;
/** @type {Awaited<ReturnType<typeof createAppServer>>[]} */ const apps = [];
/** @type {string} */ let shell;
/** @type {string} */ let details;

/**
 * GET over HTTP without any decoding (to see what is sent as it is sent).
 * @param {string} url @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer}>}
 */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Starts an app server and returns its origin. @param {Parameters<typeof createAppServer>[0]} o */
async function start(o) {
  const app = await createAppServer({ logger: false, ...o });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
}

beforeAll(async () => {
  detailsDist = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-details-'));
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-shell-'));
  for (const folder of ['v1', 'v1.0.0']) {
    fs.mkdirSync(path.join(detailsDist, 'embed', folder), { recursive: true });
    fs.writeFileSync(path.join(detailsDist, 'embed', folder, 'watch.js'), WATCH);
    fs.writeFileSync(path.join(detailsDist, 'embed', folder, 'watch.js.br'), zlib.brotliCompressSync(WATCH));
  }
  fs.writeFileSync(path.join(detailsDist, 'embed/v1/versions.json'), '{"latest":"1.0.0"}');
  fs.writeFileSync(path.join(detailsDist, 'index.html'), '<!doctype html><title>details</title>');
  discoverDist = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-discover-'));
  for (const folder of ['v1', 'v1.0.0', 'discover']) fs.mkdirSync(path.join(discoverDist, 'embed', folder), { recursive: true });
  fs.writeFileSync(path.join(discoverDist, 'embed/v1/discover.js'), DISCOVER);
  fs.writeFileSync(path.join(discoverDist, 'embed/v1.0.0/discover.js'), DISCOVER);
  fs.writeFileSync(path.join(discoverDist, 'embed/v1/discover-versions.json'), '{"latest":"1.0.0","file":"discover.js"}');
  fs.writeFileSync(path.join(discoverDist, 'embed/discover/embla.0123abcd.js'), CHUNK);
  fs.writeFileSync(path.join(discoverDist, 'embed.js'), 'export * from "./embed/v1/discover.js";\n');
  const discover = await start({ dir: discoverDist, app: 'discover' });
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  details = await start({ dir: detailsDist, app: 'details' });
  shell = await start({
    dir: shellDist,
    app: 'shell',
    config: {
      remotes: { details: `${details}/mf-manifest.json`, discover: `${discover}/mf-manifest.json` },
      tmdb: { imageBaseUrl: `${TMDB}/t/p` },
    },
    shell: { ssr: false, embeds: true },
  });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(detailsDist, { recursive: true, force: true });
  fs.rmSync(discoverDist, { recursive: true, force: true });
  fs.rmSync(shellDist, { recursive: true, force: true });
});

test('the evergreen widget on the app host: the remote’s bytes, compressed as asked, cached for minutes, revalidated by ETag', async () => {
  const plain = await get(`${shell}/embed/v1/watch.js`);
  expect(plain.status).toBe(200);
  expect(plain.body.toString()).toBe(WATCH);
  expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
  expect(plain.headers['cache-control']).toBe('public, max-age=300');
  expect(plain.headers['access-control-allow-origin']).toBe('*');

  const br = await get(`${shell}/embed/v1/watch.js`, { 'Accept-Encoding': 'br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(WATCH);

  const again = await get(`${shell}/embed/v1/watch.js`, { 'If-None-Match': String(plain.headers.etag) });
  expect(again.status).toBe(304);
});

test('a pinned release is immutable; versions.json is forwarded; anything else under /embed is a 404, never another file of the remote', async () => {
  const pinned = await get(`${shell}/embed/v1.0.0/watch.js`);
  expect(pinned.status).toBe(200);
  expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(JSON.parse((await get(`${shell}/embed/v1/versions.json`)).body.toString())).toEqual({ latest: '1.0.0' });
  expect((await get(`${shell}/embed/v9.9.9/watch.js`)).status).toBe(404);
  const outside = await get(`${shell}/embed/v1/../../index.html`);
  expect(outside.status).toBe(404);
  // never the remote's other files
  expect(outside.body.toString()).not.toContain('<title>details</title>');
  expect((await get(`${shell}/embed/anything`)).status).toBe(404);
});

test('the discover embed comes from the discover remote: the evergreen for minutes, a release and the chunks for a year, its own list of releases', async () => {
  const evergreen = await get(`${shell}/embed/v1/discover.js`);
  expect(evergreen.status).toBe(200);
  expect(evergreen.body.toString()).toBe(DISCOVER);
  expect(evergreen.headers['cache-control']).toBe('public, max-age=300');
  const pinned = await get(`${shell}/embed/v1.0.0/discover.js`);
  expect(pinned.body.toString()).toBe(DISCOVER);
  expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const chunk = await get(`${shell}/embed/discover/embla.0123abcd.js`);
  expect(chunk.body.toString()).toBe(CHUNK);
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(JSON.parse((await get(`${shell}/embed/v1/discover-versions.json`)).body.toString())).toEqual({
    latest: '1.0.0',
    file: 'discover.js',
  });
  // the widget's files still come from details, and discover's folder holds only hashed chunks
  expect(JSON.parse((await get(`${shell}/embed/v1/versions.json`)).body.toString())).toEqual({ latest: '1.0.0' });
  expect((await get(`${shell}/embed/discover/embed.js`)).status).toBe(404);
  expect((await get(`${shell}/embed/discover/../../embed.js`)).status).toBe(404);
});

test('the old discover URL, `<discover host>/embed.js`, is served to any origin, revalidated on every load', async () => {
  const discover = JSON.parse((await get(`${shell}/config.json`)).body.toString()).remotes.discover.replace(/\/mf-manifest\.json$/, '');
  const legacy = await get(`${discover}/embed.js`);
  expect(legacy.status).toBe(200);
  expect(legacy.headers['cache-control']).toBe('no-cache');
  expect(legacy.headers['access-control-allow-origin']).toBe('*');
});

test('logos come through the app host (a year’s cache); an unknown or malformed one is a 404', async () => {
  const providers = await (await fetch(`${TMDB}/3/watch/providers/movie?watch_region=US`)).json();
  const logoPath = /** @type {{logo_path: string}[]} */ (providers.results).find((p) => p.logo_path)?.logo_path;
  expect(logoPath).toMatch(/^\/[A-Za-z0-9_-]+\.[a-z]+$/);
  const logo = await get(`${shell}/embed/logos${logoPath}`);
  const direct = await fetch(`${TMDB}/t/p/w92${logoPath}`);
  expect(logo.status).toBe(200);
  expect(logo.body.equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
  expect(logo.headers['content-type']).toBe(direct.headers.get('content-type'));
  expect(logo.headers['cache-control']).toBe('public, max-age=2592000, immutable');
  expect((await get(`${shell}/embed/logos/nope-not-there.png`)).status).toBe(404);
  expect((await get(`${shell}/embed/logos/..%2F..%2Fsecret.png`)).status).toBe(404);
});

test('the details remote down: 502, not cached, and the shell keeps serving', async () => {
  const down = await start({
    dir: shellDist,
    app: 'shell',
    config: { remotes: { details: 'http://127.0.0.1:9/mf-manifest.json' }, tmdb: { imageBaseUrl: `${TMDB}/t/p` } },
    shell: { ssr: false, embeds: true },
  });
  const a = await get(`${down}/embed/v1/watch.js`);
  expect(a.status).toBe(502);
  expect(a.headers['cache-control']).toBe('no-store');
  expect((await get(`${down}/embed/v1/watch.js`)).status).toBe(502);
});
