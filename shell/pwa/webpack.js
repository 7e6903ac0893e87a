/**
 * The shell's installable-app build (architecture §12), kept apart from the shared webpack helper: the
 * web app manifest and its icons, and the Workbox service worker (`InjectManifest`: our
 * `service-worker.js` with the precache list of this build injected). Production builds only; the
 * dev server has no service worker (it would serve stale code while editing).
 *
 * Served by the one app server like any other file of `dist/`: `sw.js` and `manifest.webmanifest`
 * are not hashed, so they are sent `no-cache` (`createAppServer`), and a new deploy's worker is
 * found on the next navigation. The icons are PNGs rendered from the logo (`icons/*.png`, the
 * favicon's drawing at 192 and 512 px; the maskable ones full-bleed with the mark inside the 80 %
 * safe zone).
 */
const fs = require('node:fs');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SHELL } = require('@streamscout/apps');

/** The client-rendered page precached for offline navigations (service-worker.js names it too). */
const APP_SHELL_URL = '/dashboard?app-shell';

/**
 * Colours (spec §9): the manifest's theme is the primary #1e88e5 (an installed app's title bar),
 * its splash background the light background; the browser's bar follows the page's background in
 * each colour scheme (the header has none of its own), one `theme-color` meta per scheme.
 */
const THEME_COLOR = '#1e88e5';
const BACKGROUND_COLOR = '#dcdcdc';
const SCHEME_COLORS = { light: '#dcdcdc', dark: '#242424' };

/** The tags the shell's HTML gains in its head: the manifest, the touch icon, a theme colour per scheme. */
const HEAD_TAGS = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="apple-touch-icon" href="/icons/icon-192.png" />',
  ...Object.entries(SCHEME_COLORS).map(
    ([scheme, color]) => `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${color}" />`,
  ),
].join('\n    ');

/**
 * The web app manifest (`/manifest.webmanifest`): what Chrome needs to offer installing the app.
 * @returns {object} the manifest's JSON
 */
function webManifest() {
  const icon = (/** @type {string} */ name, /** @type {number} */ size, /** @type {string} */ purpose) => ({
    src: `/icons/${name}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: SHELL.title,
    short_name: 'StreamScout',
    description: 'Search any movie or TV show and see which streaming services carry it.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [icon('icon', 192, 'any'), icon('icon', 512, 'any'), icon('maskable', 192, 'maskable'), icon('maskable', 512, 'maskable')],
  };
}

/**
 * Emits `manifest.webmanifest` and `icons/*.png` into the build (before the precache list is
 * made), and puts {@link HEAD_TAGS} in the shell's `index.html` in place of the template's single
 * `theme-color` meta — so every page the server sends, rendered or not, carries them.
 */
class WebManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WebManifestPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('WebManifestPlugin', (data) => {
        const html = data.html.replace(/<meta name="theme-color"[^>]*>/, HEAD_TAGS);
        if (html === data.html) throw new Error('WebManifestPlugin: the HTML template has no theme-color meta to replace');
        data.html = html;
        return data;
      });
      compilation.hooks.processAssets.tap({ name: 'WebManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('manifest.webmanifest', new sources.RawSource(JSON.stringify(webManifest(), null, 2)));
        const dir = path.join(__dirname, 'icons');
        for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.png'))) {
          compilation.emitAsset(`icons/${file}`, new sources.RawSource(fs.readFileSync(path.join(dir, file))));
        }
      });
    });
  }
}

/**
 * Adds the manifest and the service worker to the shell's browser build (the first config of
 * `createAppConfig`'s answer; the server build is left alone).
 * @param {(env?: object, argv?: {mode?: string}) => any} configFor `createAppConfig({ dir, app: SHELL })`
 * @returns {(env?: object, argv?: {mode?: string}) => any} the same, with the PWA plugins in production
 */
function withPwa(configFor) {
  return (env, argv = {}) => {
    const configs = configFor(env, argv);
    const list = Array.isArray(configs) ? configs : [configs];
    if (list[0].mode !== 'production') return configs;
    list[0].plugins.push(
      new WebManifestPlugin(),
      new InjectManifest({
        swSrc: path.join(__dirname, 'service-worker.js'),
        swDest: 'sw.js',
        // the shell's own files a first screen needs; never the server build, the precompressed
        // copies or the HTML template (pages are cached as they are visited, with their config)
        exclude: [/^server\//, /\.(br|gz|map|LICENSE\.txt)$/, /^index\.html$/, /^initial-files\.json$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // the client-rendered page the worker stands in for pages never visited (its inline config
        // comes from the server, so it is fetched afresh with every new build)
        additionalManifestEntries: [{ url: APP_SHELL_URL, revision: String(Date.now()) }],
      }),
    );
    return configs;
  };
}

module.exports = { withPwa };
