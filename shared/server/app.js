/**
 * The one Node server of every StreamScout app (Fastify): the shell, each remote and the embed
 * demo run {@link createAppServer} on their own folder; the shell's adds its server renderer,
 * `robots.txt`, the sitemap and truthful statuses (the `shell` option). Architecture §5, §9, §11.
 *
 * - Files of the folder through `@fastify/static` with the precompressed variants the build writes
 *   (`{file}.br`, `{file}.gz`): ETag and `Last-Modified` per variant, 304 on revalidation,
 *   `Vary: Accept-Encoding`; hashed chunks (`name.0123abcd.js|css|…`) cached a year as immutable,
 *   everything else (`mf-manifest.json`, `remoteEntry.js`, `embed.js`, HTML) `no-cache`. A missing
 *   file with an extension is a 404, never the HTML page (a missing chunk must fail as a chunk).
 * - `/config.json`: the runtime config (when given), never cached; also inlined into every HTML page
 *   (`window.__STREAMSCOUT_CONFIG__`, so the app needs no `config.json` round trip).
 * - HTML (`pages: 'spa'`, the default): any other path without a file extension is a route of the
 *   app: `index.html` with the runtime config and the route's preload hints, compressed per request
 *   (brotli or gzip, from `Accept-Encoding`) — the one compression path of the server, for static
 *   and streamed pages alike. `pages: 'files'` (the embed demo) serves `index.html` at `/` as a file.
 * - The shell (`shell` option): the public routes server-rendered by `dist/server/render.js`,
 *   streamed (the template's head with the page's title, meta tags and hints, the rendered `#root`,
 *   then the data handover); when the renderer cannot render (a remote or TMDB failed, or not a
 *   public route) the client-rendered page, as before. Every page's status comes from `statusFor`
 *   of `@streamscout/routes` (404 page not found, 400 'Bad Request'), server- or client-rendered
 *   alike; the renderer adds 404 for an id TMDB does not know. Good server-rendered pages carry
 *   {@link PUBLIC_HTML_CACHE} keyed on the resolved region ({@link REGION_HEADER}); error pages and
 *   the client-rendered page are `no-cache`. `dist/server/` is never served. `/robots.txt`,
 *   `/sitemap.xml`, and `/__ssr/stats` when asked.
 * - Every response carries `Access-Control-Allow-Origin: *` (remotes, `embed.js` and `config.json`
 *   are read from other origins); `OPTIONS` answers 204, other methods than GET/HEAD 405.
 * - The calendar's JSON and the private calendar and alerts feeds (`feeds` option, `./feeds.js`).
 * - Fastify's logger (pino): one JSON line per request (app, method, URL, status, ms) unless
 *   `logger: false` (the unit tests); a private feed's token is replaced in the URL.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { Readable } = require('node:stream');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { statusFor } = require('@streamscout/routes/table');
const { renderHints } = require('./hints.js');
const { registerFeeds, redactFeedPath } = require('./feeds.js');
const { createPageCache } = require('./page-cache.js');

/**
 * Cache rule of a good server-rendered public page with the page cache's default times: CDNs keep
 * it a minute and may serve it 10 minutes stale while refreshing — what the server's own page cache
 * does ({@link createPageCache}; other times give the rule with those).
 */
const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Response header naming how the page cache answered: 'fresh', 'stale' (refreshed in the background) or 'miss' (rendered now). */
const CACHE_STATE_HEADER = 'X-StreamScout-Cache';
/** Cache rule of HTML rendered for a visitor's cookie (a remembered grid/list view): never kept by a shared cache. */
const PRIVATE_HTML_CACHE = 'private, no-cache';
/** Cache rule of hashed chunks (their name changes with their content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Hashed file names (`[name].[contenthash:8].ext`): never change, cached for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|ico)$/;
/**
 * The normalized region header (ISO 3166-1 alpha-2, e.g. 'GB'): on a server-rendered page's
 * response, the region it was rendered for; on a request, the region a CDN edge resolved (then the
 * page is rendered for it and `Vary` names this header instead of `Accept-Language`, so a shared
 * cache keeps one copy per region, not one per spelling of `Accept-Language`). Architecture §9.
 */
const REGION_HEADER = 'X-StreamScout-Region';
/** The global the HTML defines with the runtime config (read by `@streamscout/host/runtime`). */
const CONFIG_GLOBAL = '__STREAMSCOUT_CONFIG__';
/** The discover rows of the sitemap (spec §9), in display order. */
const SITEMAP_ROWS = ['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix'];
/** Where the template's `#root` is, split to stream the render into it. */
const ROOT_TAG = '<div id="root"></div>';

/**
 * The encoding to send, from an `Accept-Encoding` header and the variants that exist.
 * @param {string | undefined} accept the request's Accept-Encoding
 * @param {{br?: boolean, gzip?: boolean}} available
 * @returns {'br' | 'gzip' | null} null: send it as is
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
 * The HTML of `index.html` for one request: the hints' `<link>` tags and the inline config (when
 * given) added at the top of `<head>`, right after `<meta charset>` (which must stay first).
 * @param {string} html the built index.html
 * @param {object | undefined} config runtime config (none: no inline script)
 * @param {readonly import('./hints').Hint[]} hints
 */
function renderHtml(html, config, hints) {
  const head = `${renderHints(hints)}${config ? configScript(config) : ''}`;
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (charset) return `${html.slice(0, charset.index + charset[0].length)}${head}${html.slice(charset.index + charset[0].length)}`;
  return html.includes('<head>') ? html.replace('<head>', `<head>${head}`) : `${head}${html}`;
}

/**
 * The hints of a server-rendered page: the scripts' and the manifest's preloads left out (the page
 * paints without them, and on a slow link they would take the bandwidth the stylesheet and the
 * first screen's images need; the deferred entry script still starts at once), the styles applied
 * as stylesheets instead of preloaded, so the HTML paints styled before any script runs; and the
 * render's LCP image (`lcpImage` of the render's result) preloaded with a high fetch priority right
 * after the preconnects, so its request starts with the stylesheet's instead of after it (issue 26 §1).
 * @param {readonly import('./hints').Hint[]} hints
 * @param {{ href: string, srcSet?: string, sizes?: string } | null | undefined} image the LCP image, if any
 * @returns {import('./hints').Hint[]}
 */
function renderedPageHints(hints, image) {
  const kept = hints
    .filter((h) => !(h.rel === 'preload' && (h.as === 'script' || h.as === 'fetch')))
    .map((h) => (h.rel === 'preload' && h.as === 'style' ? { rel: /** @type {const} */ ('stylesheet'), href: h.href } : h));
  if (!image?.href) return kept;
  /** @type {import('./hints').Hint} */
  const preload = {
    rel: 'preload',
    as: 'image',
    href: image.href,
    fetchpriority: 'high',
    ...(image.srcSet ? { imagesrcset: image.srcSet, ...(image.sizes ? { imagesizes: image.sizes } : {}) } : {}),
  };
  const at = kept.findIndex((h) => h.rel !== 'preconnect');
  return at < 0 ? [...kept, preload] : [...kept.slice(0, at), preload, ...kept.slice(at)];
}

/**
 * The compressor of an HTML response for the chosen encoding (brotli quality 4: most of brotli's
 * gain at gzip's speed, per request), or null to send it as is.
 * @param {'br' | 'gzip' | null} encoding
 * @returns {import('node:stream').Transform | null}
 */
function htmlCompressor(encoding) {
  // a 512 KiB window (not brotli's 4 MiB default) holds any page; each stream's buffers are sized by it
  if (encoding === 'br')
    return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 19 } });
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  return null;
}

/**
 * The version tag of a remote's server entry, asked with `HEAD` (ETag, else Last-Modified). The
 * renderer decides how often to ask (at most about once a second per remote, concurrent renders
 * sharing one answer: `shell/src/server/remotes.ts`), so a redeployed remote reaches the next
 * render without the shell restarting.
 * @param {string} entryUrl
 * @returns {Promise<string | null>} null when the entry cannot be asked
 */
function entryTag(entryUrl) {
  return fetch(entryUrl, { method: 'HEAD', signal: AbortSignal.timeout(1000) })
    .then((res) => (res.ok ? res.headers.get('etag') || res.headers.get('last-modified') : null))
    .catch(() => null);
}

/**
 * Fastify's request log as one line per request, when it is done (production format: pino's JSON):
 * `{"app":"shell","method":"GET","url":"/discover","status":200,"ms":41,"msg":"request"}`.
 */
class OneLinePerRequest extends Fastify.LogController {
  /** @override nothing when a request comes in: its line is written when it is done */
  incomingRequest() {}

  /**
   * @override
   * @param {Error | null} error @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  requestCompleted(error, req, reply) {
    // a private feed's token never reaches the log
    const line = { method: req.method, url: redactFeedPath(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** @param {string} s */
const escAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Whether an `If-None-Match` header names `etag` (`*`, a list, weak tags compared weakly: RFC 9110 §13.1.2).
 * @param {string | undefined} header @param {string} etag
 */
function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * What of a request besides its URL a page's HTML depends on: the renderer's answer
 * (`variantOf`: the resolved region and the remembered views), else — a renderer without it —
 * every header the render reads, as sent (correct, but fewer requests share a copy).
 * @param {Renderer} r @param {import('./renderer').RenderRequest} request
 * @returns {Promise<string>}
 */
async function variantKey(r, request) {
  if (r.variantOf) return r.variantOf(request);
  return JSON.stringify([request.region ?? null, request.acceptLanguage ?? null, request.cookie ?? null]);
}

/**
 * A server render put together as a whole page, or `{ ok: false }`: the client-rendered page is sent.
 * @typedef {{ok: true, status: number, region: string, personal: boolean, html: string} | {ok: false}} RenderedPage
 */

/** @typedef {import('./renderer').Renderer} Renderer the shell's server renderer (`dist/server/render.js`; contract in `renderer.d.ts`) */
/** @typedef {import('./renderer').RenderResult} RenderResult a server render's parts, or why the page is served client-rendered */

/**
 * What the shell's server adds to an app server.
 * @typedef {object} ShellOptions
 * @property {boolean | Renderer} [ssr] the renderer, true (default) to load `{dir}/server/render.js`,
 *   false to serve every route client-rendered
 * @property {number} [tmdbCacheTtlMs] how long the renderer reuses TMDB answers (ms; default its own, 5 min; 0 never)
 * @property {boolean} [stats] also serve `/__ssr/stats` (renders, fallbacks, TMDB requests, the page cache's
 *   counters, the process's memory; the bench reads it)
 * @property {false | {maxBytes?: number, freshMs?: number, staleMs?: number, now?: () => number}} [htmlCache] the cache of rendered
 *   pages (`./page-cache.js`: its defaults 16 MiB, fresh 60 s, stale 600 s; the CDN rule follows the times);
 *   false for none; `now`: its clock (ms since epoch; tests). Off by default when `tmdbCacheTtlMs` is 0 (nothing the
 *   renderer sees is reused then)
 */

/**
 * Builds the server of one app's folder (not listening yet: call `listen`).
 * @param {object} o
 * @param {string} o.dir the folder served (an app's `dist/`, or the embed demo's files)
 * @param {string} [o.app] the app's name in the log (default the folder's name)
 * @param {object & {shellUrl?: string}} [o.config] the runtime config: `/config.json` and inlined
 *   into every HTML page (none: neither)
 * @param {(pathname: string) => import('./hints').Hint[]} [o.hints] preload/preconnect hints for a route path
 * @param {'spa' | 'files'} [o.pages] 'spa' (default): any path without an extension is the app's
 *   page; 'files': only files, `index.html` at `/`
 * @param {ShellOptions} [o.shell] the shell's server: renderer, statuses, robots.txt, sitemap
 * @param {(app: import('fastify').FastifyInstance) => void} [o.routes] more routes (the embed demo's vendor file and config)
 * @param {import('./feeds').FeedsOptions} [o.feeds] the calendar's JSON (`/api/calendar`) and the private
 *   feeds (`/calendar/<token>.ics`, `/alerts/<token>.atom`): the shell's server ({@link registerFeeds})
 * @param {boolean | string} [o.logger] one log line per request: true (default) at pino's 'info', a
 *   level name to log only from that level ('warn': errors and warnings only), false for none
 * @param {{write: (line: string) => void}} [o.logStream] where the log lines go (default stdout)
 * @returns {Promise<import('fastify').FastifyInstance>}
 * @throws Error when `dir` does not exist
 */
async function createAppServer(o) {
  const dir = path.resolve(o.dir);
  if (!fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  const appName = o.app || path.basename(path.dirname(dir));
  const spa = (o.pages || 'spa') === 'spa';
  const level = typeof o.logger === 'string' ? o.logger : 'info';
  const app = Fastify({
    logger: o.logger === false ? false : { level, base: { app: appName }, ...(o.logStream ? { stream: o.logStream } : {}) },
    logController: new OneLinePerRequest(),
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // JavaScript's registered type (RFC 9239), for the precompressed variants too
    if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
      reply.header('Content-Type', 'text/javascript; charset=utf-8');
    return payload;
  });

  /** @type {Renderer | null} */
  let renderer = null;
  const shell = o.shell;
  if (shell?.ssr && typeof shell.ssr === 'object') renderer = shell.ssr;
  else if (shell && shell.ssr !== false) {
    try {
      renderer = require(path.join(dir, 'server/render.js'));
    } catch (e) {
      app.log.error(
        `the server renderer could not be loaded (${e instanceof Error ? e.message.split('\n')[0] : e}); every page is client-rendered`,
      );
    }
  }

  const cacheOptions = shell?.htmlCache;
  const pages =
    renderer && cacheOptions !== false && !(cacheOptions === undefined && shell?.tmdbCacheTtlMs === 0)
      ? createPageCache({
          ...(cacheOptions || {}),
          onRefreshError: (e) => app.log.error({ err: e }, 'background render failed'),
        })
      : null;
  /** The `Cache-Control` of a good public page: the page cache's times, for the CDN in front. */
  const publicCache = pages ? pages.cacheControl() : PUBLIC_HTML_CACHE;

  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    index: false,
    cacheControl: false,
    // the shell's renderer is not a file for the browser (a remote's server container is: the shell's server loads it);
    // a page's template is only ever sent as a page (with the runtime config in it)
    allowedPath: (pathName) => !(shell && pathName.startsWith('/server/')) && !(spa && pathName === '/index.html'),
    setHeaders: (/** @type {import('fastify').FastifyReply} */ reply, /** @type {string} */ file) => {
      // `file` may be the precompressed variant (`x.0123abcd.js.br`)
      reply.header('Cache-Control', HASHED.test(file.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache');
    },
  });

  app.options('*', (_req, reply) => {
    reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').header('Access-Control-Allow-Headers', '*').send();
  });

  if (o.config) {
    const configJson = JSON.stringify(o.config);
    app.get('/config.json', (_req, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(configJson);
    });
  }
  o.routes?.(app);
  if (o.feeds) registerFeeds(app, o.feeds);

  if (shell) {
    const origin = String(o.config?.shellUrl || '').replace(/\/+$/, '');
    app.get('/robots.txt', (_req, reply) => {
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(`User-agent: *\nDisallow: /dashboard\nDisallow: /login\nDisallow: /signup\n\nSitemap: ${origin}/sitemap.xml\n`);
    });
    app.get('/sitemap.xml', (_req, reply) => {
      // only pages that answer 200 (never a 400 or 404 page)
      const urls = ['/', '/discover', ...SITEMAP_ROWS.map((r) => `/discover/${r}`)].filter((u) => statusFor(u) === 200);
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
        .map((u) => `  <url><loc>${escAttr(`${origin}${u}`)}</loc><changefreq>daily</changefreq></url>`)
        .join('\n')}\n</urlset>\n`;
      reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
    });
    if (shell.stats && renderer) {
      const r = renderer;
      app.get('/__ssr/stats', async (_req, reply) =>
        reply.header('Cache-Control', 'no-store').send({
          ...(await r.ssrStats()),
          pageCache: pages ? pages.stats() : null,
          pid: process.pid,
          rss: process.memoryUsage.rss(),
        }),
      );
    }
  }

  /** @type {{stamp: string, html: string}} */
  let template = { stamp: '', html: '' };
  /** @returns {string | null} the built index.html (re-read when it changes), or null when missing */
  const readTemplate = () => {
    const file = path.join(dir, 'index.html');
    try {
      const st = fs.statSync(file);
      const stamp = `${st.size}-${st.mtimeMs}`;
      if (stamp !== template.stamp) template = { stamp, html: fs.readFileSync(file, 'utf8') };
      return template.html;
    } catch {
      return null;
    }
  };

  /**
   * Sends a page's HTML, compressed for the request (the one per-request compression path), with
   * an ETag (304 when the request has it).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {string} html
   */
  const sendHtml = (req, reply, html) => {
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
    reply.header('Content-Type', 'text/html; charset=utf-8');
    if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
    const etag = `"${crypto.createHash('sha1').update(html).digest('base64url').slice(0, 20)}-${encoding || 'id'}"`;
    reply.header('ETag', etag);
    if (reply.statusCode === 200 && etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) reply.header('Content-Encoding', encoding);
    const source = Readable.from([Buffer.from(html)]);
    const compressor = htmlCompressor(encoding);
    return reply.send(compressor ? source.pipe(compressor) : source);
  };

  /**
   * One server render of a route as a whole page: the template with the page's own title and
   * description in place of the generic ones, the rendered `#root` and the data handover.
   * @param {Renderer} r @param {import('./renderer').RenderRequest} request
   * @param {string} html the template @param {readonly import('./hints').Hint[]} hints the route's hints
   * @param {number} status the route table's status (a 200 route takes the renderer's: 404 for an unknown id)
   * @returns {Promise<RenderedPage>} `{ ok: false }` when the renderer cannot render (the client-rendered page is sent)
   */
  const renderPage = async (r, request, html, hints, status) => {
    /** @type {RenderResult} */
    let result;
    try {
      result = await r.renderRoute(request);
    } catch (e) {
      app.log.error({ err: e, url: request.url }, 'render failed');
      return { ok: false };
    }
    if (!result.ok || !html.includes(ROOT_TAG)) return { ok: false };
    const page = renderHtml(html, o.config, renderedPageHints(hints, result.lcpImage))
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `${result.head}</head>`);
    const [before, after] = page.split(ROOT_TAG);
    // React's stream is complete when the renderer answers (nothing suspended): read it whole
    /** @type {Buffer[]} */
    const parts = [];
    for await (const chunk of result.body) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return {
      ok: true,
      status: status === 200 ? result.status : status,
      region: result.region,
      personal: result.personal,
      html: `${before}<div id="root">${Buffer.concat(parts).toString('utf8')}</div><script>window.__STREAMSCOUT_SSR__=${result.handover}</script>${after}`,
    };
  };

  /**
   * A render for the page cache: the page, kept when it is a good public page (200, not personal);
   * `drop` (for a background refresh) when it rendered but may no longer be kept (now a 404).
   * @param {Renderer} r @param {import('./renderer').RenderRequest} request
   * @param {string} html @param {readonly import('./hints').Hint[]} hints @param {number} status
   */
  const produce = async (r, request, html, hints, status) => {
    const page = await renderPage(r, request, html, hints, status);
    const keep = page.ok && page.status === 200 && !page.personal;
    return {
      value: page,
      store: keep ? { status: page.status, region: page.region, html: page.html } : null,
      drop: page.ok && page.status !== 200,
    };
  };

  /**
   * The HTML of a route (or the 404 of a missing file).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  const servePage = async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send();
    const url = new URL(req.url, 'http://x');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    }
    // a missing file must fail as a file (a missing chunk is not a page)
    if (!spa || (path.extname(pathname) && !pathname.endsWith('.html'))) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found');
    }
    const html = readTemplate();
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('index.html missing: run npm run build');
    // the route's hints, worked out only when a page is put together (never for a stored page)
    const hints = () => (o.hints ? o.hints(url.pathname) : []);
    // the status the route table gives the page (the shell's routes); the client-rendered page shows the same screen
    const status = shell ? statusFor(url) : 200;
    const clientPage = () => sendHtml(req, reply.code(status).header('Cache-Control', 'no-cache'), renderHtml(html, o.config, hints()));
    if (!renderer || req.method === 'HEAD') return clientPage();

    const edgeRegion = req.headers[REGION_HEADER.toLowerCase()];
    /** @type {import('./renderer').RenderRequest} */
    const request = {
      url: `${url.pathname}${url.search}`,
      // the shell's server always has the whole runtime config (scripts/start.mjs writes it)
      config: /** @type {import('./renderer').RenderRequest['config']} */ (o.config),
      ...(typeof edgeRegion === 'string' && edgeRegion ? { region: edgeRegion } : {}),
      acceptLanguage: req.headers['accept-language'] ?? null,
      entryTag,
      cacheTtlMs: shell?.tmdbCacheTtlMs,
      cookie: req.headers.cookie ?? null,
    };
    // the page varies by region: a CDN keeps one copy per region its edge resolved (REGION_HEADER),
    // else one per Accept-Language (the renderer resolved it from that)
    const vary = `Accept-Encoding, ${request.region ? REGION_HEADER : 'Accept-Language'}`;
    const r = /** @type {Renderer} */ (renderer);
    if (!pages) {
      const page = await renderPage(r, request, html, hints(), status);
      return page.ok ? sendRendered(req, reply, page, vary) : clientPage();
    }

    // a new shell deploy (another template) never serves a page of the old one
    const key = `${template.stamp}\n${request.url}\n${await variantKey(r, request)}`;
    const cached = pages.get(key);
    if (cached) {
      if (cached.state === 'stale') pages.refresh(key, () => produce(r, request, html, hints(), status));
      return sendEntry(req, reply, cached.entry, cached.state, cached.ageMs, vary);
    }
    let rendered;
    try {
      rendered = await pages.render(key, () => produce(r, request, html, hints(), status));
    } catch (e) {
      req.log.error({ err: e }, 'render failed');
      return clientPage();
    }
    if (rendered.entry) return sendEntry(req, reply, rendered.entry, 'miss', 0, vary);
    return rendered.value.ok ? sendRendered(req, reply, rendered.value, vary) : clientPage();
  };

  /**
   * Sends a server-rendered page that is not stored (personal, an error page, or no page cache):
   * `no-cache` for an error page, private for a personal one, the CDN rule otherwise.
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {Extract<RenderedPage, {ok: true}>} page @param {string} vary
   */
  const sendRendered = (req, reply, page, vary) => {
    reply
      .code(page.status)
      // an error page is not kept like a good one
      .header('Cache-Control', page.status !== 200 ? 'no-cache' : page.personal ? PRIVATE_HTML_CACHE : publicCache)
      .header('Vary', vary)
      .header(REGION_HEADER, page.region);
    return sendHtml(req, reply, page.html);
  };

  /**
   * Sends a stored page in the encoding the request takes (its stored brotli or gzip bytes; plain
   * HTML unzipped for the rare client that takes neither): its ETag per encoding (304 when the
   * request has it), the CDN rule, `Age` (seconds since it was rendered, so a CDN's freshness counts
   * the time it spent here) and {@link CACHE_STATE_HEADER} (fresh, stale or miss).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {import('./page-cache').PageEntry} entry @param {'fresh' | 'stale' | 'miss'} state
   * @param {number} ageMs @param {string} vary
   */
  const sendEntry = (req, reply, entry, state, ageMs, vary) => {
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
    const etag = `"${entry.hash}-${encoding || 'id'}"`;
    reply
      .code(entry.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', publicCache)
      .header('Vary', vary)
      .header(REGION_HEADER, entry.region)
      .header('ETag', etag)
      .header('Age', String(Math.floor(ageMs / 1000)))
      .header(CACHE_STATE_HEADER, state);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : zlib.gunzipSync(entry.gzip));
  };

  if (spa) {
    // A page's path would otherwise go through the static files' wildcard route first, which looks
    // for a file of that name on disk (stat, readdir) before giving up: pages skip it
    app.addHook('onRequest', async (req, reply) => {
      if (req.routeOptions.url !== '/*' || (req.method !== 'GET' && req.method !== 'HEAD')) return;
      const pathname = req.url.split('?')[0];
      if (path.extname(pathname) || pathname.startsWith('/server/')) return;
      await servePage(req, reply);
      return reply;
    });
  }
  app.get('/', spa ? servePage : (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler(servePage);

  return app;
}

module.exports = { createAppServer, pickEncoding, PUBLIC_HTML_CACHE, REGION_HEADER, CACHE_STATE_HEADER };
