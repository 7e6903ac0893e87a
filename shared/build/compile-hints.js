/**
 * V8's explicit compile hint on every script of the browser builds (architecture §7).
 *
 * By default V8 compiles a function the first time it is called: while the script downloads it only
 * pre-parses each function to find where it ends, and the full parse and compile happen later, on
 * the main thread, in the task that first calls it. Webpack wraps each module in a function, so every
 * module of a chunk — react-dom, Mantine, the kit, the remote's screens — is parsed a second time on
 * the main thread when its factory first runs: that is most of each evaluation step of the page.
 *
 * A script whose first line is the magic comment `//# allFunctionsCalledOnLoad` (Chrome 136+, V8
 * 13.6) is compiled eagerly, every function, on the background thread that streams the download.
 * Browsers without the feature read a comment. Measured with Lighthouse mobile (BENCHMARKS.md,
 * "Hydration, eighth round"). The cost is memory for bytecode of functions a page never calls;
 * the builds' chunks are split per screen, so little of each chunk goes uncalled.
 *
 * Except where most of a chunk goes uncalled: supabase-js (auth, PostgREST, Realtime, Storage,
 * Functions, ~120 KiB minified) is one chunk, and a page calls a small part of it (the auth client
 * and RPCs). Eagerly compiled, its chunk was the longest task of the signed-in dashboard's load
 * (~70 ms of main-thread compile, ~280 ms at Lighthouse's 4× CPU), so chunks with a module the
 * `except` patterns match keep V8's lazy compile (BENCHMARKS.md, "Hydration, tenth round").
 */
const { Compilation, sources } = require('webpack');

/** The magic comment, exactly as V8 looks for it: the first line of the script. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Packages whose chunks stay lazily compiled in every build: supabase-js and its parts. */
const LAZY_COMPILE = [/[\\/]node_modules[\\/]@supabase[\\/]/];

/**
 * The files of a module (a concatenated module's every part).
 * @param {import('webpack').Module} m
 * @returns {string[]} absolute paths ([] for a module without a file, e.g. webpack's runtime)
 */
function resourcesOf(m) {
  const any = /** @type {any} */ (m);
  if (Array.isArray(any.modules)) return any.modules.flatMap(resourcesOf);
  const resource = any.resource ?? any.rootModule?.resource;
  return typeof resource === 'string' ? [resource] : [];
}

/**
 * The hint as a webpack plugin: prepends {@link COMPILE_HINT} to every `.js`/`.mjs` chunk file,
 * except the files of a chunk holding a module whose path an `except` pattern matches.
 * Runs after minification (the minifier would drop the comment) and before content hashes are
 * computed and the files are precompressed, so the hashes and the `.br`/`.gz` files include it.
 * @param {{ except?: RegExp[] }} [o] module paths whose chunks keep the lazy compile (default
 *   {@link LAZY_COMPILE}: supabase-js)
 * @returns {import('webpack').WebpackPluginInstance}
 */
function compileHintsPlugin(o = {}) {
  const except = o.except ?? LAZY_COMPILE;
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
        compilation.hooks.processAssets.tap(
          // after Terser and SWC (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), before the real content hash
          { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          () => {
            for (const chunk of compilation.chunks) {
              const lazy = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((m) =>
                resourcesOf(m).some((r) => except.some((re) => re.test(r))),
              );
              if (lazy) continue;
              for (const file of chunk.files) {
                if (!/\.m?js$/.test(file)) continue;
                compilation.updateAsset(file, (old) => new sources.ConcatSource(COMPILE_HINT, '\n', old));
              }
            }
          },
        );
      });
    },
  };
}

module.exports = { compileHintsPlugin, COMPILE_HINT };
