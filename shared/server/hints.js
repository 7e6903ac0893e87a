/**
 * Resource hints for the shell's HTML (architecture §7), per route path, so the browser fetches
 * what the first screen needs in parallel with the shell's own code instead of one after another
 * (document → main.js → mf-manifest.json → remoteEntry.js → exposed chunk → TMDB → image):
 *
 * - `preconnect` to the TMDB API origin (CORS, `crossorigin`) and its image host;
 * - on every page: `preload` of the host's own first-render files (its bootstrap chunk, the shared
 *   singletons' chunks and its CSS: `initial-files.json` of `@streamscout/build`'s `initial-files.js`), which the browser
 *   would otherwise discover only once the entry script has run;
 * - for a route a remote serves (`matchRoute` of `@streamscout/routes/table`): `preload` of that
 *   remote's `mf-manifest.json` (as `fetch`, matching the Module Federation runtime's own
 *   `fetch(url, {})`), its remote entry and the exposed screen's chunks (as `script`, matching the
 *   runtime's plain `<script>` tags), read from the remote's built manifest — and, for a route
 *   without a session guard, the chunks of the remote's `./routeData` (what the host's prefetch
 *   loads to start the screen's TMDB requests).
 *
 * Hints are objects ({@link Hint}); the app server (`./app.js`) decides which to send and turns
 * them into `<link>` tags with {@link renderHints} when it writes the HTML.
 *
 * Node only (reads the remotes' `dist/mf-manifest.json`, re-read when it changes).
 */
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('@streamscout/apps');
const { matchRoute } = require('@streamscout/routes/table');

/**
 * One resource hint: a `<link>` of the HTML's `<head>`.
 * @typedef {object} Hint
 * @property {'preconnect' | 'preload' | 'stylesheet'} rel
 * @property {string} href absolute URL, or a path of the page's own origin ('/600.0123abcd.css')
 * @property {'script' | 'style' | 'fetch' | 'image'} [as] what a `preload` fetches (the browser matches it to the real request by it)
 * @property {true | 'anonymous'} [crossorigin] a CORS request: `true` writes the bare attribute (a
 *   preconnect for CORS requests), 'anonymous' the value (a `fetch` preload, as the MF runtime fetches)
 * @property {'high'} [fetchpriority] the request's priority (the page's LCP image: 'high', as its `<img>`)
 * @property {string} [imagesrcset] an image preload's candidates: the `<img>`'s `srcset`, when it has one
 * @property {string} [imagesizes] an image preload's `sizes`, with `imagesrcset`
 */

/** @param {string} s */
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>` tags of hints, in order: `{ rel: 'preload', as: 'style', href: '/a.css' }` →
 * `<link rel="preload" as="style" href="/a.css">`; `{ rel: 'preload', as: 'image', href, fetchpriority: 'high' }` →
 * `<link rel="preload" as="image" href="…" fetchpriority="high">`. Attribute values are escaped.
 * @param {readonly Hint[]} hints
 * @returns {string} the tags, concatenated ('' for none)
 */
function renderHints(hints) {
  return hints
    .map((h) => {
      const as = h.as ? ` as="${attr(h.as)}"` : '';
      const cors = h.crossorigin === true ? ' crossorigin' : h.crossorigin ? ` crossorigin="${attr(h.crossorigin)}"` : '';
      const priority = h.fetchpriority ? ` fetchpriority="${attr(h.fetchpriority)}"` : '';
      const srcset = h.imagesrcset ? ` imagesrcset="${attr(h.imagesrcset)}"` : '';
      const sizes = h.imagesrcset && h.imagesizes ? ` imagesizes="${attr(h.imagesizes)}"` : '';
      return `<link rel="${attr(h.rel)}"${as} href="${attr(h.href)}"${srcset}${sizes}${priority}${cors}>`;
    })
    .join('');
}

/** @param {string} url @returns {string | null} */
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * @param {object} o
 * @param {string} o.root repository root (the remotes' `dist/` are under it)
 * @param {string} [o.hostDist] the host's `dist/` (holds `initial-files.json`), served at `/`
 * @param {{remotes: Record<string, string>, shellUrl?: string, tmdb: {baseUrl: string, imageBaseUrl: string}}} o.config runtime config
 * @returns {(pathname: string, route?: ReturnType<typeof matchRoute>) => Hint[]} the hints for a route path of
 *   the shell (a new array per call); `route`: the path's route when the caller has matched it already
 */
function createRouteHints(o) {
  /** @type {Map<string, {stamp: string, manifest: any}>} */
  const manifests = new Map();
  /** @param {string} key @returns {any} the remote's built manifest, or null when it is not on this disk */
  const manifestOf = (key) => {
    const remote = /** @type {Record<string, import('@streamscout/apps').AppInfo>} */ (REMOTES)[key];
    if (!remote) return null;
    const file = path.join(o.root, remote.dir, 'dist/mf-manifest.json');
    try {
      const st = fs.statSync(file);
      const stamp = `${st.size}-${st.mtimeMs}`;
      const cached = manifests.get(key);
      if (cached && cached.stamp === stamp) return cached.manifest;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      manifests.set(key, { stamp, manifest });
      return manifest;
    } catch {
      return null;
    }
  };

  /** @type {{stamp: string, hints: Hint[]}} */
  let initial = { stamp: '', hints: [] };
  /** @returns {Hint[]} preloads of the host's first-render files (none when the list is missing) */
  const initialHints = () => {
    if (!o.hostDist) return [];
    const file = path.join(o.hostDist, 'initial-files.json');
    try {
      const st = fs.statSync(file);
      const stamp = `${st.size}-${st.mtimeMs}`;
      if (stamp !== initial.stamp) {
        const list = JSON.parse(fs.readFileSync(file, 'utf8'));
        initial = {
          stamp,
          hints: [
            ...(list.styles || []).map((/** @type {string} */ f) => ({ rel: 'preload', as: 'style', href: `/${f}` })),
            ...(list.scripts || []).map((/** @type {string} */ f) => ({ rel: 'preload', as: 'script', href: `/${f}` })),
          ],
        };
      }
      return initial.hints;
    } catch {
      return [];
    }
  };

  const shellOrigin = o.config.shellUrl ? originOf(o.config.shellUrl) : null;
  /** @type {Hint[]} */
  const always = [];
  const api = originOf(o.config.tmdb.baseUrl);
  const images = originOf(o.config.tmdb.imageBaseUrl);
  if (api && api !== shellOrigin) always.push({ rel: 'preconnect', href: api, crossorigin: true });
  if (images && images !== shellOrigin) always.push({ rel: 'preconnect', href: images });

  return (pathname, route = matchRoute(pathname)) => {
    /** @type {Hint[]} */
    const base = [...always, ...initialHints()];
    if (!route) return base;
    const manifestUrl = o.config.remotes[route.remote];
    if (!manifestUrl) return base;
    /** @type {Hint[]} */
    const hints = [{ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: manifestUrl }];
    const manifest = manifestOf(route.remote);
    if (manifest) {
      const folder = new URL('.', manifestUrl).toString();
      const publicPath = manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : folder;
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name)
        hints.push({ rel: 'preload', as: 'script', href: new URL(`${entry.path || ''}${entry.name}`, publicPath).toString() });
      /** @param {string} name @returns {string[]} the sync JS of that expose of the manifest */
      const syncJs = (name) => (manifest.exposes || []).find((/** @type {{name: string}} */ e) => e.name === name)?.assets?.js?.sync || [];
      // the route data first: the TMDB requests wait for it, the screen's chunk does not
      const files = [...(route.guard ? [] : syncJs('routeData')), ...syncJs(route.screen)];
      for (const js of new Set(files)) hints.push({ rel: 'preload', as: 'script', href: new URL(js, publicPath).toString() });
    }
    return [...base, ...hints];
  };
}

module.exports = { createRouteHints, renderHints };
