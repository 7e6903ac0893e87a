/**
 * What the shell's server adds to an app server besides its pages (architecture §9): `robots.txt`
 * and `sitemap.xml`, both from the route table (`@streamscout/routes/table`: the guarded routes
 * kept from crawlers, every public page that answers 200 listed), `/__ssr/stats` when asked, and
 * loading the shell's server renderer from its build.
 */
const path = require('node:path');
const { disallowedPaths, sitemapPaths } = require('@streamscout/routes/table');
const { sharedTmdbAnswers } = require('./shared-answers.js');

/** @param {string} s */
const escAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's renderer: the one given, else `{dir}/server/render.js` of the build.
 * @param {string} dir the shell's `dist/`
 * @param {boolean | import('./renderer').Renderer | undefined} ssr the `shell.ssr` option
 * @param {(message: string) => void} logError
 * @returns {import('./renderer').Renderer | null} null: every page is client-rendered
 */
function loadRenderer(dir, ssr, logError) {
  if (ssr && typeof ssr === 'object') return ssr;
  if (ssr === false) return null;
  try {
    /** @type {import('./renderer').Renderer} */
    const renderer = require(path.join(dir, 'server/render.js'));
    // a cluster's worker: TMDB answers shared with the other workers (`./shared-answers.js`)
    const shared = sharedTmdbAnswers();
    if (shared) renderer.shareTmdbAnswers?.(shared);
    return renderer;
  } catch (e) {
    logError(
      `the server renderer could not be loaded (${e instanceof Error ? e.message.split('\n')[0] : e}); every page is client-rendered`,
    );
    return null;
  }
}

/**
 * Adds `robots.txt`, `sitemap.xml` and (with `stats`) `/__ssr/stats`.
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {string} o.origin the public origin, no trailing slash ('' when the config names none)
 * @param {boolean} [o.stats] serve `/__ssr/stats` (renders, fallbacks, TMDB requests, the page cache's counters, memory)
 * @param {import('./renderer').Renderer | null} o.renderer
 * @param {{stats: () => object} | null} o.pages the page cache, if any
 */
function registerShellRoutes(app, o) {
  const robots = `User-agent: *\n${disallowedPaths()
    .map((p) => `Disallow: ${p}`)
    .join('\n')}\n\nSitemap: ${o.origin}/sitemap.xml\n`;
  app.get('/robots.txt', (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots);
  });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapPaths()
    .map((u) => `  <url><loc>${escAttr(`${o.origin}${u}`)}</loc><changefreq>daily</changefreq></url>`)
    .join('\n')}\n</urlset>\n`;
  app.get('/sitemap.xml', (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap);
  });
  const r = o.renderer;
  if (o.stats && r) {
    app.get('/__ssr/stats', async (_req, reply) =>
      reply.header('Cache-Control', 'no-store').send({
        ...(await r.ssrStats()),
        pageCache: o.pages ? o.pages.stats() : null,
        pid: process.pid,
        rss: process.memoryUsage.rss(),
      }),
    );
  }
}

module.exports = { loadRenderer, registerShellRoutes };
