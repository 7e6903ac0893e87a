/**
 * @streamscout/federation — the one helper that builds the webpack + Module Federation config
 * of every StreamScout app (the shell host and the four remotes), so shared singletons, manifest,
 * runtime plugins, loaders and caching are decided in one place (architecture §3).
 *
 * Usage, in an app's webpack.config.js:
 *   module.exports = createAppConfig({ dir: __dirname, name: 'mfe_search', port: 3001,
 *     exposes: { './Home': './src/screens/Home.tsx' } });
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** The remotes of StreamScout: MF name, config.json key, default port (architecture §1). */
const REMOTES = {
  search: { name: 'mfe_search', port: 3001, dir: 'mfe-search' },
  details: { name: 'mfe_details', port: 3002, dir: 'mfe-details' },
  discover: { name: 'mfe_discover', port: 3003, dir: 'mfe-discover' },
  dashboard: { name: 'mfe_dashboard', port: 3004, dir: 'mfe-dashboard' },
};

/** The host. */
const SHELL = { name: 'shell', port: 3000, dir: 'shell' };

/**
 * Libraries shared as singletons between host and remotes (architecture §3). Mantine is not in
 * the list on purpose: apps reach it only through @streamscout/ui, so the kit's shared chunk
 * carries just the components we use instead of all of @mantine/core.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  '@streamscout/tmdb',
  '@streamscout/session',
  '@streamscout/ui',
];

/**
 * Builds the `shared` map of the ModuleFederationPlugin from an app's package.json, so each
 * shared library carries the `requiredVersion` range the app declares.
 * @param {Record<string,string>} deps the app's `dependencies`
 * @returns {Record<string, {singleton: true, requiredVersion: string|false}>}
 * @throws Error when the app does not list a shared library (MF would silently guess otherwise)
 */
function sharedFor(deps) {
  const shared = {};
  for (const id of SHARED_SINGLETONS) {
    const pkg = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0];
    const range = deps[pkg];
    if (!range) throw new Error(`@streamscout/federation: the app must list ${pkg} in its dependencies`);
    shared[id] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}

/**
 * Creates the webpack config of one app.
 * @param {object} o
 * @param {string} o.dir absolute path of the app folder (holds package.json, src/, public/)
 * @param {string} o.name Module Federation name ('shell' or 'mfe_search' …)
 * @param {number} o.port dev-server port
 * @param {boolean} [o.host] true for the shell: publicPath '/', no exposes
 * @param {Record<string,string>} [o.exposes] MF exposes of a remote (one entry per route screen)
 * @param {string} [o.title] document title of the app's index.html
 * @returns {(env: object, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createAppConfig(o) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
    const repoRoot = path.resolve(__dirname, '../..');
    const publicDir = path.join(o.dir, 'public');
    const runtimePlugins = [require.resolve('./runtime/logging-plugin.js')];
    return {
      name: o.name,
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.host ? '/' : 'auto',
        uniqueName: o.name,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        conditionNames: ['browser', 'import', 'module', 'default'],
      },
      // Production builds start clean: a persistent cache across edits produced federated chunks
      // whose shared-module exports no longer matched (React error #130 at runtime). Dev keeps it.
      cache: prod ? false : {
        type: 'filesystem',
        name: `${o.name}-${mode}`,
        cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, path.join(o.dir, 'webpack.config.js')] },
      },
      // Our workspace packages are symlinked into node_modules: snapshot them by content, not
      // as immutable "managed" packages, or edits to shared/* would be served from a stale cache.
      snapshot: { managedPaths: [/^(.+?[\\/]node_modules[\\/](?!@streamscout[\\/])(@[^\\/]+[\\/])?[^\\/]+)/] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: prod,
        minimizer: [
          new (require('terser-webpack-plugin'))({
            minify: require('terser-webpack-plugin').swcMinify,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: o.host ? undefined : 'remoteEntry.js',
          exposes: o.exposes,
          remotes: {},
          shared: sharedFor(pkg.dependencies || {}),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: o.host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(publicDir, 'index.html'))
            ? path.join(publicDir, 'index.html')
            : path.join(__dirname, 'index.html'),
          title: o.title || 'StreamScout',
          scriptLoading: 'defer',
          // Absolute script URLs so deep links (/details/tv/1) load /main.js, not /details/tv/main.js.
          publicPath: '/',
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[id].[contenthash:8].css' })] : []),
      ],
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(publicDir) ? { directory: publicDir, publicPath: '/' } : false,
        client: { overlay: false },
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app.get('/config.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache');
            res.json(require('./runtime-config.js').buildRuntimeConfig(process.env));
          });
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createAppConfig, REMOTES, SHELL, SHARED_SINGLETONS, sharedFor };
