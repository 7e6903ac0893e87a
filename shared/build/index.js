/**
 * @streamscout/build — the one helper that builds the webpack + Module Federation config
 * of every StreamScout app (the shell host and the four remotes), so shared singletons, manifest,
 * runtime plugins, loaders and caching are decided in one place (architecture §3).
 *
 * Usage, in an app's webpack.config.js:
 *   module.exports = createAppConfig({ dir: __dirname, app: REMOTES.search });
 * A remote exposes every screen file `src/screens/{Name}.tsx` as `./{Name}` (the screens of its
 * route table in @streamscout/routes). A remote that can be embedded in foreign pages adds
 * `embed: { entry, file, version, releases }`: a second, federation-free build, an ES module of
 * single-spa lifecycles versioned like the other embeds (`embed/v1/discover.js`, architecture §7a,
 * §7b), into the same `dist/`. A production
 * build also writes the app's server bundle into `dist/server/` (`./server-config.js`): a remote's
 * server container, the shell's server renderer — the same shared list and exposes. Our packages
 * that plain Node processes load are built by {@link nodePackagesConfig} (`./node-package.js`).
 *
 * By job: `./rules.js` (loaders, minifier), `./shared-modules.js` (singletons, exposes),
 * `./extra-builds.js` (embed, MF runtime core), `./server-config.js` (server bundles),
 * `./node-package.js` (Node packages).
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { THEME_INIT_SCRIPT } = require('@streamscout/ui/theme-init');
const { EARLY_INPUT_SCRIPT } = require('@streamscout/ui/early-input');
const { SHELL, REMOTES } = require('@streamscout/apps');
const { PrecompressPlugin } = require('./precompress.js');
const { InitialFilesPlugin } = require('./initial-files.js');
const { serverConfigFor, SERVER_DIR } = require('./server-config.js');
const { mantineUseIdPlugin } = require('./mantine-use-id.js');
const { emblaReactPlugin } = require('./embla-react.js');
const { compileHintsPlugin } = require('./compile-hints.js');
const { PaintFirstPlugin } = require('./paint-first.js');
const { rulesFor, minimizers } = require('./rules.js');
const { embedConfigFor, elementEmbedConfigFor, runtimeCoreConfigFor, RUNTIME_CORE_SCRIPT, EMBED_FILES } = require('./extra-builds.js');
const { SHARED_SINGLETONS, LAZY_SHARED, exposesFor, sharedFor } = require('./shared-modules.js');
const { NODE_PACKAGES, nodePackageConfig } = require('./node-package.js');

/**
 * Files of the server build in an app's dist/: everything under `server/`, and the folder itself —
 * the server build cleans its own folder while the app build cleans dist/; a folder emptied for a
 * moment and not kept would be removed by the app build just before the server build writes into
 * it (ENOENT, a build failing now and then).
 */
const SERVER_FILES = new RegExp(`^${SERVER_DIR}([\\\\/]|$)`);

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
 * @param {{ entry: string, file: string, version: string, releases: string }} [o.embed] also build a
 *   single-spa embed, versioned ({@link embedConfigFor}: the discover remote's `discover.js`)
 * @param {{ entry: string, file: string, version: string, releases: string }} [o.element] also build a
 *   plain-code embed, versioned ({@link elementEmbedConfigFor}: the details remote's `watch.js`)
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
            SERVER_FILES.test(asset) || (Boolean(o.embed || o.element) && EMBED_FILES.test(asset)) || asset.startsWith(RUNTIME_CORE_SCRIPT),
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
          // One runtime core per page (architecture §3): the host's build carries it and puts it on
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
          // a grid/list switch pressed before hydration keeps its choice
          // (architecture §9 "A tap before hydration is kept")
          earlyInputScript: EARLY_INPUT_SCRIPT,
          // a remote's standalone page: the runtime core first ({@link runtimeCoreConfigFor})
          runtimeCoreScript: host ? '' : `/${RUNTIME_CORE_SCRIPT}`,
          scriptLoading: 'defer',
          // Absolute script URLs so deep links (/details/tv/1) load /main.js, not /details/tv/main.js.
          publicPath: '/',
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        // the host's entry loads once the server's HTML has painted (architecture §7, "Paint first")
        ...(host ? [new PaintFirstPlugin()] : []),
        ...(prod
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[id].[contenthash:8].css' }),
              // every script compiled eagerly, off the main thread (architecture §7)
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
    if (o.embed) extra.push(embedConfigFor({ dir: o.dir, app: o.app, embed: o.embed }, mode));
    if (o.element) extra.push(elementEmbedConfigFor({ dir: o.dir, app: o.app, element: o.element }, mode));
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

/**
 * The webpack configs of our packages for plain Node (`./node-package.js`: `@streamscout/tmdb/node`),
 * built by `npm run build` with the apps.
 * @param {ReadonlyArray<(typeof NODE_PACKAGES)[number]>} [packages] which (default all)
 * @returns {import('webpack').Configuration[]}
 */
function nodePackagesConfig(packages = NODE_PACKAGES) {
  const [scriptRule] = rulesFor(true);
  return packages.map((pkg) => nodePackageConfig(pkg, scriptRule));
}

/** @typedef {import('webpack').Configuration & {devServer: import('webpack-dev-server').Configuration}} AppConfig */

// serverConfigFor, exposesFor and sharedFor also serve e2e/ssr-federation.spec.ts (it rebuilds a remote's server container)
module.exports = { createAppConfig, nodePackagesConfig, serverConfigFor, exposesFor, sharedFor, SHELL, REMOTES };
