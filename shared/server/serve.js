/**
 * The static server of one StreamScout app's production build (`scripts/start.mjs` runs one per
 * app). Node built-ins only.
 *
 * - Files of `dist/`, with the precompressed variant the client accepts (`{file}.br`, else
 *   `{file}.gz`, written by `@streamscout/build`'s `precompress.js` at build time): `Content-Encoding` and
 *   `Vary: Accept-Encoding`; ETag per variant, 304 on `If-None-Match`; HEAD.
 * - Caching (architecture §3): hashed chunks (`name.0123abcd.js|css`) immutable for a year,
 *   everything else (`index.html`, `mf-manifest.json`, `remoteEntry.js`, `embed.js`) `no-cache`.
 * - `/config.json`: the runtime config (architecture §5), never cached.
 * - Any other path without a file extension is a route of the single-page app: `index.html`,
 *   with the runtime config inlined (`window.__STREAMSCOUT_CONFIG__`, so the app needs no
 *   `config.json` round trip) and the `hints` for that path (preload/preconnect `<link>`s) in
 *   `<head>`; compressed per request (brotli or gzip). A missing file with an extension is a 404,
 *   not the HTML page (a missing chunk must fail as a chunk).
 * - Every response carries `Access-Control-Allow-Origin: *` (remotes, `embed.js` and `config.json`
 *   are read from other origins).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Content types by extension. */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** Hashed file names (`[name].[contenthash:8].ext`): never change, cached for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|ico)$/;
/** The global the HTML defines with the runtime config (read by `src/runtime.ts`). */
const CONFIG_GLOBAL = '__STREAMSCOUT_CONFIG__';

/**
 * The encoding to send, from an `Accept-Encoding` header and the variants that exist.
 * @param {string | undefined} accept the request's Accept-Encoding
 * @param {{br?: boolean, gzip?: boolean}} available
 * @returns {'br' | 'gzip' | null}
 */
function pickEncoding(accept, available) {
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of String(accept || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name] = qp ? Number(qp.slice(2)) || 0 : 1;
  }
  const ok = (/** @type {string} */ name) => (q[name] ?? q['*'] ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return null;
}

/**
 * `<script>` defining the runtime config for the page, safe inside HTML (`<` escaped).
 * @param {object} config
 */
function configScript(config) {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.${CONFIG_GLOBAL}=${json}</script>`;
}

/**
 * The HTML of `index.html` for one request: `links` and the inline config added at the top of
 * `<head>` (after `<meta charset>`).
 * @param {string} html the built index.html
 * @param {object} config runtime config
 * @param {string[]} links `<link>` tags
 */
function renderHtml(html, config, links) {
  const head = `${links.join('')}${configScript(config)}`;
  // right after <meta charset> (which must stay first), else at the top of <head>
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (charset) return `${html.slice(0, charset.index + charset[0].length)}${head}${html.slice(charset.index + charset[0].length)}`;
  return html.includes('<head>') ? html.replace('<head>', `<head>${head}`) : `${head}${html}`;
}

/**
 * A request handler serving one app's `dist/`.
 * @param {object} o
 * @param {string} o.dist absolute path of the build folder
 * @param {object} o.config the runtime config (`/config.json`, also inlined into the HTML)
 * @param {(pathname: string) => string[]} [o.hints] `<link>` tags for the HTML of a route path
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
function createStaticHandler(o) {
  const dist = path.resolve(o.dist);
  const configJson = JSON.stringify(o.config);
  /** @type {Map<string, {body: Buffer, etag: string}>} HTML per (links, encoding), for the life of the built index.html */
  const htmlCache = new Map();
  let htmlStamp = '';

  /** @param {string} file @returns {fs.Stats | null} */
  const statFile = (file) => {
    try {
      const st = fs.statSync(file);
      return st.isFile() ? st : null;
    } catch {
      return null;
    }
  };

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {number} status @param {Record<string, string | number>} headers @param {Buffer | string | null} body
   */
  const send = (req, res, status, headers, body) => {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : (body ?? undefined));
  };

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
  const serveHtml = (req, res, pathname) => {
    const index = path.join(dist, 'index.html');
    const st = statFile(index);
    if (!st) return send(req, res, 404, { 'Content-Type': TYPES['.txt'] }, 'index.html missing: run npm run build');
    const stamp = `${st.size}-${st.mtimeMs}`;
    if (stamp !== htmlStamp) {
      htmlCache.clear();
      htmlStamp = stamp;
    }
    const links = o.hints ? o.hints(pathname) : [];
    const encoding = pickEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']), { br: true, gzip: true });
    const key = `${encoding}\n${links.join('\n')}`;
    let entry = htmlCache.get(key);
    if (!entry) {
      const html = Buffer.from(renderHtml(fs.readFileSync(index, 'utf8'), o.config, links));
      const body =
        encoding === 'br'
          ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(html, { level: 9 })
            : html;
      const etag = `"h${htmlStamp.replace(/\W/g, '')}-${htmlCache.size}-${encoding || 'id'}"`;
      entry = { body, etag };
      if (htmlCache.size < 200) htmlCache.set(key, entry);
    }
    /** @type {Record<string, string | number>} */
    const headers = { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: entry.etag };
    if (req.headers['if-none-match'] === entry.etag) return send(req, res, 304, headers, null);
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = entry.body.length;
    return send(req, res, 200, headers, entry.body);
  };

  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
        return send(req, res, 204, {}, null);
      }
      return send(req, res, 405, { Allow: 'GET, HEAD, OPTIONS' }, null);
    }
    const url = new URL(req.url || '/', 'http://x');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(req, res, 400, { 'Content-Type': TYPES['.txt'] }, 'Bad Request');
    }
    if (pathname === '/config.json') {
      return send(req, res, 200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' }, configJson);
    }
    const file = path.join(dist, path.normalize(pathname));
    const inside = file.startsWith(dist + path.sep);
    const st = inside && !file.endsWith(`${path.sep}index.html`) ? statFile(file) : null;
    if (!st) {
      // a route of the single-page app, unless it names a file (then: that file is missing)
      if (path.extname(pathname) && !pathname.endsWith('.html'))
        return send(req, res, 404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }, 'Not Found');
      return serveHtml(req, res, url.pathname);
    }
    const ext = path.extname(file).toLowerCase();
    const br = statFile(`${file}.br`);
    const gz = statFile(`${file}.gz`);
    const encoding = pickEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']), {
      br: Boolean(br),
      gzip: Boolean(gz),
    });
    const variant = encoding === 'br' ? br : encoding === 'gzip' ? gz : st;
    const body = /** @type {fs.Stats} */ (variant);
    /** @type {Record<string, string | number>} */
    const headers = {
      'Content-Type': /** @type {Record<string, string>} */ (TYPES)[ext] || 'application/octet-stream',
      'Cache-Control': HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}-${encoding || 'id'}"`,
    };
    if (br || gz) headers.Vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === headers.ETag) return send(req, res, 304, headers, null);
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = fs.createReadStream(encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
}

// renderHtml and HASHED also serve the shell's application server (./app.js): one HTML assembly, one caching rule
module.exports = { createStaticHandler, pickEncoding, renderHtml, HASHED };
