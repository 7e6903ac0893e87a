/**
 * The shell's application server (Fastify): the shell's built files, its runtime config, and the
 * HTML of every route — server-rendered for the public routes, the client-rendered shell page
 * otherwise (architecture §5; server-side rendering across the federation).
 *
 * - Files of `dist/` through `@fastify/static` with the precompressed variants the build writes
 *   (`.br`, `.gz`): ETag and `Last-Modified` per file, 304 on revalidation, `Vary: Accept-Encoding`;
 *   hashed chunks (`name.0123abcd.js|css`) cached a year as immutable, everything else `no-cache`.
 *   `dist/server/` (the renderer itself) is never served.
 * - `/config.json`: the runtime config, never cached; also inlined into every HTML page.
 * - HTML of a route (any other path without a file extension): the public routes (`/`, `/search`,
 *   `/discover[/:genre]`, `/details/…`) are rendered by the shell's server renderer
 *   (`dist/server/render.js`), streamed: the template's head (with the page's title, meta tags and
 *   the route's preload hints) and the rendered `#root`, then the data handover for hydration.
 *   Public HTML is the same for every visitor and carries `Cache-Control: public, max-age=0,
 *   s-maxage=…, stale-while-revalidate=…`, so a CDN in front serves repeat views; a page rendered
 *   with a remembered grid/list view (its cookie) is `private, no-cache` instead. When the renderer
 *   cannot render (a remote or TMDB failed, or not a public route) the shell's page is served as
 *   before — client-rendered, `no-cache`, never an error page.
 * - HTML is compressed per request (brotli or gzip, from `Accept-Encoding`).
 * - `/robots.txt` and `/sitemap.xml` (the home, discover and its rows).
 * - Every response carries `Access-Control-Allow-Origin: *` (`config.json` is read cross-origin).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { PassThrough } = require('node:stream');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { pickEncoding, renderHtml, HASHED } = require('./serve.js');

/** Cache rule of server-rendered public HTML: CDNs keep it a minute and may serve it 10 minutes stale while refreshing. */
const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Cache rule of HTML rendered for a visitor's cookie (a remembered grid/list view): never kept by a shared cache. */
const PRIVATE_HTML_CACHE = 'private, no-cache';
/** The discover rows of the sitemap (spec §9), in display order. */
const SITEMAP_ROWS = ['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix'];
/** Where the template's `#root` is, split to stream the render into it. */
const ROOT_TAG = '<div id="root"></div>';

/** A remote's server entry is asked for its version (ETag) at most this often (ms). */
const REVALIDATE_MS = 1000;

/**
 * The version tags of remote server entries, asked with `HEAD` (ETag, else Last-Modified) at most
 * once per {@link REVALIDATE_MS} per entry; concurrent renders share one request. A redeployed
 * remote therefore reaches the renderer on the first request after it changed (a second later at
 * most under load), without the shell restarting.
 * @returns {(entryUrl: string) => Promise<string | null>} null when the entry cannot be asked
 */
function createEntryTags() {
  /** @type {Map<string, {tag: string | null, at: number, pending: Promise<string | null> | null}>} */
  const seen = new Map();
  return (entryUrl) => {
    const now = Date.now();
    const known = seen.get(entryUrl);
    if (known?.pending) return known.pending;
    if (known && now - known.at < REVALIDATE_MS) return Promise.resolve(known.tag);
    const entry = known || { tag: null, at: 0, pending: null };
    seen.set(entryUrl, entry);
    entry.pending = fetch(entryUrl, { method: 'HEAD', signal: AbortSignal.timeout(1000) })
      .then((res) => (res.ok ? res.headers.get('etag') || res.headers.get('last-modified') : null))
      .catch(() => null)
      .then((tag) => {
        Object.assign(entry, { tag, at: Date.now(), pending: null });
        return tag;
      });
    return entry.pending;
  };
}

/** @param {string} s */
const escAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * @typedef {{ok: true, status: number, head: string, body: NodeJS.ReadableStream, handover: string, personal?: boolean} | {ok: false, reason: string}} RenderResult
 *   a server render's parts, or why the page is served client-rendered
 */
/**
 * @typedef {object} Renderer the shell's server renderer (`dist/server/render.js`)
 * @property {(request: {url: string, config: object, region?: string, acceptLanguage?: string | null, entryTag?: (entryUrl: string) => Promise<string | null>, cacheTtlMs?: number, cookie?: string | null}) => Promise<RenderResult>} renderRoute
 * @property {() => Promise<{renders: number, fallbacks: number, tmdbRequests: number}>} ssrStats
 */

/**
 * Builds the shell's server (not listening yet: call `listen`).
 * @param {object} o
 * @param {string} o.dist the shell's build folder (index.html, chunks, `server/render.js`)
 * @param {object & {shellUrl?: string}} o.config the runtime config
 * @param {(pathname: string) => string[]} [o.hints] preload/preconnect `<link>`s for a route path
 * @param {boolean | Renderer} [o.ssr] the renderer, true (default) to load `dist/server/render.js`,
 *   false to serve every route client-rendered
 * @param {number} [o.tmdbCacheTtlMs] how long the renderer reuses TMDB answers (ms; default its own, 5 min; 0 never)
 * @param {boolean} [o.stats] also serve `/__ssr/stats` (renders, fallbacks, TMDB requests; the bench reads it)
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
async function createShellServer(o) {
  const dist = path.resolve(o.dist);
  const app = Fastify({ logger: false });
  /** @type {Renderer | null} */
  let renderer = null;
  if (o.ssr && typeof o.ssr === 'object') renderer = o.ssr;
  else if (o.ssr !== false) {
    try {
      renderer = require(path.join(dist, 'server/render.js'));
    } catch (e) {
      console.error(
        `[server] the server renderer could not be loaded (${e instanceof Error ? e.message.split('\n')[0] : e}); every page is client-rendered`,
      );
    }
  }

  /** @type {{stamp: string, html: string}} */
  let template = { stamp: '', html: '' };
  /** @returns {string | null} the built index.html (re-read when it changes), or null when missing */
  const readTemplate = () => {
    const file = path.join(dist, 'index.html');
    try {
      const st = fs.statSync(file);
      const stamp = `${st.size}-${st.mtimeMs}`;
      if (stamp !== template.stamp) template = { stamp, html: fs.readFileSync(file, 'utf8') };
      return template.html;
    } catch {
      return null;
    }
  };

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return payload;
  });

  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    index: false,
    cacheControl: false,
    // the renderer and the HTML template are not files for the browser
    allowedPath: (pathName) => !pathName.startsWith('/server/') && pathName !== '/index.html',
    setHeaders: (/** @type {import('fastify').FastifyReply} */ reply, /** @type {string} */ file) => {
      // `file` may be the precompressed variant (`x.0123abcd.js.br`)
      reply.header('Cache-Control', HASHED.test(file.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const entryTag = createEntryTags();
  const configJson = JSON.stringify(o.config);
  app.get('/config.json', (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(configJson);
  });

  const origin = String(o.config.shellUrl || '').replace(/\/+$/, '');
  app.get('/robots.txt', (_req, reply) => {
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /dashboard\nDisallow: /login\nDisallow: /signup\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', (_req, reply) => {
    const urls = ['/', '/discover', ...SITEMAP_ROWS.map((r) => `/discover/${r}`)];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${escAttr(`${origin}${u}`)}</loc><changefreq>daily</changefreq></url>`)
      .join('\n')}\n</urlset>\n`;
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
  });

  if (o.stats && renderer) {
    const r = renderer;
    app.get('/__ssr/stats', async (_req, reply) => reply.header('Cache-Control', 'no-store').send(await r.ssrStats()));
  }

  /**
   * The client-rendered page: the template with the runtime config and hints, compressed.
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {string} html the template @param {string[]} links
   */
  const sendShellPage = (req, reply, html, links) => {
    const page = Buffer.from(renderHtml(html, o.config, links));
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(page, { level: 6 })
          : page;
    return reply.send(body);
  };

  /**
   * The HTML of a route (or the 404 of a missing file).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  const servePage = async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
    const url = new URL(req.url, 'http://x');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    }
    // a missing file must fail as a file (a missing chunk is not a page)
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found');
    }
    const html = readTemplate();
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('index.html missing: run npm run build');
    const links = o.hints ? o.hints(url.pathname) : [];
    if (!renderer || req.method === 'HEAD') return sendShellPage(req, reply, html, links);

    /** @type {Awaited<ReturnType<Renderer['renderRoute']>>} */
    let result;
    try {
      result = await renderer.renderRoute({
        url: `${url.pathname}${url.search}`,
        config: o.config,
        acceptLanguage: req.headers['accept-language'] ?? null,
        entryTag,
        cacheTtlMs: o.tmdbCacheTtlMs,
        cookie: req.headers.cookie ?? null,
      });
    } catch (e) {
      console.error('[server] render failed:', e);
      result = { ok: /** @type {const} */ (false), reason: 'render threw' };
    }
    if (!result.ok || !html.includes(ROOT_TAG)) return sendShellPage(req, reply, html, links);

    // the template with the page's own title and description in place of the generic ones, and the
    // first render's styles applied, not just preloaded: the HTML paints styled before any script
    // (the style loader of the bootstrap chunk finds them in place and does not load them again).
    // The scripts' preloads are left out: the page paints without them, and on a slow link they
    // would take the bandwidth the stylesheet and the images of the first screen need (the deferred
    // entry script still starts at once and loads the rest for hydration).
    const styled = links
      .filter((l) => !/^<link rel="preload" as="(script|fetch)"/.test(l))
      .map((l) => l.replace(/^<link rel="preload" as="style" href="([^"]+)">$/, '<link rel="stylesheet" href="$1">'));
    const page = renderHtml(html, o.config, styled)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `${result.head}</head>`);
    const [before, after] = page.split(ROOT_TAG);
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
    const out = new PassThrough();
    /** @type {NodeJS.ReadWriteStream | null} */
    const compressor =
      encoding === 'br'
        ? // quality 4: most of brotli's gain at gzip's speed, per request
          zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : encoding === 'gzip'
          ? zlib.createGzip({ level: 6 })
          : null;
    reply
      .code(result.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', result.personal ? PRIVATE_HTML_CACHE : PUBLIC_HTML_CACHE)
      // the page is rendered for the region `Accept-Language` names: a CDN keeps one copy per value
      .header('Vary', 'Accept-Encoding, Accept-Language');
    if (encoding) reply.header('Content-Encoding', encoding);
    out.write(`${before}<div id="root">`);
    result.body.on('data', (chunk) => out.write(chunk));
    result.body.on('end', () => {
      out.end(`</div><script>window.__STREAMSCOUT_SSR__=${result.handover}</script>${after}`);
    });
    result.body.on('error', () => out.destroy());
    return reply.send(compressor ? out.pipe(compressor) : out);
  };
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);

  return app;
}

module.exports = { createShellServer, PUBLIC_HTML_CACHE };
