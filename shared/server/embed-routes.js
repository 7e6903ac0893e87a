/**
 * The embeds on the app's host (architecture §7a, §7b): the where-to-watch widget is the details
 * remote's and the discover embed the discover remote's (each built and deployed with its remote),
 * but a site pastes `https://<app host>/embed/v1/watch.js` (or `…/discover.js`) and the embed asks
 * nothing of any other host. So the shell's server
 *
 * - forwards `/embed/v<major>/<file>` and `/embed/v<major.minor.patch>/<file>` to the remote that
 *   owns the file (`discover.js`, `discover-versions.json` and discover's lazy chunks
 *   `/embed/discover/<name>.<hash>.js` to discover; the rest to details), as the remote serves them
 *   (precompressed variant, ETag, its cache rule: minutes for the evergreen major, a year for a
 *   pinned release or a hashed chunk) — a CDN in front does the same with path rules;
 * - serves the services' logos the widget shows, `/embed/logos/<file>`, from TMDB's image host
 *   (92 px), kept in memory: a reader's browser never asks TMDB, and no third party sees the page.
 */
const http = require('node:http');
const https = require('node:https');
const { LRUCache } = require('lru-cache');

/** What may be forwarded: an embed's file in a major or a release folder. */
const EMBED_FILE = /^\/embed\/v[0-9]+(\.[0-9]+\.[0-9]+)?\/[a-z][a-z0-9-]*\.(js|json)$/;
/** The discover embed's files: its entry and list of releases in a version folder, its hashed chunks. */
const DISCOVER_FILE = /^\/embed\/(v[0-9]+(\.[0-9]+\.[0-9]+)?\/discover(-versions\.json|\.js)|discover\/[A-Za-z0-9_-]+\.[0-9a-f]{8}\.js)$/;
/** A TMDB logo's file name (their image paths are `/<random>.<ext>`). */
const LOGO_FILE = /^[A-Za-z0-9_-]{1,64}\.(png|jpe?g|svg|webp)$/;
/** Logos never change under a name (TMDB's image paths are new for new content). */
const LOGO_CACHE = 'public, max-age=2592000, immutable';
/** The request headers forwarded, and the answer's headers passed back. */
const FORWARDED = ['accept-encoding', 'if-none-match', 'if-modified-since'];
const PASSED_BACK = ['content-type', 'content-encoding', 'content-length', 'etag', 'last-modified', 'cache-control', 'vary'];
/** How long the remote or TMDB may take (ms). */
const TIMEOUT_MS = 5000;

/**
 * Adds the embed routes to the shell's server.
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {string} o.detailsUrl the details remote: an origin or its `mf-manifest.json` URL (the runtime config's)
 * @param {string} [o.discoverUrl] the discover remote, likewise (without it, discover's files are not served here)
 * @param {string} o.imageBaseUrl TMDB's image base, e.g. 'https://image.tmdb.org/t/p'
 * @param {number} [o.logoBytes] memory kept for logos (default 8 MiB)
 */
function registerEmbedRoutes(app, o) {
  const folderOf = (/** @type {string} */ url) => new URL(url.replace(/mf-manifest\.json$/, '').replace(/\/?$/, '/'));
  const details = folderOf(o.detailsUrl);
  const discover = o.discoverUrl ? folderOf(o.discoverUrl) : null;
  const imageBase = o.imageBaseUrl.replace(/\/+$/, '');
  /** @type {LRUCache<string, {type: string, body: Buffer}>} */
  const logos = new LRUCache({
    maxSize: o.logoBytes ?? 8 * 1024 * 1024,
    sizeCalculation: (v) => v.body.length + 64,
    fetchMethod: async (file) => {
      const res = await fetch(`${imageBase}/w92/${file}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) return undefined;
      return { type: res.headers.get('content-type') || 'application/octet-stream', body: Buffer.from(await res.arrayBuffer()) };
    },
  });

  app.get('/embed/logos/:file', async (req, reply) => {
    const { file } = /** @type {{file: string}} */ (req.params);
    const logo = LOGO_FILE.test(file) ? await logos.fetch(file).catch(() => undefined) : undefined;
    if (!logo) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('no such logo');
    return reply.header('Cache-Control', LOGO_CACHE).type(logo.type).send(logo.body);
  });

  app.get('/embed/*', (req, reply) => {
    const pathname = req.url.split('?')[0];
    const remote = DISCOVER_FILE.test(pathname) ? discover : EMBED_FILE.test(pathname) ? details : null;
    if (!remote) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('no such embed file');
    }
    const target = new URL(pathname.slice(1), remote);
    /** @type {Record<string, string>} */
    const headers = {};
    for (const h of FORWARDED) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    return new Promise((resolve) => {
      const upstream = (target.protocol === 'https:' ? https : http).get(target, { headers, timeout: TIMEOUT_MS }, (res) => {
        reply.code(res.statusCode ?? 502);
        for (const h of PASSED_BACK) {
          const v = res.headers[h];
          if (v !== undefined) reply.header(h, v);
        }
        resolve(reply.send(res));
      });
      upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
      upstream.on('error', (e) => {
        req.log.error(
          { err: e.message, url: pathname },
          `embed: the ${remote === discover ? 'discover' : 'details'} remote did not answer`,
        );
        resolve(reply.code(502).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('the embed is unavailable'));
      });
    });
  });
}

module.exports = { registerEmbedRoutes };
