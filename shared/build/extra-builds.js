/**
 * The builds a remote makes beside its own (architecture §3, §7a): the federation-free `embed.js`
 * of an embeddable remote and `mf-runtime.js`, the Module Federation runtime core a remote's
 * standalone page runs first.
 */
const path = require('node:path');
const { rulesFor, minimizers } = require('./rules.js');
const { PrecompressPlugin } = require('./precompress.js');
const { mantineUseIdPlugin } = require('./mantine-use-id.js');
const { emblaReactPlugin } = require('./embla-react.js');
const { compileHintsPlugin } = require('./compile-hints.js');
const { EmbedReleasesPlugin } = require('./embed-releases.js');

/** Files of the embed build in an app's dist/: `embed.js`, everything under `embed/`, and the folder itself (see `SERVER_FILES` of `./index.js`). */
const EMBED_FILES = /^embed(\.js|[\\/]|$)/;

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

/**
 * The build of a remote's plain-code embed (architecture §7b; the details remote's `watch.js`): one
 * ES module, no chunks, no framework, written to its evergreen major `dist/embed/v<major>/<file>` and
 * published with every archived release by {@link EmbedReleasesPlugin} (`embed/v<version>/<file>`,
 * `embed/v<major>/versions.json` with SRI hashes).
 * @param {object} o
 * @param {string} o.dir app folder
 * @param {import('@streamscout/apps').AppInfo} o.app the app's row of `apps.js`
 * @param {{entry: string, file: string, version: string, releases: string}} o.element the entry
 *   module, the file's name, this build's version ('major.minor.patch') and the archived releases' folder
 * @param {'production' | 'development'} mode
 * @returns {import('webpack').Configuration}
 */
function elementEmbedConfigFor(o, mode) {
  const prod = mode === 'production';
  const major = o.element.version.split('.')[0];
  return {
    name: `${o.app.name}_${path.basename(o.element.file, '.js')}`,
    mode,
    context: o.dir,
    entry: { [path.basename(o.element.file, '.js')]: o.element.entry },
    devtool: false,
    target: 'web',
    experiments: { outputModule: true },
    output: {
      path: path.join(o.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: `${o.app.name}_${path.basename(o.element.file, '.js')}`,
      filename: `embed/v${major}/${o.element.file}`,
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      // only the embed's own files: the app build owns everything else in dist/
      clean: { keep: (/** @type {string} */ asset) => !EMBED_FILES.test(asset) },
    },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'], conditionNames: ['browser', 'import', 'module', 'default'] },
    cache: false,
    module: { rules: rulesFor(prod) },
    optimization: { minimize: prod, minimizer: minimizers() },
    performance: { hints: false },
    plugins: [
      new EmbedReleasesPlugin({ file: o.element.file, version: o.element.version, releases: o.element.releases }),
      ...(prod ? [compileHintsPlugin(), new PrecompressPlugin()] : []),
    ],
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

module.exports = { embedConfigFor, elementEmbedConfigFor, runtimeCoreConfigFor, RUNTIME_CORE_SCRIPT, EMBED_FILES };
