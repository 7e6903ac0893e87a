/**
 * An app's pages on the app server (architecture §9): any path without a file extension is a route
 * of the app, served as `index.html` with the runtime config and the route's preload hints — for
 * the shell, server-rendered by its renderer where it can (the template's head with the page's
 * own, the rendered `#root`, the data handover), kept in the page cache, and answered with the
 * route table's status (`statusFor`: 404 page not found, 400 'Bad Request'; the renderer adds 404
 * for an id TMDB does not know). What a request's page depends on is decided once per request:
 * the route (matched here), then the renderer's variant of it (region, remembered views, screen),
 * handed to the render. A page whose content the backend holds (a public list, spec §17) is read
 * first, on every request (`pageData`): its status, cache rule and cache key follow what it holds now.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { matchRoute, statusFor } = require('@streamscout/routes/table');
const { pickEncoding, renderHtml, renderedPageHints, etagMatches, sendHtml, withNoScript, ROOT_TAG } = require('./html.js');

/**
 * Cache rule of a good server-rendered public page with the page cache's default times: CDNs keep
 * it a minute and may serve it 10 minutes stale while refreshing — what the server's own page cache
 * does (`./page-cache.js`; other times give the rule with those).
 */
const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Response header naming how the page cache answered: 'fresh', 'stale' (refreshed in the background) or 'miss' (rendered now). */
const CACHE_STATE_HEADER = 'X-StreamScout-Cache';
/** Cache rule of HTML rendered for a visitor's cookie (a remembered grid/list view): never kept by a shared cache. */
const PRIVATE_HTML_CACHE = 'private, no-cache';
/**
 * The normalized region header (ISO 3166-1 alpha-2, e.g. 'GB'): on a server-rendered page's
 * response, the region it was rendered for; on a request, the region a CDN edge resolved (then the
 * page is rendered for it and `Vary` names this header instead of `Accept-Language`, so a shared
 * cache keeps one copy per region, not one per spelling of `Accept-Language`). Architecture §9.
 */
const REGION_HEADER = 'X-StreamScout-Region';
/**
 * The normalized language header (one of the app's languages, e.g. 'de'): on a server-rendered
 * page's response, the language it was rendered in; on a request, the language a CDN edge resolved
 * with the app's rule (the URL's `?lang=`, the `streamscout-lang` cookie, `Accept-Language`). Then
 * the page is rendered in it and `Vary` names this header instead of `Accept-Language` and `Cookie`,
 * so a shared cache keeps one copy per language. Architecture §13.
 */
const LANGUAGE_HEADER = 'X-StreamScout-Language';

/** @typedef {import('./renderer').Renderer} Renderer */
/** @typedef {import('./renderer').RenderRequest} RenderRequest */
/** @typedef {import('./renderer').RenderResult} RenderResult */

/**
 * A server render put together as a whole page, or `{ ok: false }`: the client-rendered page is sent.
 * @typedef {{ok: true, status: number, region: string, language: string, personal: boolean, html: string} | {ok: false}} RenderedPage
 */

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
 * What of a request besides its URL a page's HTML depends on, worked out once: the renderer's
 * variant (`variantOf`: the resolved region, the remembered views, the screen), else — a renderer
 * without it — a key of every header the render reads, as sent (correct, but fewer requests share a copy).
 * @param {Renderer} r @param {RenderRequest} request
 * @returns {Promise<{key: string, variant?: import('./renderer').RenderVariant}>}
 */
async function variantFor(r, request) {
  if (!r.variantOf) return { key: JSON.stringify([request.region ?? null, request.acceptLanguage ?? null, request.cookie ?? null]) };
  const variant = await r.variantOf(request);
  return { key: variant.key, variant };
}

/**
 * The page server of one app folder.
 * @param {object} o
 * @param {string} o.dir the folder (its `index.html` is the template, re-read when it changes)
 * @param {boolean} o.spa every extension-less path is a page (false: only files)
 * @param {boolean} o.shell the shell's server: route statuses
 * @param {Renderer | null} o.renderer the shell's renderer (null: every page client-rendered)
 * @param {ReturnType<typeof import('./page-cache').createPageCache> | null} o.pages the page cache, if any
 * @param {object | undefined} o.config the runtime config (inlined into every page)
 * @param {((pathname: string, route?: ReturnType<typeof matchRoute>) => import('./hints').Hint[]) | undefined} o.hints
 * @param {number | undefined} o.tmdbCacheTtlMs how long the renderer reuses TMDB answers
 * @param {string} o.publicCache the `Cache-Control` of a good public page
 * @param {import('./public-routes').PublicLists['pageData']} [o.pageData] what a page shows that the backend holds
 *   (a public list, spec §17), read before the page is served: its status, its cache rule, a part of its
 *   page cache key, and the data for the renderer; or a redirect
 * @returns {(req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<unknown>}
 */
function createPageServer(o) {
  /** @type {{stamp: string, html: string}} */
  let template = { stamp: '', html: '' };
  /** @returns {string | null} the built index.html (re-read when it changes), or null when missing */
  const readTemplate = () => {
    const file = path.join(o.dir, 'index.html');
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
   * One server render of a route as a whole page: the template with the page's own title and
   * description in place of the generic ones, the rendered `#root` and the data handover.
   * @param {Renderer} r @param {RenderRequest} request
   * @param {string} html the template @param {readonly import('./hints').Hint[]} hints the route's hints
   * @param {number} status the route table's status (a 200 route takes the renderer's: 404 for an unknown id)
   * @param {(e: unknown) => void} logError
   * @returns {Promise<RenderedPage>} `{ ok: false }` when the renderer cannot render (the client-rendered page is sent)
   */
  const renderPage = async (r, request, html, hints, status, logError) => {
    /** @type {RenderResult} */
    let result;
    try {
      result = await r.renderRoute(request);
    } catch (e) {
      logError(e);
      return { ok: false };
    }
    if (!result.ok || !html.includes(ROOT_TAG)) return { ok: false };
    const language = result.language || 'en';
    const page = renderHtml(html, o.config, renderedPageHints(hints, result.lcpImage), { lang: language, dir: request.variant?.dir })
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `${result.head}</head>`);
    const [before, after] = page.split(ROOT_TAG);
    return {
      ok: true,
      status: status === 200 ? result.status : status,
      region: result.region,
      language,
      personal: result.personal,
      html: `${before}<div id="root">${result.body}</div><script>window.__STREAMSCOUT_SSR__=${result.handover}</script>${after}`,
    };
  };

  /**
   * A render for the page cache: the page, kept when it is a good public page (200, not personal);
   * `drop` (for a background refresh) when it rendered but may no longer be kept (now a 404).
   * @param {Parameters<typeof renderPage>} args
   */
  const produce = async (...args) => {
    const page = await renderPage(...args);
    const keep = page.ok && page.status === 200 && !page.personal;
    return {
      value: page,
      store: keep ? { status: page.status, region: page.region, language: page.language, html: page.html } : null,
      drop: page.ok && page.status !== 200,
    };
  };

  /**
   * Sends a server-rendered page that is not stored (personal, an error page, or no page cache):
   * `no-cache` for an error page, private for a personal one, the CDN rule otherwise.
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {Extract<RenderedPage, {ok: true}>} page @param {string} vary @param {string} [cache] its rule when good
   */
  const sendRendered = (req, reply, page, vary, cache = o.publicCache) => {
    reply
      .code(page.status)
      // an error page is not kept like a good one
      .header('Cache-Control', page.status !== 200 ? 'no-cache' : page.personal ? PRIVATE_HTML_CACHE : cache)
      .header('Vary', vary)
      .header(REGION_HEADER, page.region)
      .header(LANGUAGE_HEADER, page.language);
    return sendHtml(req, reply, page.html);
  };

  /**
   * Sends a stored page in the encoding the request takes (its stored brotli or gzip bytes; plain
   * HTML unzipped for the rare client that takes neither): its ETag per encoding (304 when the
   * request has it), the CDN rule, `Age` (seconds since it was rendered, so a CDN's freshness counts
   * the time it spent here) and {@link CACHE_STATE_HEADER} (fresh, stale or miss).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @param {import('./page-cache').PageEntry} entry @param {'fresh' | 'stale' | 'miss'} state
   * @param {number} ageMs @param {string} vary @param {string} [cache] its `Cache-Control` (default the CDN rule)
   */
  const sendEntry = (req, reply, entry, state, ageMs, vary, cache = o.publicCache) => {
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
    const etag = `"${entry.hash}-${encoding || 'id'}"`;
    reply
      .code(entry.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', cache)
      .header('Vary', vary)
      .header(REGION_HEADER, entry.region)
      .header(LANGUAGE_HEADER, entry.language || 'en')
      .header('ETag', etag)
      .header('Age', String(Math.floor(ageMs / 1000)))
      .header(CACHE_STATE_HEADER, state);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : zlib.gunzipSync(entry.gzip));
  };

  /**
   * The HTML of a route (or the 404 of a missing file).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  return async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send();
    const url = new URL(req.url, 'http://x');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    }
    // a missing file must fail as a file (a missing chunk is not a page)
    if (!o.spa || (path.extname(pathname) && !pathname.endsWith('.html'))) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found');
    }
    const html = readTemplate();
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('index.html missing: run npm run build');
    // the route, matched once: the status, the hints and the render read it
    const route = matchRoute(url.pathname);
    // the route's hints, worked out only when a page is put together (never for a stored page)
    const hints = () => (o.hints ? o.hints(url.pathname, route) : []);
    // the status the route table gives the page (the shell's routes); the client-rendered page shows the same screen
    let status = o.shell ? statusFor(url, route) : 200;
    /** @type {{ lang?: string, dir?: string } | undefined} */
    let language;
    // what the page shows that the backend holds (a public list), read now: its status and cache rule
    let data = null;
    if (o.pageData && status === 200) {
      try {
        data = await o.pageData(route, url);
      } catch (e) {
        req.log.error({ err: e instanceof Error ? e.message : String(e) }, 'page data unavailable');
        return sendHtml(
          req,
          reply.code(503).header('Retry-After', '30').header('Cache-Control', 'no-store'),
          renderHtml(withNoScript(html), o.config, hints()),
        );
      }
      if (data && 'redirect' in data) return reply.code(301).header('Location', data.redirect).header('Cache-Control', 'no-cache').send();
      if (data) status = data.status;
    }
    const clientPage = () =>
      sendHtml(
        req,
        reply.code(status).header('Cache-Control', 'no-cache'),
        renderHtml(withNoScript(html, language?.lang), o.config, hints(), language),
      );
    if (!o.renderer || req.method === 'HEAD') return clientPage();

    const edgeRegion = req.headers[REGION_HEADER.toLowerCase()];
    const edgeLanguage = req.headers[LANGUAGE_HEADER.toLowerCase()];
    /** @type {RenderRequest} */
    const request = {
      url: `${url.pathname}${url.search}`,
      // the shell's server always has the whole runtime config (scripts/start.mjs writes it)
      config: /** @type {RenderRequest['config']} */ (o.config),
      ...(typeof edgeRegion === 'string' && edgeRegion ? { region: edgeRegion } : {}),
      ...(typeof edgeLanguage === 'string' && edgeLanguage ? { language: edgeLanguage } : {}),
      acceptLanguage: req.headers['accept-language'] ?? null,
      entryTag,
      cacheTtlMs: o.tmdbCacheTtlMs,
      cookie: req.headers.cookie ?? null,
      route,
      ...(data ? { known: data.known } : {}),
    };
    const cache = data ? data.cacheControl : o.publicCache;
    const r = o.renderer;
    const logError = (/** @type {unknown} */ e) => req.log.error({ err: e, url: request.url }, 'render failed');
    // the request's variant, decided once and handed to the render
    const { key: variantKey, variant } = await variantFor(r, request);
    if (variant) request.variant = variant;
    // the page varies by region: a CDN keeps one copy per region its edge resolved (REGION_HEADER),
    // else one per Accept-Language (the renderer resolved it from that); and, with a renderer that
    // writes languages, by language: one copy per language the edge resolved (LANGUAGE_HEADER),
    // else per Accept-Language and Cookie (the footer's pick is a cookie)
    const varied = [request.region ? REGION_HEADER : 'Accept-Language'];
    if (request.language && variant?.language) varied.push(LANGUAGE_HEADER);
    else if (variant?.language) varied.push(...(request.region ? ['Accept-Language', 'Cookie'] : ['Cookie']));
    const vary = `Accept-Encoding, ${varied.join(', ')}`;
    // the client-rendered page is written in the request's language too (`<html lang dir>`)
    if (variant?.language) language = { lang: variant.language, dir: variant.dir };
    if (!o.pages) {
      const page = await renderPage(r, request, html, hints(), status, logError);
      return page.ok ? sendRendered(req, reply, page, vary, cache) : clientPage();
    }

    // a new shell deploy (another template) never serves a page of the old one; a page of backend
    // data is another page when that data changed (its key: the data's hash)
    const key = `${template.stamp}\n${request.url}\n${variantKey}${data ? `\n${data.key}` : ''}`;
    const cached = o.pages.get(key);
    if (cached) {
      if (cached.state === 'stale') o.pages.refresh(key, () => produce(r, request, html, hints(), status, logError));
      return sendEntry(req, reply, cached.entry, cached.state, cached.ageMs, vary, cache);
    }
    let rendered;
    try {
      rendered = await o.pages.render(key, () => produce(r, request, html, hints(), status, logError));
    } catch (e) {
      logError(e);
      return clientPage();
    }
    if (rendered.entry) return sendEntry(req, reply, rendered.entry, 'miss', 0, vary, cache);
    return rendered.value.ok ? sendRendered(req, reply, rendered.value, vary, cache) : clientPage();
  };
}

module.exports = { createPageServer, PUBLIC_HTML_CACHE, REGION_HEADER, CACHE_STATE_HEADER };
