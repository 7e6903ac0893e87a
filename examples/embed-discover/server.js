/**
 * The embed demo's server (architecture §7a): this folder's files on their own origin through the
 * one app server (`createAppServer` of `@streamscout/server`, plain files: `index.html` at `/`),
 * plus `/vendor/single-spa.js` (single-spa's ES module from node_modules, no CDN) and
 * `/blog-config.json` (where discover and the app are, so shifted ports work). All `no-cache`.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createAppServer } = require('@streamscout/server');

/** single-spa's ES module build. */
const SINGLE_SPA = path.join(path.dirname(require.resolve('single-spa/package.json')), 'lib/es2015/esm/single-spa.min.js');

/**
 * Builds the demo's server (not listening yet: call `listen`).
 * @param {object} o
 * @param {string} o.discoverUrl the discover remote's origin and folder (e.g. 'http://localhost:3003', no trailing file)
 * @param {string} [o.appUrl] the StreamScout app (the shell), where posters and 'View More' lead
 * @param {boolean | string} [o.logger] the app server's request log (default true: one line per request; a level name, or false)
 * @returns {ReturnType<typeof createAppServer>}
 */
function createEmbedDemoServer(o) {
  const blogConfig = JSON.stringify({ discoverUrl: o.discoverUrl, appUrl: o.appUrl });
  return createAppServer({
    dir: __dirname,
    app: 'embed-demo',
    pages: 'files',
    logger: o.logger,
    routes: (app) => {
      app.get('/vendor/single-spa.js', (_req, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(fs.createReadStream(SINGLE_SPA)),
      );
      app.get('/blog-config.json', (_req, reply) => reply.header('Cache-Control', 'no-cache').type('application/json').send(blogConfig));
    },
  });
}

module.exports = { createEmbedDemoServer };
