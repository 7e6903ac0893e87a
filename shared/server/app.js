/**
 * The one Node server of every StreamScout app (Fastify): the shell, each remote and the embed
 * demo run {@link createAppServer} on their own folder; the shell's adds its server renderer,
 * `robots.txt`, the sitemap and truthful statuses (the `shell` option). Architecture §5, §9, §11.
 *
 * - Files of the folder through `@fastify/static` with the precompressed variants the build writes
 *   (`{file}.br`, `{file}.gz`): ETag and `Last-Modified` per variant, 304 on revalidation,
 *   `Vary: Accept-Encoding`; hashed chunks (`name.0123abcd.js|css|…`) and an embed's pinned releases
 *   (`embed/v1.2.3/…`) cached a year as immutable, an embed's evergreen major (`embed/v1/…`) 5 minutes,
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
 * - The calendar's JSON and the private calendar and alerts feeds (`feeds` option, `./feed-routes.js`).
 * - Public lists (`publicLists` option, `./public-routes.js`): the `/u/…` pages' backend data, read on
 *   every request, and the lists' feeds and Open Graph images.
 * - The shell's keyless public API, `/api/v1/…`, its OpenAPI document and `/api/docs` (`shell.api`,
 *   `./api-v1.js`): TMDB data through the renderer's `tmdbData` (its client and answer cache).
 * - Fastify's logger (pino): one JSON line per request (app, method, URL, status, ms) unless
 *   `logger: false` (the unit tests); a private feed's token never reaches it (`./log.js`).
 *
 * By job: `./pages.js` (the pages, server-rendered or not, and the page cache's use), `./html.js`
 * (putting the HTML together, compression), `./shell-routes.js` (robots.txt, the sitemap, stats,
 * the renderer's loading), `./log.js` (the request log), `./feeds/` (the calendar and feeds).
 */
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { pickEncoding } = require('./html.js');
const { RequestLog, loggerOptions } = require('./log.js');
const { registerFeeds } = require('./feed-routes.js');
const { createPublicLists } = require('./public-routes.js');
const { createPageCache } = require('./page-cache.js');
const { createPageServer, PUBLIC_HTML_CACHE, REGION_HEADER, CACHE_STATE_HEADER } = require('./pages.js');
const { loadRenderer, registerShellRoutes } = require('./shell-routes.js');
const { registerApi } = require('./api-v1.js');
const { registerEmbedRoutes } = require('./embed-routes.js');

/** Cache rule of hashed chunks (their name changes with their content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Hashed file names (`[name].[contenthash:8].ext`): never change, cached for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|ico)$/;
/** An embed's pinned release (`embed/v1.2.3/…`, architecture §7b): never changes, cached for a year. */
const PINNED_EMBED = /(^|[\\/])embed[\\/]v[0-9]+\.[0-9]+\.[0-9]+[\\/]/;
/** An embed's evergreen major (`embed/v1/…`): sites get a new release within minutes. */
const EVERGREEN_EMBED = /(^|[\\/])embed[\\/]v[0-9]+[\\/]/;
/** Cache rule of an evergreen embed file. */
const EVERGREEN = 'public, max-age=300';

/**
 * The cache rule of a file served from an app's folder.
 * @param {string} file its path (maybe the precompressed variant's) @returns {string}
 */
function cacheRuleOf(file) {
  const name = file.replace(/\.(br|gz)$/, '');
  if (HASHED.test(name) || PINNED_EMBED.test(name)) return IMMUTABLE;
  if (EVERGREEN_EMBED.test(name)) return EVERGREEN;
  return 'no-cache';
}

/** @typedef {import('./renderer').Renderer} Renderer the shell's server renderer (`dist/server/render.js`; contract in `renderer.d.ts`) */

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
 * @property {boolean} [embeds] serve the embeds on the app's host (`./embed-routes.js`: the details remote's
 *   `/embed/v1/watch.js` and the discover remote's `/embed/v1/discover.js`, their releases and chunks,
 *   forwarded; the services' logos the widget shows); needs the config's `remotes.details` and
 *   `tmdb.imageBaseUrl` (and `remotes.discover` for discover's files)
 * @property {import('./api-v1').ApiOptions} [api] serve the public API (`./api-v1.js`; off unless given): its TMDB
 *   data comes from the renderer, loaded from the build for it even when `ssr` is false
 */

/**
 * Fastify's `trustProxy` from the `TRUST_PROXY` environment variable: behind a balancer the
 * reader's address (`req.ip`, which the per-address rate limits of the API and the feeds count) is
 * the one the balancer put in `X-Forwarded-For`. Unset: none trusted, `req.ip` is the connection's
 * (a server reached directly must not believe a header anyone can send). Set: the addresses or
 * CIDR ranges of the balancers, comma-separated ('127.0.0.1', '10.0.0.0/8'), as Fastify takes them.
 * @param {string | undefined} value
 * @returns {{trustProxy?: string}}
 */
function trustedProxy(value) {
  const v = (value ?? '').trim();
  return v ? { trustProxy: v } : {};
}

/**
 * Builds the server of one app's folder (not listening yet: call `listen`).
 * @param {object} o
 * @param {string} o.dir the folder served (an app's `dist/`, or the embed demo's files)
 * @param {string} [o.app] the app's name in the log (default the folder's name)
 * @param {object & {shellUrl?: string, remotes?: {details?: string, discover?: string}, tmdb?: {imageBaseUrl?: string}}} [o.config] the runtime config: `/config.json` and inlined
 *   into every HTML page (none: neither)
 * @param {(pathname: string, route?: ReturnType<typeof import('@streamscout/routes/table').matchRoute>) => import('./hints').Hint[]} [o.hints]
 *   preload/preconnect hints for a route path (and its route, when the caller has matched it)
 * @param {'spa' | 'files'} [o.pages] 'spa' (default): any path without an extension is the app's
 *   page; 'files': only files, `index.html` at `/`
 * @param {ShellOptions} [o.shell] the shell's server: renderer, statuses, robots.txt, sitemap
 * @param {(app: import('fastify').FastifyInstance) => void} [o.routes] more routes (the embed demo's vendor file and config)
 * @param {import('./feed-routes').FeedsOptions} [o.feeds] the calendar's JSON (`/api/calendar`) and the private
 *   feeds (`/calendar/<token>.ics`, `/alerts/<token>.atom`): the shell's server ({@link registerFeeds})
 * @param {import('./public-routes').PublicListsOptions} [o.publicLists] public lists (spec §17): the pages
 *   `/u/…` read from the backend on every request, their feeds and Open Graph images (`./public-routes.js`)
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
    logger: o.logger === false ? false : loggerOptions(level, appName, o.logStream),
    logController: new RequestLog(),
    ...trustedProxy(process.env.TRUST_PROXY),
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // JavaScript's registered type (RFC 9239), for the precompressed variants too
    if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
      reply.header('Content-Type', 'text/javascript; charset=utf-8');
    return payload;
  });

  const shell = o.shell;
  const renderer = shell ? loadRenderer(dir, shell.ssr ?? true, (message) => app.log.error(message)) : null;
  const cacheOptions = shell?.htmlCache;
  const pages =
    renderer && cacheOptions !== false && !(cacheOptions === undefined && shell?.tmdbCacheTtlMs === 0)
      ? createPageCache({
          ...(cacheOptions || {}),
          onRefreshError: (e) => app.log.error({ err: e }, 'background render failed'),
        })
      : null;

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
      reply.header('Cache-Control', cacheRuleOf(file));
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
  if (o.feeds) await registerFeeds(app, o.feeds);
  const publicLists = o.publicLists ? createPublicLists(o.publicLists) : null;
  publicLists?.register(app);
  if (shell?.api) {
    // the API's TMDB data: the renderer's client and answer cache (loaded for the API alone when pages are not server-rendered)
    const data = renderer ?? (shell.ssr === false ? loadRenderer(dir, true, (message) => app.log.error(message)) : null);
    await registerApi(app, { renderer: data, config: o.config, tmdbCacheTtlMs: shell.tmdbCacheTtlMs, api: shell.api });
  }
  const detailsUrl = o.config?.remotes?.details;
  const imageBaseUrl = o.config?.tmdb?.imageBaseUrl;
  if (shell?.embeds && detailsUrl && imageBaseUrl) {
    registerEmbedRoutes(app, { detailsUrl, discoverUrl: o.config?.remotes?.discover, imageBaseUrl });
  }
  if (shell) {
    registerShellRoutes(app, { origin: String(o.config?.shellUrl || '').replace(/\/+$/, ''), stats: shell.stats, renderer, pages });
  }

  const servePage = createPageServer({
    dir,
    spa,
    shell: Boolean(shell),
    renderer,
    pages,
    config: o.config,
    hints: o.hints,
    tmdbCacheTtlMs: shell?.tmdbCacheTtlMs,
    // the CDN rule of a good public page: the page cache's times
    publicCache: pages ? pages.cacheControl() : PUBLIC_HTML_CACHE,
    pageData: publicLists?.pageData,
  });
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
