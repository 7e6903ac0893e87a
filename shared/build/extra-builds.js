/**
 * The builds a remote makes beside its own (architecture §3, §7a): the federation-free `embed.js`
 * of an embeddable remote and `mf-runtime.js`, the Module Federation runtime core a remote's
 * standalone page runs first.
 */
const path = require('node:path');
const { Compilation, sources } = require('webpack');
const { rulesFor, minimizers } = require('./rules.js');
const { PrecompressPlugin } = require('./precompress.js');
const { mantineUseIdPlugin } = require('./mantine-use-id.js');
const { emblaReactPlugin } = require('./embla-react.js');
const { compileHintsPlugin } = require('./compile-hints.js');
const { EmbedReleasesPlugin } = require('./embed-releases.js');

/** Files of the embed builds in an app's dist/: `embed.js` (an alias), everything under `embed/`, and the folder itself (see `SERVER_FILES` of `./index.js`). */
const EMBED_FILES = /^embed(\.js|[\\/]|$)/;

/**
 * The embed build of a remote (architecture §7a, §7b): an ES module (`experiments.outputModule`,
 * library type 'module') exporting the entry's single-spa lifecycles, built to its evergreen major
 * `dist/embed/v<major>/<file>` (e.g. `embed/v1/discover.js`), its lazy chunks under
 * `dist/embed/<name>/` (loaded relative to `import.meta.url`, so any origin can import it), and
 * in production every release published immutable by {@link EmbedReleasesPlugin} with its chunks
 * (`changed: 'keep'`: the evergreen moves when a release is cut, see `./embed-releases.js`).
 * `dist/embed.js`, the URL before versions, stays as an alias of the evergreen (a one-line module
 * re-exporting it). No Module Federation: it bundles React, Mantine (only the components it uses)
 * and TanStack Query itself — measured leaner than loading them through the MF runtime from the
 * remote's manifest (mfe-discover/README.md).
 * @param {object} o
 * @param {string} o.dir app folder
 * @param {import('@streamscout/apps').AppInfo} o.app the app's row of `apps.js`
 * @param {{entry: string, file: string, version: string, releases: string}} o.embed the entry module
 *   (e.g. './src/embed/index.ts'), the file's name ('discover.js'), this build's version
 *   ('major.minor.patch') and the archived releases' folder
 * @param {'production' | 'development'} mode
 * @returns {import('webpack').Configuration}
 */
function embedConfigFor(o, mode) {
  const prod = mode === 'production';
  const name = path.basename(o.embed.file, '.js');
  const major = o.embed.version.split('.')[0];
  const evergreen = `embed/v${major}/${o.embed.file}`;
  return {
    name: `${o.app.name}_embed`,
    mode,
    context: o.dir,
    entry: { [name]: o.embed.entry },
    devtool: prod ? false : 'cheap-module-source-map',
    target: 'web',
    experiments: { outputModule: true },
    output: {
      path: path.join(o.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: `${o.app.name}_embed`,
      filename: evergreen,
      chunkFilename: prod ? `embed/${name}/[name].[contenthash:8].js` : `embed/${name}/[name].js`,
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
    plugins: [
      mantineUseIdPlugin(),
      emblaReactPlugin(),
      legacyAliasPlugin(LEGACY_EMBED, evergreen),
      ...(prod
        ? [
            compileHintsPlugin(),
            new EmbedReleasesPlugin({
              file: o.embed.file,
              version: o.embed.version,
              releases: o.embed.releases,
              chunks: `embed/${name}`,
              manifest: `${name}-versions.json`,
              changed: 'keep',
            }),
            new PrecompressPlugin(),
          ]
        : []),
    ],
  };
}

/** The discover embed's URL before versions (`<discover host>/embed.js`), kept as an alias. */
const LEGACY_EMBED = 'embed.js';

/**
 * Emits `alias`, an ES module re-exporting everything of `target` (both paths in dist/), so a page
 * importing the old URL gets the evergreen's lifecycles — and the evergreen's own `import.meta.url`,
 * which is where it finds its chunks and config.
 * @param {string} alias @param {string} target @returns {import('webpack').WebpackPluginInstance}
 */
function legacyAliasPlugin(alias, target) {
  const from = `./${path.posix.relative(path.posix.dirname(alias), target)}`;
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('LegacyEmbedAlias', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'LegacyEmbedAlias', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(alias, new sources.RawSource(`export * from ${JSON.stringify(from)};\n`), { minimized: true });
        });
      });
    },
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
