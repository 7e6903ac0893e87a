/**
 * The where-to-watch demo's server (architecture §7b): a made-up review site on its own origin,
 * through the one app server (`createAppServer` of `@streamscout/server`, plain files). Its pages
 * (`pages/*.html`) hold the snippet a site owner pastes, with the app's address written in where
 * `{{APP}}` stands, so shifted ports work:
 *
 * - `/` — the home page, linking the two below;
 * - `/reviews/night-of-the-star` — a review with three widgets in the article (one dark, one in the
 *   UK, one for an id StreamScout does not know) and a compact one by IMDb id in the sidebar;
 * - `/lists/ten-for-the-weekend` — ten widgets on one page; `?embed=off` is the same page without
 *   the script (the benchmark's baseline: its boxes keep their height, empty).
 *
 * All `no-cache`.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createAppServer } = require('@streamscout/server');

/** The pages with the snippet, by path. */
const PAGES = { '/reviews/night-of-the-star': 'review.html', '/lists/ten-for-the-weekend': 'ten.html' };
/** The snippet's script tag (left out with `?embed=off`). */
const SCRIPT = /<script type="module" src="[^"]*\/embed\/v1\/watch\.js" async><\/script>\n?/;

/**
 * Builds the demo's server (not listening yet: call `listen`).
 * @param {object} o
 * @param {string} o.appUrl the StreamScout app (the shell), where the widget's script, data and links come from
 * @param {boolean | string} [o.logger] the app server's request log (default true; a level name, or false)
 * @returns {ReturnType<typeof createAppServer>}
 */
function createWatchDemoServer(o) {
  const app = o.appUrl.replace(/\/+$/, '');
  return createAppServer({
    dir: __dirname,
    app: 'watch-demo',
    pages: 'files',
    logger: o.logger,
    routes: (server) => {
      for (const [route, file] of Object.entries(PAGES)) {
        const html = fs.readFileSync(path.join(__dirname, 'pages', file), 'utf8').replaceAll('{{APP}}', app);
        server.get(route, (req, reply) => {
          const off = /** @type {{embed?: string}} */ (req.query).embed === 'off';
          reply
            .header('Cache-Control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(off ? html.replace(SCRIPT, '') : html);
        });
      }
    },
  });
}

module.exports = { createWatchDemoServer };
