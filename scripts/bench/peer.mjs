/**
 * The peer app (the single-bundle app of the product spec we compare with), for the side-by-side parts: either
 * served elsewhere (`BENCH_PEER_URL`) or served here from a folder holding its production build
 * (`BENCH_PEER_DIST`). A build made against the local catalog names the catalog's default origins
 * (`http://localhost:3010` for TMDB, `http://localhost:54321` for the backend); the bench's stack runs on
 * shifted ports, so the files are read into memory with those origins replaced by the bench's own, and
 * served from there — nothing is written to disk, and the folder stays outside the repository.
 *
 * The server is what a static host or CDN gives a single-page app: every file precompressed once (brotli
 * and gzip, chosen by `Accept-Encoding`, as our own server sends them), hashed assets immutable,
 * `index.html` `no-cache`, and `index.html` for any path without a file (the app's client-side routes).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { PEER, PEER_DIST, PORTS } from './config.mjs';
import { freePort } from './util.mjs';

/** The origins a peer build made against the local stack names, and the port each stands for. */
const BUILT_ORIGINS = { 'http://localhost:3010': 'tmdb', 'http://localhost:54321': 'supabase' };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
};
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml']);

/**
 * Reads a peer build into memory: each file's body with the built-in origins rewritten to `origins`
 * (text files only), and its brotli and gzip forms.
 * @param {string} dir the build's folder
 * @param {Record<string, string>} origins built origin → the origin to use instead
 * @returns {Map<string, {type: string, raw: Buffer, br: Buffer, gz: Buffer}>} by URL path ('/assets/index-x.js')
 */
function readBuild(dir, origins) {
  /** @type {Map<string, {type: string, raw: Buffer, br: Buffer, gz: Buffer}>} */
  const files = new Map();
  const walk = (/** @type {string} */ at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const ext = path.extname(entry.name).toLowerCase();
        let raw = fs.readFileSync(file);
        if (TEXT.has(ext)) {
          let text = raw.toString('utf8');
          for (const [from, to] of Object.entries(origins)) text = text.split(from).join(to);
          raw = Buffer.from(text);
        }
        files.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, {
          type: TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
          raw,
          br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz: zlib.gzipSync(raw, { level: 9 }),
        });
      }
    }
  };
  walk(dir);
  return files;
}

/**
 * The peer for this run: `BENCH_PEER_URL` as given, or `BENCH_PEER_DIST` served here on a free port
 * of 127.0.0.1 with the catalog and backend of the bench's stack; null when neither is set.
 * @returns {Promise<{url: string, close: () => Promise<void>, served: string} | null>} `served`: how it
 *   is served, for the report
 */
export async function startPeer() {
  if (PEER) return { url: PEER, close: async () => {}, served: `at ${PEER} (\`BENCH_PEER_URL\`)` };
  if (!PEER_DIST) return null;
  const origins = Object.fromEntries(
    Object.entries(BUILT_ORIGINS).map(([from, key]) => [from, `http://localhost:${PORTS[/** @type {'tmdb' | 'supabase'} */ (key)]}`]),
  );
  const files = readBuild(PEER_DIST, origins);
  const index = files.get('/index.html');
  if (!index) throw new Error(`BENCH_PEER_DIST=${PEER_DIST} has no index.html`);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://peer').pathname);
    const file = files.get(pathname) ?? (path.extname(pathname) ? null : index);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gz : file.raw;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    served: `from its build (\`BENCH_PEER_DIST\`), served by the bench on :${port} (brotli, hashed assets immutable), its catalog and backend origins pointed at the bench's`,
  };
}
