/**
 * The server half of an app's build (server-side rendering, architecture §9: the
 * `react-18-server-2-server` shape): next to its browser container every app also builds a server
 * bundle into `dist/server/`, from the same shared list and the same exposes as the browser build.
 *
 * - A remote builds a **server container**, `dist/server/remoteEntry.js`: `target: 'async-node'`,
 *   `library: { type: 'commonjs-module' }`, `remoteType: 'script'` and `@module-federation/node`'s
 *   runtime plugin, which fetches the entry and its chunks over HTTP and runs them in the server's
 *   process. It is served by the remote's own static server like its browser files, so the shell's
 *   server loads it at runtime from the remote's URL (`config.json`): redeploying a remote changes
 *   the next server render without touching the shell.
 * - The host (the shell) builds its **server renderer**, `dist/server/render.js` (CommonJS, loaded
 *   with `require` by `@streamscout/server`): an MF host on the same runtime plugin with no static
 *   remotes — they are registered from the runtime config, as in the browser.
 *
 * CSS is left out of server bundles (the browser build ships it); chunk names carry a content
 * hash, so a redeployed remote entry names new chunks and a stale chunk is never reused.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { mantineUseIdPlugin } = require('./mantine-use-id.js');
const { emblaReactPlugin } = require('./embla-react.js');
const { CATALOG_FILE } = require('./i18n-catalog.js');

/** Folder of an app's `dist/` holding its server bundle (also its URL path on the app's origin). */
const SERVER_DIR = 'server';

/**
 * @param {object} o
 * @param {string} o.dir absolute path of the app folder
 * @param {import('@streamscout/apps').AppInfo} o.app the app's row of the apps table
 * @param {boolean} o.host true for the shell (a server renderer), false for a remote (a server container)
 * @param {'production' | 'development'} o.mode
 * @param {Record<string, object>} o.shared the `shared` map of the browser build (same singletons)
 * @param {Record<string, string>} o.exposes the browser build's exposes (remotes only)
 * @param {import('webpack').RuleSetRule} o.scriptRule the loader rule for TS/TSX (swc)
 * @param {string} [o.entry] the host's server entry (default './src/server/index.ts')
 * @returns {import('webpack').Configuration}
 */
function serverConfigFor(o) {
  const prod = o.mode === 'production';
  return {
    name: `${o.app.name}_server`,
    mode: o.mode,
    context: o.dir,
    entry: o.host ? { render: o.entry || './src/server/index.ts' } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(o.dir, 'dist', SERVER_DIR),
      // empty: chunks are resolved next to the remote entry's URL (the node runtime plugin's fallback)
      publicPath: '',
      uniqueName: `${o.app.name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      chunkFormat: 'commonjs',
      ...(o.host ? { library: { type: 'commonjs2' } } : {}),
      enabledLibraryTypes: ['commonjs-module', 'commonjs2'],
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['node', 'import', 'require', 'module', 'default'],
    },
    cache: false,
    module: {
      rules: [
        o.scriptRule,
        // the browser build ships the styles; the server only needs the modules to resolve
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource', generator: { emit: false } },
        // a language's catalog compiled as in the browser build: the server renders its plurals,
        // dates and arguments, not their ICU source (architecture §13)
        { test: CATALOG_FILE, type: 'json', use: [require.resolve('./i18n-loader.js')] },
      ],
    },
    // minifying server code buys nothing and costs build time on 2 cores
    optimization: { minimize: false, moduleIds: prod ? 'deterministic' : 'named' },
    performance: { hints: false },
    plugins: [
      // the browser's Mantine useId (./mantine-use-id.js), so both render the same ids, and its
      // carousel hook (./embla-react.js), so both run the same hooks
      mantineUseIdPlugin(),
      emblaReactPlugin(),
      new ModuleFederationPlugin({
        name: o.app.name,
        filename: o.host ? undefined : 'remoteEntry.js',
        library: o.host ? undefined : { type: 'commonjs-module', name: o.app.name },
        exposes: o.host ? undefined : o.exposes,
        remotes: {},
        remoteType: 'script',
        shared: o.shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        dev: false,
      }),
    ],
  };
}

module.exports = { serverConfigFor, SERVER_DIR };
