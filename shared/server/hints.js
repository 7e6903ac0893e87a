/**
 * Resource hints for the shell's HTML (architecture §7), written by the static server (`./serve.js`)
 * per route path, so the browser fetches what the first screen needs in parallel with the shell's
 * own code instead of one after another (document → main.js → mf-manifest.json → remoteEntry.js →
 * exposed chunk → TMDB → image):
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
 * Node only (reads the remotes' `dist/mf-manifest.json`, re-read when it changes).
 */
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('@streamscout/apps');
const { matchRoute } = require('@streamscout/routes/table');

/** @param {string} s */
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
 * @returns {(pathname: string) => string[]} the `<link>` tags for a route path of the shell
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

  /** @type {{stamp: string, links: string[]}} */
  let initial = { stamp: '', links: [] };
  /** @returns {string[]} preload links of the host's first-render files (none when the list is missing) */
  const initialLinks = () => {
    if (!o.hostDist) return [];
    const file = path.join(o.hostDist, 'initial-files.json');
    try {
      const st = fs.statSync(file);
      const stamp = `${st.size}-${st.mtimeMs}`;
      if (stamp !== initial.stamp) {
        const list = JSON.parse(fs.readFileSync(file, 'utf8'));
        initial = {
          stamp,
          links: [
            ...(list.styles || []).map((/** @type {string} */ f) => `<link rel="preload" as="style" href="/${attr(f)}">`),
            ...(list.scripts || []).map((/** @type {string} */ f) => `<link rel="preload" as="script" href="/${attr(f)}">`),
          ],
        };
      }
      return initial.links;
    } catch {
      return [];
    }
  };

  const shellOrigin = o.config.shellUrl ? originOf(o.config.shellUrl) : null;
  /** @type {string[]} */
  const always = [];
  const api = originOf(o.config.tmdb.baseUrl);
  const images = originOf(o.config.tmdb.imageBaseUrl);
  if (api && api !== shellOrigin) always.push(`<link rel="preconnect" href="${attr(api)}" crossorigin>`);
  if (images && images !== shellOrigin) always.push(`<link rel="preconnect" href="${attr(images)}">`);

  return (pathname) => {
    const base = [...always, ...initialLinks()];
    const route = matchRoute(pathname);
    if (!route) return base;
    const manifestUrl = o.config.remotes[route.remote];
    if (!manifestUrl) return base;
    const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(manifestUrl)}">`];
    const manifest = manifestOf(route.remote);
    if (manifest) {
      const folder = new URL('.', manifestUrl).toString();
      const publicPath = manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : folder;
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name)
        links.push(`<link rel="preload" as="script" href="${attr(new URL(`${entry.path || ''}${entry.name}`, publicPath).toString())}">`);
      /** @param {string} name @returns {string[]} the sync JS of that expose of the manifest */
      const syncJs = (name) => (manifest.exposes || []).find((/** @type {{name: string}} */ e) => e.name === name)?.assets?.js?.sync || [];
      // the route data first: the TMDB requests wait for it, the screen's chunk does not
      const files = [...(route.guard ? [] : syncJs('routeData')), ...syncJs(route.screen)];
      for (const js of new Set(files)) links.push(`<link rel="preload" as="script" href="${attr(new URL(js, publicPath).toString())}">`);
    }
    return [...base, ...links];
  };
}

module.exports = { createRouteHints };
