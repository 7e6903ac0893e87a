/**
 * @streamscout/build — the one helper that builds the webpack + Module Federation config
 * of every StreamScout app (the shell host and the four remotes), so shared singletons, manifest,
 * runtime plugins, loaders and caching are decided in one place (architecture §3).
 *
 * Usage, in an app's webpack.config.js:
 *   module.exports = createAppConfig({ dir: __dirname, app: REMOTES.search });
 * A remote exposes every screen file `src/screens/{Name}.tsx` as `./{Name}` (the screens of its
 * route table in @streamscout/routes). A remote that can be embedded in foreign pages adds
 * `embed: { entry: './src/embed/index.ts' }`: a second, federation-free build of `embed.js`, an
 * ES module of single-spa lifecycles (architecture §7a), into the same `dist/`. A production
 * build also writes the app's server bundle into `dist/server/` (`./server-config.js`): a remote's
 * server container, the shell's server renderer — the same shared list and exposes.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { THEME_INIT_SCRIPT } = require('@streamscout/ui/theme-init');
const { EARLY_INPUT_SCRIPT } = require('@streamscout/ui/early-input');
const { SHELL, REMOTES } = require('@streamscout/apps');
const { PrecompressPlugin } = require('./precompress.js');
const { InitialFilesPlugin } = require('./initial-files.js');
const { serverConfigFor, SERVER_DIR } = require('./server-config.js');
const { mantineUseIdPlugin } = require('./mantine-use-id.js');
const { emblaReactPlugin } = require('./embla-react.js');
const { compileHintsPlugin } = require('./compile-hints.js');

/**
 * Files of the server build in an app's dist/: everything under `server/`, and the folder itself —
 * the server build cleans its own folder while the app build cleans dist/; a folder emptied for a
 * moment and not kept would be removed by the app build just before the server build writes into
 * it (ENOENT, a build failing now and then).
 */
const SERVER_FILES = new RegExp(`^${SERVER_DIR}([\\\\/]|$)`);
/** Files of the embed build in an app's dist/: `embed.js`, everything under `embed/`, and the folder itself (see {@link SERVER_FILES}). */
const EMBED_FILES = /^embed(\.js|[\\/]|$)/;

/**
 * The loaders every build of ours uses: TypeScript/TSX through swc; CSS extracted (production)
 * or injected (development) — except in a `*.shadow.ts` module, which gets each CSS file it
 * imports as text (a string for a Shadow DOM's own `<style>`, never added to the page); images
 * as files.
 * @param {boolean} prod
 * @returns {import('webpack').RuleSetRule[]}
 */
function rulesFor(prod) {
  return [
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
      oneOf: [
        { issuer: /\.shadow\.[jt]sx?$/, use: [{ loader: 'css-loader', options: { exportType: 'string', esModule: true } }] },
        { use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
  ];
}

/** SWC minifier (≈2.5× faster than Terser here, architecture §8). */
function minimizers() {
  return [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })];
}

/**
 * The embed build of a remote (architecture §7a): `dist/embed.js`, an ES module
 * (`experiments.outputModule`, library type 'module') exporting the entry's single-spa lifecycles,
 * with its lazy chunks under `dist/embed/` (loaded relative to `import.meta.url`, so any origin
 * can import it). No Module Federation: it bundles React, Mantine (only the components it uses)
 * and TanStack Query itself — measured leaner than loading them through the MF runtime from the
 * remote's manifest (mfe-discover/README.md). Not hashed: served `no-cache` like a manifest.
 * @param {object} o
 * @param {string} o.dir app folder
 * @param {import('@streamscout/apps').AppInfo} o.app the app's row of `apps.js`
 * @param {string} o.entry entry module, e.g. './src/embed/index.ts'
 * @param {'production' | 'development'} mode
 * @returns {import('webpack').Configuration}
 */
function embedConfigFor(o, mode) {
  const prod = mode === 'production';
  return {
    name: `${o.app.name}_embed`,
    mode,
    context: o.dir,
    entry: { embed: o.entry },
    devtool: prod ? false : 'cheap-module-source-map',
    target: 'web',
    experiments: { outputModule: true },
    output: {
      path: path.join(o.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: `${o.app.name}_embed`,
      filename: 'embed.js',
      chunkFilename: prod ? 'embed/[name].[contenthash:8].js' : 'embed/[name].js',
      assetModuleFilename: 'embed/assets/[name].[contenthash:8][ext]',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      // only the embed's own files: the app build owns everything else in dist/
      clean: { keep: (/** @type {string} */ asset) => !EMBED_FILES.test(asset) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    cache: false,
    module: { rules: rulesFor(prod) },
    optimization: { minimize: prod, minimizer: minimizers() },
    performance: { hints: false },
    plugins: [mantineUseIdPlugin(), emblaReactPlugin(), ...(prod ? [compileHintsPlugin(), new PrecompressPlugin()] : [])],
  };
}

/** The script a remote's standalone page runs first: the Module Federation runtime core as a global. */
const RUNTIME_CORE_SCRIPT = 'mf-runtime.js';

/**
 * The build of a remote's {@link RUNTIME_CORE_SCRIPT} (`dist/mf-runtime.js`, no federation): puts
 * `@module-federation/runtime-core` on the page as `_FEDERATION_RUNTIME_CORE`
 * (`@streamscout/host/runtime/runtime-core-global`). A remote's own build leaves the core out
 * (`experiments.externalRuntime`); in the shell the host provides it, standing alone this script does.
 * @param {{ dir: string, app: { name: string } }} o
 * @param {'production' | 'development'} mode
 * @returns {import('webpack').Configuration}
 */
function runtimeCoreConfigFor(o, mode) {
  const prod = mode === 'production';
  return {
    name: `${o.app.name}_mf_runtime`,
    mode,
    context: o.dir,
    entry: { 'mf-runtime': require.resolve('@streamscout/host/runtime/runtime-core-global') },
    devtool: false,
    target: 'web',
    output: {
      path: path.join(o.dir, 'dist'),
      publicPath: '/',
      uniqueName: `${o.app.name}_mf_runtime`,
      filename: RUNTIME_CORE_SCRIPT,
      clean: false,
    },
    resolve: { extensions: ['.js', '.mjs', '.json'], conditionNames: ['browser', 'import', 'module', 'default'] },
    cache: false,
    optimization: { minimize: prod, minimizer: minimizers() },
    performance: { hints: false },
    plugins: prod ? [compileHintsPlugin(), new PrecompressPlugin()] : [],
  };
}

/**
 * Libraries shared as singletons between host and remotes (architecture §3). A shared module is
 * not tree-shaken, so big libraries are shared through a facade of ours that re-exports only what
 * we use: Mantine through @streamscout/ui (the kit's shared chunk carries just the components we
 * use instead of all of @mantine/core), react-router through `@streamscout/routes/router` (≈14 KB
 * gzip instead of ≈60 KB for the whole package). With `loaded-first`, the host registers first and
 * keeps its copy of every singleton, so each is one instance per page.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@streamscout/routes/router',
  'zustand',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  '@streamscout/tmdb',
  '@streamscout/tmdb/query',
  '@streamscout/session',
  '@streamscout/ui',
  '@streamscout/ui/overlays',
  '@streamscout/widgets',
];

/** Shared singletons the first render never needs (loaded when a screen asks): not preloaded. */
const LAZY_SHARED = ['@supabase/supabase-js', '@streamscout/ui/overlays'];

/**
 * The modules a remote exposes: one per screen file `src/screens/{Name}.tsx` (tests excluded),
 * as `./{Name}`, so the route table's screen names are the exposes (architecture §2); and its
 * route data `src/routeData.ts`, when it has one, as `./routeData` (the host's prefetch reads it).
 * @param {string} dir absolute path of the remote's folder
 * @returns {Record<string, string>} e.g. `{ './Home': './src/screens/Home.tsx', './routeData': './src/routeData.ts' }`
 */
function exposesFor(dir) {
  const screens = path.join(dir, 'src/screens');
  /** @type {Record<string, string>} */
  const exposes = {};
  if (fs.existsSync(screens)) {
    for (const file of fs.readdirSync(screens).sort()) {
      const m = /^([A-Z][A-Za-z0-9]*)\.tsx$/.exec(file);
      if (m) exposes[`./${m[1]}`] = `./src/screens/${file}`;
    }
  }
  if (fs.existsSync(path.join(dir, 'src/routeData.ts'))) exposes['./routeData'] = './src/routeData.ts';
  return exposes;
}

/**
 * Builds the `shared` map of the ModuleFederationPlugin from an app's package.json, so each
 * shared library carries the `requiredVersion` range the app declares.
 * @param {Record<string,string>} deps the app's `dependencies`
 * @returns {Record<string, {singleton: boolean, requiredVersion: string, strictVersion: boolean}>}
 * @throws Error when the app does not list a shared library (MF would silently guess otherwise)
 */
function sharedFor(deps) {
  /** @type {Record<string, {singleton: boolean, requiredVersion: string, strictVersion: boolean}>} */
  const shared = {};
  for (const id of SHARED_SINGLETONS) {
    const pkg = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0];
    const range = deps[pkg];
    if (!range) throw new Error(`@streamscout/build: the app must list ${pkg} in its dependencies`);
    shared[id] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}

/**
 * The app build's `optimization.splitChunks`: webpack's defaults, plus one cache group for the
 * modules of our own workspace packages (`shared/*`) that are not shared singletons themselves —
 * `@streamscout/region`, `@streamscout/routes`, `@streamscout/apps` — or that two chunk groups
 * both carry (a singleton's provide chunk and its consume fallback). Each shared singleton's chunk
 * bundles such modules for itself, and webpack's default group leaves anything under 20 KB
 * (`minSize`) where it is: `/` loaded the region table four times and the route table three times
 * (≈ 12 KiB of brotli). Here a module found in two or more async chunks moves into one chunk per
 * set of chunks that need it (webpack's unnamed split), from 2 KB up, so the page loads it once.
 * @param {string} repoRoot absolute path of the repository (its `shared/` holds the packages)
 * @returns {NonNullable<import('webpack').Configuration['optimization']>['splitChunks']}
 */
function splitChunksFor(repoRoot) {
  const workspace = path.join(repoRoot, 'shared') + path.sep;
  return {
    cacheGroups: {
      workspace: {
        test: (/** @type {import('webpack').Module} */ m) => Boolean(m.nameForCondition()?.startsWith(workspace)),
        chunks: 'async',
        minChunks: 2,
        minSize: 2000,
        priority: -5,
        reuseExistingChunk: true,
      },
    },
  };
}

/**
 * Creates the webpack config of one app.
 * @param {object} o
 * @param {string} o.dir absolute path of the app folder (holds package.json, src/, public/)
 * @param {import('@streamscout/apps').AppInfo} o.app the app's row of `apps.js` (name, port, title)
 * @param {{ entry: string }} [o.embed] also build `dist/embed.js` from this entry ({@link embedConfigFor})
 * @returns {(env?: object, argv?: {mode?: string}) => AppConfig | [AppConfig, ...import('webpack').Configuration[]]}
 *   the app's config, or the app's config followed by the embed build's (with `embed`) and, in
 *   production, the server build's ({@link serverConfigFor}: a remote's server container, the
 *   shell's server renderer) — the app's first: its `devServer` serves them
 */
function createAppConfig(o) {
  const host = o.app.key === 'shell';
  return (_env = {}, argv = {}) => {
    const mode = /** @type {'production' | 'development'} */ (argv.mode || process.env.NODE_ENV || 'production');
    const prod = mode === 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
    const repoRoot = path.resolve(__dirname, '../..');
    const publicDir = path.join(o.dir, 'public');
    const runtimePlugins = [
      require.resolve('@streamscout/host/runtime/retry-plugin'),
      require.resolve('@streamscout/host/runtime/report-error-plugin'),
    ];
    /** @type {AppConfig} */
    const config = {
      name: o.app.name,
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: o.app.name,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // the embed build writes embed.js and embed/ into the same folder, the server build server/
        clean: {
          keep: (/** @type {string} */ asset) =>
            SERVER_FILES.test(asset) || (Boolean(o.embed) && EMBED_FILES.test(asset)) || asset.startsWith(RUNTIME_CORE_SCRIPT),
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        conditionNames: ['browser', 'import', 'module', 'default'],
      },
      // Production builds start clean: a persistent cache across edits produced federated chunks
      // whose shared-module exports no longer matched (React error #130 at runtime). Dev keeps it.
      cache: prod
        ? false
        : {
            type: 'filesystem',
            name: `${o.app.name}-${mode}`,
            cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack'),
            buildDependencies: { config: [__filename, path.join(o.dir, 'webpack.config.js')] },
          },
      // Our workspace packages are symlinked into node_modules: snapshot them by content, not
      // as immutable "managed" packages, or edits to shared/* would be served from a stale cache.
      snapshot: { managedPaths: [/^(.+?[\\/]node_modules[\\/](?!@streamscout[\\/])(@[^\\/]+[\\/])?[^\\/]+)/] },
      module: { rules: rulesFor(prod) },
      optimization: { minimize: prod, minimizer: minimizers(), splitChunks: splitChunksFor(repoRoot) },
      performance: { hints: false },
      plugins: [
        mantineUseIdPlugin(),
        emblaReactPlugin(),
        new ModuleFederationPlugin({
          name: o.app.name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposesFor(o.dir),
          remotes: {},
          shared: sharedFor(pkg.dependencies || {}),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // One runtime core per page (issue 26 §1): the host's build carries it and puts it on
          // the page before any remote loads; a remote's build reads it from there instead of
          // shipping its own copy in remoteEntry.js (standing alone, its page runs mf-runtime.js first)
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(publicDir, 'index.html'))
            ? path.join(publicDir, 'index.html')
            : path.join(__dirname, 'index.html'),
          title: o.app.title,
          themeInitScript: THEME_INIT_SCRIPT,
          // a grid/list switch pressed before hydration keeps its choice (issue 26 §1)
          earlyInputScript: EARLY_INPUT_SCRIPT,
          // a remote's standalone page: the runtime core first ({@link runtimeCoreConfigFor})
          runtimeCoreScript: host ? '' : `/${RUNTIME_CORE_SCRIPT}`,
          scriptLoading: 'defer',
          // Absolute script URLs so deep links (/details/tv/1) load /main.js, not /details/tv/main.js.
          publicPath: '/',
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        ...(prod
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[id].[contenthash:8].css' }),
              // every script compiled eagerly, off the main thread (issue 26 §1)
              compileHintsPlugin(),
              new PrecompressPlugin(),
            ]
          : []),
        // the host's first-render files, for the static server's preload hints (architecture §7)
        ...(host && prod
          ? [new InitialFilesPlugin({ chunk: 'bootstrap', shared: SHARED_SINGLETONS.filter((id) => !LAZY_SHARED.includes(id)) })]
          : []),
      ],
      devServer: {
        port: o.app.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(publicDir) ? { directory: publicDir, publicPath: '/' } : false,
        client: { overlay: false },
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get('/config.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache');
            res.json(require('@streamscout/host/runtime-config').buildRuntimeConfig(process.env));
          });
          return middlewares;
        },
      },
    };
    /** @type {import('webpack').Configuration[]} */
    const extra = [];
    if (!host) extra.push(runtimeCoreConfigFor({ dir: o.dir, app: o.app }, mode));
    if (o.embed) extra.push(embedConfigFor({ dir: o.dir, app: o.app, entry: o.embed.entry }, mode));
    // server rendering runs on production builds (`npm start`); `npm run dev` stays client-rendered
    if (prod) {
      const [scriptRule] = rulesFor(prod);
      extra.push(
        serverConfigFor({
          dir: o.dir,
          app: o.app,
          host,
          mode,
          shared: sharedFor(pkg.dependencies || {}),
          exposes: exposesFor(o.dir),
          scriptRule,
        }),
      );
    }
    return extra.length ? [config, ...extra] : config;
  };
}

/** @typedef {import('webpack').Configuration & {devServer: import('webpack-dev-server').Configuration}} AppConfig */

// serverConfigFor, exposesFor and sharedFor also serve e2e/ssr-federation.spec.ts (it rebuilds a remote's server container)
module.exports = { createAppConfig, serverConfigFor, exposesFor, sharedFor, SHELL, REMOTES };
